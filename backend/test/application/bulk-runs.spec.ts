import { expect } from 'chai';
import { InMemoryAiUsage } from '../../src/adapters/in-memory/in-memory-ai-usage.js';
import { InMemoryBulkRunRepository } from '../../src/adapters/in-memory/in-memory-bulk-run-repository.js';
import { InMemoryJobQueue } from '../../src/adapters/in-memory/in-memory-job-queue.js';
import { InMemoryPageFetcher } from '../../src/adapters/in-memory/in-memory-page-fetcher.js';
import { AiQuotaGate, DEFAULT_AI_QUOTAS } from '../../src/application/ai/ai-quotas.js';
import { CancelBulkRun } from '../../src/application/bulk/cancel-bulk-run.js';
import { GetBulkRun } from '../../src/application/bulk/get-bulk-run.js';
import { BULK_ITEM_JOB, ProcessBulkItem, type BulkItemJob } from '../../src/application/bulk/process-bulk-item.js';
import { PublishBulkResults } from '../../src/application/bulk/publish-bulk-results.js';
import { RetryFailedBulkItems } from '../../src/application/bulk/retry-failed-bulk-items.js';
import { StartBulkRun } from '../../src/application/bulk/start-bulk-run.js';
import { CreateClientSite } from '../../src/application/client-sites/create-client-site.js';
import type { Actor } from '../../src/application/shared/actor.js';
import type { BulkRun } from '../../src/domain/bulk/bulk-run.js';
import { LimitReachedError, NotFoundError, PlanRequiredError, ValidationError } from '../../src/domain/shared/domain-error.js';
import type { SitemapReader } from '../../src/ports/sitemap-reader.js';
import { ScriptedPageReader, productExtraction } from '../support/bulk-fakes.js';
import { inMemoryWorld } from '../support/in-memory-world.js';

const shop = (path: string) => `https://shop.example.com${path}`;

/** Dies once right after the draft is saved, before the item's result is written (the crash under test). */
class CrashingBulkRunRepository extends InMemoryBulkRunRepository {
  crashBeforeResult = false;

  override async save(run: BulkRun): Promise<boolean> {
    if (this.crashBeforeResult && run.items.some((item) => item.hasChanges() && item.status === 'succeeded')) {
      this.crashBeforeResult = false;
      throw new Error('worker killed');
    }
    return super.save(run);
  }
}

function setup(plan: Actor['plan'] = 'pro') {
  const w = inMemoryWorld();
  const runs = new CrashingBulkRunRepository((id) => w.tables.schemas.rows.get(id)?.status ?? null);
  const jobs = new InMemoryJobQueue();
  const reader = new ScriptedPageReader();
  const fetcher = new InMemoryPageFetcher();
  const sitemaps: SitemapReader = {
    async read(body) {
      const locations = [...new TextDecoder().decode(body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      return { kind: 'urlset', locations, truncated: false };
    },
  };
  const usage = new InMemoryAiUsage();
  const actor: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan };
  const process = new ProcessBulkItem(
    runs,
    reader,
    productExtraction,
    new AiQuotaGate(usage, DEFAULT_AI_QUOTAS),
    w.schemas,
    w.unitOfWork,
    w.clock,
    2,
    2,
  );
  return {
    w,
    runs,
    jobs,
    reader,
    fetcher,
    actor,
    createSite: () => new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock).execute(actor, { name: 'Shop', websiteUrl: shop('') }),
    start: new StartBulkRun(w.sites, runs, jobs, fetcher, sitemaps, w.ids, w.clock),
    get: new GetBulkRun(w.sites, runs),
    cancel: new CancelBulkRun(w.sites, runs, w.clock),
    retry: new RetryFailedBulkItems(w.sites, runs, jobs),
    publish: new PublishBulkResults(w.sites, runs, w.schemas, w.unitOfWork, w.clock, w.history, w.ids),
    process,
    /** Runs every queued item job, as the queue's workers would. */
    async work() {
      for (const job of jobs.take<BulkItemJob>(BULK_ITEM_JOB)) await process.handle(job.payload);
    },
  };
}

