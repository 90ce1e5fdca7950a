import { GenerateJsonLd, type BuildJsonLdInput } from '../application/engine/generate-json-ld.js';
import { ValidateJsonLd, type ValidateJsonLdInput } from '../application/engine/validate-json-ld.js';
import { InMemoryGenerationQuota } from '../adapters/in-memory/in-memory-generation-quota.js';
import { OfflineJsonldContextProcessor } from '../adapters/jsonld/offline-jsonld-context-processor.js';
import { SystemClock } from '../adapters/system/system-clock.js';
import { GenerateCatalogue } from '../engine/generation/generate-catalogue.js';
import { JsonLdTextValidator } from '../engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../engine/vocabulary/schema-org-vocabulary.js';
import { cpuTask } from '../ports/cpu-work.js';

/**
 * The engine's CPU-heavy entry points as worker-pool tasks. Each pool thread builds the engine once, on its first
 * task; the request thread only imports the task handles.
 */
let engine: { validate: ValidateJsonLd; generate: GenerateJsonLd } | undefined;

function engineOfThisThread() {
  if (engine) return engine;
  const validator = new JsonLdValidator(schemaOrgVocabulary);
  const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
  engine = {
    validate: new ValidateJsonLd(new JsonLdTextValidator(validator), new OfflineJsonldContextProcessor(schemaOrgVocabulary)),
    // Only buildInProcess runs here; quotas are spent on the request thread, in the database.
    generate: new GenerateJsonLd(catalogue, validator, new InMemoryGenerationQuota(), new SystemClock()),
  };
  return engine;
}

export function validateJsonLd(input: ValidateJsonLdInput) {
  return engineOfThisThread().validate.execute(input);
}

export function buildJsonLd(input: BuildJsonLdInput) {
  return engineOfThisThread().generate.buildInProcess(input);
}

export const validateJsonLdTask = cpuTask<typeof validateJsonLd>(import.meta.url, 'validateJsonLd');
export const buildJsonLdTask = cpuTask<typeof buildJsonLd>(import.meta.url, 'buildJsonLd');

/** The stored verdict of each saved document: what POST /api/validate would answer as `isValid`. */
export async function validityOfDocuments(input: { documents: string[] }): Promise<boolean[]> {
  const verdicts: boolean[] = [];
  for (const jsonString of input.documents) verdicts.push((await engineOfThisThread().validate.execute({ jsonString })).isValid);
  return verdicts;
}

export const validityOfDocumentsTask = cpuTask<typeof validityOfDocuments>(import.meta.url, 'validityOfDocuments');
