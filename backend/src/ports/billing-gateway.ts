import type { BillingState } from '../domain/account/billing-state.js';
import type { PlanName } from '../domain/plans/plan-catalogue.js';

/** A verified notification from the payment provider, reduced to what locates the subscription it is about. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The provider subscription the event concerns, when it names one. */
  subscriptionId: string | null;
}

/**
 * A correctly signed payload that is not an event the gateway can read (an array, an event without `data.object`, a
 * thin event): acknowledged and ignored, since refusing it would only make the provider retry it for days.
 */
export interface UnreadableBillingEvent {
  unreadable: string;
}

export interface CheckoutRequest {
  customerId: string;
  workspaceId: string;
  plan: Exclude<PlanName, 'free'>;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Payments: hosted checkout and self-service portal pages, the provider's view of a subscription, and verification
 * of its signed notifications. Creating calls take an idempotency key so a retried request creates nothing twice.
 */
export interface BillingGateway {
  createCustomer(input: { workspaceId: string; email: string; name: string }, idempotencyKey: string): Promise<string>;
  /** A hosted checkout for a monthly subscription; answers the page to send the owner to. */
  createCheckout(input: CheckoutRequest, idempotencyKey: string): Promise<string>;
  /** A self-service portal session (payment method, plan change, cancellation); answers its page. */
  createPortal(input: { customerId: string; returnUrl: string }, idempotencyKey: string): Promise<string>;
  /** The subscription as the provider holds it now; null when it does not exist there. */
  readSubscription(subscriptionId: string): Promise<BillingState | null>;
  /**
   * Checks the signature over the exact bytes received and its time (neither stale nor from the future); throws
   * InvalidWebhookError when they do not hold.
   */
  verifyEvent(payload: Buffer, signature: string | undefined): BillingEvent | UnreadableBillingEvent;
}
