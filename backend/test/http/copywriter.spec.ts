import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { copyAnswer, productAnswer, startFakeOpenAi } from '../support/fake-openai.js';
import { startFixtureSite } from '../support/fixture-site.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const PATH = '/api/copywriter/suggestions';
const faqSchema = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [{ '@type': 'Question', name: 'Do you ship to Norway?', acceptedAnswer: { '@type': 'Answer', text: '' } }],
};
const productSchema = { '@context': 'https://schema.org', '@type': 'Product', name: 'Trail Runner 2' };

forEachDatabase('HTTP: POST /api/copywriter/suggestions', (database) => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let offline: Service;
  let withModel: Service;
  before(async () => {
    site = await startFixtureSite();
    openAi = await startFakeOpenAi(productAnswer, { copy_suggestions: copyAnswer });
    offline = await startTestService(database, {
      SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
      AI_QUOTA_PRO: '2',
      COPYWRITER_RATE_LIMIT_PER_MINUTE: '1000',
    });
    withModel = await startTestService(database, {
      SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: openAi.baseUrl,
      OPENAI_MODEL: 'gpt-test',
      OPENAI_MAX_RETRIES: '0',
      COPYWRITER_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  after(async () => {
    await offline.close();
    await withModel.close();
    await site.close();
    await openAi.close();
  });

  async function paidAgent(service: Service, plan = 'pro') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, plan);
    return agent;
  }

  it('needs a session (403) and a Pro or Agency plan (403 plan_required), before reading any page', async () => {
    const guest = await request(offline.app)
      .post(PATH)
      .send({ pageUrl: site.url('/faq'), jsonLd: faqSchema })
      .expect(403);
    expectContract(guest, 'post', PATH);
    expect(guest.body.error).to.match(/Sign in with a Pro or Agency account/);
    const free = await (
      await signedInAgent(offline)
    )
      .post(PATH)
      .send({ pageUrl: site.url('/faq'), jsonLd: faqSchema })
      .expect(403);
    expect(free.body).to.deep.equal({ error: 'plan_required', details: { plan: 'pro', feature: 'aiCopywriting' } });
    expect(site.hits.get('/faq') ?? 0).to.equal(0);
  });

  it('without a key quotes the page text, labelled as such', async () => {
    const agent = await paidAgent(offline);
    const res = await agent
      .post(PATH)
      .send({ pageUrl: site.url('/faq'), jsonLd: faqSchema, tone: 'friendly' })
      .expect(200);
    expectContract(res, 'post', PATH);
    expect(res.body).to.deep.include({ source: 'page-text', tone: 'friendly' });
    expect(res.body.notes[0]).to.match(/no AI model is configured/);
    expect(res.body.suggestions.find((s: { field: string }) => s.field === 'mainEntity.0.acceptedAnswer.text')).to.deep.equal({
      field: 'mainEntity.0.acceptedAnswer.text',
      label: 'FAQ answer: Do you ship to Norway?',
      kind: 'answer',
      current: null,
      text: 'Yes, customs fees are included in the price.',
      minLength: 20,
      maxLength: 300,
    });
  });

  it('with the model configured writes through the real SDK in the chosen tone, within limits, and records usage', async () => {
    const agent = await paidAgent(withModel, 'agency');
    const res = await agent
      .post(PATH)
      .send({ pageUrl: site.url('/product'), jsonLd: productSchema, fields: ['description'], tone: 'professional' })
      .expect(200);
    expectContract(res, 'post', PATH);
    expect(res.body.source).to.equal('ai');
    expect(res.body.suggestions).to.have.length(1);
    expect(res.body.suggestions[0].text).to.match(/^In a professional/);
    expect(res.body.suggestions[0].text.length).to.be.at.most(160);
    expect(openAi.requests.at(-1)!.body.model).to.equal('gpt-test');
    const usage = await withModel.database.pool.query('select used, input_tokens, output_tokens from ai_usage');
    expect(usage.rows.some((row) => row.used === 1 && Number(row.input_tokens) === 812 && Number(row.output_tokens) === 95)).to.equal(true);
  });

  it('answers bad input 400 and unusable pages 422, spending nothing; the AI quota is shared and enforced', async () => {
    const agent = await paidAgent(offline);
    const bad: [object, RegExp][] = [
      [{ jsonLd: 'text' }, /jsonLd/],
      [{ jsonLd: { '@type': 'NotAType' } }, /jsonLd/],
      [{ jsonLd: productSchema, fields: ['name'] }, /fields/],
      [{ jsonLd: productSchema, tone: 'shouty' }, /tone/],
      [{ jsonLd: productSchema, pageUrl: 'ftp://example.com/' }, /pageUrl/],
    ];
    for (const [body, field] of bad) {
      const res = await agent.post(PATH).send(body).expect(400);
      expectContract(res, 'post', PATH);
      expect(JSON.stringify(res.body.details), JSON.stringify(body)).to.match(field);
    }
    for (const [path, reason] of [
      ['/data.json', /not HTML/],
      ['/gone', /HTTP 404/],
    ] as const) {
      const res = await agent
        .post(PATH)
        .send({ pageUrl: site.url(path), jsonLd: productSchema })
        .expect(422);
      expectContract(res, 'post', PATH);
      expect(res.body.error).to.match(reason);
    }
    // AI_QUOTA_PRO=2: one copywriter answer and one extraction use it up; the next request of either kind is refused.
    await agent
      .post(PATH)
      .send({ pageUrl: site.url('/article'), jsonLd: productSchema })
      .expect(200);
    await agent
      .post('/api/generate-from-url')
      .send({ url: site.url('/article') })
      .expect(200);
    const over = await agent
      .post(PATH)
      .send({ pageUrl: site.url('/faq'), jsonLd: faqSchema })
      .expect(403);
    expectContract(over, 'post', PATH);
    expect(over.body).to.deep.equal({ error: 'limit_reached', details: { limit: 'monthlyAiExtractions', max: 2, used: 2, plan: 'pro' } });
  });

  it('rate limits per user with the spec message (another user is not affected)', async () => {
    const agent = await paidAgent(withModel);
    for (let i = 0; i < 3; i++) await agent.post(PATH).send({ jsonLd: productSchema }).expect(200);
    const limited = await agent.post(PATH).send({ jsonLd: productSchema }).expect(429);
    expectContract(limited, 'post', PATH);
    expect(limited.body).to.deep.equal({ error: 'Too many requests. Please wait a moment.' });
    await (await paidAgent(withModel)).post(PATH).send({ jsonLd: productSchema }).expect(200);
  });
});
