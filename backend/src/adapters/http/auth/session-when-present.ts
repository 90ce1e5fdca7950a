import type { RequestHandler } from 'express';

/**
 * express-session builds a fresh session for every request without its cookie and hashes it again when the
 * response ends, only to throw it away. Outside /auth nothing creates a session, so a request that carries no
 * session cookie skips the middleware and is simply a guest (`req.session` stays undefined).
 */
export function sessionWhenPresent(session: RequestHandler, cookieName: string): RequestHandler {
  const marker = `${cookieName}=`;
  return (req, res, next) => {
    // A look-alike cookie name only means the session middleware runs; a real session cookie is never missed.
    if (req.headers.cookie?.includes(marker)) return session(req, res, next);
    next();
  };
}
