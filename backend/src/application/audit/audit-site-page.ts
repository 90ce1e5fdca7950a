import type { AuditProposal } from '../../domain/audit/audit-page.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { claimAuditPage } from '../../domain/audit/audit.js';
import type { AuditRepository, RunningAudit } from '../../ports/audit-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { JobKind, JobQueue } from '../../ports/job-queue.js';
import type { PageAnalyser, PageAnalysis } from '../../ports/page-analyser.js';
import type { PageReader, PageSnapshot } from '../../ports/page-reader.js';
import type { RobotsTxtReader } from '../../ports/robots-rules.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { AiQuotaGate } from '../ai/ai-quotas.js';
import type { ExtractSchemaFromPage } from '../ai/extract-schema-from-page.js';
import { allSchemas, librarySchemaOfType } from '../shared/all-schemas.js';
import { completeAuditIfDone } from './audit-completion.js';
import { AUDIT_PAGE_JOB, pageJobs, type AuditPageJob } from './audit-jobs.js';
import { SiteScope, pagesFor } from './site-scope.js';

/** A site's Crawl-delay is honoured up to this; beyond it the audit would take hours. */
const MAX_CRAWL_DELAY_MS = 10_000;

/** What a page job knows while it works: the page and its audit. */
type AuditPageContext = RunningAudit & { pageId: string; url: string };

export interface AuditCrawlSettings {
  /** Time between two fetches from one site (the politeness delay), unless robots.txt asks for a longer Crawl-delay. */
  delayMs: number;
  /** Jobs one instance runs at once. */
  concurrency: number;
  /** Pages of one workspace's audits fetched at once by one instance: no workspace can hold every worker. */
  perWorkspace: number;
}

/**
 * One page of an audit: fetched through the SSRF-safe reader without leaving the site (an off-host redirect fails
 * the page unfetched), links followed when the site has no sitemap, every check run, and for the deep audit a
 * proposed draft where markup is missing or weak. A page that cannot be read fails alone; infrastructure errors
 * propagate so the queue retries the job.
 */
export class AuditSitePage implements JobKind<AuditPageJob> {
  readonly name = AUDIT_PAGE_JOB;
  readonly concurrency: number;
  readonly groupConcurrency: number;

  constructor(
    private readonly audits: AuditRepository,
    private readonly reader: PageReader,
    private readonly robots: RobotsTxtReader,
    private readonly analyser: PageAnalyser,
    private readonly schemas: SchemaRepository,
    private readonly extract: Pick<ExtractSchemaFromPage, 'execute'>,
    private readonly quota: AiQuotaGate,
    private readonly jobs: JobQueue,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly settings: AuditCrawlSettings,
  ) {
    this.concurrency = settings.concurrency;
    this.groupConcurrency = settings.perWorkspace;
  }

  async handle(job: AuditPageJob): Promise<void> {
    const { auditId, pageId } = job;
    if (!job.fetchAt && (await this.waitForSlot(job))) return;
    const found = await this.audits.findPage(pageId);
    if (!found || !claimAuditPage(found.audit.status, found.page, this.clock.now())) return; // cancelled, or done by an earlier attempt
    const { audit, page: item } = found;
    if (!(await this.audits.savePage(item))) return; // another worker, or a cancel, moved it first
    const page = { ...audit, pageId, url: item.subject };
    const scope = new SiteScope(page.websiteUrl, page.discovery === 'links' ? await this.rulesOf(page) : null);
    try {
      const snapshot = await this.reader.read(page.url, { followRedirect: (target) => scope.onHost(target) });
      if (page.discovery === 'links') await this.follow(page, scope, snapshot);
      const analysis = await this.analyser.analyse(snapshot, await this.delivered(page, snapshot.url));
      const proposal = page.deep && analysis.weakMarkup ? await this.propose(page, snapshot, analysis) : null;
      const { weakMarkup: _weak, ...result } = analysis;
      item.succeed({ ...result, proposal }, this.clock.now());
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      item.fail(error.message.replace(/\.?$/, '.'), this.clock.now());
    }
    await this.audits.savePage(item);
    await completeAuditIfDone(this.audits, this.clock, auditId);
  }

  /**
   * Takes the site's next fetch slot (politeness delay, or the site's Crawl-delay); when it lies ahead, the job is
   * queued again to start then, so the wait holds no worker and other workspaces' pages go on meanwhile.
   */
  private async waitForSlot(job: AuditPageJob): Promise<boolean> {
    const pace = { minimumGapMs: this.settings.delayMs, maxCrawlDelayMs: MAX_CRAWL_DELAY_MS };
    const slot = await this.audits.reserveFetchSlot(job.auditId, pace, this.clock.now());
    if (!slot) return false; // not running: the claim below finds nothing to do
    if (slot.getTime() <= this.clock.now().getTime()) return false;
    await this.jobs.enqueue<AuditPageJob>(AUDIT_PAGE_JOB, [
      { payload: { ...job, fetchAt: slot.toISOString() }, ...(job.workspaceId ? { group: job.workspaceId } : {}), startAfter: slot },
    ]);
    return true;
  }

  /** Only pages found by following links need robots.txt again: sitemap pages were judged at discovery. */
  private rulesOf(page: AuditPageContext) {
    return page.robotsTxt === null ? null : this.robots.read(`${new URL(page.websiteUrl).origin}/robots.txt`, page.robotsTxt);
  }

  async giveUp({ auditId, pageId }: AuditPageJob, reason: string): Promise<void> {
    const found = await this.audits.findPage(pageId);
    if (found?.page.isOpen()) {
      found.page.fail(`Interrupted: ${reason}.`, this.clock.now());
      await this.audits.savePage(found.page);
    }
    await completeAuditIfDone(this.audits, this.clock, auditId);
  }

  private async follow(page: AuditPageContext, scope: SiteScope, snapshot: PageSnapshot): Promise<void> {
    const links = [...new Set(snapshot.links.flatMap((link) => scope.page(link) ?? []))];
    const added = await this.audits.addPages(page.auditId, await pagesFor(links, scope, this.ids));
    await this.jobs.enqueue<AuditPageJob>(AUDIT_PAGE_JOB, pageJobs(page.auditId, page.workspaceId, added));
  }

  /** The published schemas this service delivers for the exact URL (as listed, and after redirects). */
  private async delivered(page: AuditPageContext, finalUrl: string): Promise<unknown[]> {
    const urls = [...new Set([page.url, finalUrl])];
    const found = await Promise.all(urls.map((pageUrl) => allSchemas(this.schemas, page.clientSiteId, { status: 'published', pageUrl })));
    return found.flat().map((schema) => schema.jsonLd);
  }

  /** The deep audit's draft; a used-up AI quota leaves the page without one (the audit itself goes on). */
  private async propose(page: AuditPageContext, snapshot: PageSnapshot, analysis: PageAnalysis): Promise<AuditProposal | null> {
    try {
      await this.quota.assertAvailable(page.workspaceId, page.plan, this.clock.now());
      const result = await this.extract.execute(snapshot, analysis.pageKind);
      await this.quota.spend(page.workspaceId, page.plan, this.clock.now(), result.usage);
      // A schema of this type already in the library for the page is the one to update: the proposal points at it,
      // so saving the audit's drafts never adds a second one.
      const existing = await librarySchemaOfType(this.schemas, page.clientSiteId, page.url, result.schemaType);
      return {
        schemaType: result.schemaType,
        source: result.source,
        jsonLd: result.jsonLd,
        isValid: result.validation.isValid,
        schemaId: existing?.id ?? null,
      };
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }
}
