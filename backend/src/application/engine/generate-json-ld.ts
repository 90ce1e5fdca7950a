import type { JsonLdObject } from '@sdn/contracts';
import { BadRequestError, LimitReachedError, ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
import { assertTypeAllowedOnPlan } from '../../domain/plans/plan-vocabulary.js';
import type { GenerateCatalogue } from '../../engine/generation/generate-catalogue.js';
import { buildJsonLd } from '../../engine/generation/json-ld-builder.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import type { Clock } from '../../ports/clock.js';
import type { GenerationQuota } from '../../ports/generation-quota.js';
import type { Actor } from '../shared/actor.js';
import { validateGenerateData } from './validate-generate-data.js';
import { DEFAULT_GENERATION_QUOTAS, quotaPeriod, type GenerationQuotas } from './generation-quotas.js';

export interface GenerateJsonLdInput {
  type: unknown;
  data: unknown;
  actor: Actor | null;
}

export interface GenerateJsonLdOptions {
  quotas?: Partial<GenerationQuotas>;
  /** Where the CPU part (checks, build, self-validation) runs: in-process by default, a worker pool in the service. */
  build?: (input: BuildJsonLdInput) => Promise<JsonLdObject>;
}

/** The CPU part of generate: plain data in and out, so it can run on another thread. */
export interface BuildJsonLdInput {
  type: unknown;
  data: unknown;
  /** The caller's plan includes the full vocabulary (Pro, Agency). */
  fullVocabulary: boolean;
}

/**
 * Builds JSON-LD for a type from field values. Guests and Free accounts get the rich-result types; Pro and Agency
 * any vocabulary type. Signed-in callers spend one unit of their monthly quota, only once the JSON-LD is built, and
 * atomically, so failed requests never count and concurrent ones never exceed the quota.
 */
export class GenerateJsonLd {
  private readonly quotas: GenerationQuotas;
  private readonly build: (input: BuildJsonLdInput) => Promise<JsonLdObject>;

  constructor(
    private readonly catalogue: GenerateCatalogue,
    private readonly validator: JsonLdValidator,
    private readonly quota: GenerationQuota,
    private readonly clock: Clock,
    options: GenerateJsonLdOptions = {},
  ) {
    this.quotas = { ...DEFAULT_GENERATION_QUOTAS, ...options.quotas };
    this.build = options.build ?? (async (input) => this.buildInProcess(input));
  }

  async execute({ type, data, actor }: GenerateJsonLdInput): Promise<JsonLdObject> {
    const jsonLd = await this.build({ type, data, fullVocabulary: actor !== null && planLimits(actor.plan).fullVocabulary });
    if (actor) await this.consumeQuota(actor);
    return jsonLd;
  }

  /** Checks the type and fields, builds the JSON-LD and validates it; throws the domain errors generate answers. */
  buildInProcess({ type, data, fullVocabulary }: BuildJsonLdInput): JsonLdObject {
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

  private async consumeQuota(actor: Actor): Promise<void> {
    const max = this.quotas[actor.plan];
    const period = quotaPeriod(this.clock.now());
    if (await this.quota.tryConsume(actor.workspaceId, period, max)) return;
    const used = await this.quota.used(actor.workspaceId, period);
    throw new LimitReachedError({ limit: 'monthlyGenerations', max, used, plan: actor.plan });
  }
}
