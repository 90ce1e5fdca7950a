import type pg from 'pg';
import type { ConnectionStatus, SearchConsoleConnection, SyncStatus } from '../../domain/search-console/search-console-connection.js';
import type { PageDay } from '../../domain/search-console/search-metrics.js';
import type { PageCoverage } from '../../domain/search-console/sync-plan.js';
import type { SearchConsoleStore, UnmatchedPage } from '../../ports/search-console-store.js';

const CONNECTION = `
  select c.client_site_id, c.status, c.property_url, c.grant_id, g.refresh_token_sealed, c.connected_by, c.connected_at, c.sync_status,
         c.sync_requested_at, c.last_sync_at, c.last_sync_error, c.data_until::text as data_until, c.problem
  from search_console_connections c join search_console_grants g on g.id = c.grant_id where c.client_site_id = $1`;

/** A sync marked queued or running this long ago is presumed lost (its worker died); a new one may start. */
const STALE_SYNC = '30 minutes';
/** Rows per insert statement: keeps statements small (PGlite runs one at a time). */
const BATCH = 500;

/** Search-console data on the raw pool: small statements, figures keyed by (site, page, day). */
export class PgSearchConsoleStore implements SearchConsoleStore {
  constructor(private readonly pool: pg.Pool) {}

  async find(clientSiteId: string): Promise<SearchConsoleConnection | null> {
    const row = (await this.pool.query(CONNECTION, [clientSiteId])).rows[0];
    if (!row) return null;
    return {
      clientSiteId: row.client_site_id,
      status: row.status,
      propertyUrl: row.property_url,
      grantId: row.grant_id,
      refreshTokenSealed: row.refresh_token_sealed,
      connectedBy: row.connected_by,
      connectedAt: row.connected_at,
      syncStatus: row.sync_status,
      syncRequestedAt: row.sync_requested_at,
      lastSyncAt: row.last_sync_at,
      lastSyncError: row.last_sync_error,
      dataUntil: row.data_until,
      problem: row.problem,
    };
  }

  async statusesOf(clientSiteIds: readonly string[]): Promise<Map<string, ConnectionStatus>> {
    if (clientSiteIds.length === 0) return new Map();
    const { rows } = await this.pool.query(
      'select client_site_id, status from search_console_connections where client_site_id = any($1::uuid[])',
      [clientSiteIds],
    );
    return new Map(rows.map((row) => [row.client_site_id as string, row.status as ConnectionStatus]));
  }

  /** Saves the connection; its grant (and so the token) is saved on its own, by the grant store. */
  async save(c: SearchConsoleConnection): Promise<void> {
    await this.pool.query(
      `insert into search_console_connections (client_site_id, status, property_url, grant_id, connected_by, connected_at, sync_status,
         sync_requested_at, last_sync_at, last_sync_error, data_until, problem)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (client_site_id) do update set status = excluded.status, property_url = excluded.property_url,
         grant_id = excluded.grant_id, connected_by = excluded.connected_by, connected_at = excluded.connected_at,
         sync_status = excluded.sync_status, sync_requested_at = excluded.sync_requested_at, last_sync_at = excluded.last_sync_at,
         last_sync_error = excluded.last_sync_error, data_until = excluded.data_until, problem = excluded.problem`,
      [
        c.clientSiteId,
        c.status,
        c.propertyUrl,
        c.grantId,
        c.connectedBy,
        c.connectedAt,
        c.syncStatus,
        c.syncRequestedAt,
        c.lastSyncAt,
        c.lastSyncError,
        c.dataUntil,
        c.problem,
      ],
    );
  }

  async sitesOfGrant(grantId: string): Promise<string[]> {
    const rows = (await this.pool.query('select client_site_id from search_console_connections where grant_id = $1', [grantId])).rows;
    return rows.map((row) => row.client_site_id as string);
  }

  async markGrantDead(grantId: string, problem: string, error: string): Promise<void> {
    await this.pool.query(
      `update search_console_connections set status = 'reconnect_needed', problem = $2, last_sync_error = $3
        where grant_id = $1 and status in ('connected', 'access_lost')`,
      [grantId, problem, error],
    );
  }

  async reviveGrant(grantId: string): Promise<string[]> {
    const rows = (
      await this.pool.query(
        `update search_console_connections set status = 'connected', problem = null
          where grant_id = $1 and status = 'reconnect_needed' and property_url is not null returning client_site_id`,
        [grantId],
      )
    ).rows;
    return rows.map((row) => row.client_site_id as string);
  }

  async remove(clientSiteId: string): Promise<void> {
    for (const table of [
      'search_console_unmatched_pages',
      'search_console_tracked_pages',
      'search_console_page_days',
      'search_console_connections',
    ]) {
      await this.pool.query(`delete from ${table} where client_site_id = $1`, [clientSiteId]);
    }
  }

