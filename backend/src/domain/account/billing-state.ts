import type { PlanName } from '../plans/plan-catalogue.js';

/** The payment provider's subscription statuses (Stripe's names; the domain decides what each means for the plan). */
export type BillingStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';

/** What the provider says about one paid subscription, read at `observedAt`. */
export interface BillingState {
  subscriptionId: string;
  customerId: string;
  status: BillingStatus;
  /** The plan its price stands for; null when the price is none of ours. */
  plan: PlanName | null;
  /** When the paid period ends: the cancellation date when one is set, else the current period's end. */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** What following the provider did: changed the plan, ignored an older reading, or ignored another subscription. */
export type BillingOutcome = 'applied' | 'stale' | 'other_subscription' | 'unknown_price';

const KEEPS_PLAN: ReadonlySet<BillingStatus> = new Set(['active', 'trialing', 'past_due']);
const ENDS_PLAN: ReadonlySet<BillingStatus> = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

/** active, trialing and past_due keep the subscription's plan (past_due with a payment warning). */
export function keepsPlan(status: BillingStatus): boolean {
  return KEEPS_PLAN.has(status);
}

/** canceled, unpaid, incomplete_expired and paused put the workspace on Free; `incomplete` changes nothing yet. */
export function endsPlan(status: BillingStatus): boolean {
  return ENDS_PLAN.has(status);
}
