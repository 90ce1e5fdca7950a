import { searchconsole, type searchconsole_v1 } from '@googleapis/searchconsole';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import type { SearchConsoleProperty } from '../../domain/search-console/search-console-property.js';
import {
  SearchConsoleGrantError,
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

/**
 * The SearchConsole port on Google's own client libraries: google-auth-library's OAuth2Client for the web flow,
 * token refresh and revocation, @googleapis/searchconsole for the API. Retries are ours (the caller's backoff), so
 * the libraries' own retrying is off. A client per grant keeps one owner's token away from another's calls.
 */
export class GoogleSearchConsole implements SearchConsole {
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
      scope: [SEARCH_CONSOLE_SCOPE],
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
  }

  async exchangeCode(code: string, codeVerifier: string): Promise<{ refreshToken: string }> {
    const { tokens } = await this.call(() => this.oauthClient().getToken({ code, codeVerifier }));
    if (!tokens.refresh_token)
      throw new SearchConsoleGrantError('Google returned no refresh token; connect again and allow offline access');
    const scopes = (tokens.scope ?? SEARCH_CONSOLE_SCOPE).split(' ');
    if (!scopes.includes(SEARCH_CONSOLE_SCOPE)) throw new SearchConsoleGrantError('Read access to Search Console was not granted');
    return { refreshToken: tokens.refresh_token };
  }

  async listProperties(refreshToken: string): Promise<SearchConsoleProperty[]> {
    const res = await this.call(() => this.api(refreshToken).sites.list({}, { retry: false, timeout: this.settings.timeoutMs }));
    return (res.data.siteEntry ?? [])
      .filter((entry): entry is { siteUrl: string; permissionLevel: string } => typeof entry.siteUrl === 'string')
      .map((entry) => ({ siteUrl: entry.siteUrl, permissionLevel: entry.permissionLevel ?? 'siteUnverifiedUser' }));
  }

  async queryPageDays(refreshToken: string, query: SearchAnalyticsQuery): Promise<SearchAnalyticsRow[]> {
    const requestBody: searchconsole_v1.Schema$SearchAnalyticsQueryRequest = {
      startDate: query.startDate,
      endDate: query.endDate,
      dimensions: ['date', 'page'],
      type: 'web',
      rowLimit: query.rowLimit,
      startRow: query.startRow,
      ...(query.page && {
        dimensionFilterGroups: [{ groupType: 'and', filters: [{ dimension: 'page', operator: 'equals', expression: query.page }] }],
      }),
    };
    const res = await this.call(() =>
      this.api(refreshToken).searchanalytics.query(
        { siteUrl: query.property, requestBody },
        { retry: false, timeout: this.settings.timeoutMs },
      ),
    );
    return (res.data.rows ?? []).map((row) => ({
      day: row.keys?.[0] ?? '',
      page: row.keys?.[1] ?? '',
      clicks: row.clicks ?? 0,
      impressions: row.impressions ?? 0,
      position: row.position ?? 0,
    }));
  }

  async revoke(refreshToken: string): Promise<void> {
    try {
      await this.call(() => this.oauthClient().revokeToken(refreshToken));
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

  private api(refreshToken: string): searchconsole_v1.Searchconsole {
    return searchconsole({
      version: 'v1',
      auth: this.oauthClient(refreshToken),
      ...(this.settings.apiRootUrl && { rootUrl: this.settings.apiRootUrl }),
    });
  }

  /** Runs a library call and turns its failure into one of the port's errors. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw translate(error);
    }
  }
}

interface GoogleFailure {
  status?: number;
  response?: { status?: number; headers?: Headers | Record<string, string>; data?: unknown };
  message?: string;
}

function translate(error: unknown): Error {
  const failure = (error ?? {}) as GoogleFailure;
  const status = failure.response?.status ?? failure.status;
  const data = failure.response?.data as
    { error?: string | { status?: string; message?: string; errors?: { reason?: string }[] } } | undefined;
  const oauthError = typeof data?.error === 'string' ? data.error : null;
  const apiError = typeof data?.error === 'object' ? data.error : null;
  const reasons = [apiError?.status, ...(apiError?.errors ?? []).map((e) => e.reason)].filter((r): r is string => !!r);
  const message = apiError?.message ?? oauthError ?? failure.message ?? 'Search Console request failed';
  if (status === 429 || reasons.some((reason) => RATE_REASONS.has(reason))) {
    return new SearchConsoleRateLimitError(message, retryAfterMs(failure.response?.headers));
  }
  // invalid_grant: the refresh token was revoked or expired; 401: no usable token; 403: the account lost the property.
  if (oauthError === 'invalid_grant' || oauthError === 'invalid_token' || status === 401 || status === 403) {
    return new SearchConsoleGrantError(message);
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
