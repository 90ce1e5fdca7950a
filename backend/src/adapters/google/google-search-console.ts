import { createHash } from 'node:crypto';
import { searchconsole, type searchconsole_v1 } from '@googleapis/searchconsole';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import type { SearchConsoleProperty } from '../../domain/search-console/search-console-property.js';
import {
  SearchConsoleApiDisabledError,
  SearchConsoleGrantError,
  SearchConsolePropertyAccessError,
  SearchConsoleRateLimitError,
  SearchConsoleUnavailableError,
  type SearchAnalyticsQuery,
  type SearchAnalyticsRow,
  type SearchConsole,
} from '../../ports/search-console.js';

export const SEARCH_CONSOLE_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';

export interface GoogleSearchConsoleSettings {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  /** Overrides for tests (loopback fakes); unset = Google's own endpoints. */
  authBaseUrl: string | null;
  tokenUrl: string | null;
  revokeUrl: string | null;
  apiRootUrl: string | null;
  timeoutMs: number;
}

// Google's reasons for "slow down" answers (403 in the older style, 429 in the newer).
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'dailyLimitExceeded', 'RESOURCE_EXHAUSTED']);
// The project has the API switched off (`accessNotConfigured` in the older style, `SERVICE_DISABLED` in ErrorInfo).
const API_DISABLED_REASONS = new Set(['accessNotConfigured', 'SERVICE_DISABLED', 'API_DISABLED']);
// The token lacks the scope: the grant itself must be renewed.
const SCOPE_REASONS = new Set(['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT']);
/** Grants whose OAuth client (and so access token) is kept; the least recently used beyond this is dropped. */
const CACHED_GRANTS = 500;

/**
 * The SearchConsole port on Google's own client libraries: google-auth-library's OAuth2Client for the web flow,
 * token refresh and revocation, @googleapis/searchconsole for the API. Retries are ours (the caller's backoff), so
 * the libraries' own retrying is off. A client per grant keeps one owner's token away from another's calls, and is
 * kept between calls: OAuth2Client reuses its access token until shortly before it expires, so a sync of 40 calls
 * refreshes once instead of 40 times.
 */
export class GoogleSearchConsole implements SearchConsole {
  /** API clients by a hash of the refresh token (the token itself is not a key anyone can log), oldest first. */
  private readonly clients = new Map<string, searchconsole_v1.Searchconsole>();

  constructor(private readonly settings: GoogleSearchConsoleSettings) {}

  async createPkce(): Promise<{ verifier: string; challenge: string }> {
    const { codeVerifier, codeChallenge } = await this.oauthClient().generateCodeVerifierAsync();
    return { verifier: codeVerifier, challenge: codeChallenge! };
  }

  authorizationUrl(input: { state: string; codeChallenge: string }): string {
    return this.oauthClient().generateAuthUrl({
      access_type: 'offline',
      // Always ask: Google only returns a refresh token on consent, and a reconnect needs a new one.
      prompt: 'consent',
      // `openid` adds an ID token whose `sub` tells Google accounts apart (no e-mail or profile is asked for).
      scope: ['openid', SEARCH_CONSOLE_SCOPE],
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
  }

  async exchangeCode(code: string, codeVerifier: string): Promise<{ refreshToken: string; googleAccount: string | null }> {
    const { tokens } = await this.call(null, () => this.oauthClient().getToken({ code, codeVerifier }));
    if (!tokens.refresh_token)
      throw new SearchConsoleGrantError('Google returned no refresh token; connect again and allow offline access');
    const scopes = (tokens.scope ?? SEARCH_CONSOLE_SCOPE).split(' ');
    if (!scopes.includes(SEARCH_CONSOLE_SCOPE)) throw new SearchConsoleGrantError('Read access to Search Console was not granted');
    return { refreshToken: tokens.refresh_token, googleAccount: accountOf(tokens.id_token, this.settings.clientId) };
  }

  async listProperties(refreshToken: string): Promise<SearchConsoleProperty[]> {
    const res = await this.call(refreshToken, () =>
      this.api(refreshToken).sites.list({}, { retry: false, timeout: this.settings.timeoutMs }),
    );
    return (res.data.siteEntry ?? [])
      .filter((entry): entry is { siteUrl: string; permissionLevel: string } => typeof entry.siteUrl === 'string')
      .map((entry) => ({ siteUrl: entry.siteUrl, permissionLevel: entry.permissionLevel ?? 'siteUnverifiedUser' }));
  }

  async query(refreshToken: string, query: SearchAnalyticsQuery): Promise<SearchAnalyticsRow[]> {
    const pages = query.pages ?? [];
    const requestBody: searchconsole_v1.Schema$SearchAnalyticsQueryRequest = {
      startDate: query.startDate,
      endDate: query.endDate,
      dimensions: query.dimensions,
      type: 'web',
      rowLimit: query.rowLimit,
      ...(pages.length > 0 && { dimensionFilterGroups: [{ groupType: 'and', filters: [pageFilter(pages)] }] }),
    };
    const res = await this.call(refreshToken, () =>
      this.api(refreshToken).searchanalytics.query(
        { siteUrl: query.property, requestBody },
        { retry: false, timeout: this.settings.timeoutMs },
      ),
    );
    const at = (dimension: 'date' | 'page', keys: string[] | null | undefined) => keys?.[query.dimensions.indexOf(dimension)] ?? '';
    return (res.data.rows ?? []).map((row) => ({
      day: query.dimensions.includes('date') ? at('date', row.keys) : '',
      page: query.dimensions.includes('page') ? at('page', row.keys) : '',
      clicks: row.clicks ?? 0,
      impressions: row.impressions ?? 0,
      position: row.position ?? 0,
    }));
  }

  async revoke(refreshToken: string): Promise<void> {
    this.clients.delete(grantKey(refreshToken));
    try {
      await this.call(null, () => this.oauthClient().revokeToken(refreshToken));
    } catch (error) {
      if (!(error instanceof SearchConsoleGrantError)) throw error;
    }
  }

  private oauthClient(refreshToken?: string): OAuth2Client {
    const s = this.settings;
    const client = new OAuth2Client({
      clientId: s.clientId,
      clientSecret: s.clientSecret,
      redirectUri: s.redirectUrl,
      endpoints: {
        ...(s.authBaseUrl && { oauth2AuthBaseUrl: s.authBaseUrl }),
        ...(s.tokenUrl && { oauth2TokenUrl: s.tokenUrl }),
        ...(s.revokeUrl && { oauth2RevokeUrl: s.revokeUrl }),
      },
    });
    if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
    return client;
  }

  /** The grant's API client, kept (most recently used last) so its access token is reused until it expires. */
  private api(refreshToken: string): searchconsole_v1.Searchconsole {
    const key = grantKey(refreshToken);
    let client = this.clients.get(key);
    if (client) this.clients.delete(key);
    else
      client = searchconsole({
        version: 'v1',
        auth: this.oauthClient(refreshToken),
        ...(this.settings.apiRootUrl && { rootUrl: this.settings.apiRootUrl }),
      });
    this.clients.set(key, client);
    if (this.clients.size > CACHED_GRANTS) this.clients.delete(this.clients.keys().next().value!);
    return client;
  }

  /**
   * Runs a library call and turns its failure into one of the port's errors. A dead grant's client is dropped, so a
   * reconnect's new token starts clean.
   */
  private async call<T>(refreshToken: string | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const translated = translate(error);
      if (refreshToken && translated instanceof SearchConsoleGrantError) this.clients.delete(grantKey(refreshToken));
      throw translated;
    }
  }
}

interface GoogleFailure {
  status?: number;
  response?: { status?: number; headers?: Headers | Record<string, string>; data?: unknown };
  message?: string;
}

/**
 * The Google account (`sub`) of the ID token that came with the tokens. It came straight from Google's token
 * endpoint over TLS in answer to our own code, so its signature need not be checked (OpenID Connect Core 3.1.3.7);
 * its audience must still be our client.
 */
function accountOf(idToken: string | null | undefined, clientId: string): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; aud?: unknown };
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    return typeof claims.sub === 'string' && claims.sub.length > 0 && audience.includes(clientId) ? claims.sub : null;
  } catch {
    return null;
  }
}

