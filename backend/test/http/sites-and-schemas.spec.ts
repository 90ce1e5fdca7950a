import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { articleJsonLd, createSchema, createSite, signedInAgent, startTestService } from '../support/test-service.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

forEachDatabase('HTTP: client sites and schemas', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service.close());

  it('creates, lists, reads, renames and deletes a site', async () => {
    const agent = await signedInAgent(service);
    const created = await agent.post('/api/clients').send({ name: 'Shop', websiteUrl: 'https://shop.example.com' }).expect(201);
    expectContract(created, 'post', '/api/clients');
    expect(created.body).to.include({ name: 'Shop', sdkStatus: 'Pending SDK', schemaCount: 0, lastAuditAt: null });
    const id = created.body.id;
    const list = await agent.get('/api/clients').expect(200);
    expectContract(list, 'get', '/api/clients');
    expect(list.body.items.map((site: { id: string }) => site.id)).to.deep.equal([id]);
    expectContract(await agent.get(`/api/clients/${id}`).expect(200), 'get', '/api/clients/{clientId}');
    const renamed = await agent.patch(`/api/clients/${id}`).send({ name: 'Shop 2' }).expect(200);
    expectContract(renamed, 'patch', '/api/clients/{clientId}');
    expect(renamed.body.name).to.equal('Shop 2');
    expectContract(await agent.delete(`/api/clients/${id}`).expect(204), 'delete', '/api/clients/{clientId}');
    await agent.get(`/api/clients/${id}`).expect(404);
  });

  it('takes a bare domain as the site address and adds https://, and says what is still wrong', async () => {
    const agent = await signedInAgent(service);
    const created = await agent.post('/api/clients').send({ name: 'Bare', websiteUrl: ' bare.example.com ' }).expect(201);
    expectContract(created, 'post', '/api/clients');
    expect(created.body.websiteUrl).to.equal('https://bare.example.com');
    const moved = await agent.patch(`/api/clients/${created.body.id}`).send({ websiteUrl: 'www.bare.example.org/en' }).expect(200);
    expect(moved.body.websiteUrl).to.equal('https://www.bare.example.org/en');
    const bad = await agent.patch(`/api/clients/${created.body.id}`).send({ websiteUrl: 'ftp://bare.example.com' }).expect(400);
    expect(bad.body.details.websiteUrl._errors[0]).to.match(/^Must start with http:\/\/ or https:\/\//);
    expect((await agent.get(`/api/clients/${created.body.id}`).expect(200)).body.websiteUrl).to.equal('https://www.bare.example.org/en');
  });

  it('validates site input and ids', async () => {
    const agent = await signedInAgent(service);
    const bad = await agent.post('/api/clients').send({ name: '', websiteUrl: 'shop' }).expect(400);
    expectContract(bad, 'post', '/api/clients');
    expect(bad.body.details).to.have.keys('name', 'websiteUrl');
    const badId = await agent.get('/api/clients/not-a-uuid').expect(400);
    expect(badId.body.details.clientId._errors).to.deep.equal(['Invalid uuid']);
    await agent.patch(`/api/clients/${MISSING}`).send({}).expect(400);
  });

  it('runs the schema lifecycle with the state machine, 409 naming both states', async () => {
    const agent = await signedInAgent(service);
    const site = await createSite(agent);
    const base = `/api/clients/${site.id}/schemas`;
    const created = await agent
      .post(base)
      .send({ name: 'Post', pageUrl: 'https://shop.example.com/a', jsonLd: articleJsonLd() })
      .expect(201);
    expectContract(created, 'post', '/api/clients/{clientId}/schemas');
    expect(created.body).to.include({ status: 'draft', schemaType: 'Article', clientId: site.id });
    const path = `${base}/${created.body.id}`;
    const forbidden = await agent.post(`${path}/pause`).expect(409);
    expectContract(forbidden, 'post', '/api/clients/{clientId}/schemas/{schemaId}/pause');
    expect(forbidden.body.error).to.include('draft').and.include('paused');
    for (const [transition, status] of [
      ['publish', 'published'],
      ['pause', 'paused'],
      ['unpause', 'published'],
    ]) {
      const res = await agent.post(`${path}/${transition}`).expect(200);
      expectContract(res, 'post', `/api/clients/{clientId}/schemas/{schemaId}/${transition}`);
      expect(res.body.status).to.equal(status);
    }
    const edited = await agent
      .patch(path)
      .send({ jsonLd: { ...articleJsonLd(), '@type': 'BlogPosting' } })
      .expect(200);
    expectContract(edited, 'patch', '/api/clients/{clientId}/schemas/{schemaId}');
    expect(edited.body).to.include({ status: 'published', schemaType: 'BlogPosting' });
    expectContract(await agent.get(path).expect(200), 'get', '/api/clients/{clientId}/schemas/{schemaId}');
    expectContract(await agent.delete(path).expect(204), 'delete', '/api/clients/{clientId}/schemas/{schemaId}');
    await agent.get(path).expect(404);
  });

  it('filters the library by status and exact page URL', async () => {
    const agent = await signedInAgent(service);
    const site = await createSite(agent);
    const published = await createSchema(agent, site.id, 'https://shop.example.com/a');
    await createSchema(agent, site.id, 'https://shop.example.com/a/');
    await agent.post(`/api/clients/${site.id}/schemas/${published.id}/publish`).expect(200);
    const byStatus = await agent.get(`/api/clients/${site.id}/schemas`).query({ status: 'published' }).expect(200);
    expectContract(byStatus, 'get', '/api/clients/{clientId}/schemas');
    expect(byStatus.body.items.map((s: { id: string }) => s.id)).to.deep.equal([published.id]);
    const byUrl = await agent.get(`/api/clients/${site.id}/schemas`).query({ pageUrl: 'https://shop.example.com/a/' }).expect(200);
    expect(byUrl.body.items).to.have.length(1);
    await agent.get(`/api/clients/${site.id}/schemas`).query({ status: 'live' }).expect(400);
    expect((await agent.get(`/api/clients/${site.id}`)).body.schemaCount).to.equal(2);
  });

  it('rejects invalid schemas with per-field details and stores nothing', async () => {
    const agent = await signedInAgent(service);
    const site = await createSite(agent);
    const base = `/api/clients/${site.id}/schemas`;
    const res = await agent
      .post(base)
      .send({ name: 'x', pageUrl: '/relative', jsonLd: { headline: 'no context' } })
      .expect(400);
    expectContract(res, 'post', '/api/clients/{clientId}/schemas');
    expect(res.body.details).to.have.keys('pageUrl', 'jsonLd');
    const scalar = await agent.post(base).send({ name: 'x', pageUrl: 'https://a.example/', jsonLd: 'text' }).expect(400);
    expect(scalar.body.details).to.have.key('jsonLd');
    const missing = await agent.post(base).send({}).expect(400);
    expect(missing.body.details.name._errors).to.deep.equal(['Required']);
    const longUrl = await agent
      .post(base)
      .send({ name: 'x', pageUrl: `https://a.example/${'x'.repeat(2050)}`, jsonLd: articleJsonLd() })
      .expect(400);
    expect(longUrl.body.details.pageUrl._errors[0]).to.match(/2048/);
    // Written as text: JSON.stringify itself cannot serialise an object this deep.
    const deep = '{"@type":"Thing","subjectOf":'.repeat(5000) + '"x"' + '}'.repeat(5000);
    const body = `{"name":"x","pageUrl":"https://a.example/","jsonLd":{"@context":"https://schema.org","@type":"Thing","subjectOf":${deep}}}`;
    const nested = await agent.post(base).set('Content-Type', 'application/json').send(body).expect(400);
    expect(nested.body.details.jsonLd._errors[0]).to.match(/more than 64 levels deep/);
    expect((await agent.get(base)).body.items).to.be.empty;
  });

  it("isolates workspaces: another workspace's site and schema answer 404, untouched", async () => {
    const owner = await signedInAgent(service);
    const intruder = await signedInAgent(service);
    const site = await createSite(owner);
    const schema = await createSchema(owner, site.id);
    const sitePath = `/api/clients/${site.id}`;
    const schemaPath = `${sitePath}/schemas/${schema.id}`;
    for (const res of [
      await intruder.get(sitePath),
      await intruder.patch(sitePath).send({ name: 'Mine' }),
      await intruder.delete(sitePath),
      await intruder.get(`${sitePath}/schemas`),
      await intruder.post(`${sitePath}/schemas`).send({ name: 'x', pageUrl: 'https://a.example/', jsonLd: articleJsonLd() }),
      await intruder.get(schemaPath),
      await intruder.patch(schemaPath).send({ name: 'Mine' }),
      await intruder.post(`${schemaPath}/publish`),
      await intruder.delete(schemaPath),
    ]) {
      expect(res.status, res.text).to.equal(404);
    }
    const notFound = await intruder.get(sitePath);
    expect(notFound.body.error).to.equal((await intruder.get(`/api/clients/${MISSING}`)).body.error);
    expect((await intruder.get('/api/clients')).body.items).to.be.empty;
    const intact = await owner.get(schemaPath).expect(200);
    expect(intact.body).to.include({ name: 'Post', status: 'draft' });
  });

  it('stops a Free workspace at 5 saved schemas with limit_reached, naming the limit', async () => {
    const agent = await signedInAgent(service);
    const site = await createSite(agent);
    for (let i = 0; i < 5; i++) await createSchema(agent, site.id, `https://shop.example.com/${i}`);
    const res = await agent
      .post(`/api/clients/${site.id}/schemas`)
      .send({ name: 'Sixth', pageUrl: 'https://shop.example.com/6', jsonLd: articleJsonLd() })
      .expect(403);
    expectContract(res, 'post', '/api/clients/{clientId}/schemas');
    expect(res.body.error).to.equal('limit_reached');
    expect(res.body.details).to.include({ limit: 'savedSchemas', max: 5 });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(service.app).get('/api/nope').expect(404);
    expect(res.body).to.deep.equal({ error: 'Not found' });
  });
});
