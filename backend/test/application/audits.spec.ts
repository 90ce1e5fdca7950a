import { expect } from 'chai';
import { InMemoryAiUsage } from '../../src/adapters/in-memory/in-memory-ai-usage.js';
import { InMemoryAuditRepository } from '../../src/adapters/in-memory/in-memory-audit-repository.js';
import { InMemoryJobQueue } from '../../src/adapters/in-memory/in-memory-job-queue.js';
import { InMemoryPageFetcher } from '../../src/adapters/in-memory/in-memory-page-fetcher.js';
import { AiQuotaGate, DEFAULT_AI_QUOTAS } from '../../src/application/ai/ai-quotas.js';
import { AUDIT_DISCOVERY_JOB, AUDIT_PAGE_JOB, type AuditDiscoveryJob, type AuditPageJob } from '../../src/application/audit/audit-jobs.js';
import { AuditSitePage } from '../../src/application/audit/audit-site-page.js';
import { CancelAudit } from '../../src/application/audit/cancel-audit.js';
import { DiscoverAuditPages } from '../../src/application/audit/discover-audit-pages.js';
import { GetAudit } from '../../src/application/audit/get-audit.js';
import { ListAudits } from '../../src/application/audit/list-audits.js';
import { SaveAuditDrafts } from '../../src/application/audit/save-audit-drafts.js';
import { DISALLOWED } from '../../src/application/audit/site-scope.js';
import { StartAudit } from '../../src/application/audit/start-audit.js';
import { CreateClientSite } from '../../src/application/client-sites/create-client-site.js';
import type { Actor } from '../../src/application/shared/actor.js';
import { ConflictError, PlanRequiredError } from '../../src/domain/shared/domain-error.js';
import type { PageAnalyser } from '../../src/ports/page-analyser.js';
import type { RobotsTxtReader } from '../../src/ports/robots-rules.js';
import type { SitemapReader } from '../../src/ports/sitemap-reader.js';
import { ScriptedPageReader, productExtraction } from '../support/bulk-fakes.js';
import { inMemoryWorld } from '../support/in-memory-world.js';

const shop = (path: string) => `https://shop.example.com${path}`;

/** `Disallow:` lines for every crawler; nothing else of robots.txt matters here. */
const robots: RobotsTxtReader = {
  userAgent: 'SDN-SDK-Verifier',
  async read(_url, text) {
    const disallowed = [...text.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]!);
    return {
      sitemaps: [],
      crawlDelayMs: null,
      allowed: async (urls) => urls.map((url) => !disallowed.some((path) => new URL(url).pathname.startsWith(path))),
    };
  },
};

const sitemaps: SitemapReader = {
  async read(body) {
    const locations = [...new TextDecoder().decode(body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    return { kind: 'urlset', locations, truncated: false };
  },
};

/** Marked-up pages score 100 with their markup; the others 40 with a missing-markup finding and weak markup. */
const analyser: PageAnalyser = {
  async analyse(page) {
    const markedUp = (page as unknown as { markedUp: boolean }).markedUp;
    return markedUp
      ? {
          score: 100,
          pageKind: 'product',
          markup: [{ source: 'json-ld', schemaType: 'Product', isValid: true }],
          findings: [],
          weakMarkup: false,
        }
      : {
          score: 40,
          pageKind: 'product',
          markup: [],
          findings: [
            { type: 'missing-markup', severity: 'warning', schemaType: 'Product', source: null, message: 'No markup', fix: 'Add it' },
          ],
          weakMarkup: true,
        };
  },
};

const sitemapOf = (...paths: string[]) => `<urlset>${paths.map((path) => `<url><loc>${shop(path)}</loc></url>`).join('')}</urlset>`;

function setup(plan: Actor['plan'] = 'agency') {
  const w = inMemoryWorld();
  const audits = new InMemoryAuditRepository((id) => w.tables.sites.rows.get(id)?.websiteUrl ?? null);
  const jobs = new InMemoryJobQueue();
  const fetcher = new InMemoryPageFetcher();
  const reader = new ScriptedPageReader();
  const actor: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan };
  const quota = new AiQuotaGate(new InMemoryAiUsage(), DEFAULT_AI_QUOTAS);
  const discover = new DiscoverAuditPages(audits, fetcher, robots, sitemaps, jobs, w.ids, w.clock);
  const page = new AuditSitePage(audits, reader, robots, analyser, w.schemas, productExtraction, quota, jobs, w.ids, w.clock, {
    delayMs: 0,
    concurrency: 1,
    perWorkspace: 1,
  });
  return {
    w,
    audits,
    jobs,
    fetcher,
    reader,
    actor,
    discover,
    page,
    createSite: () => new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock).execute(actor, { name: 'Shop', websiteUrl: shop('') }),
    start: new StartAudit(w.sites, audits, jobs, w.ids, w.clock, 10),
    get: new GetAudit(w.sites, audits),
    list: new ListAudits(w.sites, audits),
    cancel: new CancelAudit(w.sites, audits, w.clock),
    saveDrafts: new SaveAuditDrafts(w.sites, audits, w.schemas, w.unitOfWork, w.ids, w.clock),
    /** Runs the discovery job, as the queue's worker would. */
    async discoverAll() {
      for (const job of jobs.take<AuditDiscoveryJob>(AUDIT_DISCOVERY_JOB)) await discover.handle(job.payload);
    },
    /** Runs every queued page job (and those they add), as the queue's workers would. */
    async workPages() {
      for (let jobsLeft = jobs.take<AuditPageJob>(AUDIT_PAGE_JOB); jobsLeft.length > 0; jobsLeft = jobs.take<AuditPageJob>(AUDIT_PAGE_JOB))
        for (const job of jobsLeft) await page.handle(job.payload);
    },
  };
}

