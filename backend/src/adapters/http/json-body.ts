import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { DomainError, ValidationError } from '../../domain/shared/domain-error.js';
import { nulRefusal, rawMayHoldNul } from './nul-characters.js';

const DEFAULT_JSON_LIMIT = '256kb';

class PayloadTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  constructor(limit: string) {
    super(`Request body is larger than ${limit}`);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
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

/** Set by the parser's verify hook when the raw text spells `\u0000`, so only those bodies are scanned. */
const MAY_HOLD_NUL = Symbol('mayHoldNul');

/** A body that declares one, or streams one, carries content. */
export function hasBody(req: Request): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * JSON body parsing for one router: size limit, JSON-only content type for bodies, and parse failures turned into
 * domain errors so the single error handler answers them (never an HTML stack trace).
 */
export function jsonBody(options: JsonBodyOptions = {}): RequestHandler[] {
  const limit = options.limit ?? DEFAULT_JSON_LIMIT;
  const onMalformed = options.onMalformed ?? malformedBody;
  const parse = express.json({
    limit,
    strict: false,
    type: () => true,
    verify: (req, _res, raw) => {
      if (rawMayHoldNul(raw)) (req as unknown as Record<symbol, boolean>)[MAY_HOLD_NUL] = true;
    },
  });
  const requireJson: RequestHandler = (req, _res, next) => {
    if (hasBody(req) && !req.is('application/json')) return next(new UnsupportedMediaTypeError());
    next();
  };
  const translate = (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const { type, status } = error as { type?: string; status?: number };
    if (type === 'entity.too.large' || status === 413) return next(new PayloadTooLargeError(limit));
    // Parse failures, unknown charsets or encodings, and bodies whose gzip/deflate/br stream is corrupt (body-parser
    // passes those on as a bare 400): all are a body we cannot read.
    if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported' || status === 400) {
      return next(onMalformed());
    }
    next(error);
  };
  const refuseNul: RequestHandler = (req, _res, next) => {
    if (!(req as unknown as Record<symbol, boolean>)[MAY_HOLD_NUL]) return next();
    next(nulRefusal(req.body) ?? undefined);
  };
  return [requireJson, parse, translate as unknown as RequestHandler, refuseNul];
}
