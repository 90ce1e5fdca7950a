/** The three plans and their limits, held in one place (spec: Limits). `null` means unlimited. */
export type PlanName = 'free' | 'pro' | 'agency';

export interface PlanLimits {
  readonly name: PlanName;
  readonly savedSchemas: number | null;
  readonly clientSites: number | null;
  /** Seats including the owner and pending invitations. */
  readonly seats: number;
  /** Free may only use types Google shows rich results for; Pro and Agency the whole vocabulary. */
  readonly fullVocabulary: boolean;
  readonly bulkUrlsPerRun: number;
  readonly aiExtraction: boolean;
  readonly clientPortfolios: boolean;
  readonly teamSeats: boolean;
  readonly siteAudit: boolean;
  readonly whiteLabel: boolean;
  readonly searchConsole: boolean;
  /** Signed publish webhooks (Pro and Agency: the plans that publish to sites someone rebuilds or caches). */
  readonly webhooks: boolean;
  readonly priceMonthly: number;
}

const CATALOGUE: Record<PlanName, PlanLimits> = {
  free: {
    name: 'free',
    savedSchemas: 5,
    clientSites: 1,
    seats: 1,
    fullVocabulary: false,
    bulkUrlsPerRun: 0,
    aiExtraction: false,
    clientPortfolios: false,
    teamSeats: false,
    siteAudit: false,
    whiteLabel: false,
    searchConsole: false,
    webhooks: false,
    priceMonthly: 0,
  },
  pro: {
    name: 'pro',
    savedSchemas: null,
    clientSites: 1,
    seats: 1,
    fullVocabulary: true,
    bulkUrlsPerRun: 10,
    aiExtraction: true,
    clientPortfolios: false,
    teamSeats: false,
    siteAudit: false,
    whiteLabel: false,
    searchConsole: true,
    webhooks: true,
    priceMonthly: 29,
  },
  agency: {
    name: 'agency',
    savedSchemas: null,
    clientSites: null,
    seats: 5,
    fullVocabulary: true,
    bulkUrlsPerRun: 100,
    aiExtraction: true,
    clientPortfolios: true,
    teamSeats: true,
    siteAudit: true,
    whiteLabel: true,
    searchConsole: true,
    webhooks: true,
    priceMonthly: 99,
  },
};

export const PLAN_ORDER: readonly PlanName[] = ['free', 'pro', 'agency'];

export function planLimits(plan: PlanName): PlanLimits {
  return CATALOGUE[plan];
}

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_ORDER as readonly string[]).includes(value);
}

/** The cheapest plan that has a feature, for `plan_required` answers. */
export function lowestPlanWith(feature: (limits: PlanLimits) => boolean): PlanName {
  const plan = PLAN_ORDER.find((name) => feature(CATALOGUE[name]));
  if (!plan) throw new Error('No plan has this feature');
  return plan;
}
