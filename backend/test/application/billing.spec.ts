import { expect } from 'chai';
import { InMemoryBillingEventReceipts } from '../../src/adapters/in-memory/in-memory-billing-event-receipts.js';
import { InMemoryBillingGateway } from '../../src/adapters/in-memory/in-memory-billing-gateway.js';
import { ApplyBillingEvent } from '../../src/application/billing/apply-billing-event.js';
import { GetBilling } from '../../src/application/billing/get-billing.js';
import { OpenBillingPortal } from '../../src/application/billing/open-billing-portal.js';
import { StartCheckout } from '../../src/application/billing/start-checkout.js';
import type { Actor } from '../../src/application/shared/actor.js';
import type { BillingState } from '../../src/domain/account/billing-state.js';
import { BillingNotConfiguredError, InvalidWebhookError } from '../../src/domain/account/billing-errors.js';
import { ConflictError, ForbiddenError } from '../../src/domain/shared/domain-error.js';
import { silentLogger } from '../support/loggers.js';
import { teamWorld } from '../support/team-world.js';

const BASE = 'https://app.example.com';
const DAY = 24 * 3_600_000;

function billingWorld(configured = true) {
  const w = teamWorld();
  const gateway = configured ? new InMemoryBillingGateway() : null;
  const receipts = new InMemoryBillingEventReceipts(w.unitOfWork);
  return {
    ...w,
    gateway: gateway!,
    receipts,
    getBilling: new GetBilling(w.subscriptions, gateway, w.unitOfWork, w.clock),
    startCheckout: new StartCheckout(w.subscriptions, w.users, w.workspaces, gateway, w.unitOfWork, w.clock),
    openPortal: new OpenBillingPortal(w.subscriptions, gateway, w.clock),
    applyEvent: new ApplyBillingEvent(w.subscriptions, receipts, gateway, w.unitOfWork, w.clock, silentLogger),
  };
}

type World = ReturnType<typeof billingWorld>;

