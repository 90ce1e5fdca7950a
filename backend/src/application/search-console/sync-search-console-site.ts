import { isSyncable, type SearchConsoleConnection } from '../../domain/search-console/search-console-connection.js';
import { PageUrlMatcher } from '../../domain/search-console/page-url-match.js';
import { addDays, pacificDay } from '../../domain/search-console/search-days.js';
import { BACKFILL_DAYS, planReads, readWasCut } from '../../domain/search-console/sync-plan.js';
import type { Clock } from '../../ports/clock.js';
import type { JobKind } from '../../ports/job-queue.js';
import type { Logger } from '../../ports/logger.js';
import {
  SearchConsoleApiDisabledError,
  SearchConsoleGrantError,
  SearchConsolePropertyAccessError,
  SearchConsoleRateLimitError,
  type SearchAnalyticsQuery,
  type SearchAnalyticsRow,
} from '../../ports/search-console.js';
import type { SearchConsoleStore, UnmatchedPage } from '../../ports/search-console-store.js';
import { withBackoff, type BackoffPolicy } from './backoff.js';
import { SEARCH_CONSOLE_SYNC_JOB, type SearchConsoleSyncJob } from './request-search-console-sync.js';
import { API_DISABLED_PROBLEM, accessLostProblem, RATE_LIMITED_PROBLEM, type SearchConsoleGoogle } from './search-console-access.js';
import { RECONNECT_PROBLEM } from './with-grant.js';

export interface SyncSettings {
  /** Rows per Search Analytics request (Google allows up to 25,000); reads are sized so that every row fits. */
  rowLimit: number;
  /** Page reads per sync, a guard against a runaway site; what is left is read by the next sync. */
  maxRequests: number;
  /** Pause between requests, keeping one sync well inside Google's per-site queries-per-minute quota. */
  requestIntervalMs: number;
  backoff: BackoffPolicy;
}

/** Days probed for the property's last day of data (Google lags 1–3 days; a quiet property may lag more). */
const PROBE_DAYS = BACKFILL_DAYS + 5;
/** The busiest pages Google reports, over the last 28 days, checked for near misses and pages without a schema. */
const TOP_PAGES = 1000;
const TOP_PAGES_DAYS = 28;
/** Pages reported by Google without any schema, kept (by impressions) to show the owner. */
const UNMATCHED_WITHOUT_SCHEMA = 20;

