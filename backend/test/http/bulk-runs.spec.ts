import { expect } from 'chai';
import type { Service } from '../../src/composition/service.js';
import { waitForRun } from '../support/bulk-runs.js';
import type { BulkRunView } from '@sdn/contracts';
import { forEachDatabase } from '../support/databases.js';
import { startFixtureSite } from '../support/fixture-site.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

forEachDatabase('HTTP: bulk runs', (database) => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let service: Service;
  before(async () => {
    site = await startFixtureSite({ sitemapPages: 12 });
    service = await startTestService(database, { SSRF_ALLOWED_ADDRESSES: '127.0.0.1', PAGE_FETCH_MAX_BYTES: '65536' });
  });
  after(async () => {
    await service.close();
    await site.close();
  });

  async function owner(plan: 'free' | 'pro' | 'agency') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    const created = await createSite(agent);
    if (plan !== 'free') await setPlanWithCli(database, email, plan);
    return { agent, clientId: created.id };
  }

  it('processes each URL as its own job: per-URL results, drafts, one failed URL never fails the run', async () => {
    const { agent, clientId } = await owner('pro');
    const urls = [site.url('/product'), site.url('/article'), site.url('/gone'), site.url('/faq')];
    const started = await agent.post(`/api/clients/${clientId}/bulk-runs`).send({ urls }).expect(202);
    expectContract(started, 'post', '/api/clients/{clientId}/bulk-runs');
    expect(started.body.counts.total).to.equal(4);
    const run = await waitForRun(agent, clientId, started.body.id, (r) => r.status !== 'running');
    const res = await agent.get(`/api/clients/${clientId}/bulk-runs/${run.id}`).expect(200);
    expectContract(res, 'get', '/api/clients/{clientId}/bulk-runs/{runId}');
    expect(run.status).to.equal('completed');
    expect(run.counts).to.deep.include({ total: 4, succeeded: 3, failed: 1, queued: 0, running: 0 });
    expect(run.items.map((i) => [i.url, i.status, i.schemaType])).to.deep.equal([
      [urls[0], 'succeeded', 'Product'],
      [urls[1], 'succeeded', 'Article'],
      [urls[2], 'failed', null],
      [urls[3], 'succeeded', 'FAQPage'],
    ]);
    expect(run.items[2]!.error).to.match(/HTTP 404/);
    // The product page already carries complete Product microdata: no second copy is drafted, and the row says so.
    expect(run.items[0]).to.include({ schemaId: null, note: 'The page already carries complete Product markup; no draft was made.' });
    expect(run.items.filter((i) => i.schemaId).every((i) => i.schemaStatus === 'draft' && i.source === 'page-metadata')).to.equal(true);
    const drafts = (await agent.get(`/api/clients/${clientId}/schemas?status=draft`).expect(200)).body.items as { pageUrl: string }[];
    expect(drafts.map((d) => d.pageUrl).sort()).to.deep.equal([urls[1], urls[3]].sort());
    for (const url of urls) expect(site.hits.get(new URL(url).pathname), url).to.be.greaterThan(0);
  });

  it('publishes the chosen results together, in one request; a bad id publishes nothing', async () => {
    const { agent, clientId } = await owner('pro');
    const started = await agent
      .post(`/api/clients/${clientId}/bulk-runs`)
      .send({ urls: [site.url('/article'), site.url('/faq'), site.url('/page/7')] })
      .expect(202);
    const run = await waitForRun(agent, clientId, started.body.id, (r) => r.status === 'completed');
    const [article, faq] = run.items;
    const refused = await agent
      .post(`/api/clients/${clientId}/bulk-runs/${run.id}/publish`)
      .send({ itemIds: [article!.id, '00000000-0000-4000-8000-000000000000'] })
      .expect(400);
    expect(refused.body.details.itemIds._errors[0]).to.match(/No draft to publish/);
    expect((await agent.get(`/api/clients/${clientId}/schemas?status=published`).expect(200)).body.items).to.have.length(0);
    const published = await agent
      .post(`/api/clients/${clientId}/bulk-runs/${run.id}/publish`)
      .send({ itemIds: [article!.id, faq!.id] })
      .expect(200);
    expectContract(published, 'post', '/api/clients/{clientId}/bulk-runs/{runId}/publish');
    expect(published.body.published).to.have.members([article!.schemaId, faq!.schemaId]);
    const after = (await agent.get(`/api/clients/${clientId}/bulk-runs/${run.id}`).expect(200)).body as BulkRunView;
    expect(after.items.map((i) => i.schemaStatus)).to.deep.equal(['published', 'published', 'draft']);
    // Revision history follows every writer: the job's draft is the run starter's, and so is the bulk publish.
    const me = (await agent.get('/api/auth/me').expect(200)).body.user.id;
    const revisions = (await agent.get(`/api/clients/${clientId}/schemas/${article!.schemaId}/revisions`).expect(200)).body.items;
    expect(revisions.map((r: { kind: string; author: { userId: string } }) => [r.kind, r.author.userId])).to.deep.equal([
      ['published', me],
      ['created', me],
    ]);
  });

  it('never adds a second schema of one type for a page: a published schema is pointed at, not duplicated', async () => {
    const { agent, clientId } = await owner('pro');
    const urls = [site.url('/product'), site.url('/article')];
    const first = await agent.post(`/api/clients/${clientId}/bulk-runs`).send({ urls }).expect(202);
    const firstRun = await waitForRun(agent, clientId, first.body.id, (r) => r.status === 'completed');
    const article = firstRun.items[1]!;
    await agent
      .post(`/api/clients/${clientId}/bulk-runs/${firstRun.id}/publish`)
      .send({ itemIds: [article.id] })
      .expect(200);
    const again = await agent.post(`/api/clients/${clientId}/bulk-runs`).send({ urls }).expect(202);
    const run = await waitForRun(agent, clientId, again.body.id, (r) => r.status === 'completed');
    const res = await agent.get(`/api/clients/${clientId}/bulk-runs/${run.id}`).expect(200);
    expectContract(res, 'get', '/api/clients/{clientId}/bulk-runs/{runId}');
    expect(run.items.map((i) => [i.status, i.schemaType, i.schemaId, i.note])).to.deep.equal([
      ['succeeded', 'Product', null, 'The page already carries complete Product markup; no draft was made.'],
      [
        'succeeded',
        'Article',
        article.schemaId,
        'The library already has a published Article schema for this page; no second one was made: compare it with this reading and update it if you choose.',
      ],
    ]);
    const all = (await agent.get(`/api/clients/${clientId}/schemas`).expect(200)).body.items as { pageUrl: string }[];
    expect(all.map((schema) => schema.pageUrl)).to.deep.equal([urls[1]]);
    // The reading is kept as a proposed update of the published schema (the page has not changed: the same document).
    const live = (await agent.get(`/api/clients/${clientId}/schemas/${article.schemaId}`).expect(200)).body as { jsonLd: object };
    expect(run.items[0]!.update).to.equal(null);
    expect(run.items[1]!.update).to.deep.equal(live.jsonLd);
  });

  it('refuses to publish a second schema of one type for a page from a run, and says which one is live', async () => {
    const { agent, clientId } = await owner('pro');
    const url = site.url('/faq');
    const started = await agent
      .post(`/api/clients/${clientId}/bulk-runs`)
      .send({ urls: [url] })
      .expect(202);
    const run = await waitForRun(agent, clientId, started.body.id, (r) => r.status === 'completed');
    // Meanwhile someone publishes an FAQPage for the same page by hand.
    const manual = await agent
      .post(`/api/clients/${clientId}/schemas`)
      .send({
        name: 'Shipping FAQ',
        pageUrl: url,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [{ '@type': 'Question', name: 'Do you ship?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, within the EU.' } }],
        },
      })
      .expect(201);
    await agent.post(`/api/clients/${clientId}/schemas/${manual.body.id}/publish`).expect(200);
    const refused = await agent
      .post(`/api/clients/${clientId}/bulk-runs/${run.id}/publish`)
      .send({ itemIds: [run.items[0]!.id] })
      .expect(400);
    expect(refused.body.details.itemIds._errors[0]).to.equal(
      `${url} already has a published FAQPage schema ("Shipping FAQ"): pause it or update it instead of publishing a second one`,
    );
    const published = (await agent.get(`/api/clients/${clientId}/schemas?status=published`).expect(200)).body.items as { id: string }[];
    expect(published.map((schema) => schema.id)).to.deep.equal([manual.body.id]);
  });

  it('plan gates: Free plan_required, Pro 10 URLs per run, Agency 100, with details', async () => {
    const free = await owner('free');
    const gated = await free.agent
      .post(`/api/clients/${free.clientId}/bulk-runs`)
      .send({ urls: [site.url('/product')] })
      .expect(403);
    expect(gated.body).to.deep.equal({ error: 'plan_required', details: { plan: 'pro', feature: 'bulkGeneration' } });
    const pro = await owner('pro');
    const eleven = Array.from({ length: 11 }, (_, i) => site.url(`/page/${i + 1}`));
    const over = await pro.agent.post(`/api/clients/${pro.clientId}/bulk-runs`).send({ urls: eleven }).expect(403);
    expectContract(over, 'post', '/api/clients/{clientId}/bulk-runs');
    expect(over.body).to.deep.equal({ error: 'limit_reached', details: { limit: 'bulkUrlsPerRun', max: 10, requested: 11, plan: 'pro' } });
    const sitemapOver = await pro.agent
      .post(`/api/clients/${pro.clientId}/bulk-runs`)
      .send({ sitemapUrl: site.url('/sitemap.xml') })
      .expect(403);
    expect(sitemapOver.body.details).to.include({ max: 10, requested: 12 });
    const agency = await owner('agency');
    const fromSitemap = await agency.agent
      .post(`/api/clients/${agency.clientId}/bulk-runs`)
      .send({ sitemapUrl: site.url('/sitemap.xml') })
      .expect(202);
    expect(fromSitemap.body.counts.total).to.equal(12);
    await waitForRun(agency.agent, agency.clientId, fromSitemap.body.id, (r) => r.status === 'completed');
    const tooMany = Array.from({ length: 101 }, (_, i) => `https://shop.example.com/p/${i}`);
    expect(
      (await agency.agent.post(`/api/clients/${agency.clientId}/bulk-runs`).send({ urls: tooMany }).expect(403)).body.details,
    ).to.include({ max: 100 });
  });

  it('validates input, and keeps runs inside their workspace (404)', async () => {
    const { agent, clientId } = await owner('pro');
    const bad = await agent
      .post(`/api/clients/${clientId}/bulk-runs`)
      .send({ urls: ['not a url', site.url('/product')] })
      .expect(400);
    expect(bad.body.details.urls._errors[0]).to.match(/Item 1/);
    await agent
      .post(`/api/clients/${clientId}/bulk-runs`)
      .send({ urls: [site.url('/a')], sitemapUrl: site.url('/sitemap.xml') })
      .expect(400);
    await agent.post(`/api/clients/${clientId}/bulk-runs`).send({}).expect(400);
    const sitemap404 = await agent
      .post(`/api/clients/${clientId}/bulk-runs`)
      .send({ sitemapUrl: site.url('/gone') })
      .expect(400);
    expect(sitemap404.body.error).to.match(/The sitemap could not be read/);
    const run = await agent
      .post(`/api/clients/${clientId}/bulk-runs`)
      .send({ urls: [site.url('/product')] })
      .expect(202);
    const other = await owner('pro');
    await other.agent.get(`/api/clients/${clientId}/bulk-runs/${run.body.id}`).expect(404);
    await other.agent.get(`/api/clients/${other.clientId}/bulk-runs/${run.body.id}`).expect(404);
    await other.agent
      .post(`/api/clients/${other.clientId}/bulk-runs/${run.body.id}/publish`)
      .send({ itemIds: [run.body.items[0].id] })
      .expect(404);
    await agent.get(`/api/clients/${clientId}/bulk-runs/nope`).expect(404);
  });

  it('cancels the queued URLs of a run, and retries failed ones', async () => {
    const { agent, clientId } = await owner('pro');
    site.setDelay(400);
    try {
      const urls = Array.from({ length: 10 }, (_, i) => site.url(`/page/${100 + i}`));
      const started = await agent.post(`/api/clients/${clientId}/bulk-runs`).send({ urls }).expect(202);
      await waitForRun(agent, clientId, started.body.id, (r) => r.counts.succeeded + r.counts.running > 0);
      const cancelled = await agent.post(`/api/clients/${clientId}/bulk-runs/${started.body.id}/cancel`).expect(200);
      expectContract(cancelled, 'post', '/api/clients/{clientId}/bulk-runs/{runId}/cancel');
      expect(cancelled.body.status).to.equal('cancelled');
      const settled = await waitForRun(agent, clientId, started.body.id, (r) => r.counts.running === 0);
      expect(settled.counts.cancelled).to.be.greaterThan(0);
      expect(settled.counts.succeeded + settled.counts.cancelled).to.equal(10);
      await new Promise((wait) => setTimeout(wait, 1000));
      const fetched = urls.filter((url) => site.hits.has(new URL(url).pathname)).length;
      expect(fetched, 'cancelled URLs are never fetched').to.equal(settled.counts.succeeded);
    } finally {
      site.setDelay(0);
    }
    const failing = await agent
      .post(`/api/clients/${clientId}/bulk-runs`)
      .send({ urls: [site.url('/later')] })
      .expect(202);
    const failed = await waitForRun(agent, clientId, failing.body.id, (r) => r.status === 'completed');
    expect(failed.items[0]!.status).to.equal('failed');
    const retried = await agent.post(`/api/clients/${clientId}/bulk-runs/${failed.id}/retry-failed`).expect(202);
    expect(retried.body.status).to.equal('running');
    const again = await waitForRun(agent, clientId, failed.id, (r) => r.status === 'completed');
    expect(again.items[0]!.status).to.equal('failed');
    expect(site.hits.get('/later')).to.equal(2);
  });
});
