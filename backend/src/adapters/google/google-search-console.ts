import { createHash } from 'node:crypto';
import { searchconsole, type searchconsole_v1 } from '@googleapis/searchconsole';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import type { SearchConsoleProperty } from '../../domain/search-console/search-console-property.js';
import {
  SearchConsoleGrantError,
  type SearchAnalyticsQuery,
  type SearchAnalyticsRow,
  type SearchConsole,
} from '../../ports/search-console.js';
import { translate } from './google-failures.js';

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
