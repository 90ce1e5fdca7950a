import { expect } from 'chai';
import { Subscription } from '../../src/domain/account/subscription.js';
import { passwordProblems } from '../../src/domain/account/password-policy.js';
import { ClientSite } from '../../src/domain/client-site/client-site.js';
import { deliveryAllowed } from '../../src/domain/client-site/domain-lock.js';
import { ValidationError } from '../../src/domain/shared/domain-error.js';

const now = new Date('2026-03-01T00:00:00Z');

describe('Subscription aggregate', () => {
  it('starts on Free', () => {
    expect(Subscription.free({ id: 's', workspaceId: 'w', now }).effectivePlan(now)).to.equal('free');
  });

  it('a cancelled paid plan stays until the period ends, then reverts to Free', () => {
    const subscription = Subscription.free({ id: 's', workspaceId: 'w', now });
    const periodEnd = new Date('2026-04-01T00:00:00Z');
    subscription.changePlan('pro', now, periodEnd);
    subscription.cancelAtEndOfPeriod(now);
    expect(subscription.effectivePlan(new Date('2026-03-31T23:59:59Z'))).to.equal('pro');
    expect(subscription.effectivePlan(periodEnd)).to.equal('free');
    expect(subscription.settle(periodEnd)).to.equal(true);
    expect(subscription.plan).to.equal('free');
  });
});

describe('password policy', () => {
  it('refuses short, single-class and email-derived passwords', () => {
    expect(passwordProblems('short1', 'a@b.c')).to.not.be.empty;
    expect(passwordProblems('onlyletterslong', 'a@b.c')).to.not.be.empty;
    expect(passwordProblems('maryjane-2024!', 'maryjane@example.com')).to.not.be.empty;
    expect(passwordProblems('correct-horse-1', 'a@b.c')).to.be.empty;
  });
});

describe('ClientSite aggregate', () => {
  const site = () => ClientSite.create({ id: 'c', workspaceId: 'w', name: ' Shop ', websiteUrl: 'https://shop.example.com', now });

  it('starts Pending SDK and becomes Verified once', () => {
    const created = site();
    expect(created.name).to.equal('Shop');
    expect(created.sdkStatus).to.equal('pending');
    expect(created.markSdkVerified(now)).to.equal(true);
    expect(created.markSdkVerified(now)).to.equal(false);
    expect(created.sdkStatus).to.equal('verified');
  });

  it('refuses a relative website URL or an empty name', () => {
    expect(() => ClientSite.create({ id: 'c', workspaceId: 'w', name: '', websiteUrl: 'shop.example.com', now })).to.throw(ValidationError);
  });
});

describe('domain lock', () => {
  const locked = { domainLockEnabled: true, allowedHosts: [] as string[], websiteHost: 'shop.example.com' };

  it('lets everything through while off', () => {
    expect(deliveryAllowed({ ...locked, domainLockEnabled: false }, 'https://evil.example/x', 'evil.example')).to.equal(true);
  });

  it('defaults the allow-list to the website host', () => {
    expect(deliveryAllowed(locked, 'https://shop.example.com/x', null)).to.equal(true);
    expect(deliveryAllowed(locked, 'https://www.shop.example.com/x', null)).to.equal(false);
  });

  it('checks the requesting host when the browser names it', () => {
    expect(deliveryAllowed(locked, 'https://shop.example.com/x', 'shop.example.com')).to.equal(true);
    expect(deliveryAllowed(locked, 'https://shop.example.com/x', 'evil.example')).to.equal(false);
  });

  it('uses the explicit allow-list when set', () => {
    const custom = { ...locked, allowedHosts: ['www.shop.example.com'] };
    expect(deliveryAllowed(custom, 'https://www.shop.example.com/', null)).to.equal(true);
    expect(deliveryAllowed(custom, 'https://shop.example.com/', null)).to.equal(false);
  });
});