async function rejects(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

/** The owner upgrades and "pays": the provider now holds an active subscription for the workspace's customer. */
async function subscribe(w: World, owner: Actor, plan: 'pro' | 'agency' = 'pro', change: Partial<BillingState> = {}) {
  await w.startCheckout.execute(owner, { plan, dashboardBaseUrl: BASE });
  const customerId = w.gateway.checkouts.at(-1)!.customerId;
  const subscriptionId = `sub_${customerId}`;
  const periodEnd = new Date(w.clock.now().getTime() + 30 * DAY);
  w.gateway.subscriptions.set(subscriptionId, {
    subscriptionId,
    customerId,
    status: 'active',
    plan,
    periodEnd,
    cancelAtPeriodEnd: false,
    ...change,
  });
  return { subscriptionId, customerId, periodEnd };
}

function deliver(w: World, type: string, subscriptionId: string | null, id?: string) {
  const event = w.gateway.event(type, subscriptionId, id);
  return w.applyEvent.execute({ payload: event.payload, signature: event.signature });
}

describe('Billing (use cases)', () => {
  it('upgrade: one customer per workspace, a checkout for the plan, and the paid plan once the webhook arrives', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    const first = await w.startCheckout.execute(owner, { plan: 'pro', dashboardBaseUrl: BASE });
    const again = await w.startCheckout.execute(owner, { plan: 'agency', dashboardBaseUrl: BASE });
    expect(first.destination).to.equal('checkout');
    expect(w.gateway.customers).to.have.length(1);
    expect(w.gateway.customers[0]).to.include({ workspaceId: owner.workspaceId, email: 'owner@example.com' });
    expect(w.gateway.checkouts.map((c) => c.plan)).to.deep.equal(['pro', 'agency']);
    expect(w.gateway.checkouts[0]).to.include({
      successUrl: `${BASE}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${BASE}/billing/cancel`,
    });
    expect(again.url).to.equal(w.gateway.checkouts[1]!.url);
    expect((await w.getBilling.execute(owner)).plan).to.equal('free');

    const { subscriptionId, periodEnd } = await subscribe(w, owner, 'pro');
    expect(await deliver(w, 'checkout.session.completed', subscriptionId)).to.equal('applied');
    const billing = await w.getBilling.execute(owner);
    expect(billing).to.deep.include({
      configured: true,
      plan: 'pro',
      priceMonthly: 29,
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentProblem: false,
      hasBillingAccount: true,
    });
    expect(billing.currentPeriodEnd).to.deep.equal(periodEnd);
    expect((await w.refresh(owner)).plan).to.equal('pro');
  });

  it('a workspace that already pays is sent to the portal, never to a second subscription', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    const { subscriptionId } = await subscribe(w, owner);
    await deliver(w, 'customer.subscription.created', subscriptionId);
    const checkouts = w.gateway.checkouts.length;
    const redirect = await w.startCheckout.execute(owner, { plan: 'agency', dashboardBaseUrl: BASE });
    expect(redirect.destination).to.equal('portal');
    expect(w.gateway.checkouts).to.have.length(checkouts);
    expect(w.gateway.portals.at(-1)).to.include({ returnUrl: `${BASE}/billing`, url: redirect.url });
  });

  it('the portal needs a billing account; members get 403 everywhere', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    expect(await rejects(w.openPortal.execute(owner, { dashboardBaseUrl: BASE }))).to.be.instanceOf(ConflictError);
    await w.startCheckout.execute(owner, { plan: 'pro', dashboardBaseUrl: BASE });
    expect((await w.openPortal.execute(owner, { dashboardBaseUrl: BASE })).url).to.match(/^https:\/\/portal\.test\//);
    const member: Actor = { ...owner, userId: 'someone-else', role: 'member' };
    expect(await rejects(w.getBilling.execute(member))).to.be.instanceOf(ForbiddenError);
    expect(await rejects(w.startCheckout.execute(member, { plan: 'pro', dashboardBaseUrl: BASE }))).to.be.instanceOf(ForbiddenError);
    expect(await rejects(w.openPortal.execute(member, { dashboardBaseUrl: BASE }))).to.be.instanceOf(ForbiddenError);
  });

  it('without a provider: the page says not configured, the rest answers billing_not_configured, plans still set by hand', async () => {
    const w = billingWorld(false);
    const owner = await w.account('owner@example.com');
    expect((await w.getBilling.execute(owner)).configured).to.equal(false);
    for (const attempt of [
      w.startCheckout.execute(owner, { plan: 'pro', dashboardBaseUrl: BASE }),
      w.openPortal.execute(owner, { dashboardBaseUrl: BASE }),
      w.applyEvent.execute({ payload: Buffer.from('{}'), signature: 'x' }),
    ]) {
      expect(await rejects(attempt))
        .to.be.instanceOf(BillingNotConfiguredError)
        .and.have.property('code', 'billing_not_configured');
    }
    await w.setPlan.execute({ ownerEmail: 'owner@example.com', plan: 'agency' });
    expect((await w.getBilling.execute(owner)).plan).to.equal('agency');
  });

  it('each event applies once: a replay is a no-op even after the subscription moved on', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    const { subscriptionId } = await subscribe(w, owner);
    expect(await deliver(w, 'customer.subscription.created', subscriptionId, 'evt_1')).to.equal('applied');
    w.gateway.subscriptions.get(subscriptionId)!.status = 'past_due';
    expect(await deliver(w, 'customer.subscription.created', subscriptionId, 'evt_1')).to.equal('duplicate');
    expect((await w.getBilling.execute(owner)).paymentProblem).to.equal(false);
    expect(await deliver(w, 'invoice.payment_failed', subscriptionId, 'evt_2')).to.equal('applied');
    expect(await w.getBilling.execute(owner)).to.deep.include({ plan: 'pro', status: 'past_due', paymentProblem: true });
    expect(w.receipts.received.size).to.equal(2);
  });

  it('events in any order converge on the provider state: the subscription is read again, not taken from the event', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    const { subscriptionId } = await subscribe(w, owner, 'agency', { cancelAtPeriodEnd: true });
    // "updated" (cancel) arrives before "created" and "checkout completed": all three land on the same final state.
    for (const type of ['customer.subscription.updated', 'customer.subscription.created', 'checkout.session.completed']) {
      w.clock.current = new Date(w.clock.current.getTime() + 1000);
      await deliver(w, type, subscriptionId);
    }
    expect(await w.getBilling.execute(owner)).to.deep.include({ plan: 'agency', cancelAtPeriodEnd: true });
  });

  it('cancel at period end: still paid until the end, Free after it even when the final webhook is lost', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    const { subscriptionId, periodEnd } = await subscribe(w, owner);
    await deliver(w, 'customer.subscription.created', subscriptionId);
    w.gateway.subscriptions.get(subscriptionId)!.cancelAtPeriodEnd = true;
    await deliver(w, 'customer.subscription.updated', subscriptionId);
    w.clock.current = new Date(periodEnd.getTime() - 1000);
    expect(await w.getBilling.execute(owner)).to.deep.include({ plan: 'pro', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd });
    expect((await w.refresh(owner)).plan).to.equal('pro');
    w.clock.current = new Date(periodEnd.getTime() + 1000);
    expect((await w.refresh(owner)).plan).to.equal('free');
    expect(await w.getBilling.execute(owner)).to.deep.include({
      plan: 'free',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      priceMonthly: 0,
    });
    expect(w.tables.subscriptions.all()[0]!.plan).to.equal('free');
  });

  it('refuses a forged or tampered event and changes nothing', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    const { subscriptionId } = await subscribe(w, owner);
    const event = w.gateway.event('customer.subscription.created', subscriptionId);
    const tampered = Buffer.from(event.payload.toString().replace('created', 'updated'));
    expect(await rejects(w.applyEvent.execute({ payload: tampered, signature: event.signature }))).to.be.instanceOf(InvalidWebhookError);
    expect(await rejects(w.applyEvent.execute({ payload: event.payload, signature: undefined }))).to.be.instanceOf(InvalidWebhookError);
    expect(await rejects(w.applyEvent.execute({ payload: event.payload, signature: 'f'.repeat(64) }))).to.be.instanceOf(
      InvalidWebhookError,
    );
    expect((await w.getBilling.execute(owner)).plan).to.equal('free');
    expect(w.receipts.received.size).to.equal(0);
  });

  it('an event whose subscription belongs to an unknown customer touches no workspace', async () => {
    const w = billingWorld();
    const owner = await w.account('owner@example.com');
    await w.startCheckout.execute(owner, { plan: 'pro', dashboardBaseUrl: BASE });
    w.gateway.subscriptions.set('sub_x', {
      subscriptionId: 'sub_x',
      customerId: 'cus_elsewhere',
      status: 'active',
      plan: 'agency',
      periodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect(await deliver(w, 'customer.subscription.created', 'sub_x')).to.equal('unknown_customer');
    expect((await w.getBilling.execute(owner)).plan).to.equal('free');
    expect(await deliver(w, 'invoice.paid', null)).to.equal('ignored');
    expect(await deliver(w, 'charge.refunded', 'sub_x')).to.equal('ignored');
  });
});