const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('Site audits (use cases)', () => {
  it('starts a running audit with one discovery job, one audit per site at a time, Agency only', async () => {
    const s = setup();
    const site = await s.createSite();
    const { audit, pages, pageWindow } = await s.start.execute(s.actor, site.id, { deep: false });
    expect([audit.status, audit.discovery, audit.deep, audit.maxPages]).to.deep.equal(['running', null, false, 10]);
    expect(pages).to.deep.equal([]);
    expect(pageWindow).to.deep.equal({ offset: 0, limit: 50, total: 0 });
    expect(s.jobs.jobs.map((job) => [job.kind, job.payload])).to.deep.equal([[AUDIT_DISCOVERY_JOB, { auditId: audit.id }]]);
    expect(await rejected(s.start.execute(s.actor, site.id, { deep: false }))).to.be.instanceOf(ConflictError);
    const pro = setup('pro');
    const proSite = await pro.createSite();
    expect(await rejected(pro.start.execute(pro.actor, proSite.id, { deep: false }))).to.be.instanceOf(PlanRequiredError);
  });

  it('discovers the sitemap pages, records robots-disallowed ones as skipped without fetching them, and queues the rest', async () => {
    const s = setup();
    const site = await s.createSite();
    s.fetcher.pages.set(shop('/robots.txt'), 'User-agent: *\nDisallow: /private\n');
    s.fetcher.pages.set(shop('/sitemap.xml'), sitemapOf('/a', '/private/b', '/c'));
    const { audit } = await s.start.execute(s.actor, site.id, { deep: false });
    await s.discoverAll();
    const { audit: found, pages } = await s.get.execute(s.actor, site.id, audit.id);
    expect(found.discovery).to.equal('sitemap');
    expect(pages.map((page) => [page.url, page.status, page.error])).to.deep.equal([
      [shop('/a'), 'queued', null],
      [shop('/private/b'), 'skipped', DISALLOWED],
      [shop('/c'), 'queued', null],
    ]);
    expect(s.jobs.jobs.map((job) => (job.payload as AuditPageJob).pageId)).to.deep.equal([pages[0]!.id, pages[2]!.id]);
    expect(s.jobs.jobs.every((job) => job.kind === AUDIT_PAGE_JOB && job.group === 'w1')).to.equal(true);
  });

  it('audits each page (done or failed with its reason) and completes with the score and coverage of the pages read', async () => {
    const s = setup();
    const site = await s.createSite();
    s.fetcher.pages.set(shop('/robots.txt'), 'Disallow: /private\n');
    s.fetcher.pages.set(shop('/sitemap.xml'), sitemapOf('/marked', '/bare', '/gone', '/private/x'));
    s.reader.pages.set(shop('/marked'), { title: 'Mug', markedUp: true });
    s.reader.pages.set(shop('/bare'), { title: 'Cup' });
    const { audit } = await s.start.execute(s.actor, site.id, { deep: false });
    await s.discoverAll();
    expect((await s.get.execute(s.actor, site.id, audit.id)).audit.status, 'pages still queued').to.equal('running');
    await s.workPages();
    const { audit: done, pages } = await s.get.execute(s.actor, site.id, audit.id);
    expect(pages.map((page) => [page.url, page.status, page.score])).to.deep.equal([
      [shop('/marked'), 'done', 100],
      [shop('/bare'), 'done', 40],
      [shop('/gone'), 'failed', null],
      [shop('/private/x'), 'skipped', null],
    ]);
    expect(pages[2]!.error).to.equal('The page answered HTTP 404.');
    expect(s.reader.requested, 'the skipped page is never fetched').to.not.include(shop('/private/x'));
    expect([done.status, done.score, done.coverage, done.finishedAt]).to.deep.equal(['completed', 70, 50, s.w.clock.now()]);
    expect(done.pageCounts).to.deep.equal({ found: 4, queued: 0, running: 0, done: 2, failed: 1, skipped: 1, cancelled: 0 });
    expect(done.issueCounts.bySeverity).to.deep.equal({ error: 0, warning: 1, info: 0 });
    expect((await s.list.execute(s.actor, site.id)).map((listed) => listed.id)).to.deep.equal([audit.id]);
  });

  it('fails the audit with the reason when no page of the site could be read, and moves no finished audit again', async () => {
    const s = setup();
    const site = await s.createSite();
    s.reader.unreadable.set(shop('/'), 'The page is a PDF, not HTML');
    const { audit } = await s.start.execute(s.actor, site.id, { deep: false });
    await s.discoverAll();
    await s.workPages();
    const { audit: failed, pages } = await s.get.execute(s.actor, site.id, audit.id);
    expect(failed.discovery, 'no sitemap: links from the home page').to.equal('links');
    expect(pages.map((page) => [page.url, page.status])).to.deep.equal([[shop('/'), 'failed']]);
    expect([failed.status, failed.score, failed.error]).to.deep.equal([
      'failed',
      null,
      'No page of the site could be read. The page is a PDF, not HTML.',
    ]);
    expect((await s.cancel.execute(s.actor, site.id, audit.id)).audit.status, 'cancel after the end changes nothing').to.equal('failed');
  });

  it('cancels: queued pages are dropped and never fetched, and the audit never completes after', async () => {
    const s = setup();
    const site = await s.createSite();
    s.fetcher.pages.set(shop('/sitemap.xml'), sitemapOf('/a', '/b'));
    s.reader.pages.set(shop('/a'), { title: 'A' });
    const { audit } = await s.start.execute(s.actor, site.id, { deep: false });
    await s.discoverAll();
    const cancelled = await s.cancel.execute(s.actor, site.id, audit.id);
    expect(cancelled.audit.status).to.equal('cancelled');
    expect(cancelled.pages.map((page) => page.status)).to.deep.equal(['cancelled', 'cancelled']);
    expect(cancelled.audit.pageCounts.cancelled).to.equal(2);
    await s.workPages();
    expect(s.reader.requested).to.deep.equal([]);
    expect((await s.get.execute(s.actor, site.id, audit.id)).audit.status).to.equal('cancelled');
    expect((await s.start.execute(s.actor, site.id, { deep: false })).audit.status, 'a new audit may start').to.equal('running');
  });

  it('the deep audit proposes markup for weak pages, saved as drafts once, all or those asked for', async () => {
    const s = setup();
    const site = await s.createSite();
    s.fetcher.pages.set(shop('/sitemap.xml'), sitemapOf('/marked', '/bare', '/plain'));
    s.reader.pages.set(shop('/marked'), { title: 'Mug', markedUp: true });
    s.reader.pages.set(shop('/bare'), { title: 'Cup' });
    s.reader.pages.set(shop('/plain'), { title: 'Bowl' });
    const { audit } = await s.start.execute(s.actor, site.id, { deep: true });
    await s.discoverAll();
    await s.workPages();
    const { pages, unsavedProposals } = await s.get.execute(s.actor, site.id, audit.id);
    expect(pages.map((page) => page.proposal?.schemaType ?? null)).to.deep.equal([null, 'Product', 'Product']);
    expect(unsavedProposals).to.equal(2);
    const first = await s.saveDrafts.execute(s.actor, site.id, audit.id, [pages[1]!.id]);
    expect(first.created).to.have.length(1);
    const rest = await s.saveDrafts.execute(s.actor, site.id, audit.id);
    expect(rest.created).to.have.length(1);
    expect((await s.saveDrafts.execute(s.actor, site.id, audit.id)).created, 'saved once').to.deep.equal([]);
    const drafts = [...s.w.tables.schemas.rows.values()];
    expect(drafts.map((schema) => [schema.status, schema.pageUrl]).sort()).to.deep.equal([
      ['draft', shop('/bare')],
      ['draft', shop('/plain')],
    ]);
    const after = await s.get.execute(s.actor, site.id, audit.id);
    expect(after.unsavedProposals).to.equal(0);
    expect(after.pages.map((page) => page.proposal?.schemaId ?? null)).to.deep.equal([null, first.created[0], rest.created[0]]);
  });
});
