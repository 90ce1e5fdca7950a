import { expect } from 'chai';
import { ConfigureDomainLock } from '../../src/application/client-sites/configure-domain-lock.js';
import { CreateClientSite } from '../../src/application/client-sites/create-client-site.js';
import { VerifySdk } from '../../src/application/client-sites/verify-sdk.js';
import { DeliverSchemas } from '../../src/application/delivery/deliver-schemas.js';
import { GetPlanUsage } from '../../src/application/plans/get-plan-usage.js';
import { BadRequestError, NotFoundError, PlanRequiredError } from '../../src/domain/shared/domain-error.js';
import { teamWorld } from '../support/team-world.js';

function world() {
  const w = teamWorld();
  return {
    w,
    createSite: new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock),
    lock: new ConfigureDomainLock(w.sites, w.siteSummaries, w.unitOfWork, w.clock),
    verify: new VerifySdk(w.sites, w.siteSummaries, w.pages, w.unitOfWork, w.clock),
    deliver: new DeliverSchemas(w.catalog, w.clock, w.sightings),
    usage: new GetPlanUsage(w.subscriptions, w.sites, w.schemas, w.memberships),
  };
}

const site = { name: 'Shop', websiteUrl: 'https://shop.example.com/en' };

describe('Client portfolios, domain lock and SDK verification (use cases)', () => {
  it('a second site needs Agency (plan_required) and works there; usage counts it', async () => {
    const { w, createSite, usage } = world();
    let owner = await w.account('owner@example.com');
    await createSite.execute(owner, site);
    const error = await createSite.execute(owner, site).then(
      () => expect.fail('expected plan_required'),
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(PlanRequiredError).and.have.deep.property('details', { plan: 'agency', feature: 'clientPortfolios' });
    await w.setPlan.execute({ ownerEmail: 'owner@example.com', plan: 'agency' });
    owner = await w.refresh(owner);
    await createSite.execute(owner, site);
    const panel = await usage.execute(owner);
    expect(panel.usage).to.deep.equal({ savedSchemas: 0, clientSites: 2, seats: 1 });
    expect(panel.limits).to.include({ name: 'agency', seats: 5, savedSchemas: null });
    // Downgrading keeps both sites readable; only creating is refused.
    await w.setPlan.execute({ ownerEmail: 'owner@example.com', plan: 'free' });
    owner = await w.refresh(owner);
    expect((await usage.execute(owner)).usage.clientSites).to.equal(2);
    await createSite.execute(owner, site).then(
      () => expect.fail('expected plan_required'),
      (e: unknown) => expect(e).to.be.instanceOf(PlanRequiredError),
    );
  });

  it('domain lock is configured per site and applied by delivery', async () => {
    const { w, createSite, lock, deliver } = world();
    const owner = await w.account('owner@example.com');
    const created = await createSite.execute(owner, site);
    const page = 'https://shop.example.com/a';
    const summary = await lock.execute(owner, created.id, { enabled: true });
    expect(summary.site.domainLockEnabled).to.equal(true);
    expect((await deliver.execute({ clientId: created.id, url: page, requesterHost: 'shop.example.com' })).allowed).to.equal(true);
    expect((await deliver.execute({ clientId: created.id, url: page, requesterHost: 'other.example.net' })).allowed).to.equal(false);
    await lock.execute(owner, created.id, { enabled: true, allowedHosts: ['other.example.net'] });
    expect((await deliver.execute({ clientId: created.id, url: 'https://other.example.net/a', requesterHost: null })).allowed).to.equal(
      true,
    );
    const stranger = await w.account('stranger@example.com');
    await lock.execute(stranger, created.id, { enabled: false }).then(
      () => expect.fail('expected 404'),
      (e: unknown) => expect(e).to.be.instanceOf(NotFoundError),
    );
  });

  it('delivery reports a pending site seen from its own domain only, and the sighting verifies it once', async () => {
    const { w, createSite, deliver } = world();
    const created = await createSite.execute(await w.account('owner@example.com'), site);
    const page = 'https://shop.example.com/a';
    await deliver.execute({ clientId: created.id, url: page, requesterHost: null });
    await deliver.execute({ clientId: created.id, url: page, requesterHost: 'elsewhere.example.net' });
    expect(w.sightings.recorded).to.deep.equal([]);
    await deliver.execute({ clientId: created.id, url: page, requesterHost: 'shop.example.com' });
    expect(w.sightings.recorded).to.deep.equal([created.id]);
    expect(created.sdkStatus).to.equal('verified');
    expect(created.sdkVerifiedAt).to.deep.equal(w.clock.now());
    await deliver.execute({ clientId: created.id, url: page, requesterHost: 'shop.example.com' });
    expect(w.sightings.recorded).to.have.length(1);
  });

  it('Verify now looks for the snippet on the home page and says what is missing', async () => {
    const { w, createSite, verify } = world();
    const owner = await w.account('owner@example.com');
    const created = await createSite.execute(owner, site);
    const home = 'https://shop.example.com/';
    const unreachable = await verify.execute(owner, created.id).then(
      () => expect.fail('expected 400'),
      (e: unknown) => e,
    );
    expect(unreachable)
      .to.be.instanceOf(BadRequestError)
      .and.have.property('message')
      .that.includes('Could not load https://shop.example.com/');
    w.pages.pages.set(home, '<html><head><script src="https://sdn.example/sdk.js" data-client-id="someone-else"></script></head></html>');
    const missing = await verify.execute(owner, created.id).then(
      () => expect.fail('expected 400'),
      (e: unknown) => e,
    );
    expect(missing).to.be.instanceOf(BadRequestError).and.have.property('message').that.includes(created.id);
    w.pages.pages.set(
      home,
      `<html><head><script async src="https://sdn.example/sdk.js" data-client-id="${created.id}"></script></head></html>`,
    );
    expect((await verify.execute(owner, created.id)).site.sdkStatus).to.equal('verified');
    expect(w.pages.requested.every((url) => url === home)).to.equal(true);
  });
});
