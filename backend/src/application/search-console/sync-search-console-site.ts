import { isSyncable, type SearchConsoleConnection } from '../../domain/search-console/search-console-connection.js';
import { PageUrlMatcher } from '../../domain/search-console/page-url-match.js';
import { addDays, pacificDay } from '../../domain/search-console/search-days.js';
import type { PageDay } from '../../domain/search-console/search-metrics.js';
import type { Clock } from '../../ports/clock.js';
import type { JobKind } from '../../ports/job-queue.js';
import type { Logger } from '../../ports/logger.js';
import { SearchConsoleGrantError, type SearchAnalyticsQuery, type SearchAnalyticsRow } from '../../ports/search-console.js';
import type { SearchConsoleStore, UnmatchedPage } from '../../ports/search-console-store.js';
import { withBackoff, type BackoffPolicy } from './backoff.js';
import { SEARCH_CONSOLE_SYNC_JOB, type SearchConsoleSyncJob } from './request-search-console-sync.js';
import type { SearchConsoleGoogle } from './search-console-access.js';
import { RECONNECT_PROBLEM } from './with-grant.js';

export interface SyncSettings {
  /** Rows per Search Analytics request (Google allows up to 25,000). */
  rowLimit: number;
  /** Requests per sync for the whole property, a guard against a runaway property. */
  maxRequests: number;
  /** Pause between requests, keeping one sync well inside Google's per-site queries-per-minute quota. */
  requestIntervalMs: number;
  backoff: BackoffPolicy;
}

export const BACKFILL_DAYS = 90;
/** Days re-read before the last known day: Google revises its most recent figures. */
const REVISION_DAYS = 3;
/** Pages reported by Google without any schema, kept (by impressions) to show the owner. */
const UNMATCHED_WITHOUT_SCHEMA = 20;

/**
 * One site's sync, run as a background job. Reads Search Analytics by date and page for the property, paged, and
 * keeps the days of the pages that have (or had) a published schema, matched exactly as delivery matches URLs.
 * The first sync reads the last 90 days; later ones continue from the last day Google had, and a page tracked for
 * the first time gets its own 90 days so its publish can be compared with before. A dead grant marks the site
 * "reconnect needed" and ends the job without retries; a busy API is retried with backoff, then by the queue.
 */
export class SyncSearchConsoleSite implements JobKind<SearchConsoleSyncJob> {
  readonly name = SEARCH_CONSOLE_SYNC_JOB;
  readonly concurrency = 2;

  constructor(
    private readonly store: SearchConsoleStore,
    private readonly google: SearchConsoleGoogle | null,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: SyncSettings,
  ) {}

  async handle({ clientSiteId }: SearchConsoleSyncJob): Promise<void> {
    const connection = await this.store.find(clientSiteId);
    if (!this.google || !connection || !isSyncable(connection)) return;
    if (!(await this.store.claimSync(clientSiteId, 'running', this.clock.now()))) return;
    try {
      const dataUntil = await this.sync(this.google, connection);
      await this.finish(clientSiteId, { syncStatus: 'idle', lastSyncAt: this.clock.now(), lastSyncError: null, dataUntil });
    } catch (error) {
      if (error instanceof SearchConsoleGrantError) {
        this.logger.info({ clientSiteId }, 'search console grant is dead; the site needs a reconnect');
        await this.finish(clientSiteId, {
          status: 'reconnect_needed',
          problem: RECONNECT_PROBLEM,
          syncStatus: 'failed',
          lastSyncError: error.message,
        });
        return;
      }
      await this.finish(clientSiteId, { syncStatus: 'failed', lastSyncError: messageOf(error) });
      throw error;
    }
  }

  /** The queue gave up (retries exhausted or a dead worker): failed, keeping the last attempt's own error if any. */
  async giveUp({ clientSiteId }: SearchConsoleSyncJob, reason: string): Promise<void> {
    const current = await this.store.find(clientSiteId);
    if (current?.syncStatus === 'failed' && current.lastSyncError) return;
    await this.finish(clientSiteId, { syncStatus: 'failed', lastSyncError: reason });
  }

