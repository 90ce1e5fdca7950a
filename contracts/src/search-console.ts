/** Search-console integration (Pro and Agency): connection, sync and performance per client site. */

/**
 * `reconnect_needed`: Google's grant is dead (revoked or expired), only "Reconnect" helps. `access_lost`: the Google
 * account can no longer read the property (access removed in Search Console); restoring it there heals the next sync.
 */
export type SearchConsoleStatus = 'not_connected' | 'choose_property' | 'connected' | 'access_lost' | 'reconnect_needed';
/** `partial`: the last sync read only part of what was due (its request limit); the next sync continues. */
export type SearchConsoleSyncStatus = 'idle' | 'queued' | 'running' | 'partial' | 'failed';

export interface SearchConsoleView {
  /** False when the service has no Google OAuth client configured; nothing else works then. */
  configured: boolean;
  status: SearchConsoleStatus;
  /** `https://example.com/` (URL prefix) or `sc-domain:example.com` (domain property). */
  property: string | null;
  /** Why the owner must act (with `reconnect_needed` or `access_lost`). */
  problem: string | null;
  sync: { status: SearchConsoleSyncStatus; lastSyncAt: string | null; error: string | null };
  /** The last day Google had data for (Pacific time), e.g. "2026-11-20"; null before the first sync. */
  dataUntil: string | null;
  /** Always shown next to figures. */
  freshness: string;
}

/**
 * Why connecting failed, as Google's callback tells the dashboard (`?searchConsole=error&reason=<code>`): a code the
 * dashboard turns into its own fixed text, never text taken from the address (anyone can send a link with any text).
 */
export const SEARCH_CONSOLE_CONNECT_FAILURES = [
  'not_started',
  'state_mismatch',
  'expired',
  'access_denied',
  'google_error',
  'no_code',
  'grant_refused',
  'api_disabled',
  'unavailable',
  'not_configured',
  'failed',
] as const;
export type SearchConsoleConnectFailure = (typeof SEARCH_CONSOLE_CONNECT_FAILURES)[number];

export interface SearchConsoleConnectResponse {
  /** Google's consent page; the browser goes there and comes back to the service's callback. */
  authorizationUrl: string;
}

export interface SearchConsolePropertyView {
  siteUrl: string;
  kind: 'url-prefix' | 'domain';
  permissionLevel: string;
  /** The property covers the site's website URL (only these can be chosen). */
  matchesSite: boolean;
}

export interface SearchConsolePropertiesResponse {
  items: SearchConsolePropertyView[];
}

export interface ChooseSearchConsolePropertyRequest {
  siteUrl: string;
}

export interface SearchMetricsView {
  clicks: number;
  impressions: number;
  ctr: number;
  position: number | null;
}

export interface SearchMetricsChangeView {
  /** Relative (0.25 = +25 %); null when the previous period had none. */
  clicks: number | null;
  impressions: number | null;
  /** Difference in CTR (0.01 = one percentage point). */
  ctr: number;
  /** Difference in average position (negative = moved up). */
  position: number | null;
}

export interface PerformancePageView extends SearchMetricsView {
  pageUrl: string;
  schemas: { id: string; name: string; schemaType: string }[];
  previous: SearchMetricsView;
  change: SearchMetricsChangeView;
}

export interface PublishEventView {
  day: string;
  occurredAt: string;
  action: 'publish' | 'pause' | 'unpause' | 'delete';
  schemaId: string;
  schemaName: string;
  pageUrl: string;
}

export interface PublishImpactView {
  schemaId: string;
  schemaName: string;
  schemaType: string;
  pageUrl: string;
  publishedOn: string;
  windowDays: number;
  before: { from: string; to: string; metrics: SearchMetricsView } | null;
  after: { from: string; to: string; metrics: SearchMetricsView } | null;
  change: SearchMetricsChangeView | null;
  caveats: string[];
}

export interface UnmatchedPageView {
  pageUrl: string;
  clicks: number;
  impressions: number;
  nearPageUrl: string | null;
  reason: string;
}

export interface SearchPerformanceReport {
  days: 28 | 90;
  from: string;
  to: string;
  /** False while the synced data does not reach back over the previous period: changes are not meaningful yet. */
  comparable: boolean;
  /**
   * The days the stored figures hold for every page with a published schema that has been read (null before any
   * read); days of the period outside it are not counted.
   */
  held: { from: string; to: string } | null;
  /** Pages with a published schema not read up to `to` yet (a partial sync; the next one continues). */
  pagesBehind: number;
  dataUntil: string | null;
  freshness: string;
  totals: SearchMetricsView & { previous: SearchMetricsView; change: SearchMetricsChangeView };
  pages: PerformancePageView[];
  series: { day: string; clicks: number; impressions: number }[];
  events: PublishEventView[];
  impacts: PublishImpactView[];
  unmatched: UnmatchedPageView[];
}
