import { expect } from 'chai';
import request from 'supertest';
import { engineApp } from './support.js';

const organization = { type: 'Organization', data: { name: 'ACME', url: 'https://example.com' } };

describe('POST /api/generate', () => {
  it('answers 200 { jsonLd } with nested objects built', async () => {
    const { app } = engineApp();
    const res = await request(app)
      .post('/api/generate')
      .send({ type: 'Article', data: { headline: 'Hello', author: 'Jane Doe' } })
      .expect(200);
    expect(res.body).to.deep.equal({
      jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hello', author: { '@type': 'Person', name: 'Jane Doe' } },
    });
  });

  it('answers 400 listing the supported types for a missing or unknown type', async () => {
    const { app } = engineApp();
    for (const body of [{ data: {} }, { type: 'Prodcut', data: {} }]) {
      const res = await request(app).post('/api/generate').send(body).expect(400);
      expect(res.body.error).to.match(/^Invalid or missing schema type\. Supported types: Article, .*Product/);
    }
  });

  it('refuses data nested thousands deep with a field error, not a crash', async () => {
    const { app } = engineApp();
    // Written as text: JSON.stringify itself cannot serialise an object this deep.
    const deep = '{"@type":"Thing","subjectOf":'.repeat(5000) + '"x"' + '}'.repeat(5000);
    const body = `{"type":"Organization","data":{"name":"ACME","subjectOf":${deep}}}`;
    const res = await request(app).post('/api/generate').set('Content-Type', 'application/json').send(body);
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error).to.equal('Validation failed');
  });

  it('answers 400 "Validation failed" per field, "Required" for a missing one', async () => {
    const { app } = engineApp();
    const res = await request(app)
      .post('/api/generate')
      .send({ type: 'Recipe', data: { image: 'not a url' } })
      .expect(400);
    expect(res.body.error).to.equal('Validation failed');
    expect(res.body.details.name).to.deep.equal({ _errors: ['Required'] });
    expect(res.body.details.image._errors[0]).to.match(/URL/);
  });

  it('answers 403 plan_required for a non-rich-result type as a guest or on Free, 200 on Pro', async () => {
    const { app } = engineApp();
    const body = { type: 'TouristAttraction', data: { name: 'Tower Bridge' } };
    expect((await request(app).post('/api/generate').send(body).expect(403)).body.error).to.equal('plan_required');
    await request(app).post('/api/generate').set('x-test-user', 'free:1').send(body).expect(403);
    await request(app).post('/api/generate').set('x-test-user', 'pro:2').send(body).expect(200);
  });

  it('answers 403 limit_reached when the monthly quota is used; 400s and guests never count', async () => {
    const { app, quota } = engineApp({ generate: { quotas: { free: 2 } } });
    const user = (body: object) => request(app).post('/api/generate').set('x-test-user', 'free:3').send(body);
    await user({ type: 'Organization', data: {} }).expect(400);
    await request(app).post('/api/generate').send(organization).expect(200);
    await user(organization).expect(200);
    await user(organization).expect(200);
    const res = await user(organization).expect(403);
    expect(res.body.error).to.equal('limit_reached');
    expect(res.body.details).to.include({ limit: 'monthlyGenerations', max: 2, used: 2 });
    const period = new Date().toISOString().slice(0, 7);
    expect(await quota.used('00000000-0000-4000-8000-000000000003', period)).to.equal(2);
  });

  it('holds the quota under 50 concurrent requests', async () => {
    const { app } = engineApp({ generate: { quotas: { pro: 20 } } });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => request(app).post('/api/generate').set('x-test-user', 'pro:4').send(organization)),
    );
    expect(responses.filter((res) => res.status === 200)).to.have.length(20);
    expect(responses.filter((res) => res.status === 403 && res.body.error === 'limit_reached')).to.have.length(30);
  });

  it('rate-limits guests per IP and signed-in users per account, with its own message', async () => {
    const { app } = engineApp({ limits: { generateGuestPerMinute: 1, generateUserPerMinute: 2 } });
    const guest = (ip: string) => request(app).post('/api/generate').set('X-Forwarded-For', ip).send(organization);
    await guest('198.51.100.1').expect(200);
    const blocked = await guest('198.51.100.1').expect(429);
    expect(blocked.body).to.deep.equal({ error: 'Too many requests. Please wait a moment.' });
    expect(blocked.headers.ratelimit).to.match(/remaining=0/);
    await guest('198.51.100.2').expect(200);
    const asUser = (id: string) =>
      request(app).post('/api/generate').set('X-Forwarded-For', '198.51.100.1').set('x-test-user', `pro:${id}`).send(organization);
    await asUser('5').expect(200);
    await asUser('5').expect(200);
    await asUser('5').expect(429);
    await asUser('6').expect(200);
  });
});
