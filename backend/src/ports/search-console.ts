import type { SearchConsoleProperty } from '../domain/search-console/search-console-property.js';

export interface SearchAnalyticsRow {
  /** The canonical URL Google files the data under. */
  page: string;
  day: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface SearchAnalyticsQuery {
  property: string;
  startDate: string;
  endDate: string;
  startRow: number;
  rowLimit: number;
  /** Only this exact page (used to backfill a newly tracked page). */
  page?: string;
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
  /** Exchanges the authorization code; fails with SearchConsoleGrantError when no refresh token comes back. */
  exchangeCode(code: string, codeVerifier: string): Promise<{ refreshToken: string }>;
  listProperties(refreshToken: string): Promise<SearchConsoleProperty[]>;
  /** One page of Search Analytics rows by page and date. */
  queryPageDays(refreshToken: string, query: SearchAnalyticsQuery): Promise<SearchAnalyticsRow[]>;
  /** Revokes the grant at Google; an already-dead grant counts as revoked. */
  revoke(refreshToken: string): Promise<void>;
}

/** The grant was revoked, expired or lost access to the property: only the owner reconnecting can fix it. */
export class SearchConsoleGrantError extends Error {
  override name = 'SearchConsoleGrantError';
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
