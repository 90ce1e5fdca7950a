import type { AuditRepository } from '../../ports/audit-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { JobKind, JobQueue } from '../../ports/job-queue.js';
import { PageFetchError, type PageFetcher } from '../../ports/page-fetcher.js';
import type { RobotsRules, RobotsTxtReader } from '../../ports/robots-rules.js';
import type { SitemapReader } from '../../ports/sitemap-reader.js';
import { completeAuditIfDone } from './audit-completion.js';
import { AUDIT_DISCOVERY_JOB, AUDIT_PAGE_JOB, pageJobs, type AuditDiscoveryJob, type AuditPageJob } from './audit-jobs.js';
import { sitemapPages } from './sitemap-discovery.js';
import { SiteScope, pagesFor } from './site-scope.js';

/** Reads robots.txt (absent or unreadable: everything is allowed, as crawlers do). */
export async function robotsOf(
  fetcher: PageFetcher,
  reader: RobotsTxtReader,
  scope: SiteScope,
): Promise<{ rules: RobotsRules | null; text: string | null }> {
  const url = `${scope.origin}/robots.txt`;
  try {
    const answer = await fetcher.fetch(url, { followRedirect: (target) => scope.onHost(target) });
    if (answer.status < 200 || answer.status >= 300) return { rules: null, text: null };
    const text = answer.body.slice(0, 500_000);
    return { rules: await reader.read(url, text), text };
  } catch (error) {
    if (error instanceof PageFetchError) return { rules: null, text: null };
    throw error;
  }
}

/**
 * The first job of an audit: robots.txt, then the pages its sitemaps (or `/sitemap.xml`, indexes included) list,
 * else the home page, from which page jobs follow same-host links. One job per page follows.
 */
export class DiscoverAuditPages implements JobKind<AuditDiscoveryJob> {
  readonly name = AUDIT_DISCOVERY_JOB;
  readonly concurrency = 2;

  constructor(
    private readonly audits: AuditRepository,
    private readonly fetcher: PageFetcher,
    private readonly robots: RobotsTxtReader,
    private readonly sitemaps: SitemapReader,
    private readonly jobs: JobQueue,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async handle({ auditId }: AuditDiscoveryJob): Promise<void> {
    const audit = await this.audits.running(auditId);
    if (!audit) return; // cancelled, or finished by an earlier attempt
    if (audit.discovery) {
      // An earlier attempt stopped after recording discovery: send the queued pages again (claims are guarded).
      await this.jobs.enqueue<AuditPageJob>(AUDIT_PAGE_JOB, pageJobs(auditId, audit.workspaceId, await this.audits.queuedPages(auditId)));
      return completeAuditIfDone(this.audits, this.clock, auditId);
    }
    const { rules, text } = await robotsOf(this.fetcher, this.robots, new SiteScope(audit.websiteUrl, null));
    const scope = new SiteScope(audit.websiteUrl, rules);
    const listed = await sitemapPages(this.fetcher, this.sitemaps, scope, rules?.sitemaps ?? [], audit.maxPages);
    const discovery = listed.length > 0 ? 'sitemap' : 'links';
    const start = scope.page(audit.websiteUrl) ?? `${scope.origin}/`;
    await this.audits.recordDiscovery(auditId, discovery, text, rules?.crawlDelayMs ?? null);
    const added = await this.audits.addPages(auditId, await pagesFor(listed.length > 0 ? listed : [start], scope, this.ids));
    await this.jobs.enqueue<AuditPageJob>(AUDIT_PAGE_JOB, pageJobs(auditId, audit.workspaceId, added));
    await completeAuditIfDone(this.audits, this.clock, auditId);
  }

  async giveUp({ auditId }: AuditDiscoveryJob, reason: string): Promise<void> {
    const audit = await this.audits.find(auditId);
    if (audit?.interrupt(`Interrupted: ${reason}.`, this.clock.now())) await this.audits.save(audit);
  }
}
