import type { Request, Router } from 'express';
import type { Container } from 'inversify';
import { LoadSession } from '../application/auth/load-session.js';
import { GenerateJsonLd } from '../application/engine/generate-json-ld.js';
import { GetVocabularyType } from '../application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../application/engine/list-vocabulary-types.js';
import { ValidateJsonLd } from '../application/engine/validate-json-ld.js';
import { actorOf, sessionViewOf } from '../adapters/http/auth/require-session.js';
import { createEngineRouter } from '../adapters/http/engine/engine-router.js';
import { OfflineJsonldContextProcessor } from '../adapters/jsonld/offline-jsonld-context-processor.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgGenerationQuota } from '../adapters/postgres/pg-generation-quota.js';
import { GenerateCatalogue } from '../domain/structured-data/generation/generate-catalogue.js';
import { JsonLdTextValidator } from '../domain/structured-data/validate-json-ld-text.js';
import { JsonLdValidator } from '../domain/structured-data/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../domain/structured-data/vocabulary/schema-org-vocabulary.js';
import type { Clock } from '../ports/clock.js';
import type { Config } from './config.js';
import type { CpuWork } from '../ports/cpu-work.js';
import { buildJsonLdTask, validateJsonLdTask } from './engine-tasks.js';
import type { SharedLimits } from './scale-out-bindings.js';
import { TOKENS } from './tokens.js';

/** The structured-data engine: validator, generator and vocabulary over the committed Schema.org data. */
export function bindEngine(c: Container, config: Config, database: Database): void {
  const validator = new JsonLdValidator(schemaOrgVocabulary);
  const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
  c.bind(ValidateJsonLd).toConstantValue(new ValidateJsonLd(new JsonLdTextValidator(validator), new OfflineJsonldContextProcessor(schemaOrgVocabulary)));
  c.bind(ListVocabularyTypes).toConstantValue(new ListVocabularyTypes(catalogue, validator));
  c.bind(GetVocabularyType).toConstantValue(new GetVocabularyType(catalogue, validator));
  // Checks and building run in the worker pool; the quota is spent here, in the database.
  c.bind(GenerateJsonLd).toResolvedValue(
    (clock: Clock, work: CpuWork) => new GenerateJsonLd(catalogue, validator, new PgGenerationQuota(database.pool), clock, {
      quotas: config.generateQuota,
      build: (input) => work.run(buildJsonLdTask, input),
    }),
    [TOKENS.Clock, TOKENS.CpuWork],
  );
}

/** POST /api/validate, POST /api/generate and the vocabulary lookups; sign-in is optional. */
export function engineRouterFrom(c: Container, config: Config): Router {
  const loadSession = c.get(LoadSession);
  const work = c.get<CpuWork>(TOKENS.CpuWork);
  return createEngineRouter({
    // The whole validate use case runs in the worker pool: no document can hold up delivery or other requests.
    validateJsonLd: { execute: (input) => work.run(validateJsonLdTask, { jsonString: input.jsonString }) },
    generateJsonLd: c.get(GenerateJsonLd),
    vocabulary: { list: c.get(ListVocabularyTypes), get: c.get(GetVocabularyType) },
    resolveActor: async (req: Request) => {
      const view = await sessionViewOf(loadSession, req);
      return view ? actorOf(view) : null;
    },
    limits: {
      validatePerMinute: config.validateRateLimitPerMinute,
      generateGuestPerMinute: config.generateGuestRateLimitPerMinute,
      generateUserPerMinute: config.generateUserRateLimitPerMinute,
      stores: c.get<SharedLimits>(TOKENS.SharedLimits).storeFor,
    },
  });
}
