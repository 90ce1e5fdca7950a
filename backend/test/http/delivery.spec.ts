import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { articleJsonLd, createSchema, createSite, signedInAgent, startTestService } from '../support/test-service.js';

const PAGE = 'https://shop.example.com/blog/hello';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

forEachDatabase('HTTP: public delivery', (database) => {
  let service: Service;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let clientId: string;
  before(async () => {
    service = await startTestService(database);
    agent = await signedInAgent(service);
    clientId = (await createSite(agent)).id;
  });
  after(() => service.close());

  const inject = (url: string, id = clientId) => request(service.app).get('/api/inject').query({ clientId: id, url });
  const embed = (url: string, id = clientId) => request(service.app).get('/api/embed').query({ clientId: id, url });
  const injectedIds = async (url = PAGE) => (await inject(url).expect(200)).body.items.map((item: { id: string }) => item.id);
  const schemaPath = (id: string) => `/api/clients/${clientId}/schemas/${id}`;

  it('answers inject with schemas, items and meta, never cached, with the service headers', async () => {
    const schema = await createSchema(agent, clientId, PAGE);
    await agent.post(`${schemaPath(schema.id)}/publish`).expect(200);
    const res = await inject(PAGE).expect(200);
    expectContract(res, 'get', '/api/inject');
    expect(res.headers['cache-control']).to.equal('no-store, max-age=0');
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect((await embed(PAGE).expect(200)).headers['x-content-type-options']).to.equal('nosniff');
    expect((await inject('not-a-url').expect(400)).headers['x-content-type-options']).to.equal('nosniff');
    expect(res.headers['x-service-id']).to.match(UUID).and.equal(res.body.meta.requestId);
    expect(res.headers['x-service-duration']).to.match(/^\d+(\.\d+)?ms$/);
    expect(res.body.meta.version).to.equal('1.2.0');
    expect(Date.parse(res.body.meta.serverTime)).to.be.closeTo(Date.now(), 10_000);
    expect(res.body.schemas).to.deep.equal([articleJsonLd()]);
    expect(res.body.items[0]).to.deep.equal({
      id: schema.id,
      name: 'Post',
      schemaType: 'Article',
      pageUrl: PAGE,
      status: 'published',
      jsonLd: articleJsonLd(),
    });
    await agent.delete(schemaPath(schema.id)).expect(204);
  });

  it('matches the page URL exactly: trailing slash, query string and www differ', async () => {
    const schema = await createSchema(agent, clientId, PAGE);
    await agent.post(`${schemaPath(schema.id)}/publish`).expect(200);
    expect(await injectedIds(PAGE)).to.deep.equal([schema.id]);
    for (const variant of [`${PAGE}/`, `${PAGE}?utm=1`, PAGE.replace('shop.', 'www.shop.'), PAGE.replace('https', 'http')]) {
      expect(await injectedIds(variant), variant).to.deep.equal([]);
    }
    await agent.delete(schemaPath(schema.id)).expect(204);
  });

  it('is fresh on the very next request after publish, edit, pause, unpause and delete', async () => {
    const schema = await createSchema(agent, clientId, PAGE);
    expect(await injectedIds()).to.deep.equal([]);
    await agent.post(`${schemaPath(schema.id)}/publish`).expect(200);
    expect(await injectedIds()).to.deep.equal([schema.id]);
    await agent
      .patch(schemaPath(schema.id))
      .send({ jsonLd: articleJsonLd('Edited') })
      .expect(200);
    expect((await inject(PAGE)).body.schemas[0].headline).to.equal('Edited');
    await agent
      .patch(schemaPath(schema.id))
      .send({ pageUrl: `${PAGE}-moved` })
      .expect(200);
    expect(await injectedIds()).to.deep.equal([]);
    expect(await injectedIds(`${PAGE}-moved`)).to.deep.equal([schema.id]);
    await agent.patch(schemaPath(schema.id)).send({ pageUrl: PAGE }).expect(200);
    await agent.post(`${schemaPath(schema.id)}/pause`).expect(200);
    expect(await injectedIds()).to.deep.equal([]);
    await agent.post(`${schemaPath(schema.id)}/unpause`).expect(200);
    expect(await injectedIds()).to.deep.equal([schema.id]);
    await agent.delete(schemaPath(schema.id)).expect(204);
    expect(await injectedIds()).to.deep.equal([]);
  });

  it('is fresh across two instances sharing the database', async () => {
    const other = await startTestService(database);
    try {
      const schema = await createSchema(agent, clientId, PAGE);
      const viaOther = async () => (await request(other.app).get('/api/inject').query({ clientId, url: PAGE })).body.items.length;
      expect(await viaOther()).to.equal(0);
      await agent.post(`${schemaPath(schema.id)}/publish`).expect(200);
      expect(await viaOther()).to.equal(1);
      await agent.post(`${schemaPath(schema.id)}/pause`).expect(200);
      expect(await viaOther()).to.equal(0);
      await agent.delete(schemaPath(schema.id)).expect(204);
    } finally {
      await other.close();
    }
  });

  it('stops delivery at once when the site is deleted', async () => {
    const site = await signedInAgent(service).then(async (owner) => ({ owner, id: (await createSite(owner)).id }));
    const schema = await createSchema(site.owner, site.id, PAGE);
    await site.owner.post(`/api/clients/${site.id}/schemas/${schema.id}/publish`).expect(200);
    expect((await inject(PAGE, site.id)).body.items).to.have.length(1);
    await site.owner.delete(`/api/clients/${site.id}`).expect(204);
    expect((await inject(PAGE, site.id)).body.items).to.have.length(0);
  });

  it('answers an unknown Client ID like a page without schemas, and never returns drafts', async () => {
    const res = await inject(PAGE, '11111111-1111-4111-8111-111111111111').expect(200);
    expect(res.body.items).to.deep.equal([]);
    await createSchema(agent, clientId, `${PAGE}-draft`);
    expect(await injectedIds(`${PAGE}-draft`)).to.deep.equal([]);
    expect((await embed(`${PAGE}-draft`).expect(200)).text).to.equal('');
  });

  it('refuses bad parameters with 400 before any lookup (inject JSON, embed empty)', async () => {
    const missing = await request(service.app).get('/api/inject').expect(400);
    expectContract(missing, 'get', '/api/inject');
    expect(missing.body).to.deep.equal({
      error: 'Validation failed',
      details: { clientId: { _errors: ['Required'] }, url: { _errors: ['Required'] } },
    });
    const invalid = await inject('/relative', 'nope').expect(400);
    expect(Object.keys(invalid.body.details)).to.deep.equal(['clientId', 'url']);
    expect(invalid.headers['x-service-id']).to.match(UUID);
    await inject(`https://a.example/${'x'.repeat(2050)}`).expect(400);
    await request(service.app)
      .get(`/api/inject?clientId=${clientId}&url=${encodeURIComponent(PAGE)}&url=${encodeURIComponent(PAGE)}`)
      .expect(400);
    const badEmbed = await embed('ftp://a.example/', clientId).expect(400);
    expect(badEmbed.text).to.equal('');
    expect(badEmbed.headers['x-service-id']).to.match(UUID);
  });

  it('allows any origin, answers preflight, and exposes the service headers', async () => {
    const pre = await request(service.app)
      .options('/api/inject')
      .set('Origin', 'https://any.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(pre.headers['access-control-allow-origin']).to.equal('*');
    expect(pre.headers['access-control-allow-methods']).to.include('GET');
    expect(pre.headers['access-control-allow-headers']).to.equal('content-type');
    const res = await inject(PAGE).set('Origin', 'https://any.example').expect(200);
    expect(res.headers['access-control-allow-origin']).to.equal('*');
    expect(res.headers['access-control-expose-headers']).to.include('X-Service-ID').and.include('X-Service-Duration');
    await request(service.app).options('/api/embed').set('Origin', 'https://any.example').expect(204);
  });

  it('embeds escaped script tags, concatenated, with ETag and 304', async () => {
    const hostile = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '</script><script>alert(1)</script><!-- & \u2028\u2029',
    };
    const first = await createSchema(agent, clientId, `${PAGE}-embed`, hostile);
    const second = await createSchema(agent, clientId, `${PAGE}-embed`, articleJsonLd('Second'));
    await agent.post(`${schemaPath(first.id)}/publish`).expect(200);
    await agent.post(`${schemaPath(second.id)}/publish`).expect(200);
    const res = await embed(`${PAGE}-embed`).expect(200);
    expect(res.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(res.headers['x-service-id']).to.match(UUID);
    expect(res.headers['x-service-duration']).to.match(/ms$/);
    expect(res.headers['cache-control'])
      .to.match(/public/)
      .and.match(/max-age=\d+/);
    const scripts = res.text.match(/<script type="application\/ld\+json">(.*?)<\/script>/g)!;
    expect(scripts).to.have.length(2);
    expect(res.text).to.equal(scripts.join(''));
    expect(res.text.match(/<\/script>/g)).to.have.length(2);
    expect(res.text).to.not.match(/<!--|\u2028|\u2029/);
    const inner = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)![1]!;
    expect(inner).to.not.include('<').and.not.include('>').and.not.include('&');
    expect(JSON.parse(inner)).to.deep.equal(hostile);
    expect(res.headers['cache-tag']).to.equal(`sdn-site-${clientId}`);
    expect(res.headers['surrogate-key']).to.equal(`sdn-site-${clientId}`);
    const etag = res.headers.etag!;
    const cached = await embed(`${PAGE}-embed`).set('If-None-Match', etag).expect(304);
    expect(cached.text).to.equal('');
    expect(cached.headers['cache-tag']).to.equal(`sdn-site-${clientId}`);
    await agent.post(`${schemaPath(second.id)}/pause`).expect(200);
    const changed = await embed(`${PAGE}-embed`).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).to.not.equal(etag);
  });

  it('rate-limits delivery per IP with the spec message', async () => {
    const limited = await startTestService(database, { DELIVERY_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 2; i++) await request(limited.app).get('/api/inject').query({ clientId, url: PAGE }).expect(200);
      const res = await request(limited.app).get('/api/inject').query({ clientId, url: PAGE }).expect(429);
      expect(res.body).to.deep.equal({ error: 'Too many requests. Please wait a moment.' });
      expect(res.headers['x-service-id']).to.match(UUID);
    } finally {
      await limited.close();
    }
  });

  it('counts per forwarded client address only behind a trusted proxy', async () => {
    const inject = (service: Service, forwardedFor: string) =>
      request(service.app).get('/api/inject').set('X-Forwarded-For', forwardedFor).query({ clientId, url: PAGE });
    const proxied = await startTestService(database, { DELIVERY_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'loopback' });
    const direct = await startTestService(database, { DELIVERY_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      await inject(proxied, '198.51.100.7').expect(200);
      await inject(proxied, '198.51.100.7').expect(429);
      await inject(proxied, '198.51.100.8').expect(200);
      // Without a trusted proxy the header is ignored: both requests come from the same socket address.
      await inject(direct, '198.51.100.7').expect(200);
      await inject(direct, '198.51.100.8').expect(429);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});
