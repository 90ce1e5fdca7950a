import { Router, type Request } from 'express';
import { ipKeyGenerator, type Store } from 'express-rate-limit';
import { GenerateFromUrl } from '../../../application/ai/generate-from-url.js';
import type { Actor } from '../../../application/shared/actor.js';
import { ForbiddenError } from '../../../domain/shared/domain-error.js';
import type { GenerateFromUrlResponse } from '@sdn/contracts';
import { toValidateResult } from '../engine/validation-presenter.js';
import { jsonBody } from '../json-body.js';
import { perMinuteLimit } from '../per-minute-limit.js';
import { bodyField } from '../body-field.js';
import { identifyActor } from './ai-request.js';
import type { UseCasesOf } from '../use-cases.js';

export const AI_USE_CASES = {
  generateFromUrl: GenerateFromUrl,
};

export interface AiRouterDeps extends UseCasesOf<typeof AI_USE_CASES> {
  resolveActor: (req: Request) => Promise<Actor | null>;
  perMinute: number;
  /** Shared by every instance when REDIS_URL is set; undefined keeps the counts in this process. */
  store: Store | undefined;
}

/**
 * POST /generate-from-url, mounted under /api among the public routers: the spec answers 403 (not 401) without a
 * session, so the session is resolved here rather than by requireSession.
 */
export function createAiRouter(deps: AiRouterDeps): Router {
  const router = Router();
  const identify = identifyActor(deps.resolveActor);
  const limit = perMinuteLimit({
    limit: deps.perMinute,
    keyGenerator: (req, res) => {
      const actor = res.locals.actor as Actor | null;
      return actor ? `ai:user:${actor.userId}` : `ai:ip:${ipKeyGenerator(req.ip ?? '')}`;
    },
    message: { error: 'Too many requests. Please wait a moment.' },
    store: deps.store,
  });
  router.post('/generate-from-url', identify, limit, ...jsonBody(), async (req, res) => {
    const actor = res.locals.actor as Actor | null;
    if (!actor) throw new ForbiddenError('Sign in with a Pro or Agency account to extract from a URL');
    const result = await deps.generateFromUrl.execute(actor, { url: bodyField(req.body, 'url'), type: bodyField(req.body, 'type') });
    const body: GenerateFromUrlResponse = { ...result, validation: toValidateResult(result.validation) };
    res.json(body);
  });
  return router;
}
