import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { DomainError, ValidationError } from '../../domain/shared/domain-error.js';

const DEFAULT_JSON_LIMIT = '256kb';

class PayloadTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  constructor(limit: string) {
    super(`Request body is larger than ${limit}`);
  }
}

class UnsupportedMediaTypeError extends DomainError {
  readonly code = 'unsupported_media_type';
  constructor() {
    super('Request body must be JSON (Content-Type: application/json)');
  }
}

interface JsonBodyOptions {
  limit?: string;
  /** The error a malformed body becomes; endpoints whose spec shows a field-shaped 400 pass their own. */
  onMalformed?: () => DomainError;
}

const malformedBody = () => new ValidationError({ body: { _errors: ['Request body is not valid JSON'] } });

/**
 * JSON body parsing for one router: size limit, JSON-only content type for bodies, and parse failures turned into
 * domain errors so the single error handler answers them (never an HTML stack trace).
 */
export function jsonBody(options: JsonBodyOptions = {}): RequestHandler[] {
  const limit = options.limit ?? DEFAULT_JSON_LIMIT;
  const onMalformed = options.onMalformed ?? malformedBody;
  const parse = express.json({ limit, strict: false, type: () => true });
  const requireJson: RequestHandler = (req, _res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) return next(new UnsupportedMediaTypeError());
    next();
  };
  const translate = (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return next(new PayloadTooLargeError(limit));
    if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return next(onMalformed());
    }
    next(error);
  };
  return [requireJson, parse, translate as unknown as RequestHandler];
}