function grantKey(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url');
}

/**
 * Only these pages: one is an `equals` filter; several are one anchored regular expression (RE2) of their escaped
 * URLs, so a batch of pages costs one request. Google matches the regex against each page URL it reports.
 */
function pageFilter(pages: string[]): searchconsole_v1.Schema$ApiDimensionFilter {
  if (pages.length === 1) return { dimension: 'page', operator: 'equals', expression: pages[0]! };
  return { dimension: 'page', operator: 'includingRegex', expression: pageRegex(pages) };
}

export function pageRegex(pages: string[]): string {
  return `^(?:${pages.map((page) => page.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')).join('|')})$`;
}

interface ApiErrorBody {
  status?: string;
  message?: string;
  errors?: { reason?: string }[];
  details?: { reason?: string }[];
}

function translate(error: unknown): Error {
  const failure = (error ?? {}) as GoogleFailure;
  const status = failure.response?.status ?? failure.status;
  const data = failure.response?.data as { error?: string | ApiErrorBody } | undefined;
  const oauthError = typeof data?.error === 'string' ? data.error : null;
  const apiError = typeof data?.error === 'object' ? data.error : null;
  const reasons = [
    apiError?.status,
    ...(apiError?.errors ?? []).map((e) => e.reason),
    ...(apiError?.details ?? []).map((d) => d.reason),
  ].filter((r): r is string => !!r);
  const message = apiError?.message ?? oauthError ?? failure.message ?? 'Search Console request failed';
  if (status === 429 || reasons.some((reason) => RATE_REASONS.has(reason))) {
    return new SearchConsoleRateLimitError(message, retryAfterMs(failure.response?.headers));
  }
  // invalid_grant: the refresh token was revoked or expired; 401: no usable token; a missing scope needs a new grant.
  if (oauthError === 'invalid_grant' || oauthError === 'invalid_token' || status === 401) return new SearchConsoleGrantError(message);
  if (status === 403) {
    if (reasons.some((reason) => API_DISABLED_REASONS.has(reason))) return new SearchConsoleApiDisabledError(message);
    if (reasons.some((reason) => SCOPE_REASONS.has(reason))) return new SearchConsoleGrantError(message);
    // The token was accepted (it was refreshed for this call), so the account itself may not read the property.
    return new SearchConsolePropertyAccessError(message);
  }
  return new SearchConsoleUnavailableError(status ? `Search Console answered HTTP ${status}: ${message}` : message);
}

function retryAfterMs(headers: Headers | Record<string, string> | undefined): number | null {
  // gaxios hands back a fetch Headers object (possibly another realm's class) or, in older versions, a plain record.
  const value =
    typeof (headers as Headers | undefined)?.get === 'function'
      ? (headers as Headers).get('retry-after')
      : (headers as Record<string, string> | undefined)?.['retry-after'];
  const seconds = value ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}
