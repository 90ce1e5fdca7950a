import type { JsonLdObject } from '@sdn/contracts';
import { BadRequestError, ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import { assertTypeAllowedOnPlan } from '../../domain/plans/plan-vocabulary.js';
import type { GenerateCatalogue } from '../../engine/generation/generate-catalogue.js';
import { buildJsonLd } from '../../engine/generation/json-ld-builder.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import { validateGenerateData } from './validate-generate-data.js';

/** The CPU part of generate: plain data in and out, so it can run on another thread. */
export interface BuildJsonLdInput {
  type: unknown;
  data: unknown;
  /** The caller's plan includes the full vocabulary (Pro, Agency). */
  fullVocabulary: boolean;
}

/**
 * Checks the type and fields, builds the JSON-LD and validates it; throws the domain errors generate answers. No
 * port and no state: the service runs it in a pool thread (adapters/worker-pool/tasks), tests call it in-process.
 */
export class BuildJsonLd {
  constructor(
    private readonly catalogue: GenerateCatalogue,
    private readonly validator: JsonLdValidator,
  ) {}

  execute({ type, data, fullVocabulary }: BuildJsonLdInput): JsonLdObject {
    if (typeof type !== 'string' || !this.catalogue.isVocabularyType(type)) {
      throw new BadRequestError(`Invalid or missing schema type. Supported types: ${this.catalogue.supportedTypes().join(', ')}`);
    }
    assertTypeAllowedOnPlan(fullVocabulary, type, this.catalogue);
    const spec = this.catalogue.specFor(type);
    const values = validateGenerateData(type, spec, data, this.validator.vocabulary);
    const jsonLd = buildJsonLd(type, spec, values, this.validator.vocabulary);
    this.assertValid(jsonLd);
    return jsonLd as JsonLdObject;
  }

  /** The generated markup must pass our own validator; anything it still blocks on is reported per field. */
  private assertValid(jsonLd: Record<string, unknown>): void {
    const issues = [...this.validator.check(jsonLd).issues];
    if (issues.length === 0) return;
    const byField: Record<string, string[]> = {};
    for (const issue of issues) {
      const field = /^([\w-]+)/.exec(issue.split(':')[0])?.[1] ?? 'data';
      (byField[field] ??= []).push(issue);
    }
    throw new ValidationError(fieldErrors(byField));
  }
}
