import { BulkRun } from '../../domain/bulk/bulk-run.js';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
import { requireFeature } from '../../domain/plans/plan-features.js';
import { LimitReachedError, ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import { PageUrl } from '../../domain/shared/page-url.js';
import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { PageFetcher } from '../../ports/page-fetcher.js';
import type { SitemapReader } from '../../ports/sitemap-reader.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { reportOf, type BulkRunReport } from './bulk-run-report.js';
import { BULK_ITEM_JOB, type BulkItemJob } from './process-bulk-item.js';
import { sitemapUrls } from './sitemap-urls.js';

/** Pasted URLs (each judged by the one page-URL rule here, so every problem is named by its item) or a sitemap. */
export type BulkRunSource = { urls: readonly unknown[] } | { sitemapUrl: string };

/**
 * Starts a bulk run for one site: pasted URLs or a sitemap's, at most the plan's URLs per run (Pro 10, Agency 100).
 * Each URL becomes its own job, grouped by workspace so one workspace's run cannot take every worker.
 */
export class StartBulkRun {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
    private readonly jobs: JobQueue,
    private readonly fetcher: PageFetcher,
    private readonly sitemaps: SitemapReader,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, source: BulkRunSource): Promise<BulkRunReport> {
    requireFeature(actor.plan, 'bulkGeneration');
    const max = planLimits(actor.plan).bulkUrlsPerRun;
    const site = await accessibleSite(this.sites, actor, clientId);
    const urls = await this.urlsOf(source);
    if (urls.length > max) throw new LimitReachedError({ limit: 'bulkUrlsPerRun', max, requested: urls.length, plan: actor.plan });
    const run = BulkRun.start({
      id: this.ids.newId(),
      workspaceId: actor.workspaceId,
      clientSiteId: site.id,
      createdBy: actor.userId,
      plan: actor.plan,
      items: urls.map((url) => ({ id: this.ids.newId(), url })),
      now: this.clock.now(),
    });
    await this.runs.add(run);
    await this.jobs.enqueue<BulkItemJob>(
      BULK_ITEM_JOB,
      run.items.map((item) => ({ payload: { itemId: item.id, runId: run.id }, group: actor.workspaceId })),
    );
    return reportOf(this.runs, run);
  }

  private async urlsOf(source: BulkRunSource): Promise<string[]> {
    if ('sitemapUrl' in source) {
      const sitemap = PageUrl.parse(source.sitemapUrl, 'sitemapUrl').value;
      return (await sitemapUrls(this.fetcher, this.sitemaps, sitemap)).filter((url) => PageUrl.problem(url) === null);
    }
    const errors: string[] = [];
    const urls = source.urls.flatMap((url: unknown, index) => {
      const problem = PageUrl.problem(url);
      if (problem === null) return [url as string];
      errors.push(`Item ${index + 1}: ${problem}`);
      return [];
    });
    if (errors.length > 0) throw new ValidationError(fieldErrors({ urls: errors.slice(0, 10) }));
    return [...new Set(urls)];
  }
}
