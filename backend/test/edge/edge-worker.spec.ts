import { expect } from 'chai';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { editedPage, insertedBeforeHeadEnd } from '../support/edge-assertions.js';
import { ARTICLE_PAGE, FixtureOrigin } from '../support/edge-fixture-origin.js';
import { startEdgeWorker, workerScript, type EdgeWorker } from '../support/edge-worker.js';
import { listenOnLoopback, loopbackServer } from '../support/listening-service.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { articleJsonLd, createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const SITE = 'https://shop.example.com';
const PAGE = `${SITE}/blog/hello`;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/**
 * Generous for the functional specs: this machine is shared by many builds, and a missed budget would fail open
 * (correctly) and look like a missing insertion. The fail-open specs use the short one.
 */
const BUDGET_MS = 5000;
const SHORT_BUDGET_MS = 300;

forEachDatabase('Edge: the Cloudflare Worker in Miniflare, in front of a fixture origin', (database) => {
  let service: Service;
  let listening: Awaited<ReturnType<typeof listenOnLoopback>>;
  let origin: FixtureOrigin;
  let worker: EdgeWorker;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let clientId: string;

  const startWorker = async (serviceUrl: string, extra: Record<string, string> = {}, budgetMs = SHORT_BUDGET_MS) =>
    startEdgeWorker({
      script: await workerScript(),
      bindings: { SDN_CLIENT_ID: clientId, SDN_SERVICE_URL: serviceUrl, SDN_BUDGET_MS: String(budgetMs), ...extra },
      siteHosts: ['shop.example.com', 'www.shop.example.com'],
      originUrl: origin.origin,
    });

  before(async function () {
    // A database, the service and workerd starting on a machine shared with other builds.
    this.timeout(240_000);
    service = await startTestService(database);
    listening = await listenOnLoopback(service);
    origin = await FixtureOrigin.start();
    const email = uniqueEmail('edge');
    agent = await signedInAgent(service, email);
    // Pro: the specs save more than Free's five schemas.
    await setPlanWithCli(database, email, 'pro');
    clientId = (await createSite(agent, SITE)).id;
    worker = await startWorker(listening.url, {}, BUDGET_MS);
  });
  after(async () => {
    await worker?.dispose();
    await origin?.close();
    await listening?.close();
    await service?.close();
  });

  const viaWorker = async (url: string, init: RequestInit = {}, through = worker) => {
    const res = await through.mf.dispatchFetch(url, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual', ...init } as never);
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  const publish = async (pageUrl: string, jsonLd: object) => {
    const schema = await createSchema(agent, clientId, pageUrl, jsonLd);
    await agent.post(`/api/clients/${clientId}/schemas/${schema.id}/publish`).expect(200);
    return schema.id;
  };
  const schemaPath = (id: string) => `/api/clients/${clientId}/schemas/${id}`;

  it('puts exactly the published JSON-LD of the URL into <head>, never drafts or paused ones, the rest byte for byte', async () => {
    const published = articleJsonLd('Published </script><!-- & \u2028');
    const publishedId = await publish(PAGE, published);
    await createSchema(agent, clientId, PAGE, articleJsonLd('Draft'));
    const pausedId = await publish(PAGE, articleJsonLd('Paused'));
    await agent.post(`${schemaPath(pausedId)}/pause`).expect(200);

    const res = await viaWorker(PAGE);

    expect(res.status).to.equal(200);
    const { documents, markerUrl } = editedPage(res.body, ARTICLE_PAGE, clientId);
    expect(documents).to.deep.equal([published]);
    expect(markerUrl).to.equal(PAGE);
    expect(insertedBeforeHeadEnd(res.body)).to.equal(true);
    // The origin's validators described its own bytes; the edited page goes out without them.
    expect(res.headers.get('etag')).to.equal(null);
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    await agent.delete(schemaPath(publishedId)).expect(204);
    await agent.delete(schemaPath(pausedId)).expect(204);
  });

  it('never matches the query string, trailing slash or www variants of the URL', async () => {
    const id = await publish(PAGE, articleJsonLd('Exact only'));
    for (const variant of [`${PAGE}?utm_source=x`, `${PAGE}/`, PAGE.replace('shop.', 'www.shop.')]) {
      const { documents, markerUrl } = editedPage((await viaWorker(variant)).body, ARTICLE_PAGE, clientId);
      expect(documents, variant).to.deep.equal([]);
      expect(markerUrl).to.equal(variant);
    }
    expect(editedPage((await viaWorker(PAGE)).body, ARTICLE_PAGE, clientId).documents).to.deep.equal([articleJsonLd('Exact only')]);
    await agent.delete(schemaPath(id)).expect(204);
  });

  it('passes every answer that is not a 200 HTML page to a GET through byte for byte, headers included', async () => {
    await publish(`${SITE}/missing`, articleJsonLd('Not for a 404'));
    const cases: [string, RequestInit][] = [
      [`${SITE}/logo.png`, {}],
      [`${SITE}/data.json`, {}],
      [`${SITE}/missing`, {}],
      [`${SITE}/moved`, {}],
      [PAGE, { method: 'HEAD' }],
      [PAGE, { method: 'POST', body: 'a=1', headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' } }],
    ];
    for (const [url, init] of cases) {
      const res = await viaWorker(url, init);
      const expected = origin.answerFor(new URL(url).pathname);
      const label = `${init.method ?? 'GET'} ${url}`;
      expect(res.status, label).to.equal(expected.status);
      expect(res.body.equals(init.method === 'HEAD' ? Buffer.alloc(0) : expected.body), label).to.equal(true);
      for (const [name, value] of Object.entries(expected.headers)) expect(res.headers.get(name), `${label} ${name}`).to.equal(value);
    }
  });

  it('inserts into a page without a <head> tag (first in <body>) and leaves other encodings byte for byte', async () => {
    const id = await publish(`${SITE}/no-head`, articleJsonLd('Headless'));
    const bare = await viaWorker(`${SITE}/no-head`);
    expect(editedPage(bare.body, origin.answerFor('/no-head').body, clientId).documents).to.deep.equal([articleJsonLd('Headless')]);
    const latin1 = await viaWorker(`${SITE}/latin1`);
    expect(editedPage(latin1.body, origin.answerFor('/latin1').body, clientId).documents).to.deep.equal([]);
    await agent.delete(schemaPath(id)).expect(204);
  });

  it('shows publish, edit and pause on the very next request', async () => {
    const url = `${SITE}/fresh`;
    const served = async () => editedPage((await viaWorker(url)).body, ARTICLE_PAGE, clientId).documents;
    expect(await served()).to.deep.equal([]);
    const schema = await createSchema(agent, clientId, url, articleJsonLd('One'));
    expect(await served()).to.deep.equal([]);
    await agent.post(`${schemaPath(schema.id)}/publish`).expect(200);
    expect(await served()).to.deep.equal([articleJsonLd('One')]);
    await agent
      .patch(schemaPath(schema.id))
      .send({ jsonLd: articleJsonLd('Two') })
      .expect(200);
    expect(await served()).to.deep.equal([articleJsonLd('Two')]);
    await agent.post(`${schemaPath(schema.id)}/pause`).expect(200);
    expect(await served()).to.deep.equal([]);
    await agent.post(`${schemaPath(schema.id)}/unpause`).expect(200);
    expect(await served()).to.deep.equal([articleJsonLd('Two')]);
    await agent.delete(schemaPath(schema.id)).expect(204);
    expect(await served()).to.deep.equal([]);
  });

  describe('fail-open', function () {
    // Each spec starts its own workerd.
    this.timeout(90_000);
    it('serves the origin page unchanged within the budget when the service does not answer, and logs why', async () => {
      const silent = await loopbackServer(() => {});
      const slow = await startWorker(silent.url);
      try {
        const started = Date.now();
        const res = await viaWorker(PAGE, {}, slow);
        const took = Date.now() - started;
        expect(res.body.equals(ARTICLE_PAGE)).to.equal(true);
        expect(res.headers.get('etag')).to.equal('"page-v1"');
        // Budget plus the origin and Miniflare's own round trips on a shared machine; the silent service would hold forever.
        expect(took).to.be.below(SHORT_BUDGET_MS + 1500);
        await waitFor(() =>
          slow.logs.some((line) => line.includes('"sdnEdge":"fail-open"') && line.includes(`${SHORT_BUDGET_MS} ms budget`)),
        );
      } finally {
        await slow.dispose();
        await silent.close();
      }
    });

    it('serves the origin page unchanged when the service is down or answers an error', async () => {
      const stopped = await loopbackServer(() => {});
      await stopped.close();
      const down = await startWorker(stopped.url);
      const erring = await loopbackServer((_req, res) => res.writeHead(503, { 'retry-after': '5' }).end());
      const failing = await startWorker(erring.url);
      // Something that is not the service at all (a wrong SDN_SERVICE_URL): its HTML never goes into the page.
      const wrong = await loopbackServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome</body></html>'),
      );
      const misdirected = await startWorker(wrong.url);
      try {
        // A refused connection: workerd throws, or (through Miniflare's outbound hook here) answers 502/503/500.
        for (const [edge, reason] of [
          [down, /unreachable|answered 50\d/],
          [failing, /answered 503/],
          [misdirected, /not delivery markup/],
        ] as const) {
          const res = await viaWorker(PAGE, {}, edge);
          expect(res.body.equals(ARTICLE_PAGE), String(reason)).to.equal(true);
          await waitFor(() => edge.logs.some((line) => line.includes('"sdnEdge":"fail-open"') && reason.test(line)));
        }
      } finally {
        await Promise.all([down.dispose(), failing.dispose(), misdirected.dispose(), erring.close(), wrong.close()]);
      }
    });

    it('passes pages through unchanged when its bindings are wrong, and says which', async () => {
      const misconfigured = await startWorker(listening.url, { SDN_CLIENT_ID: 'not-a-client-id' });
      try {
        expect((await viaWorker(PAGE, {}, misconfigured)).body.equals(ARTICLE_PAGE)).to.equal(true);
        await waitFor(() => misconfigured.logs.some((line) => line.includes('SDN_CLIENT_ID must be')));
      } finally {
        await misconfigured.dispose();
      }
    });
  });
});

async function waitFor(condition: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('the expected log line did not appear');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
