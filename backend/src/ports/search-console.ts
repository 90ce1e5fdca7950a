import type { SearchConsoleProperty } from '../domain/search-console/search-console-property.js';

export interface SearchAnalyticsRow {
  /** The canonical URL Google files the data under ('' when the query is not split by page). */
  page: string;
  /** YYYY-MM-DD, Pacific time ('' when the query is not split by date). */
  day: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface SearchAnalyticsQuery {
  property: string;
  startDate: string;
  endDate: string;
  /** How rows are split: per day, per page, or per page and day. */
  dimensions: ('date' | 'page')[];
  /** Only these exact pages. */
  pages?: string[];
  /** At most this many rows; callers size queries so that every row fits (Google promises no order to page by). */
  rowLimit: number;
}

/**
 * Google Search Console, read-only, on behalf of the site owner's Google account. Every call that uses a grant
 * takes the refresh token; failures are one of the errors below so callers can tell a dead grant from a busy API.
 */
export interface SearchConsole {
  /** A fresh PKCE pair (RFC 7636, S256). */
  createPkce(): Promise<{ verifier: string; challenge: string }>;
  /** Google's consent page: read-only scope, offline access, the given `state` and PKCE challenge. */
  authorizationUrl(input: { state: string; codeChallenge: string }): string;
  /**
   * Exchanges the authorization code; fails with SearchConsoleGrantError when no refresh token comes back.
   * `googleAccount` is Google's stable id of the account that consented (null if Google sent none).
   */
  exchangeCode(code: string, codeVerifier: string): Promise<{ refreshToken: string; googleAccount: string | null }>;
  listProperties(refreshToken: string): Promise<SearchConsoleProperty[]>;
  /** Search Analytics rows (web search), split by the query's dimensions. */
  query(refreshToken: string, query: SearchAnalyticsQuery): Promise<SearchAnalyticsRow[]>;
  /** Revokes the grant at Google; an already-dead grant counts as revoked. */
  revoke(refreshToken: string): Promise<void>;
}

/** The grant was revoked or expired (or lacks the read scope): only the owner reconnecting can fix it. */
export class SearchConsoleGrantError extends Error {
  override name = 'SearchConsoleGrantError';
}

/** The grant works, but its Google account may no longer read this property (access removed in Search Console). */
export class SearchConsolePropertyAccessError extends Error {
  override name = 'SearchConsolePropertyAccessError';
}

/** The operator's Google Cloud project has the Search Console API disabled: no site can sync until they enable it. */
export class SearchConsoleApiDisabledError extends Error {
  override name = 'SearchConsoleApiDisabledError';
}

/** Google asked us to slow down (quota or rate limit); `retryAfterMs` when it said how long. */
export class SearchConsoleRateLimitError extends Error {
  override name = 'SearchConsoleRateLimitError';
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
  }
}

/** Anything else (network, 5xx): worth retrying later. */
export class SearchConsoleUnavailableError extends Error {
  override name = 'SearchConsoleUnavailableError';
}
