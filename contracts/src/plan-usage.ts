import type { PlanName } from './plans.js';

export interface PlanLimitsDto {
  /** Null means unlimited. */
  savedSchemas: number | null;
  clientSites: number | null;
  /** Including the owner and pending invitations. */
  seats: number;
  fullVocabulary: boolean;
  bulkUrlsPerRun: number;
  aiExtraction: boolean;
  clientPortfolios: boolean;
  teamSeats: boolean;
  siteAudit: boolean;
  whiteLabel: boolean;
  searchConsole: boolean;
  priceMonthly: number;
}

/** `GET /api/plan`: the plan in force, its limits and the workspace's usage, for the plan panel. */
export interface PlanUsageResponse {
  plan: PlanName;
  limits: PlanLimitsDto;
  usage: { savedSchemas: number; clientSites: number; seats: number };
  subscription: { status: 'active' | 'past_due' | 'canceled'; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
}
