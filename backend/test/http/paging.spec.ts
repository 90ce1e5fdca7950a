import { expect } from 'chai';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { articleJsonLd, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

forEachDatabase('HTTP: every list is paged', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service.close());

  it('pages the schema library with total, limit and offset, newest change first, at most 100 per page', async () => {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'pro');
    const site = await createSite(agent);
    const base = `/api/clients/${site.id}/schemas`;
    const created: string[] = [];
    for (let i = 0; i < 105; i++) {
      const res = await agent
        .post(base)
        .send({ name: `Post ${i}`, pageUrl: `https://shop.example.com/p/${i}`, jsonLd: articleJsonLd() })
        .expect(201);
      created.push(res.body.id);
    }
    const first = await agent.get(base).expect(200);
    expectContract(first, 'get', '/api/clients/{clientId}/schemas');
    expect(first.body).to.include({ total: 105, limit: 50, offset: 0 });
    expect(first.body.items).to.have.length(50);
    expect(first.body.items[0].id).to.equal(created.at(-1));
    const last = await agent.get(base).query({ limit: 100, offset: 100 }).expect(200);
    expect(last.body).to.include({ total: 105, limit: 100, offset: 100 });
    expect(last.body.items.map((s: { id: string }) => s.id)).to.deep.equal(created.slice(0, 5).reverse());
    const filtered = await agent.get(base).query({ pageUrl: 'https://shop.example.com/p/7', limit: 1 }).expect(200);
    expect(filtered.body).to.include({ total: 1 });
    for (const query of [{ limit: 101 }, { limit: 0 }, { offset: -1 }, { limit: 'all' }]) {
      const refused = await agent.get(base).query(query).expect(400);
      expectContract(refused, 'get', '/api/clients/{clientId}/schemas');
    }
  });

  it('pages sites, the team and the workspaces the same way', async () => {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    for (let i = 0; i < 3; i++)
      await agent
        .post('/api/clients')
        .send({ name: `Shop ${i}`, websiteUrl: `https://shop${i}.example.com` })
        .expect(201);
    const sites = await agent.get('/api/clients').query({ limit: 2, offset: 1 }).expect(200);
    expectContract(sites, 'get', '/api/clients');
    expect(sites.body).to.include({ total: 3, limit: 2, offset: 1 });
    expect(sites.body.items.map((s: { name: string }) => s.name)).to.deep.equal(['Shop 1', 'Shop 2']);
    await agent.get('/api/clients').query({ limit: 1000 }).expect(400);
    const team = await agent.get('/api/team').expect(200);
    expectContract(team, 'get', '/api/team');
    expect(team.body).to.include({ total: 1, limit: 50, offset: 0 });
    expect((await agent.get('/api/team').query({ offset: 1 }).expect(200)).body.members).to.deep.equal([]);
    const workspaces = await agent.get('/api/workspaces').expect(200);
    expectContract(workspaces, 'get', '/api/workspaces');
    expect(workspaces.body).to.include({ total: 1, limit: 50, offset: 0 });
    await agent.get('/api/workspaces').query({ limit: -2 }).expect(400);
  });
});
