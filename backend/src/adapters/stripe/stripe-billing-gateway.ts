import Stripe from 'stripe';
import type { BillingState, BillingStatus } from '../../domain/account/billing-state.js';
import { InvalidWebhookError } from '../../domain/account/billing-errors.js';
import type { PlanName } from '../../domain/plans/plan-catalogue.js';
import type { BillingEvent, BillingGateway, CheckoutRequest } from '../../ports/billing-gateway.js';

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

  verifyEvent(payload: Buffer, signature: string | undefined): BillingEvent {
    if (!signature) throw new InvalidWebhookError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.settings.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookError();
      throw new InvalidWebhookError('Webhook payload is not a Stripe event');
    }
    return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event) };
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

/** The subscription an event is about: the object itself, a completed checkout's, or an invoice's parent's. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return typeof object.id === 'string' ? object.id : null;
    case 'checkout.session.completed':
      return idOf(object.subscription);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
      return idOf(parent?.subscription_details?.subscription);
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