const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('Bulk runs (use cases)', () => {
  it('starts a run of queued URLs, one job per URL grouped by workspace, duplicates once', async () => {
    const s = setup();
    const site = await s.createSite();
    const { run, draftStatuses } = await s.start.execute(s.actor, site.id, { urls: [shop('/a'), shop('/b'), shop('/a')] });
    expect(run.status).to.equal('running');
    expect(run.items.map((item) => [item.subject, item.status])).to.deep.equal([
      [shop('/a'), 'queued'],
      [shop('/b'), 'queued'],
    ]);
    expect(draftStatuses.size).to.equal(0);
    expect(s.jobs.jobs.map((job) => [job.kind, job.payload, job.group])).to.deep.equal(
      run.items.map((item) => [BULK_ITEM_JOB, { itemId: item.id, runId: run.id }, 'w1']),
    );
  });

  it('starts from a sitemap, and refuses the Free plan, runs over the plan limit and bad URLs', async () => {
    const s = setup();
    const site = await s.createSite();
    s.fetcher.pages.set(shop('/sitemap.xml'), `<urlset><url><loc>${shop('/x')}</loc></url><url><loc>${shop('/y')}</loc></url></urlset>`);
    const { run } = await s.start.execute(s.actor, site.id, { sitemapUrl: shop('/sitemap.xml') });
    expect(run.items.map((item) => item.subject)).to.deep.equal([shop('/x'), shop('/y')]);
    const eleven = Array.from({ length: 11 }, (_, i) => shop(`/p${i}`));
    expect(await rejected(s.start.execute(s.actor, site.id, { urls: eleven }))).to.be.instanceOf(LimitReachedError);
    const bad = await rejected(s.start.execute(s.actor, site.id, { urls: ['not a url', shop('/ok')] }));
    expect(bad).to.be.instanceOf(ValidationError);
    expect((bad as ValidationError).fields.urls!._errors[0]).to.match(/^Item 1: /);
    const free = setup('free');
    const freeSite = await free.createSite();
    expect(await rejected(free.start.execute(free.actor, freeSite.id, { urls: [shop('/a')] }))).to.be.instanceOf(PlanRequiredError);
  });

  it('processes each URL into a draft whose id is its item id; a failing URL fails alone; the run completes', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.pages.set(shop('/a'), { title: 'Mug' });
    s.reader.pages.set(shop('/done'), { title: 'Cup', markedUp: true });
    const { run } = await s.start.execute(s.actor, site.id, { urls: [shop('/a'), shop('/gone'), shop('/done')] });
    await s.work();
    const { run: after, draftStatuses } = await s.get.execute(s.actor, site.id, run.id);
    expect(after.status).to.equal('completed');
    const [made, gone, done] = after.items;
    expect(made!.result).to.deep.equal({
      schemaType: 'Product',
      source: 'page-metadata',
      isValid: true,
      schemaId: made!.id,
      note: null,
      update: null,
    });
    expect(gone).to.include({ status: 'failed', error: 'The page answered HTTP 404', result: null });
    expect(done!.result).to.include({ schemaId: null, note: 'The page already carries complete Product markup; no draft was made.' });
    expect([...draftStatuses]).to.deep.equal([[made!.id, 'draft']]);
    const draft = s.w.tables.schemas.rows.get(made!.id)!;
    expect(draft).to.include({ name: 'Product: Mug', pageUrl: shop('/a'), status: 'draft', clientSiteId: site.id });
  });

  it('fails a URL that is not a page with the reader reason, without a retry, and goes on with the others', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.pages.set(shop('/a'), { title: 'Mug' });
    s.reader.unreadable.set(shop('/file.pdf'), 'It is not an HTML page (application/pdf)');
    const { run } = await s.start.execute(s.actor, site.id, { urls: [shop('/file.pdf'), shop('/a')] });
    await s.work();
    const { run: after } = await s.get.execute(s.actor, site.id, run.id);
    expect(after.items.map((item) => [item.status, item.attempts, item.error])).to.deep.equal([
      ['failed', 1, 'It is not an HTML page (application/pdf)'],
      ['succeeded', 1, null],
    ]);
    expect(after.status).to.equal('completed');
    expect(s.reader.requested).to.deep.equal([shop('/file.pdf'), shop('/a')]);
  });

  it('leaves an item running for the queue to retry when our own infrastructure fails, and gives up with a reason', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.pages.set(shop('/a'), { title: 'Mug' });
    const { run } = await s.start.execute(s.actor, site.id, { urls: [shop('/a')] });
    const job = s.jobs.take<BulkItemJob>(BULK_ITEM_JOB)[0]?.payload;
    s.reader.failNext = new Error('connection reset');
    expect(await rejected(s.process.handle(job!))).to.have.property('message', 'connection reset');
    expect((await s.get.execute(s.actor, site.id, run.id)).run.items[0]!.status).to.equal('running');
    await s.process.giveUp(job!, 'the job failed 3 times');
    const { run: after } = await s.get.execute(s.actor, site.id, run.id);
    expect(after.items[0]).to.include({ status: 'failed', error: 'Interrupted: the job failed 3 times.' });
    expect(after.status).to.equal('completed');
  });

  it('a worker killed between the draft and the item result leaves no duplicate draft after the retry', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.pages.set(shop('/a'), { title: 'Mug' });
    const { run } = await s.start.execute(s.actor, site.id, { urls: [shop('/a')] });
    const job = s.jobs.take<BulkItemJob>(BULK_ITEM_JOB)[0]?.payload;
    s.runs.crashBeforeResult = true;
    expect(await rejected(s.process.handle(job!))).to.have.property('message', 'worker killed');
    expect(s.w.tables.schemas.all(), 'the draft was saved').to.have.length(1);
    await s.process.handle(job!); // the queue hands the job out again
    const { run: after } = await s.get.execute(s.actor, site.id, run.id);
    expect(after.items[0]).to.include({ status: 'succeeded', attempts: 2 });
    expect(after.items[0]!.result).to.include({ schemaId: after.items[0]!.id, note: null });
    expect(s.w.tables.schemas.all().map((schema) => schema.id)).to.deep.equal([after.items[0]!.id]);
  });

  it('cancels the queued URLs (never read afterwards), idempotently; a running one finishes', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.pages.set(shop('/a'), { title: 'Mug' });
    const { run } = await s.start.execute(s.actor, site.id, { urls: [shop('/a'), shop('/b'), shop('/c')] });
    const [first, ...rest] = s.jobs.take<BulkItemJob>(BULK_ITEM_JOB).map((job) => job.payload);
    let release!: () => void;
    s.reader.hold = new Promise((resolve) => (release = resolve));
    const working = s.process.handle(first!); // a worker has taken the first URL and is reading it
    await new Promise((resolve) => setImmediate(resolve));
    const { run: cancelled } = await s.cancel.execute(s.actor, site.id, run.id);
    expect(cancelled.status).to.equal('cancelled');
    expect(cancelled.items.map((item) => item.status)).to.deep.equal(['running', 'cancelled', 'cancelled']);
    expect((await s.cancel.execute(s.actor, site.id, run.id)).run.status).to.equal('cancelled');
    release();
    await working;
    for (const job of rest) await s.process.handle(job);
    const { run: after } = await s.get.execute(s.actor, site.id, run.id);
    expect(after.items.map((item) => item.status)).to.deep.equal(['succeeded', 'cancelled', 'cancelled']);
    expect(s.reader.requested).to.deep.equal([shop('/a')]);
    expect(after.status).to.equal('cancelled');
  });

  it('retries the failed URLs: queued again with a job each, the run running until they settle', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.pages.set(shop('/a'), { title: 'Mug' });
    const { run } = await s.start.execute(s.actor, site.id, { urls: [shop('/a'), shop('/later')] });
    await s.work();
    s.reader.pages.set(shop('/later'), { title: 'Bowl' });
    const { run: retried } = await s.retry.execute(s.actor, site.id, run.id);
    expect(retried.status).to.equal('running');
    expect(retried.items.map((item) => item.status)).to.deep.equal(['succeeded', 'queued']);
    expect(s.jobs.jobs.map((job) => job.payload)).to.deep.equal([{ itemId: retried.items[1]!.id, runId: run.id }]);
    await s.work();
    const { run: after } = await s.get.execute(s.actor, site.id, run.id);
    expect(after.status).to.equal('completed');
    expect(after.items.map((item) => [item.status, item.attempts])).to.deep.equal([
      ['succeeded', 1],
      ['succeeded', 2],
    ]);
    expect((await s.retry.execute(s.actor, site.id, run.id)).run.status, 'nothing failed: nothing changes').to.equal('completed');
  });

  it('publishes the chosen drafts together; an item without a draft publishes nothing; other workspaces see no run', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.pages.set(shop('/a'), { title: 'Mug' });
    s.reader.pages.set(shop('/b'), { title: 'Cup' });
    const { run } = await s.start.execute(s.actor, site.id, { urls: [shop('/a'), shop('/b'), shop('/gone')] });
    await s.work();
    const [a, b, gone] = (await s.get.execute(s.actor, site.id, run.id)).run.items;
    const refused = await rejected(s.publish.execute(s.actor, site.id, run.id, [a!.id, gone!.id]));
    expect(refused).to.be.instanceOf(ValidationError);
    expect((refused as ValidationError).fields.itemIds!._errors[0]).to.equal(`No draft to publish for item(s) ${gone!.id}`);
    expect(s.w.tables.schemas.all().map((schema) => schema.status)).to.deep.equal(['draft', 'draft']);
    expect(await s.publish.execute(s.actor, site.id, run.id, [a!.id, b!.id])).to.deep.equal([a!.id, b!.id]);
    const { draftStatuses } = await s.get.execute(s.actor, site.id, run.id);
    expect([...draftStatuses.values()]).to.deep.equal(['published', 'published']);
    expect(s.w.tables.schemaEvents.all().map((event) => event.action)).to.deep.equal(['publish', 'publish']);
    const stranger: Actor = { userId: 'u2', workspaceId: 'w2', role: 'owner', plan: 'agency' };
    expect(await rejected(s.get.execute(stranger, site.id, run.id))).to.be.instanceOf(NotFoundError);
    expect(await rejected(s.get.execute(s.actor, site.id, 'nope'))).to.be.instanceOf(NotFoundError);
  });
});
