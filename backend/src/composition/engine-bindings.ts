import type { Router } from 'express';
import type { Container } from 'inversify';
import { LoadSession } from '../application/auth/load-session.js';
import { GenerateJsonLd } from '../application/engine/generate-json-ld.js';
import { GetVocabularyType } from '../application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../application/engine/list-vocabulary-types.js';
import { ValidateJsonLd } from '../application/engine/validate-json-ld.js';
import { optionalActor } from '../adapters/http/auth/require-session.js';
import { createEngineRouter } from '../adapters/http/engine/engine-router.js';
import { OfflineJsonldContextProcessor } from '../adapters/jsonld/offline-jsonld-context-processor.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgGenerationQuota } from '../adapters/postgres/pg-generation-quota.js';
import { GenerateCatalogue } from '../engine/generation/generate-catalogue.js';
import { JsonLdTextValidator } from '../engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../engine/vocabulary/schema-org-vocabulary.js';
import type { Config } from './config.js';
import type { CpuWork } from '../ports/cpu-work.js';
import { buildJsonLdTask, validateJsonLdTask } from './engine-tasks.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue, resolve } from './wiring.js';

/** The structured-data engine: validator, generator and vocabulary over the committed Schema.org data. */
export function bindEngine(c: Container, config: Config, database: Database): void {
  const validator = new JsonLdValidator(schemaOrgVocabulary);
  const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
  provideValue(
    c,
    ValidateJsonLd,
    new ValidateJsonLd(new JsonLdTextValidator(validator), new OfflineJsonldContextProcessor(schemaOrgVocabulary)),
  );
  provideValue(c, ListVocabularyTypes, new ListVocabularyTypes(catalogue, validator));
  provideValue(c, GetVocabularyType, new GetVocabularyType(catalogue, validator));
  // Checks and building run in the worker pool; the quota is spent here, in the database.
  provide(c, GenerateJsonLd, (get) => {
    const work: CpuWork = get(T.CpuWork);
    return new GenerateJsonLd(catalogue, validator, new PgGenerationQuota(database.pool), get(T.Clock), {
      quotas: config.generateQuota,
      build: (input) => work.run(buildJsonLdTask, input),
    });
  });
}

/** POST /api/validate, POST /api/generate and the vocabulary lookups; sign-in is optional. */
export function engineRouterFrom(c: Container, config: Config): Router {
  const loadSession = resolve(c, LoadSession);
  const work = resolve(c, T.CpuWork);
  return createEngineRouter({
    // The whole validate use case runs in the worker pool: no document can hold up delivery or other requests.
    validateJsonLd: { execute: (input) => work.run(validateJsonLdTask, { jsonString: input.jsonString }) },
    generateJsonLd: resolve(c, GenerateJsonLd),
    vocabulary: { list: resolve(c, ListVocabularyTypes), get: resolve(c, GetVocabularyType) },
    resolveActor: optionalActor(loadSession),
    limits: {
      validatePerMinute: config.validateRateLimitPerMinute,
      generateGuestPerMinute: config.generateGuestRateLimitPerMinute,
      generateUserPerMinute: config.generateUserRateLimitPerMinute,
      stores: resolve(c, T.SharedLimits).storeFor,
    },
  });
}
