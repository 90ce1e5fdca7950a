import type { SubscriptionStatus } from '../../domain/account/subscription.js';
import { planLimits, type PlanName } from '../../domain/plans/plan-catalogue.js';
import type { BillingGateway } from '../../ports/billing-gateway.js';
import type { Clock } from '../../ports/clock.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { assertBillingOwner, subscriptionOf } from './billing-access.js';

export interface BillingOverview {
  configured: boolean;
  plan: PlanName;
  priceMonthly: number;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  paymentProblem: boolean;
  /** A provider customer exists, so the portal can open (invoices, payment method). */
  hasBillingAccount: boolean;
}

/** The Billing page: the plan in force, its price, renewal or end date, and any payment problem. */
export class GetBilling {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: BillingGateway | null,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor): Promise<BillingOverview> {
    assertBillingOwner(actor);
    const subscription = await subscriptionOf(this.subscriptions, actor);
    const now = this.clock.now();
    // A cancelled period that ended without its final webhook is written down as Free here.
    if (subscription.settle(now)) await this.unitOfWork.commit();
    const plan = subscription.effectivePlan(now);
    return {
      configured: this.gateway !== null,
      plan,
      priceMonthly: planLimits(plan).priceMonthly,
      status: subscription.status,
      currentPeriodEnd: plan === 'free' ? null : subscription.currentPeriodEnd,
      cancelAtPeriodEnd: plan !== 'free' && subscription.cancelAtPeriodEnd,
      paymentProblem: subscription.hasPaymentProblem(now),
      hasBillingAccount: subscription.billingCustomerId !== null,
    };
  }
}
