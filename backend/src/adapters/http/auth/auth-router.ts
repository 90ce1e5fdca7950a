import { Router, type Request, type RequestHandler } from 'express';
import Joi from 'joi';
import type { LogIn } from '../../../application/auth/log-in.js';
import type { SignUp } from '../../../application/auth/sign-up.js';
import type { SessionView } from '../../../application/auth/session-view.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../domain/account/password-policy.js';
import { jsonBody } from '../json-body.js';
import { emailField, validate } from '../joi-validation.js';
import { toSessionResponse } from '../presenters.js';
import type { LoadSession } from '../../../application/auth/load-session.js';
import { BadRequestError, ConflictError, UnauthenticatedError } from '../../../domain/shared/domain-error.js';
import { rateLimit } from 'express-rate-limit';
import { sessionCall, sessionViewOf } from './require-session.js';
import { perMinuteLimit, type RateLimitStores } from '../per-minute-limit.js';
import './session-types.js';

export interface AuthRouterDeps {
  signUp: SignUp;
  logIn: LogIn;
  loadSession: LoadSession;
  /** Sign-up and login attempts per IP per minute. */
  attemptsPerMinute: number;
  /** Failed login (and refused sign-up) attempts per email address per 15 minutes, from any IP. */
  attemptsPerAccount: number;
  /** Shared counters across instances; absent = in-process. */
  limitStores?: RateLimitStores;
  cookieName: string;
  /** COOKIE_SECURE=true: browsers drop the cookie over plain HTTP, so signing in there is refused, not silent. */
  secureCookieOnly: boolean;
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

  // Per address as well as per IP: guessing one account's password from many IPs is bounded too. Only failures
  // count, and unknown addresses count the same as known ones, so the limit itself reveals nothing.
  const perAccount = rateLimit({
    windowMs: ACCOUNT_WINDOW_MS,
    limit: deps.attemptsPerAccount,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `account:${accountKey(req.body)}`,
    message: { error: 'Too many attempts for this account. Please wait 15 minutes and try again.' },
    ...(deps.limitStores?.('auth-account') ? { store: deps.limitStores('auth-account')! } : {}),
  });
  const secureTransport: RequestHandler = (req, _res, next) => {
    if (deps.secureCookieOnly && !req.secure) return next(new BadRequestError(INSECURE_TRANSPORT));
    next();
  };

  router.post('/signup', attempts, secureTransport, ...jsonBody(), perAccount, async (req, res) => {
    const input = validate(signupBody, req.body);
    const created = await deps.signUp.execute(input).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
      return null;
    });
    // The address has an account: with its password this is just a sign-in (someone who forgot they signed up
    // gets in); without it, the refusal names no account and counts toward the per-address limit.
    const view = created ?? (await deps.logIn.execute(input).catch(() => {
      throw new ConflictError(SIGNUP_REFUSED);
    }));
    await startSession(req, view);
    res.status(created ? 201 : 200).json(toSessionResponse(view));
  });
  router.post('/login', attempts, secureTransport, ...jsonBody(), perAccount, async (req, res) => {
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

const ACCOUNT_WINDOW_MS = 15 * 60_000;
const SIGNUP_REFUSED = 'Could not create an account with these details. If you already have one, sign in instead.';
const INSECURE_TRANSPORT =
  'Sign-in needs HTTPS here (COOKIE_SECURE=true): open the dashboard over https://, or set TRUST_PROXY when a TLS proxy is in front.';

/** The attempted address as accounts store it (trimmed, lower case); bodies without one share a key. */
function accountKey(body: unknown): string {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '-';
}

/** A new session id at every sign-in, so an id planted before login is worthless after it (session fixation). */
async function startSession(req: Request, view: SessionView): Promise<void> {
  await sessionCall(req, 'regenerate');
  req.session.userId = view.user.id;
  req.session.workspaceId = view.workspace.id;
  await sessionCall(req, 'save');
}
