import type { Request, RequestHandler, Response } from 'express';
import type { LoadSession } from '../../../application/auth/load-session.js';
import type { SessionView } from '../../../application/auth/session-view.js';
import type { Actor } from '../../../application/shared/actor.js';
import { UnauthenticatedError } from '../../../domain/shared/domain-error.js';
import './session-types.js';

/** Resolves the signed-in user on every request, so a removed seat or deleted account loses access at once. */
export function requireSession(loadSession: LoadSession): RequestHandler {
  return async (req, res, next) => {
    const view = await sessionViewOf(loadSession, req);
    if (!view) return next(new UnauthenticatedError());
    res.locals.session = view;
    res.locals.actor = actorOf(view);
    next();
  };
}

/** The signed-in user's session, or null for guests and for sessions whose seat is gone. */
export async function sessionViewOf(loadSession: LoadSession, req: Request): Promise<SessionView | null> {
  const { userId, workspaceId } = req.session ?? {};
  if (!userId || !workspaceId) return null;
  try {
    return await loadSession.execute({ userId, workspaceId });
  } catch (error) {
    if (error instanceof UnauthenticatedError) return null;
    throw error;
  }
}

/** For routes where signing in is optional: the caller as an actor, or null for guests. */
export function optionalActor(loadSession: LoadSession): (req: Request) => Promise<Actor | null> {
  return async (req) => {
    const view = await sessionViewOf(loadSession, req);
    return view ? actorOf(view) : null;
  };
}

/** express-session's callback methods (`save`, `regenerate`, `destroy`) as promises. */
export function sessionCall(req: Request, method: 'save' | 'regenerate' | 'destroy'): Promise<void> {
  return new Promise((done, fail) => req.session[method]((error: unknown) => (error ? fail(error) : done())));
}

export function actorOf(view: SessionView): Actor {
  return { userId: view.user.id, workspaceId: view.workspace.id, role: view.role, plan: view.plan };
}

export function currentActor(res: Response): Actor {
  return res.locals.actor as Actor;
}
