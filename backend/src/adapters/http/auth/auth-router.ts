import { Router, type Request } from 'express';
import Joi from 'joi';
import type { LogIn } from '../../../application/auth/log-in.js';
import type { SignUp } from '../../../application/auth/sign-up.js';
import type { SessionView } from '../../../application/auth/session-view.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../domain/account/password-policy.js';
import { jsonBody } from '../json-body.js';
import { emailField, validate } from '../joi-validation.js';
import { toSessionResponse } from '../presenters.js';
import type { LoadSession } from '../../../application/auth/load-session.js';
import { UnauthenticatedError } from '../../../domain/shared/domain-error.js';
import { sessionCall, sessionViewOf } from './require-session.js';
import { perMinuteLimit, type RateLimitStores } from '../per-minute-limit.js';
import './session-types.js';

export interface AuthRouterDeps {
  signUp: SignUp;
  logIn: LogIn;
  loadSession: LoadSession;
  /** Sign-up and login attempts per IP per minute. */
  attemptsPerMinute: number;
  /** Shared counters across instances; absent = in-process. */
  limitStores?: RateLimitStores;
  cookieName: string;
}

// The length rule is repeated here so a bad email and a short password are reported together.
const signupBody = Joi.object({
  email: emailField,
  password: Joi.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH).required(),
  name: Joi.string().trim().max(200).allow('', null),
});
const loginBody = Joi.object({ email: emailField, password: Joi.string().max(MAX_PASSWORD_LENGTH).required() });

export function createAuthRouter(deps: AuthRouterDeps): Router {
  const router = Router();
  const attempts = perMinuteLimit({ limit: deps.attemptsPerMinute, store: deps.limitStores?.('auth'), message: { error: 'Too many requests. Please wait a moment.' } });

  router.post('/signup', attempts, ...jsonBody(), async (req, res) => {
    const view = await deps.signUp.execute(validate(signupBody, req.body));
    await startSession(req, view);
    res.status(201).json(toSessionResponse(view));
  });
  router.post('/login', attempts, ...jsonBody(), async (req, res) => {
    const view = await deps.logIn.execute(validate(loginBody, req.body));
    await startSession(req, view);
    res.json(toSessionResponse(view));
  });
  router.post('/logout', async (req, res) => {
    await sessionCall(req, 'destroy');
    res.clearCookie(deps.cookieName, { path: '/' });
    res.status(204).end();
  });
  router.get('/me', async (req, res) => {
    const view = await sessionViewOf(deps.loadSession, req);
    if (!view) throw new UnauthenticatedError();
    res.json(toSessionResponse(view));
  });
  return router;
}

/** A new session id at every sign-in, so an id planted before login is worthless after it (session fixation). */
async function startSession(req: Request, view: SessionView): Promise<void> {
  await sessionCall(req, 'regenerate');
  req.session.userId = view.user.id;
  req.session.workspaceId = view.workspace.id;
  await sessionCall(req, 'save');
}
