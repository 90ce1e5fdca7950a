import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { createBulkRunsRouter } from '../../../../src/adapters/http/bulk/bulk-runs-router.js';
import { errorHandler } from '../../../../src/adapters/http/error-handler.js';
import { InMemoryAiUsage } from '../../../../src/adapters/in-memory/in-memory-ai-usage.js';
import { InMemoryBulkRunRepository } from '../../../../src/adapters/in-memory/in-memory-bulk-run-repository.js';
import { InMemoryJobQueue } from '../../../../src/adapters/in-memory/in-memory-job-queue.js';
import { InMemoryPageFetcher } from '../../../../src/adapters/in-memory/in-memory-page-fetcher.js';
import { AiQuotaGate, DEFAULT_AI_QUOTAS } from '../../../../src/application/ai/ai-quotas.js';
import { CancelBulkRun } from '../../../../src/application/bulk/cancel-bulk-run.js';
import { GetBulkRun } from '../../../../src/application/bulk/get-bulk-run.js';
import { BULK_ITEM_JOB, ProcessBulkItem, type BulkItemJob } from '../../../../src/application/bulk/process-bulk-item.js';
import { PublishBulkResults } from '../../../../src/application/bulk/publish-bulk-results.js';
import { RetryFailedBulkItems } from '../../../../src/application/bulk/retry-failed-bulk-items.js';
import { StartBulkRun } from '../../../../src/application/bulk/start-bulk-run.js';
import { CreateClientSite } from '../../../../src/application/client-sites/create-client-site.js';
import type { Actor } from '../../../../src/application/shared/actor.js';
import { ScriptedPageReader, productExtraction } from '../../../support/bulk-fakes.js';
import { inMemoryWorld } from '../../../support/in-memory-world.js';
import { silentLogger } from '../../../support/loggers.js';

const shop = (path: string) => `https://shop.example.com${path}`;
const actor: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan: 'pro' };

/** The router on in-memory adapters, behind a stand-in for requireSession that signs everyone in as `actor`. */
async function bulkApp() {
  const w = inMemoryWorld();
  const runs = new InMemoryBulkRunRepository((id) => w.tables.schemas.rows.get(id)?.status ?? null);
  const jobs = new InMemoryJobQueue();
  const reader = new ScriptedPageReader();
  const sitemaps = { read: async () => ({ kind: 'urlset' as const, locations: [], truncated: false }) };
  const site = await new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock).execute(actor, { name: 'Shop', websiteUrl: shop('') });
  const process = new ProcessBulkItem(
    runs,
    reader,
    productExtraction,
    new AiQuotaGate(new InMemoryAiUsage(), DEFAULT_AI_QUOTAS),
    w.schemas,
    w.unitOfWork,
    w.clock,
    1,
    1,
  );
  const app = express();
  app.use((_req, res, next) => {
    res.locals.actor = actor;
    next();
  });
  app.use(
    '/api/clients/:clientId/bulk-runs',
    createBulkRunsRouter({
      startBulkRun: new StartBulkRun(w.sites, runs, jobs, new InMemoryPageFetcher(), sitemaps, w.ids, w.clock),
      getBulkRun: new GetBulkRun(w.sites, runs),
      cancelBulkRun: new CancelBulkRun(w.sites, runs, w.clock),
      retryFailedBulkItems: new RetryFailedBulkItems(w.sites, runs, jobs),
      publishBulkResults: new PublishBulkResults(w.sites, runs, w.schemas, w.unitOfWork, w.clock, w.history, w.ids),
      startLimit: (_req, _res, next) => next(),
    }),
  );
  app.use(errorHandler(silentLogger));
  return {
    app,
    reader,
    runsPath: `/api/clients/${site.id}/bulk-runs`,
    async work() {
      for (const job of jobs.take<BulkItemJob>(BULK_ITEM_JOB)) await process.handle(job.payload);
    },
  };
}

describe('HTTP edge: bulk runs router', () => {
  it('checks the body with joi before any use case: either urls (a non-empty list) or sitemapUrl', async () => {
    const { app, runsPath } = await bulkApp();
    const either = 'Give either urls (a list) or sitemapUrl';
    for (const [body, message] of [
      [{}, either],
      [{ urls: null, sitemapUrl: '' }, either],
      [{ urls: [shop('/a')], sitemapUrl: shop('/sitemap.xml') }, either],
      [{ urls: shop('/a') }, 'Expected a non-empty list of URLs'],
      [{ urls: [] }, 'Expected a non-empty list of URLs'],
    ] as const) {
      const res = await request(app).post(runsPath).send(body).expect(400);
      expect(res.body.details.urls._errors, JSON.stringify(body)).to.deep.equal([message]);
    }
    const bad = await request(app)
      .post(runsPath)
      .send({ urls: [shop('/a'), 'not a url'] })
      .expect(400);
    expect(bad.body.details.urls._errors[0]).to.match(/^Item 2: /);
  });

  it('answers the run as the API view: counts, per-URL rows, and where each draft stands now', async () => {
    const { app, runsPath, reader, work } = await bulkApp();
    reader.pages.set(shop('/a'), { title: 'Mug' });
    const started = await request(app)
      .post(runsPath)
      .send({ urls: [shop('/a'), shop('/gone')], ignored: true })
      .expect(202);
    expect(started.body).to.include({ status: 'running', finishedAt: null });
    expect(started.body.counts).to.deep.equal({ total: 2, queued: 2, running: 0, succeeded: 0, failed: 0, cancelled: 0 });
    expect(started.body.items[0]).to.deep.equal({
      id: started.body.items[0].id,
      url: shop('/a'),
      status: 'queued',
      schemaType: null,
      source: null,
      isValid: null,
      error: null,
      schemaId: null,
      schemaStatus: null,
      note: null,
      update: null,
    });
    await work();
    const run = (await request(app).get(`${runsPath}/${started.body.id}`).expect(200)).body;
    expect(run.status).to.equal('completed');
    expect(run.items.map((item: { status: string; schemaStatus: string | null }) => [item.status, item.schemaStatus])).to.deep.equal([
      ['succeeded', 'draft'],
      ['failed', null],
    ]);
    expect(run.items[0].schemaId).to.equal(run.items[0].id);
    await request(app).get(`${runsPath}/nope`).expect(404);
  });

  it('takes 1 to 100 item ids to publish, each an id, and answers the published schema ids', async () => {
    const { app, runsPath, reader, work } = await bulkApp();
    reader.pages.set(shop('/a'), { title: 'Mug' });
    const started = (
      await request(app)
        .post(runsPath)
        .send({ urls: [shop('/a')] })
        .expect(202)
    ).body;
    await work();
    const publish = `${runsPath}/${started.id}/publish`;
    const manyIds = Array.from({ length: 101 }, () => started.items[0].id);
    for (const body of [{}, { itemIds: [] }, { itemIds: ['nope'] }, { itemIds: [42] }, { itemIds: 'x' }, { itemIds: manyIds }]) {
      const res = await request(app).post(publish).send(body).expect(400);
      expect(res.body.details.itemIds._errors, JSON.stringify(body).slice(0, 80)).to.deep.equal(['Expected a list of 1 to 100 item ids']);
    }
    const published = await request(app)
      .post(publish)
      .send({ itemIds: [started.items[0].id] })
      .expect(200);
    expect(published.body).to.deep.equal({ published: [started.items[0].id] });
  });
});
