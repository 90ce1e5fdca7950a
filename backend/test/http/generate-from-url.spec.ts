import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { productAnswer, startFakeOpenAi } from '../support/fake-openai.js';
import { startFixtureSite } from '../support/fixture-site.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

forEachDatabase('HTTP: POST /api/generate-from-url', (database) => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let offline: Service;
  let withModel: Service;
  before(async () => {
    site = await startFixtureSite();
    openAi = await startFakeOpenAi(productAnswer);
    // Loopback fixtures are allowed explicitly; everything else keeps the SSRF policy.
    offline = await startTestService(database, {
      SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
      AI_QUOTA_PRO: '2',
      GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE: '1000',
      PAGE_FETCH_MAX_BYTES: '65536',
    });
    withModel = await startTestService(database, {
      SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: openAi.baseUrl,
      OPENAI_MODEL: 'gpt-test',
      OPENAI_MAX_RETRIES: '0',
      GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  after(async () => {
    await offline.close();
    await withModel.close();
    await site.close();
    await openAi.close();
  });

  async function proAgent(service: Service, plan = 'pro') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, plan);
    return agent;
  }

  it('needs a session (403) and a Pro or Agency plan (403 plan_required)', async () => {
    const guest = await request(offline.app)
      .post('/api/generate-from-url')
      .send({ url: site.url('/product') })
      .expect(403);
    expectContract(guest, 'post', '/api/generate-from-url');
    expect(guest.body.error).to.match(/Sign in with a Pro or Agency account/);
    const free = await (
      await signedInAgent(offline)
    )
      .post('/api/generate-from-url')
      .send({ url: site.url('/product') })
      .expect(403);
    expect(free.body).to.deep.equal({ error: 'plan_required', details: { plan: 'pro', feature: 'aiExtraction' } });
    expect(site.hits.get('/product') ?? 0).to.equal(0);
  });

  it('without a key answers from page metadata, validated, and says so', async () => {
    const agent = await proAgent(offline);
    const res = await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/product') })
      .expect(200);
    expectContract(res, 'post', '/api/generate-from-url');
    expect(res.body).to.deep.include({ schemaType: 'Product', source: 'page-metadata' });
    expect(res.body.jsonLd).to.deep.include({ '@context': 'https://schema.org', '@type': 'Product', name: 'Trail Runner 2' });
    expect(res.body.validation.issues).to.deep.equal([]);
    expect(res.body.notes[0]).to.match(/no AI model is configured/);
    // The page's microdata already says Product with a name and an offer: From URL says it is already marked up.
    expect(res.body.notes).to.include(
      'The page already carries complete Product markup (microdata); it is shown as found, and adding a second copy would duplicate it.',
    );
    const asked = await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/faq'), type: 'WebPage' })
      .expect(200);
    expect(asked.body.schemaType).to.equal('WebPage');
  });

  it('with the model configured it uses the model (through the real SDK) and records its usage', async () => {
    const agent = await proAgent(withModel, 'agency');
    const res = await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/product') })
      .expect(200);
    expect(res.body).to.deep.include({ schemaType: 'Product', source: 'ai' });
    // The fake model answers an SKU the page never states: it is dropped, and the notes say so.
    expect(res.body.jsonLd).to.not.have.property('sku');
    expect(res.body.notes).to.include('The model\'s sku "TR2-42" is not stated on the page; it was left out.');
    expect(openAi.requests.at(-1)!.body.model).to.equal('gpt-test');
    const usage = await withModel.database.pool.query('select used, input_tokens, output_tokens from ai_usage order by used desc limit 50');
    expect(usage.rows.some((row) => row.used === 1 && Number(row.input_tokens) === 812 && Number(row.output_tokens) === 95)).to.equal(true);
  });

  it('refuses unusable pages with a reason, changes nothing, and failures never spend the quota', async () => {
    const agent = await proAgent(offline);
    const cases: [string, number, RegExp][] = [
      [site.url('/data.json'), 422, /not HTML/],
      [site.url('/big'), 422, /larger than 64 KB/],
      [site.url('/gone'), 422, /HTTP 404/],
      ['http://10.1.2.3/private', 422, /private or reserved address/],
      ['ftp://example.com/x', 400, /Validation failed/],
    ];
    for (const [url, status, reason] of cases) {
      const res = await agent.post('/api/generate-from-url').send({ url }).expect(status);
      expect(res.body.error, url).to.match(reason);
      if (status === 422) expectContract(res, 'post', '/api/generate-from-url');
    }
    await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/product'), type: 'NotAType' })
      .expect(400);
    // Quota (AI_QUOTA_PRO=2) is still whole: two successes, then limit_reached.
    await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/product') })
      .expect(200);
    await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/article') })
      .expect(200);
    const before = site.hits.get('/faq') ?? 0;
    const over = await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/faq') })
      .expect(403);
    expect(over.body).to.deep.equal({ error: 'limit_reached', details: { limit: 'monthlyAiExtractions', max: 2, used: 2, plan: 'pro' } });
    expect(site.hits.get('/faq') ?? 0).to.equal(before);
  });

  it('rate limits per user with the spec message (another user is not affected)', async () => {
    const agent = await proAgent(withModel);
    for (let i = 0; i < 3; i++)
      await agent
        .post('/api/generate-from-url')
        .send({ url: site.url('/article') })
        .expect(200);
    const limited = await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/article') })
      .expect(429);
    expectContract(limited, 'post', '/api/generate-from-url');
    expect(limited.body).to.deep.equal({ error: 'Too many requests. Please wait a moment.' });
    await (
      await proAgent(withModel)
    )
      .post('/api/generate-from-url')
      .send({ url: site.url('/article') })
      .expect(200);
  });
});
