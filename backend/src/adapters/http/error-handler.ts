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
  nothing_to_propose: 422,
  conflict: 409,
  invalid_transition: 409,
  payload_too_large: 413,
  delivery_too_large: 413,
  unsupported_media_type: 415,
  unavailable: 503,
  busy: 503,
  work_budget_exceeded: 503,
  billing_not_configured: 503,
  search_console_not_configured: 503,
};

export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please retry shortly.';

// Plan errors answer with their code as the `error` text, as the spec shows (`{ "error": "limit_reached" }`).
const CODE_AS_ERROR = new Set(['limit_reached', 'plan_required']);

/** An error as the client sees it: status, JSON body and, for errors that pass, when to retry. */
export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/** Where an error happened, for the log line of one that is not the client's doing. */
export interface ErrorContext {
  method: string;
  path: string;
  requestId?: unknown;
}

/**
 * The one place errors become HTTP answers (the Express error handler and the node:http lanes ahead of Express
 * both write what this decides). Unknown errors are logged and never leak details to clients.
 */
export function errorAnswer(
  error: unknown,
  logger: Logger,
  isUnavailable: (error: unknown) => boolean,
  context: ErrorContext,
): ErrorAnswer {
  if (isUnavailable(error)) {
    // The database is down or too slow: a retry later will work, so say so rather than "internal error".
    logger.warn({ err: error, method: context.method, path: context.path }, 'database unavailable');
    return { status: 503, body: { error: UNAVAILABLE_MESSAGE }, retryAfterSeconds: RETRY_AFTER_SECONDS };
  }
  if (error instanceof DomainError && STATUS_BY_CODE[error.code] !== undefined) {
    const body: Record<string, unknown> = { error: CODE_AS_ERROR.has(error.code) ? error.code : error.message };
    if (error.details && Object.keys(error.details).length > 0) body.details = error.details;
    // Errors that pass (a busy worker pool, a stopped task) say when to come back.
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    return { status: STATUS_BY_CODE[error.code]!, body, ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}) };
  }
  const clientError = clientErrorOf(error);
  if (clientError) return { status: clientError.status, body: { error: clientError.message } };
  logger.error({ err: error, ...context }, 'unhandled error');
  return { status: 500, body: { error: 'Internal Server Error' } };
}

export function errorHandler(logger: Logger, isUnavailable: (error: unknown) => boolean = () => false): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return void res.end();
    const answer = errorAnswer(error, logger, isUnavailable, { method: req.method, path: req.path, requestId: res.locals.requestId });
    if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
    res.status(answer.status).json(answer.body);
  };
}

/**
 * Errors Express and its parsers raise for a request they cannot read (a path whose percent-encoding is malformed,
 * an http-errors 4xx): the client's fault, answered with our own words rather than the library's.
 */
function clientErrorOf(error: unknown): { status: number; message: string } | null {
  if (error instanceof URIError) return { status: 400, message: 'Malformed percent-encoding in the URL' };
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return null;
  return { status, message: CLIENT_ERROR_MESSAGES[status] ?? 'Bad request' };
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  413: 'Request body is too large',
  415: 'Unsupported media type',
};
