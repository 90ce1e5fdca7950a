import { expect } from 'chai';
import type { BillingState, BillingStatus } from '../../src/domain/account/billing-state.js';
import { Subscription } from '../../src/domain/account/subscription.js';

const T0 = new Date('2026-11-22T12:00:00Z');
const PERIOD_END = new Date('2026-12-22T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function state(change: Partial<BillingState> = {}): BillingState {
  return {
    subscriptionId: 'sub_1',
    customerId: 'cus_1',
    status: 'active',
    plan: 'pro',
    periodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    ...change,
  };
}

function fresh(): Subscription {
  const subscription = Subscription.free({ id: 's', workspaceId: 'w', now: T0 });
  subscription.attachBillingCustomer('cus_1', T0);
  return subscription;
}

function paying(change: Partial<BillingState> = {}): Subscription {
  const subscription = fresh();
  expect(subscription.followBilling(state(change), at(1), at(1))).to.equal('applied');
  return subscription;
}

describe('Subscription following billing (every transition)', () => {
  it('active and trialing put the workspace on the subscription plan at once, with the renewal date', () => {
    for (const status of ['active', 'trialing'] as const) {
      const subscription = paying({ status, plan: 'agency' });
      expect(subscription.effectivePlan(at(2))).to.equal('agency');
      expect(subscription).to.include({ status: 'active', cancelAtPeriodEnd: false, billingSubscriptionId: 'sub_1' });
      expect(subscription.currentPeriodEnd).to.deep.equal(PERIOD_END);
      expect(subscription.hasPaymentProblem(at(2))).to.equal(false);
    }
  });

  it('past_due keeps the plan with a payment problem; paying again clears it', () => {
    const subscription = paying();
    subscription.followBilling(state({ status: 'past_due' }), at(5), at(5));
    expect(subscription.effectivePlan(at(6))).to.equal('pro');
    expect(subscription.status).to.equal('past_due');
    expect(subscription.hasPaymentProblem(at(6))).to.equal(true);
    subscription.followBilling(state({ status: 'active' }), at(7), at(7));
    expect(subscription.hasPaymentProblem(at(8))).to.equal(false);
    expect(subscription.status).to.equal('active');
  });

  for (const status of ['canceled', 'unpaid', 'incomplete_expired', 'paused'] as BillingStatus[]) {
    it(`${status} puts the workspace on Free`, () => {
      const subscription = paying({ plan: 'agency' });
      expect(subscription.followBilling(state({ status, plan: 'agency' }), at(5), at(5))).to.equal('applied');
      expect(subscription.effectivePlan(at(6))).to.equal('free');
      expect(subscription).to.include({ plan: 'free', cancelAtPeriodEnd: false, currentPeriodEnd: null });
      expect(subscription.isPayingThroughBilling(at(6))).to.equal(false);
    });
  }

  it('incomplete (first payment not through yet) changes no plan', () => {
    const subscription = fresh();
    expect(subscription.followBilling(state({ status: 'incomplete' }), at(1), at(1))).to.equal('applied');
    expect(subscription.effectivePlan(at(2))).to.equal('free');
    const upgraded = paying();
    upgraded.followBilling(state({ status: 'incomplete', plan: 'agency' }), at(3), at(3));
    expect(upgraded.effectivePlan(at(4))).to.equal('pro');
  });

  it('upgrade and downgrade between paid plans apply at once', () => {
    const subscription = paying();
    subscription.followBilling(state({ plan: 'agency' }), at(5), at(5));
    expect(subscription.effectivePlan(at(6))).to.equal('agency');
    subscription.followBilling(state({ plan: 'pro' }), at(7), at(7));
    expect(subscription.effectivePlan(at(8))).to.equal('pro');
  });

  it('cancel at period end keeps the plan until the period end, then Free by the clock alone', () => {
    const subscription = paying();
    subscription.followBilling(state({ cancelAtPeriodEnd: true }), at(5), at(5));
    expect(subscription.effectivePlan(new Date(PERIOD_END.getTime() - 1))).to.equal('pro');
    expect(subscription.cancelAtPeriodEnd).to.equal(true);
    // The final "deleted" webhook never arrives: the period end read from the subscription still ends the plan.
    expect(subscription.effectivePlan(PERIOD_END)).to.equal('free');
    expect(subscription.settle(PERIOD_END)).to.equal(true);
    expect(subscription.plan).to.equal('free');
  });

  it('resuming before the period end keeps the plan renewing', () => {
    const subscription = paying({ cancelAtPeriodEnd: true });
    subscription.followBilling(state({ cancelAtPeriodEnd: false }), at(5), at(5));
    expect(subscription.effectivePlan(new Date(PERIOD_END.getTime() + 1000))).to.equal('pro');
  });

  it('a renewal whose webhook is late does not end an uncancelled plan', () => {
    const subscription = paying();
    expect(subscription.effectivePlan(new Date(PERIOD_END.getTime() + 3_600_000))).to.equal('pro');
  });

  it('a reading older than the one applied changes nothing, whatever order they arrive in', () => {
    const inOrder = paying();
    inOrder.followBilling(state({ cancelAtPeriodEnd: true }), at(10), at(11));
    const reversed = fresh();
    reversed.followBilling(state({ cancelAtPeriodEnd: true }), at(10), at(11));
    expect(reversed.followBilling(state(), at(1), at(12))).to.equal('stale');
    expect(reversed).to.deep.include({ plan: inOrder.plan, status: inOrder.status, cancelAtPeriodEnd: true, billingSyncedAt: at(10) });
  });

  it('a cancelled reading arriving after the period already settled keeps Free', () => {
    const subscription = paying({ cancelAtPeriodEnd: true });
    const after = new Date(PERIOD_END.getTime() + 60_000);
    subscription.settle(after);
    subscription.followBilling(state({ cancelAtPeriodEnd: true }), after, after);
    expect(subscription.plan).to.equal('free');
    subscription.followBilling(state({ status: 'canceled' }), new Date(after.getTime() + 1), after);
    expect(subscription.effectivePlan(after)).to.equal('free');
  });

  it('another subscription never takes over one still in force, but may follow one that ended', () => {
    const subscription = paying();
    expect(subscription.followBilling(state({ subscriptionId: 'sub_2', plan: 'agency' }), at(5), at(5))).to.equal('other_subscription');
    expect(subscription).to.include({ plan: 'pro', billingSubscriptionId: 'sub_1' });
    subscription.followBilling(state({ status: 'canceled' }), at(6), at(6));
    expect(subscription.followBilling(state({ subscriptionId: 'sub_2', plan: 'agency' }), at(7), at(7))).to.equal('applied');
    expect(subscription.effectivePlan(at(8))).to.equal('agency');
  });

  it('a price that is none of our plans changes nothing', () => {
    const subscription = paying();
    expect(subscription.followBilling(state({ plan: null }), at(5), at(5))).to.equal('unknown_price');
    expect(subscription.effectivePlan(at(6))).to.equal('pro');
  });

  it('a workspace paying through billing goes to the portal; one on a hand-set plan does not', () => {
    expect(paying().isPayingThroughBilling(at(2))).to.equal(true);
    const handSet = fresh();
    handSet.changePlan('pro', T0);
    expect(handSet.isPayingThroughBilling(at(2))).to.equal(false);
  });
});
