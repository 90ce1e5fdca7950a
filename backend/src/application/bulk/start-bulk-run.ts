import type { BulkRunView } from '@sdn/contracts';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
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
import { BULK_ITEM_JOB, type BulkItemJob } from './process-bulk-item.js';
import { sitemapUrls } from './sitemap-urls.js';
import { requireFeature } from '../../domain/plans/plan-features.js';

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
    private readonly find: (clientSiteId: string, runId: string) => Promise<BulkRunView | null>,
  ) {}

  async execute(actor: Actor, clientId: string, input: { urls: unknown; sitemapUrl: unknown }): Promise<BulkRunView> {
    requireFeature(actor.plan, 'bulkGeneration');
    const max = planLimits(actor.plan).bulkUrlsPerRun;
    const site = await accessibleSite(this.sites, actor, clientId);
    const urls = await this.urlsOf(input);
    if (urls.length > max) throw new LimitReachedError({ limit: 'bulkUrlsPerRun', max, requested: urls.length, plan: actor.plan });
    const runId = this.ids.newId();
    const items = urls.map((url) => ({ id: this.ids.newId(), url }));
    await this.runs.create({
      id: runId,
      workspaceId: actor.workspaceId,
      clientSiteId: site.id,
      createdBy: actor.userId,
      plan: actor.plan,
      items,
      now: this.clock.now(),
    });
    await this.jobs.enqueue<BulkItemJob>(
      BULK_ITEM_JOB,
      items.map((item) => ({ payload: { itemId: item.id, runId }, group: actor.workspaceId })),
    );
    return (await this.find(site.id, runId))!;
  }

  private async urlsOf(input: { urls: unknown; sitemapUrl: unknown }): Promise<string[]> {
    const hasUrls = input.urls !== undefined && input.urls !== null;
    const hasSitemap = input.sitemapUrl !== undefined && input.sitemapUrl !== null && input.sitemapUrl !== '';
    if (hasUrls === hasSitemap) throw new ValidationError(fieldErrors({ urls: ['Give either urls (a list) or sitemapUrl'] }));
    if (hasSitemap) {
      const sitemap = PageUrl.parse(input.sitemapUrl, 'sitemapUrl').value;
      return (await sitemapUrls(this.fetcher, this.sitemaps, sitemap)).filter((url) => PageUrl.problem(url) === null);
    }
    if (!Array.isArray(input.urls) || input.urls.length === 0)
      throw new ValidationError(fieldErrors({ urls: ['Expected a non-empty list of URLs'] }));
    const errors: string[] = [];
    const urls = input.urls.flatMap((url: unknown, index) => {
      const problem = PageUrl.problem(url);
      if (problem === null) return [url as string];
      errors.push(`Item ${index + 1}: ${problem}`);
      return [];
    });
    if (errors.length > 0) throw new ValidationError(fieldErrors({ urls: errors.slice(0, 10) }));
    return [...new Set(urls)];
  }
}
