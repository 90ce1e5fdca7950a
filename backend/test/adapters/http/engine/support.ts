import express, { type Request } from 'express';
import { errorHandler } from '../../../../src/adapters/http/error-handler.js';
import { createEngineRouter, type EngineRouterDeps } from '../../../../src/adapters/http/engine/engine-router.js';
import { GenerateJsonLd, type GenerateJsonLdOptions } from '../../../../src/application/engine/generate-json-ld.js';
import { GetVocabularyType } from '../../../../src/application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../../../../src/application/engine/list-vocabulary-types.js';
import { ValidateJsonLd } from '../../../../src/application/engine/validate-json-ld.js';
import type { Actor } from '../../../../src/application/shared/actor.js';
import { InMemoryGenerationQuota } from '../../../../src/adapters/in-memory/in-memory-generation-quota.js';
import { InProcessJsonLdValidity } from '../../../../src/adapters/in-memory/in-process-json-ld-validity.js';
import { GenerateCatalogue } from '../../../../src/engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../../../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../../../src/engine/vocabulary/schema-org-vocabulary.js';
import type { GenerationQuota } from '../../../../src/ports/generation-quota.js';
import { silentLogger } from '../../../support/loggers.js';

const validator = new JsonLdValidator(schemaOrgVocabulary);
const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
const listVocabularyTypes = new ListVocabularyTypes(catalogue, validator);
const getVocabularyType = new GetVocabularyType(catalogue, validator);

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

export function engineApp(
  overrides: { limits?: Partial<EngineRouterDeps['limits']>; generate?: GenerateJsonLdOptions; quota?: GenerationQuota } = {},
): TestEngineApp {
  const quota = overrides.quota ?? new InMemoryGenerationQuota();
  const app = express();
  app.set('trust proxy', true);
  app.use(
    '/api',
    createEngineRouter({
      validateJsonLd: new ValidateJsonLd(new InProcessJsonLdValidity(validator)),
      generateJsonLd: new GenerateJsonLd(catalogue, validator, quota, { now: () => new Date() }, overrides.generate),
      listVocabularyTypes,
      getVocabularyType,
      resolveActor: headerActor,
      limits: { validatePerMinute: 1000, generateGuestPerMinute: 1000, generateUserPerMinute: 1000, ...overrides.limits },
    }),
  );
  app.use(errorHandler(silentLogger));
  return { app, quota };
}
