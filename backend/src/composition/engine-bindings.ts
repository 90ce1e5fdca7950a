import type { Container } from 'inversify';
import { GenerateJsonLd } from '../application/engine/generate-json-ld.js';
import { GetVocabularyType } from '../application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../application/engine/list-vocabulary-types.js';
import { ValidateJsonLd } from '../application/engine/validate-json-ld.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgGenerationQuota } from '../adapters/postgres/pg-generation-quota.js';
import { buildJsonLdTask } from '../adapters/worker-pool/tasks/engine-tasks.js';
import { WorkerPoolJsonLdValidity } from '../adapters/worker-pool/worker-pool-json-ld-validity.js';
import { GenerateCatalogue } from '../engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../engine/vocabulary/schema-org-vocabulary.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue } from './wiring.js';

/**
 * The structured-data engine: validator, generator and vocabulary over the committed Schema.org data. Validation
 * (every path: POST /api/validate, saves, AI output, audited pages) and generate's build run in the worker pool.
 */
export function bindEngine(c: Container, config: Config, database: Database): void {
  const validator = new JsonLdValidator(schemaOrgVocabulary);
  const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
  provide(c, T.JsonLdValidity, (get) => new WorkerPoolJsonLdValidity(get(T.CpuWork), get(T.ValidationLane)));
  provide(c, ValidateJsonLd, (get) => new ValidateJsonLd(get(T.JsonLdValidity)));
  provideValue(c, ListVocabularyTypes, new ListVocabularyTypes(catalogue, validator));
  provideValue(c, GetVocabularyType, new GetVocabularyType(catalogue, validator));
  // The quota is spent here, in the database; checks and building run in the pool.
  provide(c, GenerateJsonLd, (get) => {
    const work = get(T.CpuWork);
    return new GenerateJsonLd(catalogue, validator, new PgGenerationQuota(database.pool), get(T.Clock), {
      quotas: config.generateQuota,
      build: (input) => work.run(buildJsonLdTask, input),
    });
  });
}
