import { expect } from 'chai';
import { gzipSync } from 'node:zlib';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { UNREADABLE_PAGES, startHostileSite } from '../support/hostile-site.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';
import { waitForRun } from '../support/bulk-runs.js';

const SITEMAPS = {
  '/padded-sitemap.xml': { type: 'application/xml', body: `<urlset><url><loc>${' '.repeat(1_000_000)}`, expected: 422 as const },
  '/bomb-sitemap.xml.gz': { type: 'application/gzip', body: gzipSync(Buffer.alloc(64 * 1_048_576, 0x20)), expected: 422 as const },
  '/html-sitemap.xml': { body: '<html><body>Oops</body></html>', expected: 422 as const },
};

forEachDatabase('HTTP: pages that cannot be read answer 422 with the reason, never 500', (database) => {
  let site: Awaited<ReturnType<typeof startHostileSite>>;
  let service: Service;
  before(async () => {
    site = await startHostileSite({ ...UNREADABLE_PAGES, ...SITEMAPS });
    service = await startTestService(database, { SSRF_ALLOWED_ADDRESSES: '127.0.0.1', GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(async () => {
    await service.close();
    await site.close();
  });

  async function proOwner() {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'pro');
    return agent;
  }

  it('a bulk run fails each unreadable page with its reason instead of retrying it into "interrupted"', async () => {
    const agent = await proOwner();
    const { id: clientId } = await createSite(agent);
    const urls = Object.keys(UNREADABLE_PAGES).map((path) => site.url(path));
    const started = await agent.post(`/api/clients/${clientId}/bulk-runs`).send({ urls }).expect(202);
    const run = await waitForRun(agent, clientId, started.body.id, (r) => r.status !== 'running');
    expect(run.status).to.equal('completed');
    for (const item of run.items) {
      const expected = UNREADABLE_PAGES[new URL(item.url).pathname]!.expected;
      expect(item.status, item.url).to.equal(expected === 422 ? 'failed' : 'succeeded');
      if (expected === 422) expect(item.error, item.url).to.match(/^The page /);
    }
  });

  it('a sitemap that is padded, a decompression bomb or not XML answers 400 with the reason', async () => {
    const agent = await proOwner();
    const { id: clientId } = await createSite(agent);
    const reasons = [];
    for (const path of Object.keys(SITEMAPS)) {
      const res = await agent
        .post(`/api/clients/${clientId}/bulk-runs`)
        .send({ sitemapUrl: site.url(path) })
        .expect(400);
      reasons.push(res.body.error);
    }
    expect(reasons).to.deep.equal([
      'The sitemap is not well-formed XML (1:1000018: unclosed tag: loc).',
      'The sitemap is larger than 10 MB once decompressed.',
      'The file is not a sitemap: its root element is <html>, not <urlset> or <sitemapindex>.',
    ]);
  });

  for (const path of Object.keys(UNREADABLE_PAGES)) {
    it(`From URL and the copywriter on ${path}`, async () => {
      const agent = await proOwner();
      const requests = [
        { endpoint: '/api/generate-from-url', body: { url: site.url(path) } },
        {
          endpoint: '/api/copywriter/suggestions',
          body: { pageUrl: site.url(path), jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: 'Lamp' } },
        },
      ];
      for (const { endpoint, body } of requests) {
        const res = await agent.post(endpoint).send(body);
        expect(res.status, `${endpoint}: ${JSON.stringify(res.body)}`).to.equal(UNREADABLE_PAGES[path]!.expected);
        if (res.status === 422) expect(res.body.error).to.match(/^The page /);
      }
    });
  }
});
