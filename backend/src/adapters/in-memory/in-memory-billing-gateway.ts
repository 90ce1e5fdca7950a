import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BillingState } from '../../domain/account/billing-state.js';
import { InvalidWebhookError } from '../../domain/account/billing-errors.js';
import type { BillingEvent, BillingGateway, CheckoutRequest, UnreadableBillingEvent } from '../../ports/billing-gateway.js';

/**
 * The payment provider for application specs: customers, sessions and subscriptions in memory, and events signed
 * with an HMAC over the exact payload (as the real provider does), so tampering is detectable here too.
 */
export class InMemoryBillingGateway implements BillingGateway {
  readonly customers: { id: string; workspaceId: string; email: string; idempotencyKey: string }[] = [];
  readonly checkouts: (CheckoutRequest & { url: string; idempotencyKey: string })[] = [];
  readonly portals: { customerId: string; returnUrl: string; url: string }[] = [];
  readonly subscriptions = new Map<string, BillingState>();
  private sequence = 0;

  constructor(private readonly secret = 'in-memory-webhook-secret') {}

  async createCustomer(input: { workspaceId: string; email: string }, idempotencyKey: string): Promise<string> {
    const existing = this.customers.find((customer) => customer.idempotencyKey === idempotencyKey);
    if (existing) return existing.id;
    const id = `cus_${++this.sequence}`;
    this.customers.push({ id, workspaceId: input.workspaceId, email: input.email, idempotencyKey });
    return id;
  }

  async createCheckout(input: CheckoutRequest, idempotencyKey: string): Promise<string> {
    const url = `https://checkout.test/${++this.sequence}`;
    this.checkouts.push({ ...input, url, idempotencyKey });
    return url;
  }

  async createPortal(input: { customerId: string; returnUrl: string }): Promise<string> {
    const url = `https://portal.test/${++this.sequence}`;
    this.portals.push({ ...input, url });
    return url;
  }

  async readSubscription(subscriptionId: string): Promise<BillingState | null> {
    const state = this.subscriptions.get(subscriptionId);
    return state ? { ...state } : null;
  }

  verifyEvent(payload: Buffer, signature: string | undefined): BillingEvent | UnreadableBillingEvent {
    const expected = Buffer.from(this.signatureOf(payload.toString('utf8')));
    if (!signature || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), expected))
      throw new InvalidWebhookError();
    const event = JSON.parse(payload.toString('utf8')) as Partial<BillingEvent> | null;
    if (typeof event?.id !== 'string' || typeof event.type !== 'string') return { unreadable: 'not an event with an id and a type' };
    return { id: event.id, type: event.type, subscriptionId: typeof event.subscriptionId === 'string' ? event.subscriptionId : null };
  }

  /** A signed event about one subscription, as a spec delivers it. */
  event(type: string, subscriptionId: string | null, id = `evt_${++this.sequence}`): { payload: Buffer; signature: string; id: string } {
    const payload = JSON.stringify({ id, type, subscriptionId });
    return { payload: Buffer.from(payload), signature: this.signatureOf(payload), id };
  }

  private signatureOf(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('hex');
  }
}
