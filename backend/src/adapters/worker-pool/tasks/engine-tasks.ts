import { BuildJsonLd, type BuildJsonLdInput } from '../../../application/engine/build-json-ld.js';
import { GenerateCatalogue } from '../../../engine/generation/generate-catalogue.js';
import { JsonLdTextValidator } from '../../../engine/validate-json-ld-text.js';
import { validateWithOwnTerms } from '../../../engine/validate-with-own-terms.js';
import { JsonLdValidator } from '../../../engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../../engine/vocabulary/schema-org-vocabulary.js';
import { cpuTask } from '../../../ports/cpu-work.js';
import type { JsonLdValidity } from '../../../ports/json-ld-validity.js';
import { OfflineJsonldContextProcessor } from '../../jsonld/offline-jsonld-context-processor.js';
import { JsonrepairTextRepairer } from '../../jsonrepair/jsonrepair-text-repairer.js';

/**
 * The engine's CPU-heavy entry points as worker-pool tasks: the pool threads' inbound side, as the routers are the
 * request thread's. Each pool thread builds the engine once, on its first task; the request thread only imports the
 * task handles. Nothing here spends a quota or touches a database: those stay on the request thread.
 */
let engine:
  { validator: JsonLdValidator; text: JsonLdTextValidator; contexts: OfflineJsonldContextProcessor; build: BuildJsonLd } | undefined;

function engineOfThisThread() {
  if (engine) return engine;
  const validator = new JsonLdValidator(schemaOrgVocabulary);
  engine = {
    validator,
    text: new JsonLdTextValidator(validator, new JsonrepairTextRepairer()),
    contexts: new OfflineJsonldContextProcessor(schemaOrgVocabulary),
    build: new BuildJsonLd(new GenerateCatalogue(schemaOrgVocabulary), validator),
  };
  return engine;
}

/** The validator as a port, for use cases that run inside a pool thread (the audit's page analysis). */
export function validityOfThisThread(): JsonLdValidity {
  const { validator, text, contexts } = engineOfThisThread();
  return {
    validate: (jsonString) => validateWithOwnTerms(jsonString, text, contexts),
    check: async (documents) => documents.map((document) => validator.check(document).issues.items.length === 0),
  };
}

export function validateJsonLd({ jsonString }: { jsonString: string }) {
  const { text, contexts } = engineOfThisThread();
  return validateWithOwnTerms(jsonString, text, contexts);
}

export function buildJsonLd(input: BuildJsonLdInput) {
  return engineOfThisThread().build.execute(input);
}

/** The stored verdict of each saved document: what POST /api/validate would answer as `isValid`. */
export async function validityOfDocuments(input: { documents: string[] }): Promise<boolean[]> {
  const verdicts: boolean[] = [];
  for (const jsonString of input.documents) verdicts.push((await validateJsonLd({ jsonString })).isValid);
  return verdicts;
}

export const validateJsonLdTask = cpuTask<typeof validateJsonLd>(import.meta.url, 'validateJsonLd');
export const buildJsonLdTask = cpuTask<typeof buildJsonLd>(import.meta.url, 'buildJsonLd');
export const validityOfDocumentsTask = cpuTask<typeof validityOfDocuments>(import.meta.url, 'validityOfDocuments');
