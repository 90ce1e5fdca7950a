import { Router, type Request, type RequestHandler } from 'express';
import { GenerateJsonLd } from '../../../application/engine/generate-json-ld.js';
import { GetVocabularyType } from '../../../application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../../../application/engine/list-vocabulary-types.js';
import { ValidateJsonLd } from '../../../application/engine/validate-json-ld.js';
import type { Actor } from '../../../application/shared/actor.js';
import { bodyField } from '../body-field.js';
import { jsonBody } from '../json-body.js';
import { malformedValidateBody } from './validate-answer.js';
import { toValidateResult } from './validation-presenter.js';
import { generateRateLimit, validateRateLimit, type EngineLimits } from './engine-rate-limits.js';
import type { UseCasesOf } from '../use-cases.js';
import { ancestorsQuery, presentQuery } from './vocabulary-query.js';

export const ENGINE_USE_CASES = {
  validateJsonLd: ValidateJsonLd,
  generateJsonLd: GenerateJsonLd,
  listVocabularyTypes: ListVocabularyTypes,
  getVocabularyType: GetVocabularyType,
};

export interface EngineRouterDeps extends UseCasesOf<typeof ENGINE_USE_CASES> {
  resolveActor: (req: Request) => Promise<Actor | null>;
  limits: EngineLimits;
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
    res.json(deps.listVocabularyTypes.execute({ search, richResultsOnly }));
  });

  router.get('/vocabulary/types/:name', (req, res) => {
    const parent = typeof req.query.parent === 'string' ? req.query.parent : undefined;
    const property = typeof req.query.property === 'string' ? req.query.property : undefined;
    const ancestors = ancestorsQuery(req.query.ancestors);
    const present = presentQuery(req.query.present);
    res.json(
      deps.getVocabularyType.execute({
        name: req.params.name,
        parent,
        property,
        ...(ancestors ? { ancestors } : {}),
        ...(present ? { present } : {}),
      }),
    );
  });

  return router;
}
