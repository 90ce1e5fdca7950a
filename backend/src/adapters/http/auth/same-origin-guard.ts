import type { Request, RequestHandler } from 'express';
import { ForbiddenError } from '../../../domain/shared/domain-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated requests: a state-changing request is refused when the browser says it
 * comes from another site. Together with SameSite=Lax cookies and JSON-only bodies, a form or script on another
 * origin cannot act with the user's session.
 */
export function sameOriginGuard(isAllowedOrigin: (origin: string, req: Request) => boolean): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.headers['sec-fetch-site'] === 'cross-site') return next(new ForbiddenError('Cross-site request refused'));
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, req)) return next(new ForbiddenError('Cross-site request refused'));
    next();
  };
}
