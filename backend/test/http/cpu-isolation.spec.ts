import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { inventedTypesDocument } from '../support/hostile-documents.js';
import { expectContract } from '../support/openapi-contract.js';
import { createSchema, createSite, signedInAgent, startTestService } from '../support/test-service.js';

const PAGE = 'https://shop.example.com/blog/hello';

forEachDatabase('HTTP: CPU-heavy requests never stall delivery', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { WORKER_THREADS: '1' });
  });
  after(() => service.close());

  it('answers page views while 140 KB validate bodies of invented @type names are being checked', async function () {
    this.timeout(60_000);
    const agent = await signedInAgent(service);
    const site = await createSite(agent);
    const schema = await createSchema(agent, site.id, PAGE);
    await agent.post(`/api/clients/${site.id}/schemas/${schema.id}/publish`).expect(200);

    const finished: string[] = [];
    const jsonString = inventedTypesDocument();
    const validations = Array.from({ length: 3 }, (_, i) =>
      request(service.app)
        .post('/api/validate')
        .send({ jsonString })
        .then((res) => (finished.push(`validate ${i}`), res)),
    );
    // Page views sent after the validations: on one shared thread they would wait for all three.
    for (let i = 0; i < 5; i++) {
      const res = await request(service.app).get('/api/inject').query({ clientId: site.id, url: PAGE }).expect(200);
      expect(res.body.items.map((item: { id: string }) => item.id)).to.deep.equal([schema.id]);
      finished.push(`inject ${i}`);
    }
    const answers = await Promise.all(validations);
    expect(finished.slice(0, 5)).to.deep.equal(['inject 0', 'inject 1', 'inject 2', 'inject 3', 'inject 4']);

    for (const res of answers) {
      expect(res.status).to.equal(200);
      expectContract(res, 'post', '/api/validate');
      expect(res.body.isValid).to.equal(false);
      expect(res.body.issues).to.have.length(100);
      expect(res.body.warnings.join('\n'))
        .to.match(/suggestions were given for the first 50 unknown names only/)
        .and.match(/Only the first 2,000 objects of the document were checked/);
    }
  });

  it('still validates and generates through the worker pool in the spec shapes', async () => {
    const ok = await request(service.app)
      .post('/api/validate')
      .send({ jsonString: JSON.stringify({ '@context': 'https://schema.org', '@type': 'Prodcut', name: 'Kettle' }) })
      .expect(200);
    expect(ok.body.issues[0]).to.match(/Did you mean "Product"/);
    expect(ok.body.correctedSchema['@type']).to.equal('Product');
    const unknown = await request(service.app).post('/api/generate').send({ type: 'Nope', data: {} }).expect(400);
    expectContract(unknown, 'post', '/api/generate');
    expect(unknown.body.error).to.match(/^Invalid or missing schema type\. Supported types:/);
    const missing = await request(service.app).post('/api/generate').send({ type: 'Article', data: {} }).expect(400);
    expect(missing.body).to.have.property('error', 'Validation failed');
    expect(missing.body.details.headline._errors).to.include('Required');
  });
});

forEachDatabase('HTTP: a CPU task over its time budget', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { WORKER_THREADS: '1', CPU_TASK_TIMEOUT_MS: '10' });
  });
  after(() => service.close());

  it('is stopped and answered 503 with Retry-After, never a hang; delivery answers meanwhile', async function () {
    this.timeout(30_000);
    const res = await request(service.app).post('/api/validate').send({ jsonString: inventedTypesDocument() }).expect(503);
    expectContract(res, 'post', '/api/validate');
    expect(res.headers['retry-after']).to.equal('5');
    expect(res.body).to.deep.equal({
      error: 'The request needed more than its 10 ms processing budget and was stopped. Send a smaller document, or retry in a moment.',
    });
    await request(service.app).get('/api/inject').query({ clientId: '00000000-0000-4000-8000-000000000000', url: PAGE }).expect(200);
  });
});