/**
 * One site's sync, run as a background job. First the property's last day of data (one request by date), then the
 * pages that have (or had) a published schema, each with a `page` filter, several pages a request: a small page on a
 * large property is exact, whatever the property's size. Each page holds the 90 days ending on the last day Google
 * has (the 90-day view), and continues from the last days it holds; a sync that reaches its request limit ends
 * `partial` and the next one reads the rest. Last, the busiest pages, for near misses and pages without a schema.
 * A dead grant marks the site "reconnect needed"; lost access to the property marks it "access lost" (later syncs
 * keep trying); an API the operator has not enabled fails the sync with that message and changes nothing else; a
 * busy API is retried with backoff, then by the queue.
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
      const outcome = await this.sync(this.google, connection);
      await this.finish(clientSiteId, {
        status: 'connected',
        problem: null,
        syncStatus: outcome.left > 0 ? 'partial' : 'idle',
        lastSyncAt: this.clock.now(),
        lastSyncError:
          outcome.left > 0
            ? `Read ${outcome.done} of ${outcome.done + outcome.left} page groups (at most ${this.settings.maxRequests} per sync); the next sync reads the rest.`
            : null,
        dataUntil: outcome.dataUntil,
      });
    } catch (error) {
      if (error instanceof SearchConsoleGrantError) {
        this.logger.info({ clientSiteId }, 'search console grant is dead; its sites need a reconnect');
        await this.store.markGrantDead(connection.grantId, RECONNECT_PROBLEM, error.message);
        await this.finish(clientSiteId, {
          status: 'reconnect_needed',
          problem: RECONNECT_PROBLEM,
          syncStatus: 'failed',
          lastSyncError: error.message,
        });
        return;
      }
      if (error instanceof SearchConsolePropertyAccessError) {
        const problem = accessLostProblem(connection.propertyUrl!);
        await this.finish(clientSiteId, { status: 'access_lost', problem, syncStatus: 'failed', lastSyncError: problem });
        return;
      }
      if (error instanceof SearchConsoleApiDisabledError) {
        // The operator's set-up: every site fails the same way until the API is enabled, so no retries.
        this.logger.warn(
          { clientSiteId, err: error },
          'the Search Console API is disabled in the Google Cloud project of GOOGLE_CLIENT_ID; enable it',
        );
        await this.finish(clientSiteId, { syncStatus: 'failed', lastSyncError: API_DISABLED_PROBLEM });
        return;
      }
      const message = error instanceof SearchConsoleRateLimitError ? RATE_LIMITED_PROBLEM : messageOf(error);
      await this.finish(clientSiteId, { syncStatus: 'failed', lastSyncError: message });
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

  private async sync(
    google: SearchConsoleGoogle,
    connection: SearchConsoleConnection,
  ): Promise<{ dataUntil: string | null; done: number; left: number }> {
    const siteId = connection.clientSiteId;
    const ask = this.asker(google, google.cipher.open(connection.refreshTokenSealed, connection.grantId), connection.propertyUrl!);
    const today = pacificDay(this.clock.now());
    const probe = await ask({ startDate: addDays(today, -PROBE_DAYS), endDate: today, dimensions: ['date'], rowLimit: PROBE_DAYS + 1 });
    const lastDay = probe.reduce<string | null>((max, row) => (max === null || row.day > max ? row.day : max), null);
    const dataUntil =
      lastDay !== null && (connection.dataUntil === null || lastDay > connection.dataUntil) ? lastDay : connection.dataUntil;
    if (dataUntil === null) return { dataUntil, done: 0, left: 0 };

    const pages = await this.store.publishedPageUrls(siteId);
    const reads = planReads(pages, await this.store.pageCoverage(siteId), dataUntil, this.settings.rowLimit);
    const allowed = reads.slice(0, this.settings.maxRequests);
    let cut = 0;
    for (const read of allowed) {
      const wanted = new Set(read.pages);
      const rows = await ask({
        startDate: read.startDate,
        endDate: read.endDate,
        dimensions: ['date', 'page'],
        pages: read.pages,
        rowLimit: this.settings.rowLimit,
      });
      await this.store.upsertDays(
        siteId,
        rows
          .filter((row) => wanted.has(row.page))
          .map((row) => ({ pageUrl: row.page, day: row.day, clicks: row.clicks, impressions: row.impressions, position: row.position })),
      );
      if (readWasCut(rows.length, this.settings.rowLimit)) {
        // More rows than the read was sized for: some may be missing, so these days are not claimed held.
        cut += 1;
        this.logger.warn({ clientSiteId: siteId, pages: read.pages.length }, 'search console read came back full; not counted as held');
        continue;
      }
      // Stored as each read lands: a sync that stops later keeps what it has read.
      await this.store.saveCoverage(siteId, read.covered, this.clock.now());
    }
    if (reads.length > allowed.length)
      this.logger.warn(
        { clientSiteId: siteId, reads: reads.length, maxRequests: this.settings.maxRequests },
        'search console sync reached its request limit; the next sync continues',
      );

    const top = await ask({
      startDate: addDays(dataUntil, -(TOP_PAGES_DAYS - 1)),
      endDate: dataUntil,
      dimensions: ['page'],
      rowLimit: Math.min(TOP_PAGES, this.settings.rowLimit),
    });
    await this.store.replaceUnmatched(siteId, explainUnmatched(top, new PageUrlMatcher(pages)));
    return { dataUntil, done: allowed.length - cut, left: reads.length - allowed.length + cut };
  }

  /** A query on the property: paced, retried with backoff. */
  private asker(google: SearchConsoleGoogle, token: string, property: string) {
    const { requestIntervalMs, backoff } = this.settings;
    let first = true;
    return async (query: Omit<SearchAnalyticsQuery, 'property'>): Promise<SearchAnalyticsRow[]> => {
      if (!first && requestIntervalMs > 0) await backoff.sleep(requestIntervalMs);
      first = false;
      return withBackoff(backoff, () => google.api.query(token, { ...query, property }));
    };
  }
}

/** Near misses of a schema URL, each with its reason, then the busiest pages that have no schema at all. */
function explainUnmatched(rows: SearchAnalyticsRow[], matcher: PageUrlMatcher): UnmatchedPage[] {
  const near: UnmatchedPage[] = [];
  const others: UnmatchedPage[] = [];
  for (const row of rows) {
    if (matcher.matches(row.page)) continue;
    const page = { pageUrl: row.page, clicks: row.clicks, impressions: row.impressions };
    const miss = matcher.nearMiss(row.page);
    if (miss) near.push({ ...page, nearPageUrl: miss.schemaPageUrl, reason: miss.reason });
    else others.push({ ...page, nearPageUrl: null, reason: 'No schema is saved for this URL' });
  }
  others.sort((a, b) => b.impressions - a.impressions || a.pageUrl.localeCompare(b.pageUrl));
  return [...near, ...others.slice(0, UNMATCHED_WITHOUT_SCHEMA)];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : 'Search Console sync failed';
}
