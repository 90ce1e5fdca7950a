import type { PlanName } from '../../domain/plans/plan-catalogue.js';
import type { BillingGateway } from '../../ports/billing-gateway.js';
import type { Clock } from '../../ports/clock.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertBillingOwner, configuredGateway, subscriptionOf } from './billing-access.js';
import { billingReturnUrls, idempotencyWindow } from './billing-urls.js';

export interface BillingRedirect {
  url: string;
  /** `portal` when the workspace already pays: plan changes happen there, never in a second subscription. */
  destination: 'checkout' | 'portal';
}

/** Upgrade: a hosted checkout for the chosen paid plan, under the workspace's one provider customer. */
export class StartCheckout {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly users: UserRepository,
    private readonly workspaces: WorkspaceRepository,
    private readonly gateway: BillingGateway | null,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { plan: Exclude<PlanName, 'free'>; dashboardBaseUrl: string }): Promise<BillingRedirect> {
    assertBillingOwner(actor);
    const gateway = configuredGateway(this.gateway);
    const subscription = await subscriptionOf(this.subscriptions, actor);
    const now = this.clock.now();
    const urls = billingReturnUrls(input.dashboardBaseUrl);
    const window = idempotencyWindow(now);
    if (subscription.isPayingThroughBilling(now) && subscription.billingCustomerId) {
      const url = await gateway.createPortal(
        { customerId: subscription.billingCustomerId, returnUrl: urls.billing },
        `portal-${actor.workspaceId}-${window}`,
      );
      return { url, destination: 'portal' };
    }
    if (!subscription.billingCustomerId) {
      const [user, workspace] = await Promise.all([this.users.findById(actor.userId), this.workspaces.findById(actor.workspaceId)]);
      const customerId = await gateway.createCustomer(
        { workspaceId: actor.workspaceId, email: user?.email ?? '', name: workspace?.name ?? actor.workspaceId },
        `customer-${actor.workspaceId}`,
      );
      // Kept before the checkout exists, so every later attempt and every webhook finds the same customer.
      subscription.attachBillingCustomer(customerId, now);
      await this.unitOfWork.commit();
    }
    const url = await gateway.createCheckout(
      {
        customerId: subscription.billingCustomerId!,
        workspaceId: actor.workspaceId,
        plan: input.plan,
        successUrl: urls.success,
        cancelUrl: urls.cancel,
      },
      `checkout-${actor.workspaceId}-${input.plan}-${window}`,
    );
    return { url, destination: 'checkout' };
  }
}
