import type { PlanName } from '../plans/plan-catalogue.js';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

/**
 * The workspace's plan. Every plan change goes through here: a paid plan runs to `currentPeriodEnd`; a cancellation
 * keeps it until then, after which the workspace is on Free again (spec: Billing).
 */
export class Subscription {
  id!: string;
  workspaceId!: string;
  plan: PlanName = 'free';
  status: SubscriptionStatus = 'active';
  currentPeriodEnd: Date | null = null;
  cancelAtPeriodEnd = false;
  updatedAt!: Date;

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
}
