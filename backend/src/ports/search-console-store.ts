import type { ConnectionStatus, SearchConsoleConnection, SyncStatus } from '../domain/search-console/search-console-connection.js';
import type { PageDay } from '../domain/search-console/search-metrics.js';
import type { PageCoverage } from '../domain/search-console/sync-plan.js';

export interface UnmatchedPage {
  pageUrl: string;
  clicks: number;
  impressions: number;
  /** The schema page URL it nearly matches, with why it did not; null for a page without any schema. */
  nearPageUrl: string | null;
  reason: string;
}

/** Connections, the daily figures of tracked pages and the last sync's unmatched pages, per client site. */
export interface SearchConsoleStore {
  find(clientSiteId: string): Promise<SearchConsoleConnection | null>;
  /** The connection status of each of these sites that has one (the portfolio's roll-up). */
  statusesOf(clientSiteIds: readonly string[]): Promise<Map<string, ConnectionStatus>>;
  /** Saves the connection (its grant is saved by the SearchConsoleGrantStore; `refreshTokenSealed` is read from it). */
  save(connection: SearchConsoleConnection): Promise<void>;
  sitesOfGrant(grantId: string): Promise<string[]>;
  /** The grant is dead: every site reading through it needs a reconnect. */
  markGrantDead(grantId: string, problem: string, error: string): Promise<void>;
  /** The grant has a fresh token: its sites waiting for a reconnect are connected again; answers their ids. */
  reviveGrant(grantId: string): Promise<string[]>;
  /** Removes the connection and everything synced for the site. */
  remove(clientSiteId: string): Promise<void>;
  /** Sets the sync status only if it is not already `queued` or `running`; false when a sync is under way. */
  claimSync(clientSiteId: string, status: Extract<SyncStatus, 'queued' | 'running'>, at: Date): Promise<boolean>;
  listSyncable(): Promise<string[]>;
  /** Inserts or replaces figures by (site, page, day). */
  upsertDays(clientSiteId: string, days: PageDay[]): Promise<void>;
  listDays(clientSiteId: string, from: string, to: string): Promise<PageDay[]>;
  /** The days each page's figures have been read for, by page URL. */
  pageCoverage(clientSiteId: string): Promise<Map<string, { from: string; to: string }>>;
  saveCoverage(clientSiteId: string, covered: PageCoverage[], at: Date): Promise<void>;
  replaceUnmatched(clientSiteId: string, pages: UnmatchedPage[]): Promise<void>;
  listUnmatched(clientSiteId: string): Promise<UnmatchedPage[]>;
  /** Page URLs that have or had a published schema (current published ones and any in the publish history). */
  publishedPageUrls(clientSiteId: string): Promise<string[]>;
}
