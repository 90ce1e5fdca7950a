import { Router, type Request, type RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import type { CopySuggestionsResponse } from '@sdn/contracts';
import { SuggestCopy } from '../../../application/ai/suggest-copy.js';
import type { Actor } from '../../../application/shared/actor.js';
import { ForbiddenError } from '../../../domain/shared/domain-error.js';
import { jsonBody } from '../json-body.js';
import { perMinuteLimit } from '../per-minute-limit.js';
import { bodyField } from '../body-field.js';
import { identifyActor } from './ai-request.js';
import type { UseCasesOf } from '../use-cases.js';

export const COPYWRITER_USE_CASES = {
  suggestCopy: SuggestCopy,
};

export interface CopywriterRouterDeps extends UseCasesOf<typeof COPYWRITER_USE_CASES> {
  resolveActor: (req: Request) => Promise<Actor | null>;
  perMinute: number;
  store: Store | undefined;
}

/**
 * POST /copywriter/suggestions, among the public routers like /generate-from-url: without a session it answers 403
 * with the same sign-in message (the extraction's gate), so the session is resolved here.
 */
export function createCopywriterRouter(deps: CopywriterRouterDeps): Router {
  const router = Router();
  const identify = identifyActor(deps.resolveActor);
  const limit = perMinuteLimit({
    limit: deps.perMinute,
    // Callers without a session are refused before any work, so only signed-in users are counted.
    keyGenerator: (_req, res) => `copy:user:${(res.locals.actor as Actor).userId}`,
    message: { error: 'Too many requests. Please wait a moment.' },
    store: deps.store,
  });
  const signedIn: RequestHandler = (_req, res, next) => {
    if (!res.locals.actor) throw new ForbiddenError('Sign in with a Pro or Agency account to use the copywriting agent');
    next();
  };
  router.post('/copywriter/suggestions', identify, signedIn, limit, ...jsonBody(), async (req, res) => {
    const actor = res.locals.actor as Actor;
    const result = await deps.suggestCopy.execute(actor, {
      pageUrl: bodyField(req.body, 'pageUrl'),
      jsonLd: bodyField(req.body, 'jsonLd'),
      fields: bodyField(req.body, 'fields'),
      tone: bodyField(req.body, 'tone'),
    });
    const body: CopySuggestionsResponse = result;
    res.json(body);
  });
  return router;
}
