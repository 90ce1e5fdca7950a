import type { ErrorRequestHandler } from 'express';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Logger } from '../../ports/logger.js';

const STATUS_BY_CODE: Record<string, number> = {
  validation_failed: 400,
  bad_request: 400,
  invalid_webhook: 400,
  unauthenticated: 401,
  forbidden: 403,
  limit_reached: 403,
  plan_required: 403,
  not_found: 404,
  page_unreadable: 422,
  conflict: 409,
  invalid_transition: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unavailable: 503,
  busy: 503,
  work_budget_exceeded: 503,
  billing_not_configured: 503,
};

// Plan errors answer with their code as the `error` text, as the spec shows (`{ "error": "limit_reached" }`).
const CODE_AS_ERROR = new Set(['limit_reached', 'plan_required']);

/** The one place errors become HTTP answers. Unknown errors are logged and never leak details to clients. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return void res.end();
    if (error instanceof DomainError && STATUS_BY_CODE[error.code] !== undefined) {
      const body: Record<string, unknown> = { error: CODE_AS_ERROR.has(error.code) ? error.code : error.message };
      if (error.details && Object.keys(error.details).length > 0) body.details = error.details;
      // Errors that pass (a busy worker pool, a stopped task) say when to come back.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      return void res.status(STATUS_BY_CODE[error.code]!).json(body);
    }
    logger.error({ err: error, method: req.method, path: req.path, requestId: res.locals.requestId }, 'unhandled error');
    res.status(500).json({ error: 'Internal Server Error' });
  };
}
