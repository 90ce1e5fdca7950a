import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnalyticsRow {
  date: string;
  page: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface FakeQuery {
  siteUrl: string;
  body: {
    startDate: string;
    endDate: string;
    dimensions: string[];
    rowLimit: number;
    startRow?: number;
    dimensionFilterGroups?: { filters: { dimension: string; operator: string; expression: string }[] }[];
  };
}

interface Failure {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A loopback fake of the Google endpoints the integration uses: the OAuth consent page (it consents at once and
 * redirects back), the token endpoint (authorization code with PKCE, refresh), revocation, and Search Console's
 * sites.list and searchAnalytics.query, with paging, page filters, bearer checks and injectable failures.
 */
export async function startFakeGoogle(options: {
  clientId: string;
  clientSecret: string;
  properties: { siteUrl: string; permissionLevel: string }[];
  rows: FakeAnalyticsRow[];
}) {
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Map<string, string>();
  const revoked: string[] = [];
  const queries: FakeQuery[] = [];
  const consents: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const failures: Failure[] = [];
  let properties = options.properties;
  /** The Google account that consents next (its `sub`), as if the person had picked it on Google's page. */
  let account = 'google-account-1';
  /** Google keeps this many refresh tokens per account and client, and silently drops the oldest beyond it. */
  let tokenCap = 100;
  const tokensByAccount = new Map<string, string[]>();

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const bearer = (req: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const refresh = token ? accessTokens.get(token) : undefined;
    return refresh && refreshTokens.has(refresh) ? refresh : null;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        consents.push(url.searchParams);
        const code = randomBytes(12).toString('hex');
        codes.set(code, {
          challenge: url.searchParams.get('code_challenge') ?? '',
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
          scope: url.searchParams.get('scope') ?? '',
        });
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return void res.writeHead(302, { location: back.toString() }).end();
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret)
          return json(res, 401, { error: 'invalid_client' });
        if (form.get('grant_type') === 'authorization_code') {
          const grant = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri'))
            return json(res, 400, { error: 'invalid_grant', error_description: 'Bad code or verifier' });
          const refresh = `refresh-${randomBytes(8).toString('hex')}`;
          refreshTokens.add(refresh);
          const issued = [...(tokensByAccount.get(account) ?? []), refresh];
          while (issued.length > tokenCap) refreshTokens.delete(issued.shift()!);
          tokensByAccount.set(account, issued);
          const idToken = grant.scope.split(' ').includes('openid')
            ? { id_token: unsignedJwt({ iss: base, aud: options.clientId, sub: account }) }
            : {};
          return json(res, 200, { ...issue(refresh, grant.scope), ...idToken });
        }
        if (form.get('grant_type') === 'refresh_token') {
          const refresh = form.get('refresh_token') ?? '';
          if (!refreshTokens.has(refresh))
            return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
          return json(res, 200, issue(refresh, 'https://www.googleapis.com/auth/webmasters.readonly'));
        }
        return json(res, 400, { error: 'unsupported_grant_type' });
      }
      if (req.method === 'POST' && url.pathname === '/revoke') {
        const token = url.searchParams.get('token') ?? new URLSearchParams(raw).get('token') ?? '';
        revoked.push(token);
        refreshTokens.delete(token);
        return json(res, 200, {});
      }
      if (url.pathname.startsWith('/webmasters/v3/sites')) {
        if (url.pathname.endsWith('/searchAnalytics/query') && failures.length > 0) {
          const failure = failures.shift()!;
          queries.push({ siteUrl: 'failed', body: JSON.parse(raw) });
          return json(res, failure.status, failure.body, failure.headers);
        }
        if (!bearer(req))
          return json(res, 401, {
            error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
          });
        if (req.method === 'GET' && url.pathname === '/webmasters/v3/sites') return json(res, 200, { siteEntry: properties });
        const match = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname);
        if (req.method === 'POST' && match) {
          const siteUrl = decodeURIComponent(match[1]!);
          const body = JSON.parse(raw) as FakeQuery['body'];
          queries.push({ siteUrl, body });
          if (!properties.some((p) => p.siteUrl === siteUrl)) return json(res, 403, PERMISSION_LOST(siteUrl).body);
          const filter = body.dimensionFilterGroups?.[0]?.filters.find((f) => f.dimension === 'page');
          // Google compares filter values without regard to letter case.
          const pageMatches = (page: string) =>
            !filter ||
            (filter.operator === 'equals' && page.toLowerCase() === filter.expression.toLowerCase()) ||
            (filter.operator === 'includingRegex' && new RegExp(filter.expression, 'i').test(page));
          // Rows split by the requested dimensions, summed (position weighted by impressions), as Google does.
          const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weighted: number }>();
          // A URL-prefix property holds the pages under its prefix, a domain property its host and subdomains.
          const domain = siteUrl.startsWith('sc-domain:') ? siteUrl.slice('sc-domain:'.length) : null;
          const inProperty = (page: string) =>
            domain ? new URL(page).hostname === domain || new URL(page).hostname.endsWith(`.${domain}`) : page.startsWith(siteUrl);
          for (const row of options.rows) {
            if (row.date < body.startDate || row.date > body.endDate || !inProperty(row.page) || !pageMatches(row.page)) continue;
            const keys = body.dimensions.map((d) => (d === 'date' ? row.date : row.page));
            const group = groups.get(keys.join(' ')) ?? { keys, clicks: 0, impressions: 0, weighted: 0 };
            group.clicks += row.clicks;
            group.impressions += row.impressions;
            group.weighted += row.position * row.impressions;
            groups.set(keys.join(' '), group);
          }
          // Google's order: clicks descending; ties in whatever order (here: the keys, reversed, so no caller may rely on it).
          const rows = [...groups.values()]
            .sort((a, b) => b.clicks - a.clicks || b.keys.join(' ').localeCompare(a.keys.join(' ')))
            .slice(body.startRow ?? 0, (body.startRow ?? 0) + body.rowLimit)
            .map((group) => ({
              keys: group.keys,
              clicks: group.clicks,
              impressions: group.impressions,
              ctr: group.impressions ? group.clicks / group.impressions : 0,
              position: group.impressions ? group.weighted / group.impressions : 0,
            }));
          return json(res, 200, rows.length > 0 ? { rows, responseAggregationType: 'byPage' } : { responseAggregationType: 'byPage' });
        }
      }
      json(res, 404, { error: 'not found' });
    });
  });

  function issue(refresh: string, scope: string) {
    const access = `access-${randomBytes(8).toString('hex')}`;
    accessTokens.set(access, refresh);
    return { access_token: access, refresh_token: refresh, expires_in: 3599, scope, token_type: 'Bearer' };
  }

  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    env: {
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_OAUTH_AUTH_URL: `${base}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${base}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${base}/revoke`,
      GOOGLE_SEARCH_CONSOLE_API_URL: `${base}/`,
    },
    consents,
    tokenRequests,
    /** Access tokens issued for a refresh token (each one a round trip a sync should not repeat per call). */
    refreshes: () => tokenRequests.filter((form) => form.get('grant_type') === 'refresh_token').length,
    queries,
    revoked,
    refreshTokens,
    /** The next Search Analytics queries answer these failures, in order. */
    failNext: (...next: Failure[]) => void failures.push(...next),
    setProperties: (next: typeof properties) => void (properties = next),
    /** The Google account the next consent comes from. */
    setAccount: (sub: string) => void (account = sub),
    setTokenCap: (cap: number) => void (tokenCap = cap),
    /** The owner revokes access in their Google account. */
    revokeAll: () => refreshTokens.clear(),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export const RATE_LIMITED: Failure = {
  status: 429,
  body: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } },
  headers: { 'retry-after': '0' },
};
export const SERVER_ERROR: Failure = { status: 500, body: { error: { code: 500, message: 'Backend Error', status: 'INTERNAL' } } };
/** The project behind the OAuth client has the Search Console API switched off (Google's real answer's shape). */
export const API_DISABLED: Failure = {
  status: 403,
  body: {
    error: {
      code: 403,
      message: 'Google Search Console API has not been used in project 123456 before or it is disabled.',
      status: 'PERMISSION_DENIED',
      errors: [{ reason: 'accessNotConfigured', domain: 'usageLimits' }],
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'SERVICE_DISABLED', domain: 'googleapis.com' }],
    },
  },
};
/** The account's access to the property was removed in Search Console; the grant itself is fine. */
export const PERMISSION_LOST = (siteUrl: string): Failure => ({
  status: 403,
  body: {
    error: {
      code: 403,
      message: `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`,
      status: 'PERMISSION_DENIED',
      errors: [{ reason: 'forbidden', domain: 'global' }],
    },
  },
});
