import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { articleJsonLd, createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

forEachDatabase('HTTP: plans, limits and client portfolios', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service.close());

  it('GET /api/plan shows the plan, its limits and usage', async () => {
    const email = uniqueEmail();
    const owner = await signedInAgent(service, email);
    const site = await createSite(owner);
    await createSchema(owner, site.id);
    const free = await owner.get('/api/plan').expect(200);
    expectContract(free, 'get', '/api/plan');
    expect(free.body.plan).to.equal('free');
    expect(free.body.limits).to.include({
      savedSchemas: 5,
      clientSites: 1,
      seats: 1,
      clientPortfolios: false,
      teamSeats: false,
      priceMonthly: 0,
    });
    expect(free.body.usage).to.deep.equal({ savedSchemas: 1, clientSites: 1, seats: 1 });
    expect(free.body.subscription).to.deep.equal({ status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    await setPlanWithCli(database, email, 'agency');
    const agency = await owner.get('/api/plan').expect(200);
    expect(agency.body.plan).to.equal('agency');
    expect(agency.body.limits).to.include({ savedSchemas: null, clientSites: null, seats: 5, clientPortfolios: true, teamSeats: true });
    await request(service.app).get('/api/plan').expect(401);
  });

  it('a client portfolio (second site) needs Agency', async () => {
    const email = uniqueEmail();
    const owner = await signedInAgent(service, email);
    await createSite(owner);
    const gated = await owner.post('/api/clients').send({ name: 'Second', websiteUrl: 'https://second.example.com' }).expect(403);
    expect(gated.body).to.deep.equal({ error: 'plan_required', details: { plan: 'agency', feature: 'clientPortfolios' } });
    await setPlanWithCli(database, email, 'pro');
    await owner.post('/api/clients').send({ name: 'Second', websiteUrl: 'https://second.example.com' }).expect(403);
    await setPlanWithCli(database, email, 'agency');
    await owner.post('/api/clients').send({ name: 'Second', websiteUrl: 'https://second.example.com' }).expect(201);
    await owner.post('/api/clients').send({ name: 'Third', websiteUrl: 'https://third.example.com' }).expect(201);
  });

  it('keeps client sites isolated: each site lists only its own schemas', async () => {
    const email = uniqueEmail();
    const owner = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    const a = await createSite(owner, 'https://a.example.com');
    const b = await createSite(owner, 'https://b.example.com');
    const onA = await createSchema(owner, a.id, 'https://a.example.com/x');
    const listB = await owner.get(`/api/clients/${b.id}/schemas`).expect(200);
    expect(JSON.stringify(listB.body)).to.not.include(onA.id);
    await owner.get(`/api/clients/${b.id}/schemas/${onA.id}`).expect(404);
    const cards = (await owner.get('/api/clients').expect(200)).body.items as { id: string; schemaCount: number }[];
    expect(cards.find((card) => card.id === a.id)!.schemaCount).to.equal(1);
    expect(cards.find((card) => card.id === b.id)!.schemaCount).to.equal(0);
  });

  it('a downgrade deletes nothing: over-limit items stay readable, editable and delivered; creating is refused', async () => {
    const email = uniqueEmail();
    const owner = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    const a = await createSite(owner, 'https://a.example.com');
    const b = await createSite(owner, 'https://b.example.com');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createSchema(owner, a.id, `https://a.example.com/p${i}`)).id);
    await owner.post(`/api/clients/${a.id}/schemas/${ids[0]}/publish`).expect(200);

    expect(await setPlanWithCli(database, email, 'free')).to.include('agency -> free');
    expect((await owner.get('/api/clients').expect(200)).body.items).to.have.length(2);
    expect((await owner.get(`/api/clients/${a.id}/schemas`).expect(200)).body.items).to.have.length(6);
    await owner
      .patch(`/api/clients/${a.id}/schemas/${ids[1]}`)
      .send({ jsonLd: articleJsonLd('Edited') })
      .expect(200);
    await owner.patch(`/api/clients/${b.id}`).send({ name: 'Still editable' }).expect(200);
    const injected = await request(service.app).get('/api/inject').query({ clientId: a.id, url: 'https://a.example.com/p0' }).expect(200);
    expect(injected.body.items).to.have.length(1);
    const over = await owner
      .post(`/api/clients/${a.id}/schemas`)
      .send({ name: 'New', pageUrl: 'https://a.example.com/new', jsonLd: articleJsonLd() })
      .expect(403);
    expect(over.body).to.deep.include({ error: 'limit_reached' });
    expect(over.body.details).to.include({ limit: 'savedSchemas', max: 5 });
    await owner.post('/api/clients').send({ name: 'C', websiteUrl: 'https://c.example.com' }).expect(403);
    const usage = (await owner.get('/api/plan').expect(200)).body;
    expect(usage.usage).to.include({ savedSchemas: 6, clientSites: 2 });
  });
});
