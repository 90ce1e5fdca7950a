import { expect } from 'chai';
import type { BulkRunView } from '@sdn/contracts';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { startFixtureSite } from '../support/fixture-site.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import request from 'supertest';
import { startChildService } from '../support/child-service.js';
import { PASSWORD, createSite, startTestService, uniqueEmail } from '../support/test-service.js';

const TEST_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
import { waitForRun } from '../support/bulk-runs.js';

/**
 * The job system across processes' worth of instances on one database. On the embedded database every instance
 * reaches PGlite through the real socket server, several pools at once; on PostgreSQL pg-boss claims with SKIP LOCKED.
 */
forEachDatabase('Background jobs: restarts, crashes and several instances', (database) => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const started: Service[] = [];
  const env = {
    SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
    JOBS_HEARTBEAT_SECONDS: '10',
    JOBS_SUPERVISE_SECONDS: '1',
    JOBS_STOP_TIMEOUT_MS: '10000',
    JOBS_CONCURRENCY: '2',
    BULK_CONCURRENCY_PER_WORKSPACE: '2',
  };
  const start = async (extra: Record<string, string> = {}) => {
    const service = await startTestService(database, { ...env, ...extra });
    started.push(service);
    return service;
  };
  before(async () => {
    site = await startFixtureSite();
  });
  const killers: (() => Promise<void>)[] = [];
  afterEach(async function () {
    this.timeout(60_000);
    await Promise.all(killers.splice(0).map((kill) => kill()));
    await Promise.all(started.splice(0).map((service) => service.close().catch(() => undefined)));
    site.setDelay(0);
  });
  after(() => site.close());

  async function agencyRun(service: Service | string, first: number, count: number) {
    const email = uniqueEmail();
    const agent = request.agent(typeof service === 'string' ? service : service.app);
    await agent.post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const { id: clientId } = await createSite(agent);
    await setPlanWithCli(database, email, 'agency');
    const urls = Array.from({ length: count }, (_, i) => site.url(`/page/${first + i}`));
    const run = (await agent.post(`/api/clients/${clientId}/bulk-runs`).send({ urls }).expect(202)).body as BulkRunView;
    return { email, clientId, runId: run.id, urls };
  }

  const fetchesOf = (urls: string[]) => urls.map((url) => site.hits.get(new URL(url).pathname) ?? 0);

  it('a graceful stop lets running jobs finish; another instance does the rest, no URL twice', async function () {
    this.timeout(60_000);
    site.setDelay(300);
    const a = await start();
    const { email, clientId, runId, urls } = await agencyRun(a, 1000, 8);
    const watcher = await loginAs(a, email);
    await waitForRun(watcher, clientId, runId, (r) => r.counts.succeeded >= 2);
    await a.close(); // stops taking jobs, waits for the running ones
    const b = await start();
    const run = await waitForRun(await loginAs(b, email), clientId, runId, (r) => r.status === 'completed');
    expect(run.counts).to.deep.include({ succeeded: 8, failed: 0, running: 0 });
    expect(fetchesOf(urls)).to.deep.equal(urls.map(() => 1));
  });

  it('a crash mid-run (SIGKILL) never leaves a URL running: another instance resumes it after the heartbeat lapses', async function () {
    this.timeout(90_000);
    site.setDelay(2500);
    const a = await startChildService({ ...env, SESSION_SECRET: TEST_SECRET, DATABASE_URL: await database.url(), DB_POOL_SIZE: '3' });
    killers.push(a.kill);
    const { email, clientId, runId, urls } = await agencyRun(a.baseUrl, 2000, 4);
    await waitForRun(await loginAs(a.baseUrl, email), clientId, runId, (r) => r.counts.running > 0);
    await a.kill(); // no shutdown at all: its jobs stay claimed in the database
    site.setDelay(0);
    const b = await start();
    const resumed = await waitForRun(await loginAs(b, email), clientId, runId, (r) => r.status === 'completed', 80_000);
    expect(resumed.counts).to.deep.include({ succeeded: 4, running: 0, queued: 0 });
    // A URL whose worker died mid-fetch is fetched again (once more); the others exactly once.
    expect(fetchesOf(urls).every((n) => n === 1 || n === 2)).to.equal(true);
    expect(resumed.items.every((item) => item.schemaId)).to.equal(true);
  });

  it('two instances share one bulk run without doing any URL twice, within the per-workspace bound', async function () {
    this.timeout(60_000);
    site.setDelay(150);
    site.load.maxInFlight = 0;
    const a = await start({ JOBS_CONCURRENCY: '4' });
    const b = await start({ JOBS_CONCURRENCY: '4' });
    const { email, clientId, runId, urls } = await agencyRun(a, 3000, 24);
    const run = await waitForRun(await loginAs(b, email), clientId, runId, (r) => r.status === 'completed', 60_000);
    expect(run.counts).to.deep.include({ succeeded: 24, failed: 0 });
    expect(fetchesOf(urls)).to.deep.equal(urls.map(() => 1));
    const schemas = await a.database.pool.query(
      'select count(*)::int as n from schemas s join bulk_run_items i on i.schema_id = s.id where i.run_id = $1',
      [runId],
    );
    expect(schemas.rows[0].n).to.equal(24);
    // The per-workspace bound holds per instance (here 2 instances x 2).
    expect(site.load.maxInFlight).to.be.at.most(4);
  });

  it('bounds the jobs one workspace runs at once (BULK_CONCURRENCY_PER_WORKSPACE)', async () => {
    site.setDelay(150);
    site.load.maxInFlight = 0;
    const a = await start({ JOBS_CONCURRENCY: '6' });
    const { email, clientId, runId } = await agencyRun(a, 4000, 10);
    await waitForRun(await loginAs(a, email), clientId, runId, (r) => r.status === 'completed', 60_000);
    expect(site.load.maxInFlight).to.be.within(1, 2);
  });
});

async function loginAs(service: Service | string, email: string) {
  const agent = request.agent(typeof service === 'string' ? service : service.app);
  await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  return agent;
}
