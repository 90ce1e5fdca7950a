import Stripe from 'stripe';
import type { BillingState, BillingStatus } from '../../domain/account/billing-state.js';
import { InvalidWebhookError } from '../../domain/account/billing-errors.js';
import type { PlanName } from '../../domain/plans/plan-catalogue.js';
import type { BillingEvent, BillingGateway, CheckoutRequest, UnreadableBillingEvent } from '../../ports/billing-gateway.js';

/** How far a signature's time may be from ours, either way (Stripe's default tolerance for stale ones). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; agency: string };
  /** Another API host (tests' loopback fake); null is Stripe itself. */
  apiBase: URL | null;
}

/** BillingGateway on Stripe's official SDK: Checkout, the Customer Portal, subscriptions and signed webhooks. */
export class StripeBillingGateway implements BillingGateway {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const base = settings.apiBase;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCustomer(input: { workspaceId: string; email: string; name: string }, idempotencyKey: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: input.email || undefined, name: input.name, metadata: { workspaceId: input.workspaceId } },
      { idempotencyKey },
    );
    return customer.id;
  }

  async createCheckout(input: CheckoutRequest, idempotencyKey: string): Promise<string> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.workspaceId,
        line_items: [{ price: this.settings.prices[input.plan], quantity: 1 }],
        metadata: { workspaceId: input.workspaceId, plan: input.plan },
        subscription_data: { metadata: { workspaceId: input.workspaceId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return session.url;
  }

  async createPortal(input: { customerId: string; returnUrl: string }, idempotencyKey: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create(
      { customer: input.customerId, return_url: input.returnUrl },
      { idempotencyKey },
    );
    return session.url;
  }

  async readSubscription(subscriptionId: string): Promise<BillingState | null> {
    try {
      return this.stateOf(await this.stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  verifyEvent(payload: Buffer, signature: string | undefined): BillingEvent | UnreadableBillingEvent {
    if (!signature) throw new InvalidWebhookError('Missing Stripe-Signature header');
    const now = Date.now();
    // Verified alone, not with constructEvent: that one also parses and refuses thin events, and a signed payload
    // of a shape we do not expect is Stripe's, to be acknowledged rather than refused.
    const verifier = this.stripe.webhooks.signature;
    if (!verifier) throw new Error('The Stripe SDK came without its webhook signature helper');
    try {
      verifier.verifyHeader(payload, signature, this.settings.webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, now);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookError();
      throw error;
    }
    // The SDK refuses stale signatures only; one dated far ahead would stay replayable until that time comes.
    if (signedAt(signature) * 1000 > now + SIGNATURE_TOLERANCE_SECONDS * 1000) throw new InvalidWebhookError();
    return readEvent(payload);
  }

  private stateOf(subscription: Stripe.Subscription): BillingState {
    const item = subscription.items.data[0];
    // Since API 2025-03 the period lives on the items; a cancellation date (portal "cancel at") ends it earlier.
    const periodEnd = subscription.cancel_at ?? item?.current_period_end ?? null;
    return {
      subscriptionId: subscription.id,
      customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
      status: subscription.status as BillingStatus,
      plan: item ? this.planOfPrice(item.price.id) : null,
      periodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    };
  }

  private planOfPrice(priceId: string): PlanName | null {
    if (priceId === this.settings.prices.pro) return 'pro';
    if (priceId === this.settings.prices.agency) return 'agency';
    return null;
  }
}

/** The `t=` of a verified Stripe-Signature header, in seconds. */
function signedAt(header: string): number {
  const item = header.split(',').find((part) => part.trim().startsWith('t='));
  return item === undefined ? Number.NaN : Number(item.trim().slice(2));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The event a verified payload holds, read defensively: Stripe's shapes change across API versions and event kinds
 * (thin events carry no `data`), and a signed payload of any shape must be acknowledged, not crash the handler.
 */
function readEvent(payload: Buffer): BillingEvent | UnreadableBillingEvent {
  let event: unknown;
  try {
    event = JSON.parse(payload.toString('utf8'));
  } catch {
    return { unreadable: 'not JSON' };
  }
  if (!isRecord(event) || typeof event.id !== 'string' || typeof event.type !== 'string') {
    return { unreadable: 'not an event object with an id and a type' };
  }
  const object = isRecord(event.data) && isRecord(event.data.object) ? event.data.object : null;
  return { id: event.id, type: event.type, subscriptionId: object === null ? null : subscriptionIdOf(event.type, object) };
}

/** The subscription an event is about: the object itself, a completed checkout's, or an invoice's parent's. */
function subscriptionIdOf(type: string, object: Record<string, unknown>): string | null {
  switch (type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return typeof object.id === 'string' ? object.id : null;
    case 'checkout.session.completed':
      return idOf(object.subscription);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const details = isRecord(object.parent) ? object.parent.subscription_details : null;
      return isRecord(details) ? idOf(details.subscription) : null;
    }
    default:
      return null;
  }
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
}
