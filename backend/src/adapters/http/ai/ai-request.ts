import type { Request, RequestHandler } from 'express';
import type { Actor } from '../../../application/shared/actor.js';

/**
 * The AI endpoints answer 403 (not 401) without a session, as the spec shows for generate-from-url, so they resolve
 * the caller themselves instead of going through requireSession: `res.locals.actor` is the actor or null.
 */
export function identifyActor(resolveActor: (req: Request) => Promise<Actor | null>): RequestHandler {
  return async (req, res, next) => {
    res.locals.actor = await resolveActor(req);
    next();
  };
}
