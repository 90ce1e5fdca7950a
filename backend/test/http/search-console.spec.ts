import { expect } from 'chai';
import type request from 'supertest';
import type { SearchConsoleView, SearchPerformanceReport } from '@sdn/contracts';
import type { Service } from '../../src/composition/service.js';
import { AesGcmTokenCipher } from '../../src/adapters/crypto/aes-gcm-token-cipher.js';
import { addDays, pacificDay } from '../../src/domain/search-console/search-days.js';
import { forEachDatabase } from '../support/databases.js';
import { API_DISABLED, RATE_LIMITED, SERVER_ERROR, startFakeGoogle, type FakeAnalyticsRow } from '../support/fake-google.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const KEY = 'a'.repeat(64);
const SITE = 'https://shop.example.com';
const PAGE_A = `${SITE}/shoes/trail`;
const PAGE_B = `${SITE}/shoes/road`;
const today = pacificDay(new Date());
const dataUntil = addDays(today, -2);

/** A large property: 300 busy pages, and one small page whose figures must still be exact. */
const BIG = 'https://big.example.com';
const TINY = `${BIG}/guides/rarely-read`;
const BIG_PAGES = 300;
const LAST_OF_MANY = `${SITE}/many/20`;
/** A page Google also reports under another letter case, which its filters do not tell apart. */
const CASED = `${SITE}/Case/Page`;

/** The small page's figures, some days with none at all. */
function tinyRow(back: number): FakeAnalyticsRow | null {
  if (back % 6 === 0) return null;
  return { date: addDays(today, -back), page: TINY, clicks: back % 5 === 0 ? 1 : 0, impressions: 3 + (back % 4), position: 31 };
}

/**
 * 100 days of data: page A (exact), A with a trailing slash (a near miss), B (published later), an unrelated page, the
 * last of many pages; and the large property.
 */
function analyticsRows(): FakeAnalyticsRow[] {
  const rows: FakeAnalyticsRow[] = [];
  for (let back = 100; back >= 2; back -= 1) {
    const date = addDays(today, -back);
    rows.push({ date, page: PAGE_A, clicks: 3, impressions: 40, position: 4.5 });
    rows.push({ date, page: `${PAGE_A}/`, clicks: 1, impressions: 10, position: 8 });
    rows.push({ date, page: PAGE_B, clicks: 2, impressions: 20, position: 6 });
    rows.push({ date, page: `${SITE}/about`, clicks: 0, impressions: 5, position: 30 });
    rows.push({ date, page: LAST_OF_MANY, clicks: 1, impressions: 7, position: 12 });
    rows.push({ date, page: CASED, clicks: 2, impressions: 9, position: 5 });
    rows.push({ date, page: CASED.toLowerCase(), clicks: 5, impressions: 30, position: 3 });
    for (let n = 0; n < BIG_PAGES; n += 1) rows.push({ date, page: `${BIG}/products/${n}`, clicks: 5, impressions: 90, position: 3 });
    const tiny = tinyRow(back);
    if (tiny) rows.push(tiny);
  }
  return rows;
}

const PROPERTIES = [
  { siteUrl: `${SITE}/`, permissionLevel: 'siteOwner' },
  { siteUrl: `${BIG}/`, permissionLevel: 'siteFullUser' },
  { siteUrl: 'https://other.example.org/', permissionLevel: 'siteOwner' },
];

