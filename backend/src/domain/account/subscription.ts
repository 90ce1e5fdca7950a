import type { PlanName } from '../plans/plan-catalogue.js';
import { endsPlan, keepsPlan, type BillingOutcome, type BillingState } from './billing-state.js';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

/**
 * The workspace's plan. Every plan change goes through here: a paid plan runs to `currentPeriodEnd`; a cancellation
 * keeps it until then, after which the workspace is on Free again (spec: Billing). Billing (Stripe) and the
 * operator command both change it; billing's readings are applied newest-first only (`followBilling`).
 */
export class Subscription {
  id!: string;
  workspaceId!: string;
  plan: PlanName = 'free';
  status: SubscriptionStatus = 'active';
  currentPeriodEnd: Date | null = null;
  cancelAtPeriodEnd = false;
  updatedAt!: Date;
  /** The workspace's one customer at the payment provider, created at its first checkout. */
  billingCustomerId: string | null = null;
  /** The provider subscription the plan follows (the latest one the workspace paid for). */
  billingSubscriptionId: string | null = null;
  /** When the provider state last applied was read: an older reading never overwrites a newer one. */
  billingSyncedAt: Date | null = null;

  static free(input: { id: string; workspaceId: string; now: Date }): Subscription {
    const subscription = new Subscription();
    subscription.id = input.id;
    subscription.workspaceId = input.workspaceId;
    subscription.updatedAt = input.now;
    return subscription;
  }

  /** The plan in force at `now`, with a cancelled period that has ended counting as Free. */
  effectivePlan(now: Date): PlanName {
    if (this.plan === 'free') return 'free';
    if (this.status === 'canceled') return 'free';
    if (this.cancelAtPeriodEnd && this.currentPeriodEnd && now >= this.currentPeriodEnd) return 'free';
    return this.plan;
  }

  changePlan(plan: PlanName, now: Date, currentPeriodEnd: Date | null = null): void {
    this.plan = plan;
    this.status = 'active';
    this.cancelAtPeriodEnd = false;
    this.currentPeriodEnd = plan === 'free' ? null : currentPeriodEnd;
    this.updatedAt = now;
  }

  cancelAtEndOfPeriod(now: Date): void {
    this.cancelAtPeriodEnd = true;
    this.updatedAt = now;
  }

  /** After a cancelled period ends the record itself reverts to Free, so later reads need no date arithmetic. */
  settle(now: Date): boolean {
    if (this.plan !== 'free' && this.effectivePlan(now) === 'free') {
      this.changePlan('free', now);
      return true;
    }
    return false;
  }

  /** A payment is overdue: the plan stays (grace) while the provider retries, and the dashboard warns. */
  hasPaymentProblem(now: Date): boolean {
    return this.status === 'past_due' && this.effectivePlan(now) !== 'free';
  }

  /** Pays through billing for a plan still in force: a new checkout would be a second subscription. */
  isPayingThroughBilling(now: Date): boolean {
    return this.billingSubscriptionId !== null && this.effectivePlan(now) !== 'free';
  }

  attachBillingCustomer(customerId: string, now: Date): void {
    this.billingCustomerId = customerId;
    this.updatedAt = now;
  }

  /**
   * Follows the provider's subscription as read at `observedAt`. Readings arrive in any order and more than once;
   * one older than the last applied changes nothing. Statuses map to plans as the domain decides (billing-state.ts).
   */
  followBilling(state: BillingState, observedAt: Date, now: Date): BillingOutcome {
    if (this.billingSyncedAt && observedAt < this.billingSyncedAt) return 'stale';
    // A second subscription never takes over one still in force: the workspace pays for one plan at a time.
    if (this.billingSubscriptionId && state.subscriptionId !== this.billingSubscriptionId && this.isPayingThroughBilling(now)) {
      return 'other_subscription';
    }
    if (keepsPlan(state.status) && state.plan === null) return 'unknown_price';
    this.billingCustomerId = state.customerId;
    this.billingSubscriptionId = state.subscriptionId;
    this.billingSyncedAt = observedAt;
    this.updatedAt = now;
    if (keepsPlan(state.status) && state.plan) {
      this.plan = state.plan;
      this.status = state.status === 'past_due' ? 'past_due' : 'active';
      this.currentPeriodEnd = state.periodEnd;
      this.cancelAtPeriodEnd = state.cancelAtPeriodEnd;
    } else if (endsPlan(state.status)) {
      this.changePlan('free', now);
    }
    this.settle(now);
    return 'applied';
  }
}
