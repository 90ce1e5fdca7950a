import { Router, type Request, type RequestHandler } from 'express';
import Joi from 'joi';
import type { SignupConfirmationSent } from '@sdn/contracts';
import { ConfirmSignUp } from '../../../application/auth/confirm-sign-up.js';
import { LogIn } from '../../../application/auth/log-in.js';
import type { RequestSignUp } from '../../../application/auth/request-sign-up.js';
import { SignUp } from '../../../application/auth/sign-up.js';
import type { SessionView } from '../../../application/auth/session-view.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../domain/account/password-policy.js';
import { jsonBody } from '../json-body.js';
import { emailField, validate } from '../joi-validation.js';
import { toSessionResponse } from '../presenters.js';
import { LoadSession } from '../../../application/auth/load-session.js';
import { BadRequestError, ConflictError, UnauthenticatedError } from '../../../domain/shared/domain-error.js';
import { sessionCall, sessionViewOf } from './require-session.js';
import { perMinuteLimit, type RateLimitStores } from '../per-minute-limit.js';
import { accountLimits } from './account-limits.js';
import './session-types.js';
import type { UseCasesOf } from '../use-cases.js';

export const AUTH_USE_CASES = {
  signUp: SignUp,
  confirmSignUp: ConfirmSignUp,
  logIn: LogIn,
  loadSession: LoadSession,
};

export interface AuthRouterDeps extends UseCasesOf<typeof AUTH_USE_CASES> {
  /** Null: SIGNUP_CONFIRMATION=off, sign-up opens the account and signs in at once. */
  requestSignUp: RequestSignUp | null;
  /** Lifetime of a confirmation link, told to the person signing up. */
  confirmationLinkHours: number;
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
  invitationToken: Joi.string().trim().max(200).allow('', null),
});
const confirmBody = Joi.object({
  token: Joi.string().trim().max(200).required(),
  password: Joi.string().max(MAX_PASSWORD_LENGTH).required(),
});
const loginBody = Joi.object({ email: emailField, password: Joi.string().max(MAX_PASSWORD_LENGTH).required() });

export function createAuthRouter(deps: AuthRouterDeps): Router {
  const router = Router();
  const attempts = perMinuteLimit({
    limit: deps.attemptsPerMinute,
    store: deps.limitStores?.('auth'),
    message: { error: 'Too many requests. Please wait a moment.' },
  });
  const perAccount = accountLimits({ perAccount: deps.attemptsPerAccount, stores: deps.limitStores });
  const secureTransport: RequestHandler = (req, _res, next) => {
    if (deps.secureCookieOnly && !req.secure) return next(new BadRequestError(INSECURE_TRANSPORT));
    next();
  };

  if (deps.requestSignUp) {
    router.post(
      '/signup',
      attempts,
      secureTransport,
      ...jsonBody(),
      perAccount.signups,
      signUpWithConfirmation(deps.requestSignUp, deps.confirmationLinkHours),
    );
  } else {
    router.post('/signup', attempts, secureTransport, ...jsonBody(), perAccount.failures, signUpAtOnce(deps.signUp, deps.logIn));
  }
  router.post('/signup/confirm', attempts, secureTransport, ...jsonBody(), async (req, res) => {
    const view = await deps.confirmSignUp.execute(validate(confirmBody, req.body));
    await startSession(req, view);
    res.json(toSessionResponse(view));
  });
  router.post('/login', attempts, secureTransport, ...jsonBody(), perAccount.failures, async (req, res) => {
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

/**
 * SIGNUP_CONFIRMATION=required: 202 and no session for every address (the mail tells the rest); 201 with a session
 * only for the invitation path, whose token proved the address.
 */
function signUpWithConfirmation(requestSignUp: RequestSignUp, linkValidHours: number): RequestHandler {
  return async (req, res) => {
    const outcome = await requestSignUp.execute(validate(signupBody, req.body));
    if (outcome.kind === 'signed-up') {
      await startSession(req, outcome.view);
      res.status(201).json(toSessionResponse(outcome.view));
      return;
    }
    const body: SignupConfirmationSent = { confirmationSent: true, linkValidHours };
    res.status(202).json(body);
  };
}

/** SIGNUP_CONFIRMATION=off: the account is opened and signed in at once. */
function signUpAtOnce(signUp: SignUp, logIn: LogIn): RequestHandler {
  return async (req, res) => {
    const { invitationToken: _notNeeded, ...input } = validate(signupBody, req.body);
    const created = await signUp.execute(input).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
      return null;
    });
    // The address has an account: with its password this is just a sign-in (someone who forgot they signed up
    // gets in); without it, the refusal names no account and counts toward the per-address limit.
    const view =
      created ??
      (await logIn.execute(input).catch(() => {
        throw new ConflictError(SIGNUP_REFUSED);
      }));
    await startSession(req, view);
    res.status(created ? 201 : 200).json(toSessionResponse(view));
  };
}

const SIGNUP_REFUSED = 'Could not create an account with these details. If you already have one, sign in instead.';
const INSECURE_TRANSPORT =
  'Sign-in needs HTTPS here (COOKIE_SECURE=true): open the dashboard over https://, or set TRUST_PROXY when a TLS proxy is in front.';

/** A new session id at every sign-in, so an id planted before login is worthless after it (session fixation). */
async function startSession(req: Request, view: SessionView): Promise<void> {
  await sessionCall(req, 'regenerate');
  req.session.userId = view.user.id;
  req.session.workspaceId = view.workspace.id;
  await sessionCall(req, 'save');
}
