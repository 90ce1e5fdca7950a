import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEdgeHandler, schemaDeliveryMiddleware } from '@sdn/edge/node';
import { expect } from 'chai';
import express from 'express';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { editedPage } from '../support/edge-assertions.js';
import { ARTICLE_PAGE, FixtureOrigin } from '../support/edge-fixture-origin.js';
import { listenOnLoopback, loopbackServer } from '../support/listening-service.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { articleJsonLd, createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const SITE = 'https://shop.example.com';
const PAGE = `${SITE}/blog/hello`;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** Generous for the functional specs on a shared machine; the fail-open specs use the short one. */
const BUDGET_MS = 5000;
const SHORT_BUDGET_MS = 300;

forEachDatabase('Edge: the Node middleware and fetch handler', (database) => {
  let service: Service;
  let listening: Awaited<ReturnType<typeof listenOnLoopback>>;
  let origin: FixtureOrigin;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let clientId: string;
  let published: object;

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
    published = articleJsonLd('Via Node </script>');
    const schema = await createSchema(agent, clientId, PAGE, published);
    await agent.post(`/api/clients/${clientId}/schemas/${schema.id}/publish`).expect(200);
    await createSchema(agent, clientId, PAGE, articleJsonLd('Draft'));
  });
  after(async () => {
    await origin?.close();
    await listening?.close();
    await service?.close();
  });

  /**
   * An Express site with the middleware in front of three ways of answering: the fixture's bytes through
   * writeHead + end, Express's res.send, and a body written in small chunks.
   */
  async function expressSite(
    serviceUrl: string,
    logs: string[] = [],
    budgetMs = BUDGET_MS,
  ): Promise<{ url: string; close(): Promise<void> }> {
    const app = express();
    app.use(
      schemaDeliveryMiddleware({
        clientId,
        serviceUrl,
        budgetMs,
        publicOrigin: SITE,
        logger: (event) => logs.push(JSON.stringify(event)),
      }),
    );
    app.get('/sent', (_req, res) => void res.type('html').send(ARTICLE_PAGE.toString('utf8')));
    app.get('/chunked', (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      for (let at = 0; at < ARTICLE_PAGE.length; at += 7) res.write(ARTICLE_PAGE.subarray(at, at + 7));
      res.end();
    });
    app.use((req, res) => {
      const answer = origin.answerFor(req.path);
      res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    });
    const server: Server = createServer(app);
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise((done) => server.close(() => done())),
    };
  }

  const get = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual', ...init });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('Express: inserts exactly the published JSON-LD of the public URL, whatever way the app writes the page', async () => {
    const site = await expressSite(listening.url);
    try {
      const direct = await get(`${site.url}/blog/hello`);
      expect(editedPage(direct.body, ARTICLE_PAGE, clientId).documents).to.deep.equal([published]);
      expect(direct.headers.get('etag')).to.equal(null);
      for (const path of ['/sent', '/chunked', '/blog/hello?x=1', '/blog/hello/']) {
        const { documents, markerUrl } = editedPage((await get(`${site.url}${path}`)).body, ARTICLE_PAGE, clientId);
        expect(documents, path).to.deep.equal([]);
        expect(markerUrl).to.equal(`${SITE}${path}`);
      }
    } finally {
      await site.close();
    }
  });

  it('Express: every other answer passes byte for byte', async () => {
    const site = await expressSite(listening.url);
    try {
      for (const [path, init] of [
        ['/logo.png', {}],
        ['/data.json', {}],
        ['/missing', {}],
        ['/moved', {}],
        ['/blog/hello', { method: 'HEAD' }],
      ] as const) {
        const res = await get(`${site.url}${path}`, init);
        const expected = origin.answerFor(path);
        expect(res.status, path).to.equal(expected.status);
        expect(res.body.equals('method' in init ? Buffer.alloc(0) : expected.body), path).to.equal(true);
        for (const [name, value] of Object.entries(expected.headers)) expect(res.headers.get(name), `${path} ${name}`).to.equal(value);
      }
    } finally {
      await site.close();
    }
  });

  it('Express: a silent or failing service leaves the page as rendered, within the budget, and logs why', async () => {
    const silent = await loopbackServer(() => {});
    const failing = await loopbackServer((_req, res) => res.writeHead(500).end());
    const logs: string[] = [];
    const slowSite = await expressSite(silent.url, logs, SHORT_BUDGET_MS);
    const failingSite = await expressSite(failing.url, logs, SHORT_BUDGET_MS);
    try {
      const started = Date.now();
      const slow = await get(`${slowSite.url}/blog/hello`);
      expect(Date.now() - started).to.be.below(SHORT_BUDGET_MS + 1000);
      expect(slow.body.equals(ARTICLE_PAGE)).to.equal(true);
      expect(slow.headers.get('etag')).to.equal('"page-v1"');
      expect((await get(`${failingSite.url}/sent`)).body.equals(ARTICLE_PAGE)).to.equal(true);
      expect(logs.some((line) => line.includes(`${SHORT_BUDGET_MS} ms budget`))).to.equal(true);
      expect(logs.some((line) => line.includes('answered 500'))).to.equal(true);
    } finally {
      await Promise.all([slowSite.close(), failingSite.close(), silent.close(), failing.close()]);
    }
  });

  it('fetch handler: the same rules for Web-standard runtimes', async () => {
    const logs: string[] = [];
    const edge = createEdgeHandler({
      clientId,
      serviceUrl: listening.url,
      budgetMs: BUDGET_MS,
      logger: (event) => logs.push(event.reason),
    });
    const upstream = (request: Request) =>
      fetch(new URL(new URL(request.url).pathname, origin.origin), { method: request.method, redirect: 'manual' });
    const through = async (url: string, init: RequestInit = {}) => {
      const res = await edge.handle(new Request(url, { headers: { accept: BROWSER_ACCEPT }, ...init }), upstream);
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    };
    expect(editedPage((await through(PAGE)).body, ARTICLE_PAGE, clientId).documents).to.deep.equal([published]);
    expect(editedPage((await through(`${PAGE}?q=1`)).body, ARTICLE_PAGE, clientId).documents).to.deep.equal([]);
    for (const path of ['/logo.png', '/missing', '/moved']) {
      const res = await through(`${SITE}${path}`);
      expect(res.body.equals(origin.answerFor(path).body), path).to.equal(true);
    }
    const silent = await loopbackServer(() => {});
    try {
      const slow = createEdgeHandler({
        clientId,
        serviceUrl: silent.url,
        budgetMs: SHORT_BUDGET_MS,
        logger: (event) => logs.push(event.reason),
      });
      const res = await slow.handle(new Request(PAGE, { headers: { accept: BROWSER_ACCEPT } }), upstream);
      expect(Buffer.from(await res.arrayBuffer()).equals(ARTICLE_PAGE)).to.equal(true);
      expect(logs.some((reason) => reason.includes('budget'))).to.equal(true);
    } finally {
      await silent.close();
    }
  });
});
