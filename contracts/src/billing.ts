import type { PlanName } from './plans.js';

export type PaidPlanName = Exclude<PlanName, 'free'>;

/** `GET /api/billing` (owner only): the plan in force as billing sees it. */
export interface BillingResponse {
  /** False when the service has no Stripe key: upgrades are unavailable and plans change only by operator command. */
  configured: boolean;
  plan: PlanName;
  priceMonthly: number;
  /** `past_due`: a payment failed and Stripe is retrying; the plan stays meanwhile. */
  status: 'active' | 'past_due' | 'canceled';
  /** Renewal date, or the end date when `cancelAtPeriodEnd`; null on Free. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  paymentProblem: boolean;
  /** A Stripe customer exists, so "Manage billing" can open the portal. */
  hasBillingAccount: boolean;
}

/** `POST /api/billing/checkout`. */
export interface CheckoutRequest {
  plan: PaidPlanName;
}

/** Where to send the browser: Stripe Checkout, or the portal when the workspace already pays. */
export interface BillingRedirectResponse {
  url: string;
  destination: 'checkout' | 'portal';
}
