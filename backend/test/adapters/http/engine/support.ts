import express, { type ErrorRequestHandler, type Request } from 'express';
import { createEngineRouter, type EngineRouterDeps } from '../../../../src/adapters/http/engine/engine-router.js';
import { GenerateJsonLd, type GenerateJsonLdOptions } from '../../../../src/application/engine/generate-json-ld.js';
import { GetVocabularyType } from '../../../../src/application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../../../../src/application/engine/list-vocabulary-types.js';
import { ValidateJsonLd } from '../../../../src/application/engine/validate-json-ld.js';
import type { Actor } from '../../../../src/application/shared/actor.js';
import { InMemoryGenerationQuota } from '../../../../src/adapters/in-memory/in-memory-generation-quota.js';
import { OfflineJsonldContextProcessor } from '../../../../src/adapters/jsonld/offline-jsonld-context-processor.js';
import { DomainError } from '../../../../src/domain/shared/domain-error.js';
import { GenerateCatalogue } from '../../../../src/domain/structured-data/generation/generate-catalogue.js';
import { JsonLdTextValidator } from '../../../../src/domain/structured-data/validate-json-ld-text.js';
import { JsonLdValidator } from '../../../../src/domain/structured-data/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../../../src/domain/structured-data/vocabulary/schema-org-vocabulary.js';
import type { GenerationQuota } from '../../../../src/ports/generation-quota.js';

const STATUS: Record<string, number> = { validation_failed: 400, bad_request: 400, limit_reached: 403, plan_required: 403, not_found: 404, payload_too_large: 413, unsupported_media_type: 415 };

/** The same code -> status mapping as the core's one error handler, reduced to what the engine throws. */
const testErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof DomainError && STATUS[error.code]) {
    const body: Record<string, unknown> = { error: error.code === 'limit_reached' || error.code === 'plan_required' ? error.code : error.message };
    if (error.details) body.details = error.details;
    return void res.status(STATUS[error.code]).json(body);
  }
  res.status(500).json({ error: 'Internal Server Error' });
};

const validator = new JsonLdValidator(schemaOrgVocabulary);
const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
const list = new ListVocabularyTypes(catalogue, validator);
const get = new GetVocabularyType(catalogue, validator);

/** Signed-in callers in tests send `x-test-user: <plan>:<userId>`; anything else is a guest. */
async function headerActor(req: Request): Promise<Actor | null> {
  const header = req.headers['x-test-user'];
  if (typeof header !== 'string') return null;
  const [plan, userId] = header.split(':');
  return { userId, workspaceId: `00000000-0000-4000-8000-${userId.padStart(12, '0')}`, role: 'owner', plan: plan as Actor['plan'] };
}

export interface TestEngineApp {
  app: express.Express;
  quota: GenerationQuota;
}

export function engineApp(overrides: { limits?: Partial<EngineRouterDeps['limits']>; generate?: GenerateJsonLdOptions; quota?: GenerationQuota } = {}): TestEngineApp {
  const quota = overrides.quota ?? new InMemoryGenerationQuota();
  const app = express();
  app.set('trust proxy', true);
  app.use('/api', createEngineRouter({
    validateJsonLd: new ValidateJsonLd(new JsonLdTextValidator(validator), new OfflineJsonldContextProcessor(schemaOrgVocabulary)),
    generateJsonLd: new GenerateJsonLd(catalogue, validator, quota, { now: () => new Date() }, overrides.generate),
    vocabulary: { list, get },
    resolveActor: headerActor,
    limits: { validatePerMinute: 1000, generateGuestPerMinute: 1000, generateUserPerMinute: 1000, ...overrides.limits },
  }));
  app.use(testErrorHandler);
  return { app, quota };
}
