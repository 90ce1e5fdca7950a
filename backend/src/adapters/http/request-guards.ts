import type { RequestHandler } from 'express';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { UnsupportedMediaTypeError, hasBody } from './json-body.js';
import { urlHoldsNul } from './nul-characters.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State changes without a body of their own (publish, pause, delete, logout...) still refuse a body that is not
 * JSON, like every other state change: a cross-site form can only send form or text bodies.
 */
export const jsonOnlyStateChanges: RequestHandler = (req, _res, next) => {
  if (!SAFE_METHODS.has(req.method) && hasBody(req) && !req.is('application/json')) return next(new UnsupportedMediaTypeError());
  next();
};

/**
 * U+0000 in the path or query reaches PostgreSQL as a parameter it cannot hold; refuse it first, naming the query
 * parameter (or `path`) in the spec's field shape.
 */
export const refuseNulInUrl: RequestHandler = (req, _res, next) => {
  if (!urlHoldsNul(req.originalUrl)) return next();
  const queryAt = req.originalUrl.indexOf('?');
  const fields: string[] = [];
  if (urlHoldsNul(queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt))) fields.push('path');
  if (queryAt !== -1) {
    try {
      for (const [name, value] of new URLSearchParams(req.originalUrl.slice(queryAt + 1))) {
        if (name.includes('\0') || value.includes('\0')) fields.push(name.replaceAll('\0', '\\u0000'));
      }
    } catch {
      fields.push('query');
    }
  }
  const errors = Object.fromEntries(
    (fields.length > 0 ? fields : ['query']).map((field) => [field, { _errors: ['Must not contain NUL characters (%00)'] }]),
  );
  next(new ValidationError(errors));
};
