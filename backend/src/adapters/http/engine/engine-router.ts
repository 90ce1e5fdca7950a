import { Router, type Request, type RequestHandler } from 'express';
import type { GenerateJsonLd } from '../../../application/engine/generate-json-ld.js';
import type { GetVocabularyType } from '../../../application/engine/get-vocabulary-type.js';
import type { ListVocabularyTypes } from '../../../application/engine/list-vocabulary-types.js';
import type { ValidateJsonLd } from '../../../application/engine/validate-json-ld.js';
import type { Actor } from '../../../application/shared/actor.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { jsonBody } from '../json-body.js';
import { toValidateResult } from './validation-presenter.js';
import { generateRateLimit, validateRateLimit, type EngineLimits } from './engine-rate-limits.js';

export interface EngineRouterDeps {
  /** The use case, or the same call run elsewhere (the service runs it in its worker pool). */
  validateJsonLd: Pick<ValidateJsonLd, 'execute'>;
  generateJsonLd: GenerateJsonLd;
  vocabulary: { list: ListVocabularyTypes; get: GetVocabularyType };
  resolveActor: (req: Request) => Promise<Actor | null>;
  limits: EngineLimits;
}

const malformedValidateBody = () => new ValidationError({ jsonString: { _errors: ['Request body is not valid JSON'] } });

function bodyField(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[field] : undefined;
}

/** POST /validate, POST /generate and the vocabulary lookups; mounted under /api by the app. */
export function createEngineRouter(deps: EngineRouterDeps): Router {
  const router = Router();

  router.post('/validate', validateRateLimit(deps.limits), ...jsonBody({ onMalformed: malformedValidateBody }), async (req, res) => {
    res.json(toValidateResult(await deps.validateJsonLd.execute({ jsonString: bodyField(req.body, 'jsonString') })));
  });

  const identify: RequestHandler = async (req, res, next) => {
    res.locals.actor = await deps.resolveActor(req);
    next();
  };
  router.post('/generate', identify, generateRateLimit(deps.limits), ...jsonBody(), async (req, res) => {
    const jsonLd = await deps.generateJsonLd.execute({
      type: bodyField(req.body, 'type'),
      data: bodyField(req.body, 'data'),
      actor: res.locals.actor as Actor | null,
    });
    res.json({ jsonLd });
  });

  router.get('/vocabulary/types', (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : undefined;
    const richResultsOnly = req.query.richResultsOnly === 'true' || req.query.richResultsOnly === '1';
    res.json(deps.vocabulary.list.execute({ search, richResultsOnly }));
  });

  router.get('/vocabulary/types/:name', (req, res) => {
    const parent = typeof req.query.parent === 'string' ? req.query.parent : undefined;
    const property = typeof req.query.property === 'string' ? req.query.property : undefined;
    res.json(deps.vocabulary.get.execute({ name: req.params.name, parent, property }));
  });

  return router;
}