forEachDatabase('HTTP: search console', (database) => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let service: Service;
  before(async function () {
    this.timeout(90_000);
    google = await startFakeGoogle({
      clientId: 'client-123.apps.example',
      clientSecret: 'secret-456',
      properties: PROPERTIES,
      rows: analyticsRows(),
    });
    service = await startTestService(database, {
      ...google.env,
      GOOGLE_OAUTH_REDIRECT_URL: 'http://127.0.0.1:3000/api/search-console/oauth/callback',
      TOKEN_ENCRYPTION_KEY: KEY,
      SEARCH_CONSOLE_ROW_LIMIT: '50',
      SEARCH_CONSOLE_REQUEST_INTERVAL_MS: '0',
      SEARCH_CONSOLE_BACKOFF_BASE_MS: '5',
      SEARCH_CONSOLE_RETRY_ATTEMPTS: '3',
      JOBS_RETRY_LIMIT: '0',
    });
  });
  after(async () => {
    await service?.close();
    await google?.close();
  });

  async function proOwner(plan: 'free' | 'pro' | 'agency' = 'pro', websiteUrl = SITE) {
    const email = uniqueEmail();
    // Each owner signs in to Google with an account of their own.
    google.setAccount(`google-${email}`);
    const agent = await signedInAgent(service, email);
    const site = await createSite(agent, websiteUrl);
    if (plan !== 'free') await setPlanWithCli(database, email, plan);
    return { agent, clientId: site.id };
  }

  async function publish(agent: request.Agent, clientId: string, pageUrl: string) {
    const schema = await createSchema(agent, clientId, pageUrl);
    await agent.post(`/api/clients/${clientId}/schemas/${schema.id}/publish`).expect(200);
    return schema.id;
  }

  /** Connect through the fake consent page, as a browser would; answers the callback's redirect. */
  async function connect(agent: request.Agent, clientId: string): Promise<string> {
    const started = await agent.post(`/api/clients/${clientId}/search-console/connect`).expect(200);
    expectContract(started, 'post', '/api/clients/{clientId}/search-console/connect');
    const consent = await fetch(started.body.authorizationUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const callback = await agent.get(`${back.pathname}${back.search}`).expect(303);
    return callback.headers.location as string;
  }

  async function settled(agent: request.Agent, clientId: string): Promise<SearchConsoleView> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const view = (await agent.get(`/api/clients/${clientId}/search-console`).expect(200)).body as SearchConsoleView;
      const ended = (view.sync.status === 'idle' || view.sync.status === 'partial') && view.sync.lastSyncAt;
      if (view.sync.status === 'failed' || view.status === 'reconnect_needed' || ended) return view;
      if (Date.now() > deadline) throw new Error(`sync did not settle: ${JSON.stringify(view)}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }

  /** The site's refresh token as stored: sealed, bound to its grant. */
  async function storedGrant(clientId: string): Promise<{ grantId: string; sealed: string; token: string }> {
    const row = (
      await service.database.pool.query(
        `select g.id, g.refresh_token_sealed from search_console_connections c join search_console_grants g on g.id = c.grant_id
          where c.client_site_id = $1`,
        [clientId],
      )
    ).rows[0] as { id: string; refresh_token_sealed: string };
    const token = new AesGcmTokenCipher(Buffer.from(KEY, 'hex')).open(row.refresh_token_sealed, row.id);
    return { grantId: row.id, sealed: row.refresh_token_sealed, token };
  }

  it('connects with the OAuth web flow (read-only scope, offline, state, PKCE), seals the token, backfills the 90-day view per page', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    const queriesBefore = google.queries.length;
    const refreshesBefore = google.refreshes();
    const location = await connect(agent, clientId);
    expect(location).to.equal(`/sites/${clientId}/performance?searchConsole=connected`);

    const consent = google.consents.at(-1)!;
    expect(consent.get('scope')).to.equal('openid https://www.googleapis.com/auth/webmasters.readonly');
    expect(consent.get('access_type')).to.equal('offline');
    expect(consent.get('code_challenge_method')).to.equal('S256');
    expect(consent.get('state')).to.have.length.greaterThan(30);
    expect(
      google.tokenRequests.findLast((form) => form.get('grant_type') === 'authorization_code')!.get('code_verifier'),
    ).to.have.length.greaterThan(40);

    const stored = await storedGrant(clientId);
    expect(google.refreshTokens.has(stored.token), 'the stored value opens to the refresh token Google issued').to.equal(true);
    expect(stored.sealed).to.not.include(stored.token);

    const view = await settled(agent, clientId);
    expect(view).to.deep.include({ configured: true, status: 'connected', property: `${SITE}/`, dataUntil });
    expect(view.freshness).to.match(/^Data until \d+ \w+ \d{4}; Google reports with a 1–2 day lag\.$/);
    const queries = google.queries.slice(queriesBefore);
    // The property's last day first (by date only), then the page itself, 49 days a request (50 rows hold 49 days
    // of one page with a row to spare), then the busiest pages for near misses.
    expect(queries.map((q) => [q.body.dimensions.join(','), q.body.startDate, q.body.endDate])).to.deep.equal([
      ['date', addDays(today, -95), today],
      ['date,page', addDays(dataUntil, -89), addDays(dataUntil, -41)],
      ['date,page', addDays(dataUntil, -40), dataUntil],
      ['page', addDays(dataUntil, -27), dataUntil],
    ]);
    for (const query of queries.filter((q) => q.body.dimensions.length === 2))
      expect(query.body.dimensionFilterGroups![0]!.filters[0]).to.deep.equal({ dimension: 'page', operator: 'equals', expression: PAGE_A });
    expect(google.refreshes() - refreshesBefore, 'one access token for the connect and the whole sync').to.equal(1);

    // The 90-day view is exactly the days the backfill read: none missing at its start.
    const ninety = (await agent.get(`/api/clients/${clientId}/search-console/performance?days=90`).expect(200))
      .body as SearchPerformanceReport;
    expect(ninety).to.deep.include({ from: addDays(dataUntil, -89), to: dataUntil, pagesBehind: 0 });
    expect(ninety.held).to.deep.equal({ from: addDays(dataUntil, -89), to: dataUntil });
    expect(ninety.totals).to.deep.include({ clicks: 270, impressions: 3600 });

    const res = await agent.get(`/api/clients/${clientId}/search-console/performance?days=28`).expect(200);
    expectContract(res, 'get', '/api/clients/{clientId}/search-console/performance');
    const report = res.body as SearchPerformanceReport;
    expect(report).to.deep.include({ days: 28, to: dataUntil, from: addDays(dataUntil, -27), comparable: true });
    expect(report.totals).to.deep.include({ clicks: 84, impressions: 1120, position: 4.5 });
    expect(report.totals.ctr).to.be.closeTo(0.075, 1e-9);
    expect(report.totals.change.clicks).to.equal(0);
    expect(report.pages.map((p) => [p.pageUrl, p.clicks, p.impressions])).to.deep.equal([[PAGE_A, 84, 1120]]);
    expect(report.series).to.have.length(28);
    expect(report.series.every((d) => d.clicks === 3 && d.impressions === 40)).to.equal(true);
    expect(report.impacts[0]!.caveats[0]).to.match(/Too recent/);
    const near = report.unmatched.find((p) => p.pageUrl === `${PAGE_A}/`)!;
    expect(near).to.deep.include({ nearPageUrl: PAGE_A });
    expect(near.reason).to.match(/trailing slash/);
    expect(report.unmatched.map((p) => [p.pageUrl, p.nearPageUrl])).to.deep.include([`${SITE}/about`, null]);
    // Page B has no published schema: its figures are not stored.
    expect(report.unmatched.map((p) => [p.pageUrl, p.nearPageUrl])).to.deep.include([PAGE_B, null]);
  });

  it('a page published after the first sync gets its own 90 days (page filter) on the next sync, the others only their last days', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    await connect(agent, clientId);
    await settled(agent, clientId);
    await publish(agent, clientId, PAGE_B);
    const before = google.queries.length;
    const sync = await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
    expectContract(sync, 'post', '/api/clients/{clientId}/search-console/sync');
    const view = await settled(agent, clientId);
    expect(view.sync.status, JSON.stringify(view.sync)).to.equal('idle');
    const pageQueries = google.queries.slice(before).filter((q) => q.body.dimensionFilterGroups);
    // B never read: the whole window, 49 days a request; A continues from the last 3 days it holds.
    expect(
      pageQueries.map((q) => [q.body.dimensionFilterGroups![0]!.filters[0]!.expression, q.body.startDate, q.body.endDate]),
    ).to.deep.equal([
      [PAGE_B, addDays(dataUntil, -89), addDays(dataUntil, -41)],
      [PAGE_B, addDays(dataUntil, -40), dataUntil],
      [PAGE_A, addDays(dataUntil, -2), dataUntil],
    ]);
    const report = (await agent.get(`/api/clients/${clientId}/search-console/performance?days=90`).expect(200))
      .body as SearchPerformanceReport;
    expect(report.pages.map((p) => [p.pageUrl, p.impressions])).to.deep.equal([
      [PAGE_A, 3600],
      [PAGE_B, 1800],
    ]);
    expect(report.comparable, 'the previous 90 days were never synced').to.equal(false);
    expect(report.events.map((e) => e.action)).to.deep.equal(['publish', 'publish']);
  });

  it('a small page on a property larger than one sync may read is exact (per-page reads, not the whole property)', async () => {
    const { agent, clientId } = await proOwner('pro', BIG);
    await publish(agent, clientId, TINY);
    await publish(agent, clientId, `${BIG}/products/7`);
    const propertyRows = BIG_PAGES * 99 + 99;
    expect(propertyRows, 'more rows than 40 requests of 50 rows').to.be.greaterThan(40 * 50);
    const before = google.queries.length;
    await connect(agent, clientId);
    const view = await settled(agent, clientId);
    expect(view.sync).to.deep.include({ status: 'idle', error: null });
    const reads = google.queries.slice(before).filter((q) => q.body.dimensionFilterGroups);
    expect(reads).to.have.length(4);
    const report = (await agent.get(`/api/clients/${clientId}/search-console/performance?days=28`).expect(200))
      .body as SearchPerformanceReport;
    const expected = { clicks: 0, impressions: 0 };
    for (let back = 2; back <= 29; back += 1) {
      const row = tinyRow(back);
      expected.clicks += row?.clicks ?? 0;
      expected.impressions += row?.impressions ?? 0;
    }
    expect(report.pages.find((p) => p.pageUrl === TINY)).to.deep.include(expected);
    expect(report.pages.find((p) => p.pageUrl === `${BIG}/products/7`)).to.deep.include({ clicks: 140, impressions: 2520 });
    expect(report.unmatched.length, 'the busiest pages without a schema').to.equal(20);
  });

  it('a sync that cannot read every page ends "partial", and the next sync reads the rest', async () => {
    const { agent, clientId } = await proOwner();
    // 21 pages, two reads each (50 rows hold 50 days of one page): 42 reads, 40 allowed per sync.
    for (let n = 0; n <= 20; n += 1) await publish(agent, clientId, `${SITE}/many/${String(n).padStart(2, '0')}`);
    await connect(agent, clientId);
    const partial = await settled(agent, clientId);
    expect(partial.sync.status).to.equal('partial');
    expect(partial.sync.error).to.equal('Read 40 of 42 page groups (at most 40 per sync); the next sync reads the rest.');
    let report = (await agent.get(`/api/clients/${clientId}/search-console/performance?days=28`).expect(200))
      .body as SearchPerformanceReport;
    expect(report.pagesBehind).to.equal(1);
    expect(report.comparable, 'no change is claimed while a page is behind').to.equal(false);
    expect(report.pages.find((p) => p.pageUrl === LAST_OF_MANY)).to.deep.include({ clicks: 0, impressions: 0 });

    await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
    const filled = await settled(agent, clientId);
    expect(filled.sync).to.deep.include({ status: 'idle', error: null });
    report = (await agent.get(`/api/clients/${clientId}/search-console/performance?days=28`).expect(200)).body as SearchPerformanceReport;
    expect(report).to.deep.include({ pagesBehind: 0, comparable: true });
    expect(report.held).to.deep.equal({ from: addDays(dataUntil, -89), to: dataUntil });
    expect(report.pages.find((p) => p.pageUrl === LAST_OF_MANY)).to.deep.include({ clicks: 28, impressions: 196 });
  });

  it('a read that comes back fuller than it was sized for is not claimed held: the sync ends partial', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, CASED);
    await connect(agent, clientId);
    const view = await settled(agent, clientId);
    // Each read was sized for 49 days of one page; the other spelling doubles the rows, so both answers come back full.
    expect(view.sync).to.deep.include({
      status: 'partial',
      error: 'Read 0 of 2 page groups (at most 40 per sync); the next sync reads the rest.',
    });
    const report = (await agent.get(`/api/clients/${clientId}/search-console/performance?days=28`).expect(200))
      .body as SearchPerformanceReport;
    expect(report).to.deep.include({ held: null, pagesBehind: 1, comparable: false });
    // What did come back counts only under the exact URL.
    expect(report.pages.map((p) => p.pageUrl)).to.deep.equal([CASED]);
    expect(report.unmatched.map((p) => p.pageUrl)).to.include(CASED.toLowerCase());
  });

  it('a disabled Search Console API fails the sync with a message for the administrator; the site stays connected', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    google.failNext(API_DISABLED);
    await connect(agent, clientId);
    const view = await settled(agent, clientId);
    expect(view).to.deep.include({ status: 'connected', problem: null });
    expect(view.sync).to.deep.include({
      status: 'failed',
      error: "Google's Search Console API is not enabled for this service, so no figures can be read; ask your administrator to enable it.",
    });
    await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
    expect((await settled(agent, clientId)).sync.status).to.equal('idle');
  });

  it('lost access to the property is "access lost", not "reconnect needed", and heals when access is restored', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    await connect(agent, clientId);
    await settled(agent, clientId);
    google.setProperties(PROPERTIES.filter((p) => p.siteUrl !== `${SITE}/`));
    try {
      await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
      const lost = await settled(agent, clientId);
      expect(lost.status).to.equal('access_lost');
      expect(lost.problem).to.match(/can no longer read https:\/\/shop\.example\.com\/ in Search Console/);
      expectContract(
        await agent.get(`/api/clients/${clientId}/search-console`).expect(200),
        'get',
        '/api/clients/{clientId}/search-console',
      );
    } finally {
      google.setProperties(PROPERTIES);
    }
    await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
    const healed = await settled(agent, clientId);
    expect(healed).to.deep.include({ status: 'connected', problem: null });
  });

  it('sites connected through one Google account share one grant, so Google dropping old tokens breaks none', async () => {
    const { agent, clientId: first } = await proOwner('agency');
    const others = [(await createSite(agent, SITE)).id, (await createSite(agent, SITE)).id];
    const sites = [first, ...others];
    google.setTokenCap(2);
    try {
      for (const clientId of sites) {
        await publish(agent, clientId, PAGE_A);
        await connect(agent, clientId);
        await settled(agent, clientId);
      }
      const grants = await Promise.all(sites.map(storedGrant));
      expect(new Set(grants.map((g) => g.grantId)).size, 'one grant').to.equal(1);
      // Three consents issued three tokens; Google kept two. Every site reads through the newest.
      expect(new Set(grants.map((g) => g.token)).size).to.equal(1);
      expect(google.refreshTokens.has(grants[0]!.token)).to.equal(true);
      for (const clientId of sites) {
        await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
        const view = await settled(agent, clientId);
        expect(view, clientId).to.deep.include({ status: 'connected' });
        expect(view.sync.status).to.equal('idle');
      }
      // Disconnecting one site must not revoke the grant the others read through.
      await agent.delete(`/api/clients/${others[1]}/search-console`).expect(204);
      expect(google.revoked).to.not.include(grants[0]!.token);
      await agent.post(`/api/clients/${first}/search-console/sync`).expect(202);
      expect((await settled(agent, first)).sync.status).to.equal('idle');
      // A dead grant is every site's: all of them ask for a reconnect, and one reconnect brings them all back.
      google.revokeAll();
      await agent.post(`/api/clients/${first}/search-console/sync`).expect(202);
      expect((await settled(agent, first)).status).to.equal('reconnect_needed');
      expect((await agent.get(`/api/clients/${others[0]}/search-console`).expect(200)).body.status).to.equal('reconnect_needed');
      // The portfolio's roll-up shows each site's link, so the agency sees which clients need a reconnect.
      const rollUp = async () => {
        const list = await agent.get('/api/clients').expect(200);
        expectContract(list, 'get', '/api/clients');
        const byId = new Map((list.body.items as { id: string; searchConsole: string }[]).map((s) => [s.id, s.searchConsole]));
        return sites.map((id) => byId.get(id));
      };
      expect(await rollUp()).to.deep.equal(['reconnect_needed', 'reconnect_needed', 'not_connected']);
      await connect(agent, others[0]!);
      expect((await settled(agent, others[0]!)).status).to.equal('connected');
      expect((await agent.get(`/api/clients/${first}/search-console`).expect(200)).body.status).to.equal('connected');
      expect(await rollUp()).to.deep.equal(['connected', 'connected', 'not_connected']);
    } finally {
      google.setTokenCap(100);
    }
  });

  it('retries rate-limit and server errors with backoff; when they persist the sync fails and the site stays connected', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    google.failNext(RATE_LIMITED, SERVER_ERROR);
    await connect(agent, clientId);
    const ok = await settled(agent, clientId);
    expect(ok).to.deep.include({ status: 'connected', dataUntil });

    google.failNext(RATE_LIMITED, RATE_LIMITED, RATE_LIMITED);
    await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
    await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(409);
    const failed = await settled(agent, clientId);
    expect(failed.status).to.equal('connected');
    expect(failed.sync).to.deep.include({
      status: 'failed',
      error: "Google's Search Console quota is used up for now; the sync is tried again later.",
    });
  });

  it('the daily schedule is registered with pg-boss and queues a sync of every connected site', async () => {
    const schedules = await service.database.pool.query(`select cron, timezone from pgboss.schedule where name = 'search-console-daily'`);
    expect(schedules.rows).to.deep.equal([{ cron: '0 11 * * *', timezone: 'UTC' }]);
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    await connect(agent, clientId);
    const first = await settled(agent, clientId);
    // What the schedule sends at 11:00 UTC, sent now.
    await service.jobs.enqueue('search-console-daily', [{ payload: {} }]);
    const deadline = Date.now() + 20_000;
    let view = first;
    while (view.sync.lastSyncAt === first.sync.lastSyncAt || view.sync.status !== 'idle') {
      if (Date.now() > deadline) throw new Error(`the daily job did not sync the site: ${JSON.stringify(view)}`);
      await new Promise((wait) => setTimeout(wait, 100));
      view = (await agent.get(`/api/clients/${clientId}/search-console`).expect(200)).body as SearchConsoleView;
    }
    expect(view.status).to.equal('connected');
  });

  it('a revoked grant turns the site to "reconnect needed" instead of failing jobs again and again', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    await connect(agent, clientId);
    await settled(agent, clientId);
    google.revokeAll();
    const before = google.queries.length;
    await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(202);
    const view = await settled(agent, clientId);
    expect(view.status).to.equal('reconnect_needed');
    expect(view.problem).to.match(/reconnect/i);
    expect(google.queries.length, 'no API call without a token').to.equal(before);
    const again = await agent.post(`/api/clients/${clientId}/search-console/sync`).expect(409);
    expect(again.body.error).to.match(/reconnect/i);
    // The stored figures stay readable; reconnecting with the same property resumes.
    await agent.get(`/api/clients/${clientId}/search-console/performance`).expect(200);
    await connect(agent, clientId);
    expect((await settled(agent, clientId)).status).to.equal('connected');
  });

  it('refuses a callback whose state was not started by this session, and one from another browser', async () => {
    const { agent, clientId } = await proOwner();
    const started = await agent.post(`/api/clients/${clientId}/search-console/connect`).expect(200);
    const consent = await fetch(started.body.authorizationUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const stranger = await signedInAgent(service);
    const foreign = await stranger.get(`${back.pathname}${back.search}`).expect(303);
    expect(foreign.headers.location).to.equal('/sites?searchConsole=error&reason=not_started');
    const forgedBack = new URL(back);
    forgedBack.searchParams.set('state', 'forged');
    const forged = await agent.get(`${forgedBack.pathname}${forgedBack.search}`).expect(303);
    expect(forged.headers.location).to.equal(`/sites/${clientId}/performance?searchConsole=error&reason=state_mismatch`);
    expect((await agent.get(`/api/clients/${clientId}/search-console`).expect(200)).body.status).to.equal('not_connected');
  });

  it('a callback with a wrong state leaves the pending connect, which Google can still complete', async () => {
    const { agent, clientId } = await proOwner();
    const started = await agent.post(`/api/clients/${clientId}/search-console/connect`).expect(200);
    const consent = await fetch(started.body.authorizationUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged');
    await agent.get(`${forged.pathname}${forged.search}`).expect(303);
    const completed = await agent.get(`${back.pathname}${back.search}`).expect(303);
    expect(completed.headers.location).to.equal(`/sites/${clientId}/performance?searchConsole=connected`);
    const replayed = await agent.get(`${back.pathname}${back.search}`).expect(303);
    expect(replayed.headers.location).to.equal('/sites?searchConsole=error&reason=not_started');
  });

  it('sends Google refusals back as codes, never as text from the address', async () => {
    const { agent, clientId } = await proOwner();
    for (const [error, reason] of [
      ['access_denied', 'access_denied'],
      ['<b>Your account is locked</b> call +1 555 0100', 'google_error'],
    ]) {
      const started = await agent.post(`/api/clients/${clientId}/search-console/connect`).expect(200);
      const state = new URL(started.body.authorizationUrl).searchParams.get('state')!;
      const res = await agent
        .get(`/api/search-console/oauth/callback?state=${encodeURIComponent(state)}&error=${encodeURIComponent(error!)}`)
        .expect(303);
      expect(res.headers.location).to.equal(`/sites/${clientId}/performance?searchConsole=error&reason=${reason}`);
    }
  });

  it('lets the owner pick among matching properties (URL prefix or domain) and refuses one that does not cover the site', async () => {
    google.setProperties([
      { siteUrl: `${SITE}/`, permissionLevel: 'siteFullUser' },
      { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
      { siteUrl: 'https://other.example.org/', permissionLevel: 'siteOwner' },
    ]);
    try {
      const { agent, clientId } = await proOwner();
      await connect(agent, clientId);
      expect((await agent.get(`/api/clients/${clientId}/search-console`).expect(200)).body.status).to.equal('choose_property');
      const listed = await agent.get(`/api/clients/${clientId}/search-console/properties`).expect(200);
      expectContract(listed, 'get', '/api/clients/{clientId}/search-console/properties');
      expect(
        listed.body.items.map((p: { siteUrl: string; kind: string; matchesSite: boolean }) => [p.siteUrl, p.kind, p.matchesSite]),
      ).to.deep.equal([
        [`${SITE}/`, 'url-prefix', true],
        ['sc-domain:example.com', 'domain', true],
        ['https://other.example.org/', 'url-prefix', false],
      ]);
      const refused = await agent
        .put(`/api/clients/${clientId}/search-console/property`)
        .send({ siteUrl: 'https://other.example.org/' })
        .expect(400);
      expect(refused.body.details.siteUrl._errors[0]).to.match(/covers/);
      const chosen = await agent
        .put(`/api/clients/${clientId}/search-console/property`)
        .send({ siteUrl: 'sc-domain:example.com' })
        .expect(200);
      expectContract(chosen, 'put', '/api/clients/{clientId}/search-console/property');
      expect(chosen.body).to.deep.include({ status: 'connected', property: 'sc-domain:example.com' });
    } finally {
      google.setProperties(PROPERTIES);
    }
  });

  it('disconnect revokes the token at Google and forgets the data', async () => {
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    await connect(agent, clientId);
    await settled(agent, clientId);
    const { token } = await storedGrant(clientId);
    await agent.delete(`/api/clients/${clientId}/search-console`).expect(204);
    expect(google.revoked).to.include(token);
    expect((await agent.get(`/api/clients/${clientId}/search-console`).expect(200)).body.status).to.equal('not_connected');
    const left = await service.database.pool.query('select count(*)::int as n from search_console_page_days where client_site_id = $1', [
      clientId,
    ]);
    expect(left.rows[0].n).to.equal(0);
  });

  it('plan gates and tenant isolation: Free 403 plan_required, another workspace 404 on every endpoint', async () => {
    const free = await proOwner('free');
    const gated = await free.agent.get(`/api/clients/${free.clientId}/search-console`).expect(403);
    expect(gated.body).to.deep.equal({ error: 'plan_required', details: { plan: 'pro', feature: 'searchConsole' } });
    await free.agent.post(`/api/clients/${free.clientId}/search-console/connect`).expect(403);
    const { agent, clientId } = await proOwner();
    await publish(agent, clientId, PAGE_A);
    await connect(agent, clientId);
    await settled(agent, clientId);
    const other = await proOwner('agency');
    for (const [method, path] of [
      ['get', ''],
      ['get', '/performance'],
      ['get', '/properties'],
      ['post', '/sync'],
      ['post', '/connect'],
      ['delete', ''],
    ] as const) {
      await other.agent[method](`/api/clients/${clientId}/search-console${path}`).expect(404);
    }
    await other.agent.get(`/api/clients/${clientId}/schema-events`).expect(404);
  });

  it('records the publish history: publish, pause, unpause, delete, in order with times', async () => {
    const { agent, clientId } = await proOwner('free');
    const schema = await createSchema(agent, clientId, PAGE_A);
    for (const action of ['publish', 'pause', 'unpause'])
      await agent.post(`/api/clients/${clientId}/schemas/${schema.id}/${action}`).expect(200);
    await agent.post(`/api/clients/${clientId}/schemas/${schema.id}/unpause`).expect(409);
    await agent.delete(`/api/clients/${clientId}/schemas/${schema.id}`).expect(204);
    const res = await agent.get(`/api/clients/${clientId}/schema-events`).expect(200);
    expectContract(res, 'get', '/api/clients/{clientId}/schema-events');
    const items = res.body.items as { action: string; schemaId: string; pageUrl: string; occurredAt: string }[];
    expect(items.map((e) => e.action)).to.deep.equal(['publish', 'pause', 'unpause', 'delete']);
    expect(items.every((e) => e.schemaId === schema.id && e.pageUrl === PAGE_A)).to.equal(true);
    expect([...items.map((e) => e.occurredAt)].sort()).to.deep.equal(items.map((e) => e.occurredAt));
  });
});

forEachDatabase('HTTP: search console not configured', (database) => {
  let service: Service;
  before(async function () {
    this.timeout(90_000);
    service = await startTestService(database);
  });
  after(async () => service?.close());

  it('says it is not configured and nothing else breaks', async () => {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    const site = await createSite(agent, SITE);
    await setPlanWithCli(database, email, 'pro');
    const status = await agent.get(`/api/clients/${site.id}/search-console`).expect(200);
    expectContract(status, 'get', '/api/clients/{clientId}/search-console');
    expect(status.body).to.deep.include({ configured: false, status: 'not_connected' });
    await createSchema(agent, site.id);
  });

  it('answers "not configured" (503, for the administrator, no setting names) from every other endpoint', async () => {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    const site = await createSite(agent, SITE);
    await setPlanWithCli(database, email, 'pro');
    for (const [method, path, operation] of [
      ['post', '/connect', '/api/clients/{clientId}/search-console/connect'],
      ['get', '/properties', '/api/clients/{clientId}/search-console/properties'],
      ['put', '/property', '/api/clients/{clientId}/search-console/property'],
      ['post', '/sync', '/api/clients/{clientId}/search-console/sync'],
      ['get', '/performance', '/api/clients/{clientId}/search-console/performance'],
      ['delete', '', '/api/clients/{clientId}/search-console'],
    ] as const) {
      const res = await agent[method](`/api/clients/${site.id}/search-console${path}`).send({ siteUrl: `${SITE}/` });
      expect(res.status, `${method} ${path}`).to.equal(503);
      expectContract(res, method, operation);
      expect(res.body).to.deep.equal({ error: 'Search Console is not configured on this service; ask your administrator to set it up' });
    }
    const callback = await agent.get('/api/search-console/oauth/callback?state=x&code=y').expect(303);
    expect(callback.headers.location).to.equal('/sites?searchConsole=error&reason=not_configured');
  });
});