  /** Applies the outcome to the stored connection, unless it was disconnected meanwhile. */
  private async finish(clientSiteId: string, changes: Partial<SearchConsoleConnection>): Promise<void> {
    const current = await this.store.find(clientSiteId);
    if (current) await this.store.save({ ...current, ...changes, dataUntil: changes.dataUntil ?? current.dataUntil });
  }

  private async sync(google: SearchConsoleGoogle, connection: SearchConsoleConnection): Promise<string | null> {
    const siteId = connection.clientSiteId;
    const token = google.cipher.open(connection.refreshTokenSealed, siteId);
    const property = connection.propertyUrl!;
    const today = pacificDay(this.clock.now());
    const firstSync = connection.dataUntil === null;
    const startDate = firstSync ? addDays(today, -BACKFILL_DAYS) : addDays(connection.dataUntil!, -REVISION_DAYS);
    const pages = await this.store.publishedPageUrls(siteId);
    const matcher = new PageUrlMatcher(pages);
    const tracked = await this.store.trackedPages(siteId);

    let dataUntil = connection.dataUntil;
    // Keyed by page and day: the new pages' own backfill overlaps the property-wide window.
    const kept = new Map<string, PageDay>();
    const keep = (row: SearchAnalyticsRow) =>
      kept.set(`${row.day} ${row.page}`, {
        pageUrl: row.page,
        day: row.day,
        clicks: row.clicks,
        impressions: row.impressions,
        position: row.position,
      });
    const unmatched = new Map<string, UnmatchedPage>();
    for await (const row of this.rows(google, token, { property, startDate, endDate: today })) {
      if (dataUntil === null || row.day > dataUntil) dataUntil = row.day;
      if (matcher.matches(row.page)) {
        keep(row);
        continue;
      }
      const entry = unmatched.get(row.page) ?? { pageUrl: row.page, clicks: 0, impressions: 0, nearPageUrl: null, reason: '' };
      entry.clicks += row.clicks;
      entry.impressions += row.impressions;
      unmatched.set(row.page, entry);
    }

    // Pages whose schema was published after the first sync: their own 90 days, so "before" exists.
    const fresh = firstSync ? [] : pages.filter((page) => !tracked.has(page));
    for (const page of fresh) {
      for await (const row of this.rows(google, token, { property, startDate: addDays(today, -BACKFILL_DAYS), endDate: today, page })) {
        if (row.page === page) keep(row);
      }
    }
    await this.store.upsertDays(siteId, [...kept.values()]);
    await this.store.markTracked(siteId, firstSync ? pages : fresh, this.clock.now());
    await this.store.replaceUnmatched(siteId, explainUnmatched([...unmatched.values()], matcher));
    return dataUntil;
  }

  /** Every row of a query, page after page, each request paced and retried with backoff. */
  private async *rows(
    google: SearchConsoleGoogle,
    token: string,
    range: Omit<SearchAnalyticsQuery, 'startRow' | 'rowLimit'>,
  ): AsyncGenerator<SearchAnalyticsRow> {
    const { rowLimit, maxRequests, requestIntervalMs, backoff } = this.settings;
    for (let request = 0; request < maxRequests; request += 1) {
      if (request > 0 && requestIntervalMs > 0) await backoff.sleep(requestIntervalMs);
      const rows = await withBackoff(backoff, () => google.api.queryPageDays(token, { ...range, startRow: request * rowLimit, rowLimit }));
      yield* rows;
      if (rows.length < rowLimit) return;
    }
    this.logger.warn({ property: range.property, maxRequests }, 'search console sync stopped at its request limit');
  }
}

/** Near misses of a schema URL, each with its reason, then the busiest pages that have no schema at all. */
function explainUnmatched(pages: UnmatchedPage[], matcher: PageUrlMatcher): UnmatchedPage[] {
  const near: UnmatchedPage[] = [];
  const others: UnmatchedPage[] = [];
  for (const page of pages) {
    const miss = matcher.nearMiss(page.pageUrl);
    if (miss) near.push({ ...page, nearPageUrl: miss.schemaPageUrl, reason: miss.reason });
    else others.push({ ...page, reason: 'No schema is saved for this URL' });
  }
  others.sort((a, b) => b.impressions - a.impressions || a.pageUrl.localeCompare(b.pageUrl));
  return [...near, ...others.slice(0, UNMATCHED_WITHOUT_SCHEMA)];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : 'Search Console sync failed';
}
