import { GenerateJsonLd, type GenerateJsonLdOptions } from '../../../src/application/engine/generate-json-ld.js';
import { InMemoryGenerationQuota } from '../../../src/adapters/in-memory/in-memory-generation-quota.js';
import { GenerateCatalogue } from '../../../src/engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../../src/engine/vocabulary/schema-org-vocabulary.js';
import type { Actor } from '../../../src/application/shared/actor.js';
import type { PlanName } from '../../../src/domain/plans/plan-catalogue.js';

export const validator = new JsonLdValidator(schemaOrgVocabulary);
export const catalogue = new GenerateCatalogue(schemaOrgVocabulary);

export function actor(plan: PlanName, workspaceId = '00000000-0000-4000-8000-000000000001'): Actor {
  return { userId: `user-${plan}`, workspaceId, role: 'owner', plan };
}

export function generateUseCase(options: GenerateJsonLdOptions = {}, now = new Date('2026-11-22T10:00:00Z')) {
  const quota = new InMemoryGenerationQuota();
  const generate = new GenerateJsonLd(catalogue, validator, quota, { now: () => now }, options);
  return { generate, quota };
}
