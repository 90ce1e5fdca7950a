import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { FAKE_PRICES, FakeStripe, type SignedEvent } from '../support/fake-stripe.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const BASE = 'https://app.sdn.test';

forEachDatabase('HTTP: billing with Stripe', (database) => {
  let stripe: FakeStripe;
  let service: Service;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const warnings: string[] = [];
  const logger = { info() {}, warn: (_context: object, message: string) => void warnings.push(message), error() {} };
  before(async () => {
    stripe = await new FakeStripe().start();
    smtp = await startSmtpServer();
    service = await startTestService(
      database,
      {
        ...stripe.env(),
        PUBLIC_BASE_URL: BASE,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        MAIL_FROM: 'SDN <no-reply@sdn.test>',
      },
      logger,
    );
  });
  after(async () => {
    await service.close();
    await stripe.stop();
    await smtp.close();
  });

  function send(event: Pick<SignedEvent, 'payload' | 'signature'>, headers: Record<string, string> = {}) {
    return request(service.app)
      .post('/api/billing/webhook')
      .set({ 'Content-Type': 'application/json', 'Stripe-Signature': event.signature, ...headers })
      .send(event.payload);
  }

  async function sendAll(events: SignedEvent[]) {
    for (const event of events) expectContract(await send(event).expect(200), 'post', '/api/billing/webhook');
  }

  /** An owner who went through Checkout: answers the agent, the fake's subscription and the events Stripe sent. */
  async function upgraded(plan: 'pro' | 'agency' = 'pro', email = uniqueEmail()) {
    const owner = await signedInAgent(service, email);
    const checkout = await owner.post('/api/billing/checkout').send({ plan }).expect(200);
    const sessionId = checkout.body.url.split('/').at(-1) as string;
    const { subscription, events } = stripe.completeCheckout(sessionId);
    return { owner, email, subscription, events };
  }

  const billingOf = async (owner: request.Agent) => (await owner.get('/api/billing').expect(200)).body;

  it('upgrade: a Checkout Session in subscription mode for the workspace customer, then Pro once the signed webhook arrives', async () => {
    const owner = await signedInAgent(service);
    const free = await owner.get('/api/billing').expect(200);
    expectContract(free, 'get', '/api/billing');
    expect(free.body).to.deep.equal({
      configured: true,
      plan: 'free',
      priceMonthly: 0,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentProblem: false,
      hasBillingAccount: false,
    });
    const calls = stripe.calls.length;
    const checkout = await owner.post('/api/billing/checkout').send({ plan: 'pro' }).expect(200);
    expectContract(checkout, 'post', '/api/billing/checkout');
    expect(checkout.body.destination).to.equal('checkout');
    expect(checkout.body.url).to.match(new RegExp(`^${stripe.url}/checkout/cs_`));
    const made = stripe.calls.slice(calls);
    expect(made.map((call) => call.path)).to.deep.equal(['/v1/customers', '/v1/checkout/sessions']);
    for (const call of made) expect(call.idempotencyKey, call.path).to.be.a('string').and.not.be.empty;
    const session = made[1]!.params;
    expect(session).to.deep.include({
      mode: 'subscription',
      customer: stripe.customers.get(session.customer as string)!.id,
      success_url: `${BASE}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${BASE}/billing/cancel`,
    });
    expect(session.line_items).to.deep.equal([{ price: FAKE_PRICES.pro, quantity: '1' }]);
    expect(session).to.not.have.property('payment_method_types');

    // A second attempt reuses the workspace's customer.
    await owner.post('/api/billing/checkout').send({ plan: 'agency' }).expect(200);
    expect(stripe.calls.slice(calls).filter((call) => call.path === '/v1/customers')).to.have.length(1);
    expect(stripe.calls.at(-1)!.params.customer).to.equal(session.customer);

    const { events } = stripe.completeCheckout(checkout.body.url.split('/').at(-1));
    await sendAll(events);
    const pro = await billingOf(owner);
    expect(pro).to.include({ plan: 'pro', priceMonthly: 29, status: 'active', cancelAtPeriodEnd: false, hasBillingAccount: true });
    expect(Date.parse(pro.currentPeriodEnd)).to.be.greaterThan(Date.now() + 29 * 24 * 3_600_000);
    // Pro limits apply: a sixth saved schema is no longer refused.
    const site = await createSite(owner);
    for (let i = 0; i < 6; i++) await createSchema(owner, site.id, `https://shop.example.com/p${i}`);
    expect((await owner.get('/api/plan').expect(200)).body.plan).to.equal('pro');
  });

  it('a paying workspace is sent to the portal; the portal opens for payment method, plan change and cancellation', async () => {
    const { owner, events } = await upgraded();
    await sendAll(events);
    const sessions = stripe.checkoutSessions.size;
    const again = await owner.post('/api/billing/checkout').send({ plan: 'agency' }).expect(200);
    expect(again.body.destination).to.equal('portal');
    expect(stripe.checkoutSessions.size).to.equal(sessions);
    const portal = await owner.post('/api/billing/portal').expect(200);
    expectContract(portal, 'post', '/api/billing/portal');
    expect(portal.body.url).to.match(new RegExp(`^${stripe.url}/portal/bps_`));
    expect(stripe.calls.at(-1)).to.deep.include({ path: '/v1/billing_portal/sessions' });
    expect(stripe.calls.at(-1)!.params).to.include({ return_url: `${BASE}/billing` });
    expect(stripe.calls.at(-1)!.idempotencyKey).to.be.a('string');

    const fresh = await signedInAgent(service);
    const none = await fresh.post('/api/billing/portal').expect(409);
    expectContract(none, 'post', '/api/billing/portal');
  });

  it('replaying every event twice, or delivering them out of order, leaves the same final state', async () => {
    const first = await upgraded('agency');
    const second = await upgraded('agency');
    const cancelA = stripe.updateSubscription(first.subscription.id, { cancelAtPeriodEnd: true });
    const cancelB = stripe.updateSubscription(second.subscription.id, { cancelAtPeriodEnd: true });
    await sendAll([...first.events, cancelA, ...first.events, cancelA]);
    await sendAll([cancelB, ...[...second.events].reverse(), cancelB, second.events[0]!]);
    const [a, b] = [await billingOf(first.owner), await billingOf(second.owner)];
    expect(a).to.include({ plan: 'agency', cancelAtPeriodEnd: true, status: 'active' });
    expect({ ...b, currentPeriodEnd: null }).to.deep.equal({ ...a, currentPeriodEnd: null });
    const receipts = await service.database.pool.query('select count(*)::int as n from billing_event_receipts where event_id = any($1)', [
      [...first.events, cancelA].map((event) => event.id),
    ]);
    expect(receipts.rows[0].n).to.equal(4);
    // The same event delivered twice at once: both acknowledged, applied once.
    const third = await upgraded('pro');
    const [x, y] = await Promise.all([send(third.events[0]!), send(third.events[0]!)]);
    expect([x.status, y.status]).to.deep.equal([200, 200]);
    expect((await billingOf(third.owner)).plan).to.equal('pro');
  });

  it('refuses a forged or tampered webhook with 400 and changes nothing', async () => {
    const { owner, events } = await upgraded();
    const created = events[0]!;
    const forged = stripe.event('customer.subscription.created', JSON.parse(created.payload).data.object, 'whsec_someone_else');
    const tampered = { payload: created.payload.replace('"active"', '"trialing"'), signature: created.signature };
    for (const bad of [forged, tampered, { payload: created.payload, signature: 't=1,v1=deadbeef' }]) {
      const res = await send(bad).expect(400);
      expectContract(res, 'post', '/api/billing/webhook');
      expect(res.body).to.deep.equal({ error: 'Invalid webhook signature' });
    }
    const unsigned = await request(service.app)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send(created.payload)
      .expect(400);
    expect(unsigned.body).to.deep.equal({ error: 'Missing Stripe-Signature header' });
    expect((await billingOf(owner)).plan).to.equal('free');
    const receipts = await service.database.pool.query('select count(*)::int as n from billing_event_receipts where event_id = $1', [
      created.id,
    ]);
    expect(receipts.rows[0].n).to.equal(0);
  });

  it('acknowledges a signed payload of an unexpected shape with 200 and ignores it (logged), never a 5xx', async () => {
    const { owner, subscription } = await upgraded();
    const shapes = [
      '[]',
      'null',
      '"evt"',
      '{}',
      'not json',
      '{"id":"evt_shape_1","type":"customer.subscription.updated"}',
      '{"id":"evt_shape_2","type":"customer.subscription.updated","data":{}}',
      '{"id":"evt_shape_3","type":"customer.subscription.deleted","data":{"object":null}}',
      '{"id":"evt_shape_4","type":"customer.subscription.deleted","data":{"object":"sub_x"}}',
      '{"id":"evt_shape_5","type":"invoice.paid","data":{"object":{"parent":"sub_x"}}}',
      `{"id":"evt_shape_6","type":"customer.subscription.deleted","data":[{"object":{"id":"${subscription.id}"}}]}`,
      // A thin event (Stripe's v2 event destinations): no data at all, only a reference to the object.
      `{"id":"evt_thin_1","object":"v2.core.event","type":"v1.billing.meter.error_report_triggered","created":"2026-11-26T10:00:00Z","related_object":{"id":"${subscription.id}","type":"subscription","url":"/v1/subscriptions/${subscription.id}"}}`,
    ];
    warnings.length = 0;
    for (const payload of shapes) {
      const res = await send(stripe.signed(payload));
      expect(res.status, `${payload}: ${res.text}`).to.equal(200);
      expect(res.body).to.deep.equal({ received: true });
    }
    expect(warnings.filter((message) => /unexpected shape|names no subscription/.test(message))).to.have.length(11);
    expect((await billingOf(owner)).plan).to.equal('free');
    const receipts = await service.database.pool.query(
      "select count(*)::int as n from billing_event_receipts where event_id like 'evt_shape%' or event_id like 'evt_thin%'",
    );
    expect(receipts.rows[0].n).to.equal(0);
  });

  it('refuses a signature dated far in the future (400) like a stale one', async () => {
    const { owner, events } = await upgraded();
    const created = events[0]!;
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 3600, now + 10 * 365 * 86_400, now - 3600]) {
      const res = await send(stripe.signed(created.payload, timestamp)).expect(400);
      expect(res.body).to.deep.equal({ error: 'Invalid webhook signature' });
    }
    expect((await billingOf(owner)).plan).to.equal('free');
    await send(stripe.signed(created.payload, now + 60)).expect(200);
    expect((await billingOf(owner)).plan).to.equal('pro');
  });

  it('the webhook needs no session and passes the same-origin guard; dashboard calls still do not', async () => {
    const { owner, events } = await upgraded();
    await send(events[0]!, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }).expect(200);
    expect((await billingOf(owner)).plan).to.equal('pro');
    await owner.post('/api/billing/portal').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await request(service.app).get('/api/billing').expect(401);
    await request(service.app).post('/api/billing/checkout').send({ plan: 'pro' }).expect(401);
  });

  it("another workspace's ids in a webhook never touch this workspace", async () => {
    const victim = await upgraded('pro');
    const payer = await upgraded('agency');
    const victimWorkspace = (await victim.owner.get('/api/auth/me').expect(200)).body.workspace.id as string;
    // A completed checkout that names the victim's workspace but the payer's subscription: only the payer moves.
    const session = {
      id: 'cs_forged',
      object: 'checkout.session',
      client_reference_id: victimWorkspace,
      metadata: { workspaceId: victimWorkspace },
      customer: victim.subscription.customer,
      subscription: payer.subscription.id,
    };
    await sendAll([stripe.event('checkout.session.completed', session)]);
    expect((await billingOf(victim.owner)).plan).to.equal('free');
    expect((await billingOf(payer.owner)).plan).to.equal('agency');
    // An unknown subscription, and a subscription of a customer we never created, are acknowledged and ignored.
    await sendAll([stripe.event('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription' })]);
    const stranger = stripe.completeCheckout((await stripeCheckoutForStranger()).id);
    stranger.subscription.customer = 'cus_not_ours';
    await sendAll(stranger.events);
    expect((await billingOf(victim.owner)).plan).to.equal('free');
  });

  /** A Checkout Session created straight at "Stripe" for a customer of no workspace of ours. */
  async function stripeCheckoutForStranger() {
    const customer = { id: 'cus_stranger', object: 'customer' };
    stripe.customers.set(customer.id, customer);
    const id = `cs_stranger_${Date.now()}`;
    const session = { id, customer: customer.id, line_items: [{ price: FAKE_PRICES.agency }] };
    stripe.checkoutSessions.set(id, session);
    return session;
  }

  it('past_due keeps the plan with a payment problem; invoice.paid clears it; canceled reverts to Free', async () => {
    const { owner, subscription, events } = await upgraded();
    await sendAll(events);
    stripe.updateSubscription(subscription.id, { status: 'past_due' });
    await sendAll([stripe.invoiceEvent('invoice.payment_failed', subscription.id)]);
    expect(await billingOf(owner)).to.include({ plan: 'pro', status: 'past_due', paymentProblem: true });
    expect((await owner.get('/api/plan').expect(200)).body.subscription.status).to.equal('past_due');
    stripe.updateSubscription(subscription.id, { status: 'active' });
    await sendAll([stripe.invoiceEvent('invoice.paid', subscription.id)]);
    expect(await billingOf(owner)).to.include({ plan: 'pro', paymentProblem: false });
    await sendAll([stripe.deleteSubscription(subscription.id)]);
    expect(await billingOf(owner)).to.include({ plan: 'free', paymentProblem: false });
  });

  it('cancel at period end: still Pro, then Free when the period ends without a final webhook; all data kept and delivered', async () => {
    const { owner, subscription, events } = await upgraded('agency');
    await sendAll(events);
    const siteA = await createSite(owner, 'https://a.example.com');
    await createSite(owner, 'https://b.example.com');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createSchema(owner, siteA.id, `https://a.example.com/p${i}`)).id);
    await owner.post(`/api/clients/${siteA.id}/schemas/${ids[0]}/publish`).expect(200);

    const periodEnd = Math.floor(Date.now() / 1000) + 2;
    await sendAll([stripe.updateSubscription(subscription.id, { cancelAtPeriodEnd: true, periodEnd })]);
    const cancelling = await billingOf(owner);
    expect(cancelling).to.include({ plan: 'agency', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });
    await new Promise((done) => setTimeout(done, periodEnd * 1000 - Date.now() + 100));

    expect((await owner.get('/api/plan').expect(200)).body.plan).to.equal('free');
    expect(await billingOf(owner)).to.include({ plan: 'free', cancelAtPeriodEnd: false, currentPeriodEnd: null });
    expect((await owner.get('/api/clients').expect(200)).body.items).to.have.length(2);
    expect((await owner.get(`/api/clients/${siteA.id}/schemas`).expect(200)).body.items).to.have.length(6);
    const delivered = await request(service.app)
      .get('/api/inject')
      .query({ clientId: siteA.id, url: 'https://a.example.com/p0' })
      .expect(200);
    expect(delivered.body.items).to.have.length(1);
    await owner
      .post(`/api/clients/${siteA.id}/schemas`)
      .send({
        name: 'New',
        pageUrl: 'https://a.example.com/new',
        jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: 'x' },
      })
      .expect(403);
    // The late "deleted" event changes nothing more.
    await sendAll([stripe.deleteSubscription(subscription.id)]);
    expect((await billingOf(owner)).plan).to.equal('free');
  });

  it("billing is the owner's: a member gets 403 on every billing endpoint", async () => {
    const email = uniqueEmail();
    const owner = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    const memberEmail = uniqueEmail('member');
    await owner.post('/api/team/invitations').send({ email: memberEmail }).expect(201);
    const raw = smtp.received
      .at(-1)!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(raw)![1]!;
    const member = await signedInAgent(service, memberEmail);
    await member.post('/api/team/invitations/accept').send({ token }).expect(200);
    for (const res of [
      await member.get('/api/billing'),
      await member.post('/api/billing/checkout').send({ plan: 'pro' }),
      await member.post('/api/billing/portal'),
    ]) {
      expect(res.status).to.equal(403);
      expect(res.body).to.deep.equal({ error: 'Only the workspace owner can manage billing' });
    }
    expectContract(await member.get('/api/billing'), 'get', '/api/billing');
  });

  it('validates the checkout body', async () => {
    const owner = await signedInAgent(service);
    const bad = await owner.post('/api/billing/checkout').send({ plan: 'free' }).expect(400);
    expectContract(bad, 'post', '/api/billing/checkout');
    expect(bad.body.details.plan._errors[0]).to.match(/one of \[pro, agency\]/i);
    await owner.post('/api/billing/checkout').set('Content-Type', 'text/plain').send('plan=pro').expect(415);
  });
});

forEachDatabase('HTTP: billing without Stripe', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service.close());

  it('says billing is not configured, while the operator command still sets plans', async () => {
    const email = uniqueEmail();
    const owner = await signedInAgent(service, email);
    expect((await owner.get('/api/billing').expect(200)).body).to.include({ configured: false, plan: 'free' });
    const attempts = [
      ['/api/billing/checkout', await owner.post('/api/billing/checkout').send({ plan: 'pro' })],
      ['/api/billing/portal', await owner.post('/api/billing/portal')],
    ] as const;
    for (const [path, res] of attempts) {
      expect(res.status).to.equal(503);
      expect(res.body).to.deep.equal({ error: 'Billing is not configured' });
      expectContract(res, 'post', path);
    }
    const hook = await request(service.app)
      .post('/api/billing/webhook')
      .set({ 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=x' })
      .send('{}')
      .expect(503);
    expectContract(hook, 'post', '/api/billing/webhook');
    expect(await setPlanWithCli(database, email, 'pro')).to.include('free -> pro');
    expect((await owner.get('/api/billing').expect(200)).body).to.include({ configured: false, plan: 'pro', priceMonthly: 29 });
  });
});
