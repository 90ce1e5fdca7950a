// A small loopback fake of the Stripe endpoints billing uses, driven by the real `stripe` SDK (host/port/protocol).
// It keeps customers, Checkout and portal sessions and subscriptions in memory, honours idempotency keys, and makes
// signed webhook events with the SDK's own `webhooks.generateTestHeaderString`. Its hosted Checkout and portal pages
// are plain HTML forms, so a browser test can "pay" and "cancel" and the fake delivers the signed events itself.
// Written in erasable TypeScript with imports from packages only: the dashboard's e2e tests import it through
// Node's type stripping.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake_stripe_key';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_webhook_secret';
export const FAKE_PRICES = { pro: 'price_fake_pro', agency: 'price_fake_agency' };

type Plain = Record<string, unknown>;

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  params: Plain;
  idempotencyKey: string | undefined;
}

/** Stripe's form encoding (`a[b][0][c]=x`) back into nested objects; numeric keys become array entries. */
function parseForm(body: string): Plain {
  const result: Plain = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Plain = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Plain;
    });
  }
  return result;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

function missing(res: ServerResponse, what: string): void {
  json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class FakeStripe {
  readonly customers = new Map<string, Plain>();
  readonly checkoutSessions = new Map<string, Plain>();
  readonly portalSessions = new Map<string, Plain>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly calls: RecordedCall[] = [];
  /** Where the hosted pages deliver their events (the service's webhook URL); null: only returned to the test. */
  webhookUrl: string | null = null;
  /** Seconds from "now" to a new subscription's period end (the e2e uses a few seconds to let the clock pass it). */
  periodSeconds = 30 * 24 * 3600;
  private server: Server | null = null;
  private baseUrl = '';
  private sequence = 0;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly stripe = new Stripe(FAKE_STRIPE_KEY);

  get url(): string {
    return this.baseUrl;
  }

  /** Environment for the service under test: the real Stripe adapter pointed at this fake. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: FAKE_PRICES.pro,
      STRIPE_PRICE_AGENCY: FAKE_PRICES.agency,
      STRIPE_API_BASE: this.baseUrl,
    };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => json(res, 500, { error: { type: 'api_error', message: String(error) } }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_fake${Date.now().toString(36)}${this.sequence}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const body = await readBody(req);
    if (url.pathname.startsWith('/v1/')) return this.api(req, res, url, parseForm(body));
    return this.hostedPage(req, res, url, new URLSearchParams(body));
  }

  private async api(req: IncomingMessage, res: ServerResponse, url: URL, params: Plain): Promise<void> {
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.calls.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey });
    const replayKey = idempotencyKey && `${url.pathname} ${idempotencyKey}`;
    if (req.method === 'POST' && replayKey && this.idempotent.has(replayKey)) {
      const saved = this.idempotent.get(replayKey)!;
      return json(res, saved.status, saved.body);
    }
    const answer = this.route(req.method ?? 'GET', url.pathname, params);
    if (req.method === 'POST' && replayKey) this.idempotent.set(replayKey, answer);
    if (answer.status === 404) return missing(res, url.pathname);
    json(res, answer.status, answer.body);
  }

  private route(method: string, path: string, params: Plain): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: this.nextId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.payment_method_types)
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'payment_method_types is not used' } } };
      if (!this.customers.has(String(params.customer))) return { status: 404, body: null };
      const id = this.nextId('cs');
      const session = {
        ...params,
        id,
        object: 'checkout.session',
        status: 'open',
        subscription: null,
        url: `${this.baseUrl}/checkout/${id}`,
      };
      this.checkoutSessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!this.customers.has(String(params.customer))) return { status: 404, body: null };
      const id = this.nextId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `${this.baseUrl}/portal/${id}`,
      };
      this.portalSessions.set(id, session);
      return { status: 200, body: session };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && subscription) {
      const found = this.subscriptions.get(decodeURIComponent(subscription[1]!));
      return found ? { status: 200, body: found } : { status: 404, body: null };
    }
    return { status: 404, body: null };
  }

  // --- What happens on Stripe's side, driven by tests -------------------------------------------------------------

  /** The customer pays: the session completes and an active subscription exists. Answers the events Stripe sends. */
  completeCheckout(sessionId: string): { subscription: FakeSubscription; events: SignedEvent[] } {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const now = Math.floor(Date.now() / 1000);
    const lineItems = session.line_items as { price: string }[];
    const subscription: FakeSubscription = {
      id: this.nextId('sub'),
      object: 'subscription',
      customer: String(session.customer),
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      created: now,
      metadata: (session.subscription_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            price: { id: lineItems[0]!.price, object: 'price' },
            current_period_start: now,
            current_period_end: now + this.periodSeconds,
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    return {
      subscription,
      events: [
        this.event('customer.subscription.created', subscription),
        this.event('checkout.session.completed', session),
        this.event('invoice.paid', this.invoiceFor(subscription)),
      ],
    };
  }

  /** A change made in the portal or by Stripe itself (renewal, failed payment, cancellation). */
  updateSubscription(
    id: string,
    change: { status?: string; cancelAtPeriodEnd?: boolean; price?: string; periodEnd?: number },
  ): SignedEvent {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const item = subscription.items.data[0]!;
    if (change.status) subscription.status = change.status;
    if (change.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
    if (change.price) item.price = { id: change.price, object: 'price' };
    if (change.periodEnd) item.current_period_end = change.periodEnd;
    return this.event('customer.subscription.updated', subscription);
  }

  /** Stripe ends the subscription (at the period end after a cancellation, or at once). */
  deleteSubscription(id: string): SignedEvent {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    subscription.status = 'canceled';
    return this.event('customer.subscription.deleted', subscription);
  }

  invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', subscriptionId: string): SignedEvent {
    return this.event(type, this.invoiceFor(this.subscriptions.get(subscriptionId)!));
  }

  /** A signed event as Stripe would deliver it; the object is copied at this moment, like Stripe's snapshot. */
  event(type: string, object: unknown, secret = FAKE_WEBHOOK_SECRET): SignedEvent {
    const id = this.nextId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    return { id, type, payload, signature: this.stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** Any payload text, signed with the webhook secret as of `timestamp` (seconds; now by default). */
  signed(payload: string, timestamp = Math.floor(Date.now() / 1000)): Pick<SignedEvent, 'payload' | 'signature'> {
    return { payload, signature: this.stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET, timestamp }) };
  }

  /** Posts an event to the webhook URL the way Stripe does; answers the HTTP status. */
  async deliver(event: SignedEvent, url = this.webhookUrl): Promise<number> {
    if (!url) throw new Error('no webhook URL');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  private invoiceFor(subscription: FakeSubscription): Plain {
    return {
      id: this.nextId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    };
  }

  // --- Hosted pages (for the browser e2e) -------------------------------------------------------------------------

  private async hostedPage(req: IncomingMessage, res: ServerResponse, url: URL, form: URLSearchParams): Promise<void> {
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    const portal = /^\/portal\/([^/]+)$/.exec(url.pathname);
    if (checkout && this.checkoutSessions.has(checkout[1]!)) {
      const session = this.checkoutSessions.get(checkout[1]!)!;
      if (req.method === 'POST') {
        const { events } = this.completeCheckout(checkout[1]!);
        for (const event of events) await this.deliver(event);
        return this.redirect(res, String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)));
      }
      const price = (session.line_items as { price: string }[])[0]!.price;
      return this.page(
        res,
        'Fake Checkout',
        `<p>Subscribe to <strong>${escapeHtml(price)}</strong></p>
        <form method="post"><button type="submit">Pay and subscribe</button></form>
        <p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p>`,
      );
    }
    if (portal && this.portalSessions.has(portal[1]!)) {
      const session = this.portalSessions.get(portal[1]!)!;
      const subscription = [...this.subscriptions.values()]
        .reverse()
        .find((sub) => sub.customer === session.customer && sub.status !== 'canceled');
      if (req.method === 'POST' && subscription && form.get('action') === 'cancel') {
        await this.deliver(this.updateSubscription(subscription.id, { cancelAtPeriodEnd: true }));
        return this.redirect(res, String(session.return_url));
      }
      return this.page(
        res,
        'Fake Customer Portal',
        `<p>Subscription: ${escapeHtml(subscription?.id ?? 'none')}</p>
        <form method="post"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel plan</button></form>
        <p><a href="${escapeHtml(String(session.return_url))}">Return</a></p>`,
      );
    }
    missing(res, url.pathname);
  }

  private page(res: ServerResponse, title: string, body: string): void {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
  }

  private redirect(res: ServerResponse, location: string): void {
    res.writeHead(303, { Location: location });
    res.end();
  }
}
