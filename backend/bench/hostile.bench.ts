// npm run bench:hostile — every hostile input of issue 19 served while /api/inject answers a steady load, on the
// embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL (page views paced evenly
// from a thread of their own: bench/paced-load.ts). Per input it prints
// inject's p99 and worst latency and how long another tenant's one-page audit took meanwhile.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { runCli } from '../src/composition/cli-runner.js';
import { EmbeddedPostgres } from '../src/adapters/embedded-postgres/embedded-postgres.js';
import { startChildService } from '../test/support/child-service.js';
import { startHostileSite } from '../test/support/hostile-site.js';
import { onEachBenchDatabase } from './bench-databases.js';
import { crawlDelayAnswers, hostileAnswers } from './hostile-inputs.js';
import { pacedLoad } from './paced-load.js';
import { seedPublishedSites } from './seed-published-sites.js';
import { seedLargeAudit } from '../test/support/seed-large-audit.js';

const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0';
/** A steady page-view pace (not saturation): what a stall does to delivery shows in the tail, not in queueing. */
const INJECT_RATE = Number(process.env.BENCH_INJECT_RATE ?? 200);
const PASSWORD = 'correct-horse-battery-1';
type Agent = ReturnType<typeof request.agent>;

async function owner(base: string, cliEnv: Record<string, string>, name: string): Promise<Agent> {
  const email = `${name}-${Date.now()}@example.com`;
  const agent = request.agent(base);
  await agent.post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
  const code = await runCli(['plan', 'set', email, 'agency'], { ...cliEnv, SESSION_SECRET }, { out: () => {}, err: console.error });
  if (code !== 0) throw new Error('plan set failed');
  return agent;
}

const site = async (agent: Agent, websiteUrl: string) =>
  (await agent.post('/api/clients').send({ name: 'Site', websiteUrl }).expect(201)).body.id as string;

async function auditToEnd(agent: Agent, clientId: string): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  const { id } = (await agent.post(`/api/clients/${clientId}/audits`).send({}).expect(202)).body;
  for (;;) {
    const audit = (await agent.get(`/api/clients/${clientId}/audits/${id}`).expect(200)).body;
    if (audit.status !== 'running') return { status: audit.status, ms: performance.now() - started };
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Inject at a steady pace until `action` (and another tenant's one-page audit started with it) are done. */
async function during(base: string, paths: string[], action: () => Promise<string>, other: () => Promise<{ status: string; ms: number }>) {
  const load = pacedLoad({ base, paths, ratePerSecond: INJECT_RATE });
  await new Promise((wait) => setTimeout(wait, 500));
  const [note, audit] = await Promise.all([action(), other()]);
  await new Promise((wait) => setTimeout(wait, 500));
  const result = await load.stop();
  return { note, audit, p99: result.p99, max: result.max, sent: result.sent, errors: result.errors };
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  // The service in a process of its own, as in production: the load generator, the hostile sites and the clients
  // here never share its event loop (in one process they added their own pauses to its latency).
  const dataDir = mkdtempSync(join(tmpdir(), 'sdn-bench-'));
  const child = await startChildService({
    DATA_DIR: dataDir,
    SESSION_SECRET,
    SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
    DELIVERY_RATE_LIMIT_PER_MINUTE: '100000000',
    GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE: '100000',
    BULK_RUN_STARTS_PER_MINUTE: '100000',
    AUDIT_STARTS_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUDIT_DELAY_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const url = databaseUrl ?? EmbeddedPostgres.urlFor(dataDir);
  const cliEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  const pages = await seedPublishedSites(url, 20, 20);
  const paths = pages.map((page) => `/api/inject?clientId=${page.clientId}&url=${encodeURIComponent(page.pageUrl)}`);
  const base = child.baseUrl;
  for (const path of paths) await fetch(base + path);

  const hostile = await startHostileSite({});
  Object.assign(hostile.answers, hostileAnswers(hostile.origin));
  const slow = [await startHostileSite({}), await startHostileSite({})];
  for (const s of slow) Object.assign(s.answers, crawlDelayAnswers(s.origin));
  const small = await startHostileSite({ '/': { body: '<html><head><title>Home</title></head><body><h1>Home</h1></body></html>' } });

  const tenant = await owner(base, cliEnv, 'hostile');
  const other = await owner(base, cliEnv, 'other');
  const hostileSite = await site(tenant, `${hostile.origin}/`);
  const otherSite = await site(other, `${small.origin}/`);
  const otherAudit = () => auditToEnd(other, otherSite);
  const largeAudit = await seedLargeAudit(url, hostileSite, 400, 50);

  const phases: [string, () => Promise<string>][] = [
    ['nothing hostile (baseline)', async () => 'idle'],
    [
      'bulk run on a 1 MiB whitespace-padded sitemap',
      async () =>
        `HTTP ${(await tenant.post(`/api/clients/${hostileSite}/bulk-runs`).send({ sitemapUrl: hostile.url('/padded-sitemap.xml') })).status}`,
    ],
    [
      'audit under a 480 KB wildcard robots.txt, 20 URLs of 2,000 characters',
      async () => `audit ${(await auditToEnd(tenant, hostileSite)).status}`,
    ],
    [
      'PDF of a 20,000-finding audit (first request renders)',
      async () => {
        const res = await tenant.get(`/api/clients/${hostileSite}/audits/${largeAudit}/report.pdf`).buffer(true);
        return `HTTP ${res.status}, ${Math.round((res.body as Buffer).length / 1024)} KB`;
      },
    ],
    [
      'From URL and a bulk run on a page of 5,000 Products and one nested 60,000 deep',
      async () => {
        const codes = [];
        for (const path of ['/many-products', '/deep'])
          codes.push((await tenant.post('/api/generate-from-url').send({ url: hostile.url(path) })).status);
        await tenant.post(`/api/clients/${hostileSite}/bulk-runs`).send({ urls: [hostile.url('/many-products'), hostile.url('/deep')] });
        return `From URL HTTP ${codes.join(', ')}`;
      },
    ],
    [
      'two audits of one workspace on Crawl-delay: 10 sites',
      async () => {
        for (const s of slow)
          await tenant
            .post(`/api/clients/${await site(tenant, `${s.origin}/`)}/audits`)
            .send({})
            .expect(202);
        await new Promise((wait) => setTimeout(wait, 1_000));
        return 'started';
      },
    ],
  ];

  console.log(`\n[${label}] /api/inject at ${INJECT_RATE} req/s over ${paths.length} pages while each input is served`);
  for (const [name, action] of phases) {
    const result = await during(base, paths, action, otherAudit);
    console.log(
      `  ${name.padEnd(80)} inject p99 ${String(result.p99).padStart(3)} ms, worst ${String(result.max).padStart(4)} ms, ${result.errors} errors of ${result.sent}; another tenant's one-page audit ${(result.audit.ms / 1000).toFixed(1)} s (${result.audit.status}); ${result.note}`,
    );
  }
  for (const s of [hostile, small, ...slow]) await s.close();
  await child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

await onEachBenchDatabase(run);
process.exit(0);
