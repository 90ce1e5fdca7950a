import type { JsonLdObject } from '@sdn/contracts';
import { LimitReachedError } from '../../domain/shared/domain-error.js';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
import type { GenerateCatalogue } from '../../engine/generation/generate-catalogue.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import type { Clock } from '../../ports/clock.js';
import type { GenerationQuota } from '../../ports/generation-quota.js';
import type { Actor } from '../shared/actor.js';
import { BuildJsonLd, type BuildJsonLdInput } from './build-json-ld.js';
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

/**
 * Builds JSON-LD for a type from field values. Guests and Free accounts get the rich-result types; Pro and Agency
 * any vocabulary type. Signed-in callers spend one unit of their monthly quota, only once the JSON-LD is built, and
 * atomically, so failed requests never count and concurrent ones never exceed the quota.
 */
export class GenerateJsonLd {
  private readonly quotas: GenerationQuotas;
  private readonly build: (input: BuildJsonLdInput) => Promise<JsonLdObject>;

  constructor(
    catalogue: GenerateCatalogue,
    validator: JsonLdValidator,
    private readonly quota: GenerationQuota,
    private readonly clock: Clock,
    options: GenerateJsonLdOptions = {},
  ) {
    this.quotas = { ...DEFAULT_GENERATION_QUOTAS, ...options.quotas };
    const inProcess = new BuildJsonLd(catalogue, validator);
    this.build = options.build ?? (async (input) => inProcess.execute(input));
  }

  async execute({ type, data, actor }: GenerateJsonLdInput): Promise<JsonLdObject> {
    const jsonLd = await this.build({ type, data, fullVocabulary: actor !== null && planLimits(actor.plan).fullVocabulary });
    if (actor) await this.consumeQuota(actor);
    return jsonLd;
  }

  private async consumeQuota(actor: Actor): Promise<void> {
    const max = this.quotas[actor.plan];
    const period = quotaPeriod(this.clock.now());
    if (await this.quota.tryConsume(actor.workspaceId, period, max)) return;
    const used = await this.quota.used(actor.workspaceId, period);
    throw new LimitReachedError({ limit: 'monthlyGenerations', max, used, plan: actor.plan });
  }
}
