import { expect } from 'chai';
import { AesGcmTokenCipher } from '../../../src/adapters/crypto/aes-gcm-token-cipher.js';
import { GoogleSearchConsole } from '../../../src/adapters/google/google-search-console.js';
import { withBackoff } from '../../../src/application/search-console/backoff.js';
import {
  SearchConsoleApiDisabledError,
  SearchConsoleGrantError,
  SearchConsolePropertyAccessError,
  SearchConsoleRateLimitError,
  SearchConsoleUnavailableError,
} from '../../../src/ports/search-console.js';
import { API_DISABLED, RATE_LIMITED, SERVER_ERROR, startFakeGoogle } from '../../support/fake-google.js';

const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('GoogleSearchConsole against a loopback fake of Google (real client libraries)', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let adapter: GoogleSearchConsole;
  before(async () => {
    google = await startFakeGoogle({
      clientId: 'cid',
      clientSecret: 'secret',
      properties: [{ siteUrl: 'https://a.example/', permissionLevel: 'siteOwner' }],
      rows: [{ date: '2026-11-01', page: 'https://a.example/x', clicks: 1, impressions: 10, position: 2.5 }],
    });
    adapter = new GoogleSearchConsole({
      clientId: 'cid',
      clientSecret: 'secret',
      redirectUrl: 'http://127.0.0.1/cb',
      timeoutMs: 5000,
      authBaseUrl: google.env.GOOGLE_OAUTH_AUTH_URL,
      tokenUrl: google.env.GOOGLE_OAUTH_TOKEN_URL,
      revokeUrl: google.env.GOOGLE_OAUTH_REVOKE_URL,
      apiRootUrl: google.env.GOOGLE_SEARCH_CONSOLE_API_URL,
    });
  });
  after(() => google.close());

  async function grant(): Promise<string> {
    const pkce = await adapter.createPkce();
    const consent = await fetch(adapter.authorizationUrl({ state: 's1', codeChallenge: pkce.challenge }), { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    return (await adapter.exchangeCode(code, pkce.verifier)).refreshToken;
  }

  it('runs the PKCE code flow, lists properties and reads Search Analytics rows', async () => {
    const token = await grant();
    expect(await adapter.listProperties(token)).to.deep.equal([{ siteUrl: 'https://a.example/', permissionLevel: 'siteOwner' }]);
    const rows = await adapter.query(token, {
      property: 'https://a.example/',
      startDate: '2026-10-01',
      endDate: '2026-11-20',
      dimensions: ['date', 'page'],
      pages: ['https://a.example/x', 'https://a.example/y?z=(1)'],
      rowLimit: 10,
    });
    expect(rows).to.deep.equal([{ day: '2026-11-01', page: 'https://a.example/x', clicks: 1, impressions: 10, position: 2.5 }]);
    const filter = google.queries.at(-1)!.body.dimensionFilterGroups![0]!.filters[0]!;
    expect(filter).to.deep.equal({
      dimension: 'page',
      operator: 'includingRegex',
      expression: '^(?:https://a\\.example/x|https://a\\.example/y\\?z=\\(1\\))$',
    });
    const byDay = await adapter.query(token, {
      property: 'https://a.example/',
      startDate: '2026-10-01',
      endDate: '2026-11-20',
      dimensions: ['date'],
      rowLimit: 10,
    });
    expect(byDay).to.deep.equal([{ day: '2026-11-01', page: '', clicks: 1, impressions: 10, position: 2.5 }]);
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    const pkce = await adapter.createPkce();
    const consent = await fetch(adapter.authorizationUrl({ state: 's2', codeChallenge: pkce.challenge }), { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    expect(await rejected(adapter.exchangeCode(code, (await adapter.createPkce()).verifier))).to.be.instanceOf(SearchConsoleGrantError);
  });

  it('reuses one access token for every call until it expires', async () => {
    const token = await grant();
    const before = google.refreshes();
    const query = {
      property: 'https://a.example/',
      startDate: '2026-10-01',
      endDate: '2026-11-20',
      dimensions: ['date' as const],
      rowLimit: 10,
    };
    for (let call = 0; call < 5; call += 1) await adapter.query(token, query);
    await adapter.listProperties(token);
    expect(google.refreshes() - before).to.equal(1);
  });

  it('tells a dead grant, lost property access, a disabled API, a rate limit (with Retry-After) and an outage apart', async () => {
    const token = await grant();
    const query = {
      property: 'https://a.example/',
      startDate: '2026-10-01',
      endDate: '2026-11-20',
      dimensions: ['date' as const],
      rowLimit: 10,
    };
    google.failNext({ ...RATE_LIMITED, headers: { 'retry-after': '7' } });
    const limited = await rejected(adapter.query(token, query));
    expect(limited).to.be.instanceOf(SearchConsoleRateLimitError);
    expect((limited as SearchConsoleRateLimitError).retryAfterMs).to.equal(7000);
    google.failNext({ status: 403, body: { error: { code: 403, message: 'Quota exceeded', errors: [{ reason: 'quotaExceeded' }] } } });
    expect(await rejected(adapter.query(token, query))).to.be.instanceOf(SearchConsoleRateLimitError);
    google.failNext(SERVER_ERROR);
    expect(await rejected(adapter.query(token, query))).to.be.instanceOf(SearchConsoleUnavailableError);
    expect(await rejected(adapter.query(token, { ...query, property: 'https://not-mine.example/' }))).to.be.instanceOf(
      SearchConsolePropertyAccessError,
    );
    google.failNext(API_DISABLED);
    expect(await rejected(adapter.query(token, query))).to.be.instanceOf(SearchConsoleApiDisabledError);
    google.failNext({
      status: 403,
      body: { error: { code: 403, message: 'Insufficient scope', errors: [{ reason: 'insufficientPermissions' }] } },
    });
    expect(await rejected(adapter.query(token, query))).to.be.instanceOf(SearchConsoleGrantError);
    await adapter.revoke(token);
    expect(google.revoked).to.include(token);
    expect(await rejected(adapter.listProperties(token))).to.be.instanceOf(SearchConsoleGrantError);
  });

  it('backs off on rate limits and outages, honouring Retry-After, and gives up after the attempts', async () => {
    const waits: number[] = [];
    const policy = { attempts: 4, baseDelayMs: 100, maxDelayMs: 1000, sleep: async (ms: number) => void waits.push(ms) };
    let calls = 0;
    const flaky = () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new SearchConsoleRateLimitError('slow down', 5000));
      if (calls <= 3) return Promise.reject(new SearchConsoleUnavailableError('503'));
      return Promise.resolve('ok');
    };
    expect(await withBackoff(policy, flaky)).to.equal('ok');
    expect(waits).to.deep.equal([1000, 200, 400]);
    waits.length = 0;
    const always = () => Promise.reject(new SearchConsoleRateLimitError('slow down', null));
    expect(await rejected(withBackoff(policy, always))).to.be.instanceOf(SearchConsoleRateLimitError);
    expect(waits).to.deep.equal([100, 200, 400]);
    waits.length = 0;
    expect(await rejected(withBackoff(policy, () => Promise.reject(new SearchConsoleGrantError('revoked'))))).to.be.instanceOf(
      SearchConsoleGrantError,
    );
    expect(waits).to.deep.equal([]);
  });
});

describe('AesGcmTokenCipher', () => {
  const cipher = new AesGcmTokenCipher(Buffer.alloc(32, 7));

  it('seals with a fresh IV each time and opens only with the same key and context', () => {
    const a = cipher.seal('1//refresh-token', 'site-1');
    const b = cipher.seal('1//refresh-token', 'site-1');
    expect(a).to.not.equal(b);
    expect(a).to.match(/^v1\./).and.not.include('refresh');
    expect(cipher.open(a, 'site-1')).to.equal('1//refresh-token');
    expect(() => cipher.open(a, 'site-2')).to.throw();
    expect(() => new AesGcmTokenCipher(Buffer.alloc(32, 8)).open(a, 'site-1')).to.throw();
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'site-1')).to.throw();
  });

  it('reads a 32-byte key as hex or base64 and refuses other lengths', () => {
    expect(AesGcmTokenCipher.keyFrom('ab'.repeat(32))!.length).to.equal(32);
    expect(AesGcmTokenCipher.keyFrom(Buffer.alloc(32, 1).toString('base64'))!.length).to.equal(32);
    expect(AesGcmTokenCipher.keyFrom('short')).to.equal(null);
  });
});
