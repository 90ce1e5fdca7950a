import type { PlanName } from '../../domain/plans/plan-catalogue.js';
import { LimitReachedError } from '../../domain/shared/domain-error.js';
import type { AiUsage } from '../../ports/ai-usage.js';
import type { ExtractionUsage } from '../../ports/schema-extractor.js';
import { quotaPeriod } from '../engine/generation-quotas.js';

/** Monthly AI extractions per plan (single and bulk alike); Free has no AI features. */
export type AiQuotas = Readonly<Record<PlanName, number>>;

export const DEFAULT_AI_QUOTAS: AiQuotas = { free: 0, pro: 300, agency: 2000 };

/** Reads and spends a workspace's monthly AI quota. Only successful extractions are spent. */
export class AiQuotaGate {
  constructor(
    private readonly usage: AiUsage,
    private readonly quotas: AiQuotas,
  ) {}

  /** Fails early, before any page is fetched, when the month's quota is already used up. */
  async assertAvailable(workspaceId: string, plan: PlanName, now: Date): Promise<void> {
    const max = this.quotas[plan];
    const used = await this.usage.used(workspaceId, quotaPeriod(now));
    if (used >= max) throw new LimitReachedError({ limit: 'monthlyAiExtractions', max, used, plan });
  }

  async spend(workspaceId: string, plan: PlanName, now: Date, usage: ExtractionUsage | null): Promise<void> {
    const max = this.quotas[plan];
    const period = quotaPeriod(now);
    if (await this.usage.tryConsume(workspaceId, period, max, usage)) return;
    throw new LimitReachedError({ limit: 'monthlyAiExtractions', max, used: await this.usage.used(workspaceId, period), plan });
  }
}