  async claimSync(clientSiteId: string, status: Extract<SyncStatus, 'queued' | 'running'>, at: Date): Promise<boolean> {
    // Queued -> running is the worker taking the job it was sent; otherwise a sync already under way wins.
    const result = await this.pool.query(
      `update search_console_connections set sync_status = $2, sync_requested_at = $3
        where client_site_id = $1 and (sync_status not in ('queued', 'running') or ($2 = 'running' and sync_status = 'queued')
          or sync_requested_at < $3::timestamptz - interval '${STALE_SYNC}')`,
      [clientSiteId, status, at],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async listSyncable(): Promise<string[]> {
    const rows = (
      await this.pool.query(
        // A site in the trash is not synced; restored, it is again (its connection stays with it meanwhile).
        `select c.client_site_id from search_console_connections c join client_sites s on s.id = c.client_site_id and s.deleted_at is null
          where c.status in ('connected', 'access_lost') and c.property_url is not null`,
      )
    ).rows;
    return rows.map((row) => row.client_site_id as string);
  }

  async upsertDays(clientSiteId: string, days: PageDay[]): Promise<void> {
    for (let start = 0; start < days.length; start += BATCH) {
      const batch = days.slice(start, start + BATCH);
      await this.pool.query(
        `insert into search_console_page_days (client_site_id, page_url, day, clicks, impressions, position)
         select $1, * from unnest($2::text[], $3::date[], $4::int[], $5::int[], $6::float8[])
         on conflict (client_site_id, page_url, day) do update
           set clicks = excluded.clicks, impressions = excluded.impressions, position = excluded.position`,
        [
          clientSiteId,
          batch.map((d) => d.pageUrl),
          batch.map((d) => d.day),
          batch.map((d) => d.clicks),
          batch.map((d) => d.impressions),
          batch.map((d) => d.position),
        ],
      );
    }
  }

  async listDays(clientSiteId: string, from: string, to: string): Promise<PageDay[]> {
    const rows = (
      await this.pool.query(
        `select page_url, day::text as day, clicks, impressions, position from search_console_page_days
        where client_site_id = $1 and day between $2 and $3 order by day, page_url`,
        [clientSiteId, from, to],
      )
    ).rows;
    return rows.map((row) => ({
      pageUrl: row.page_url,
      day: row.day,
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
    }));
  }

  async pageCoverage(clientSiteId: string): Promise<Map<string, { from: string; to: string }>> {
    const rows = (
      await this.pool.query(
        `select page_url, synced_from::text as synced_from, synced_to::text as synced_to from search_console_tracked_pages
          where client_site_id = $1 and synced_from is not null and synced_to is not null`,
        [clientSiteId],
      )
    ).rows;
    return new Map(rows.map((row) => [row.page_url as string, { from: row.synced_from as string, to: row.synced_to as string }]));
  }

  async saveCoverage(clientSiteId: string, covered: PageCoverage[], at: Date): Promise<void> {
    for (let start = 0; start < covered.length; start += BATCH) {
      const batch = covered.slice(start, start + BATCH);
      await this.pool.query(
        `insert into search_console_tracked_pages (client_site_id, page_url, backfilled_at, synced_from, synced_to)
         select $1, page_url, $2, synced_from, synced_to from unnest($3::text[], $4::date[], $5::date[]) as c(page_url, synced_from, synced_to)
         on conflict (client_site_id, page_url) do update
           set backfilled_at = excluded.backfilled_at, synced_from = excluded.synced_from, synced_to = excluded.synced_to`,
        [clientSiteId, at, batch.map((c) => c.pageUrl), batch.map((c) => c.from), batch.map((c) => c.to)],
      );
    }
  }

  async replaceUnmatched(clientSiteId: string, pages: UnmatchedPage[]): Promise<void> {
    await this.pool.query('delete from search_console_unmatched_pages where client_site_id = $1', [clientSiteId]);
    if (pages.length === 0) return;
    await this.pool.query(
      `insert into search_console_unmatched_pages (client_site_id, page_url, clicks, impressions, near_page_url, reason)
       select $1, * from unnest($2::text[], $3::int[], $4::int[], $5::text[], $6::text[])`,
      [
        clientSiteId,
        pages.map((p) => p.pageUrl),
        pages.map((p) => p.clicks),
        pages.map((p) => p.impressions),
        pages.map((p) => p.nearPageUrl),
        pages.map((p) => p.reason),
      ],
    );
  }

  async listUnmatched(clientSiteId: string): Promise<UnmatchedPage[]> {
    const rows = (
      await this.pool.query(
        `select page_url, clicks, impressions, near_page_url, reason from search_console_unmatched_pages
        where client_site_id = $1 order by near_page_url is null, impressions desc, page_url`,
        [clientSiteId],
      )
    ).rows;
    return rows.map((row) => ({
      pageUrl: row.page_url,
      clicks: row.clicks,
      impressions: row.impressions,
      nearPageUrl: row.near_page_url,
      reason: row.reason,
    }));
  }

  async publishedPageUrls(clientSiteId: string): Promise<string[]> {
    const rows = (
      await this.pool.query(
        `select page_url from schemas where client_site_id = $1 and status = 'published' and deleted_at is null
       union select page_url from schema_events where client_site_id = $1 and action in ('publish', 'unpause')`,
        [clientSiteId],
      )
    ).rows;
    return rows.map((row) => row.page_url as string).sort();
  }
}
