import { PlanRequiredError } from '../shared/domain-error.js';
import { lowestPlanWith, planLimits, type PlanLimits, type PlanName } from './plan-catalogue.js';

/**
 * What a plan has or lacks, by the name `plan_required` answers carry in `details.feature`. Each is read from the
 * plan catalogue, so which plan a feature needs is said once, there.
 */
const FEATURES = {
  fullVocabulary: (limits) => limits.fullVocabulary,
  aiExtraction: (limits) => limits.aiExtraction,
  // The copywriting agent comes with AI extraction (spec: Pro and Agency).
  aiCopywriting: (limits) => limits.aiExtraction,
  bulkGeneration: (limits) => limits.bulkUrlsPerRun > 0,
  clientPortfolios: (limits) => limits.clientPortfolios,
  teamSeats: (limits) => limits.teamSeats,
  siteAudit: (limits) => limits.siteAudit,
  whiteLabel: (limits) => limits.whiteLabel,
  searchConsole: (limits) => limits.searchConsole,
  webhooks: (limits) => limits.webhooks,
} satisfies Record<string, (limits: PlanLimits) => boolean>;

export type PlanFeature = keyof typeof FEATURES;

export function hasFeature(plan: PlanName, feature: PlanFeature): boolean {
  return FEATURES[feature](planLimits(plan));
}

/** 403 `plan_required` naming the cheapest plan with the feature. */
export function featureRequired(feature: PlanFeature): PlanRequiredError {
  return new PlanRequiredError(lowestPlanWith(FEATURES[feature]), feature);
}

/** The one gate for plan entitlements: throws `plan_required` when `plan` lacks `feature`. */
export function requireFeature(plan: PlanName, feature: PlanFeature): void {
  if (!hasFeature(plan, feature)) throw featureRequired(feature);
}
