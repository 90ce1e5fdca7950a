import { Router, type RequestHandler } from 'express';

/**
 * Runs the signed-in plumbing (the ORM's request scope, express-session) only for requests that carry the session
 * cookie. For a guest, express-session would build a fresh session and hash it again when the response ends, only
 * to throw it away, and the request scope would fork an entity manager nobody uses. Outside /auth nothing creates
 * a session, so a request without the cookie is simply a guest (`req.session` stays undefined).
 */
export function whenSessionCookie(cookieName: string, ...handlers: RequestHandler[]): RequestHandler {
  const marker = `${cookieName}=`;
  const signedIn = Router().use(...handlers);
  return (req, res, next) => {
    // A look-alike cookie name only means the handlers run; a real session cookie is never missed.
    if (req.headers.cookie?.includes(marker)) return signedIn(req, res, next);
    next();
  };
}
