import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { signedInAgent, startTestService } from '../support/test-service.js';

const article = { type: 'Article', data: { headline: 'Hello', author: 'Jane Doe' } };

// The engine's own HTTP specs use a minimal app; these run it inside the real service and database.
forEachDatabase('HTTP: engine endpoints in the service', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { GENERATE_QUOTA_FREE: '20' });
  });
  after(() => service.close());

  it('validates a JSON-LD string and answers the spec shape', async () => {
    const jsonString = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Hi' });
    const res = await request(service.app).post('/api/validate').send({ jsonString }).expect(200);
    expectContract(res, 'post', '/api/validate');
    expect(res.body).to.include.keys('isValid', 'detectedTypes', 'issues', 'warnings', 'correctedSchema');
    expect(res.body.detectedTypes).to.include('Article');
  });

  it('refuses a missing, nested or unparseable jsonString with the jsonString field error', async () => {
    const missing = await request(service.app).post('/api/validate').send({}).expect(400);
    expectContract(missing, 'post', '/api/validate');
    expect(missing.body).to.deep.equal({ error: 'Validation failed', details: { jsonString: { _errors: ['Required'] } } });
    const nested = await request(service.app)
      .post('/api/validate')
      .send({ jsonString: { '@type': 'Article' } })
      .expect(400);
    expect(nested.body.details).to.have.key('jsonString');
    const broken = await request(service.app)
      .post('/api/validate')
      .set('Content-Type', 'application/json')
      .send('{"jsonString": ')
      .expect(400);
    expect(broken.body.details).to.have.key('jsonString');
  });

  it('generates for guests without touching any quota', async () => {
    const res = await request(service.app).post('/api/generate').send(article).expect(200);
    expectContract(res, 'post', '/api/generate');
    expect(res.body.jsonLd.author).to.deep.equal({ '@type': 'Person', name: 'Jane Doe' });
  });

  it('holds the monthly quota exactly under 50 concurrent signed-in requests; failures never count', async () => {
    const agent = await signedInAgent(service);
    await agent.post('/api/generate').send({ type: 'Article', data: {} }).expect(400);
    const answers = await Promise.all(Array.from({ length: 50 }, () => agent.post('/api/generate').send(article)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).to.have.length(20);
    expect(statuses.filter((status) => status === 403)).to.have.length(30);
    const refused = answers.find((res) => res.status === 403)!;
    expectContract(refused, 'post', '/api/generate');
    expect(refused.body.error).to.equal('limit_reached');
  });

  it('serves the vocabulary the schema editor builds its form from', async () => {
    const agent = await signedInAgent(service);
    const list = await agent.get('/api/vocabulary/types').query({ search: 'Recipe', richResultsOnly: 'true' }).expect(200);
    expect(list.body.items.map((item: { name: string }) => item.name)).to.include('Recipe');
    expectContract(list, 'get', '/api/vocabulary/types');
    const detail = await agent.get('/api/vocabulary/types/Article').expect(200);
    expectContract(detail, 'get', '/api/vocabulary/types/{name}');
    expect(detail.body.properties.find((property: { name: string }) => property.name === 'headline')).to.exist;
    await agent.get('/api/vocabulary/types/NotAType').expect(404);
  });

  it("serves a nested value's requirements and refuses a half-given parent with a 400", async () => {
    const agent = await signedInAgent(service);
    const offer = await agent.get('/api/vocabulary/types/Offer').query({ parent: 'Product', property: 'offers' }).expect(200);
    expectContract(offer, 'get', '/api/vocabulary/types/{name}');
    const price = offer.body.properties.find((property: { name: string }) => property.name === 'price');
    expect(price).to.include({ required: true, format: 'number' });
    expect(offer.body.guidedBy).to.deep.equal(['Merchant listing']);
    const refused = await agent.get('/api/vocabulary/types/Offer').query({ parent: 'Product' }).expect(400);
    expectContract(refused, 'get', '/api/vocabulary/types/{name}');
    expect(refused.body.details.property._errors[0]).to.match(/property of Product/);
    const ranked = await agent.get('/api/vocabulary/types').query({ search: 'Rec' }).expect(200);
    expectContract(ranked, 'get', '/api/vocabulary/types');
    const names = ranked.body.items.map((item: { name: string }) => item.name);
    expect(names.indexOf('Recipe')).to.be.lessThan(names.indexOf('ReceiveAction'));
  });
});
