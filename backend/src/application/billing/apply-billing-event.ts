import type { BillingOutcome } from '../../domain/account/billing-state.js';
import type { BillingEventReceipts } from '../../ports/billing-event-receipts.js';
import type { BillingGateway } from '../../ports/billing-gateway.js';
import type { Clock } from '../../ports/clock.js';
import type { Logger } from '../../ports/logger.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { configuredGateway } from './billing-access.js';

/** The events that can change a subscription; every other type is acknowledged and ignored. */
export const HANDLED_BILLING_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type BillingEventResult = BillingOutcome | 'duplicate' | 'ignored' | 'unknown_customer';

/**
 * A signed webhook from the provider. The payload only says which subscription changed: its state is read again
 * from the provider, so events in any order converge on the newest state, and a reading older than the one already
 * applied changes nothing. The event's receipt is written in the same transaction as its effect (at most once).
 * The workspace is found only through the customer the provider holds for that subscription, which we created for
 * that workspace: ids from another workspace's objects can never reach this one.
 */
export class ApplyBillingEvent {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly receipts: BillingEventReceipts,
    private readonly gateway: BillingGateway | null,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: { payload: Buffer; signature: string | undefined }): Promise<BillingEventResult> {
    const gateway = configuredGateway(this.gateway);
    const event = gateway.verifyEvent(input.payload, input.signature);
    if ('unreadable' in event) {
      this.logger.warn({ reason: event.unreadable }, 'signed billing event of an unexpected shape ignored');
      return 'ignored';
    }
    if (!HANDLED_BILLING_EVENTS.has(event.type)) return 'ignored';
    if (!event.subscriptionId) {
      this.logger.warn({ eventId: event.id, type: event.type }, 'billing event names no subscription; ignored');
      return 'ignored';
    }
    if (await this.receipts.has(event.id)) return 'duplicate';

    // Read before any transaction: the provider call must not hold a database transaction open.
    const observedAt = this.clock.now();
    const state = await gateway.readSubscription(event.subscriptionId);
    if (!state) return 'ignored';

    return this.unitOfWork.serialized(`billing:${state.customerId}`, async () => {
      if (await this.receipts.has(event.id)) return 'duplicate';
      const subscription = await this.subscriptions.findByBillingCustomer(state.customerId);
      const now = this.clock.now();
      const outcome = subscription ? subscription.followBilling(state, observedAt, now) : 'unknown_customer';
      this.receipts.add({ eventId: event.id, type: event.type, receivedAt: now });
      await this.unitOfWork.commit();
      if (outcome !== 'applied' && outcome !== 'stale') {
        this.logger.warn(
          { eventId: event.id, type: event.type, subscriptionId: state.subscriptionId, outcome },
          'billing event not applied',
        );
      }
      return outcome;
    });
  }
}
