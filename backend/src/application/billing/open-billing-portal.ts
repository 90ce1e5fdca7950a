import { ConflictError } from '../../domain/shared/domain-error.js';
import type { BillingGateway } from '../../ports/billing-gateway.js';
import type { Clock } from '../../ports/clock.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertBillingOwner, configuredGateway, subscriptionOf } from './billing-access.js';
import { billingReturnUrls, idempotencyWindow } from './billing-urls.js';

/** "Manage billing": the provider's portal for payment method, invoices, plan change and cancellation. */
export class OpenBillingPortal {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: BillingGateway | null,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { dashboardBaseUrl: string }): Promise<{ url: string }> {
    assertBillingOwner(actor);
    const gateway = configuredGateway(this.gateway);
    const subscription = await subscriptionOf(this.subscriptions, actor);
    if (!subscription.billingCustomerId) throw new ConflictError('There is no billing account yet: upgrade to a paid plan first');
    const returnUrl = billingReturnUrls(input.dashboardBaseUrl).billing;
    const key = `portal-${actor.workspaceId}-${idempotencyWindow(this.clock.now())}`;
    return { url: await gateway.createPortal({ customerId: subscription.billingCustomerId, returnUrl }, key) };
  }
}
