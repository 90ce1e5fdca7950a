import type { PlanName } from '../../domain/plans/plan-catalogue.js';

/** Monthly generations per plan for signed-in users (guests have no quota, only a rate limit). */
export type GenerationQuotas = Readonly<Record<PlanName, number>>;

/** Defaults when GENERATE_QUOTA_FREE / _PRO / _AGENCY are not set. */
export const DEFAULT_GENERATION_QUOTAS: GenerationQuotas = { free: 50, pro: 1000, agency: 5000 };

/** The quota period: the UTC calendar month, 'YYYY-MM'. */
export function quotaPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}
