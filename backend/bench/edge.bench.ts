// npm run bench:edge — what the Cloudflare Worker adds to a page view, in Miniflare (workerd) on this machine: the
// fixture page fetched straight from the origin, through a Worker that only passes it on, and through the edge
// Worker asking the service on every view (SDN_CACHE_SECONDS=0: a 304 revalidation) or reusing answers
// (SDN_CACHE_SECONDS=60); p50/p99 of sequential views. Then the service's answers per second for the edge's calls
// (`/api/embed`, 200 and 304). Embedded database, and PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/composition/config.js';
import { startService } from '../src/composition/service.js';
import { ARTICLE_PAGE, FixtureOrigin } from '../test/support/edge-fixture-origin.js';
import { COMPATIBILITY_DATE, PASS_THROUGH_WORKER, workerScript } from '../test/support/edge-worker.js';
import { errorsOnlyLogger } from '../test/support/loggers.js';
import { onEachBenchDatabase } from './bench-databases.js';
import { Miniflare } from 'miniflare';

const PAGES = 200;
const VIEWS = Number(process.env.BENCH_VIEWS ?? 2000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** One site whose pages are the fixture origin's loopback URLs, two published Article schemas per page. */
async function seed(databaseUrl: string, origin: string): Promise<{ clientId: string; pages: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const clientId = '00000000-0000-4000-8000-0000000000e1';
  await client.query('begin');
  await client.query(
    `insert into users (id, email, password_hash, created_at) values ('00000000-0000-4000-8000-0000000000e2', 'edge-bench-${Date.now()}@example.com', 'x', now())`,
  );
  await client.query(
    `insert into workspaces (id, name, owner_user_id, created_at) values ('00000000-0000-4000-8000-0000000000e3', 'bench', '00000000-0000-4000-8000-0000000000e2', now())`,
  );
  await client.query(
    `insert into client_sites (id, workspace_id, name, website_url, sdk_status, domain_lock_enabled, allowed_hosts, created_at, updated_at)
     values ($1, '00000000-0000-4000-8000-0000000000e3', 'Edge bench', $2, 'pending', false, '{}', now(), now())`,
    [clientId, origin],
  );
  await client.query(
    `insert into schemas (id, client_site_id, name, schema_type, page_url, status, json_ld, created_at, updated_at, published_at, valid)
     select gen_random_uuid(), $1, 'Schema ' || n, 'Article', $2 || '/page-' || (n % ${PAGES}), 'published',
       json_build_object('@context', 'https://schema.org', '@type', 'Article', 'headline', 'Headline ' || n,
         'author', json_build_object('@type', 'Person', 'name', 'Author ' || n), 'datePublished', '2026-01-01',
         'description', repeat('Useful description. ', 10)),
       now(), now(), now(), true
     from generate_series(1, ${PAGES * 2}) as n`,
    [clientId, origin],
  );
  await client.query('commit');
  await client.end();
  return { clientId, pages: Array.from({ length: PAGES }, (_, i) => `${origin}/page-${i}`) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Sequential views of every page in turn; milliseconds per view, sorted. */
async function views(view: (url: string) => Promise<Response>, pages: string[], count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await view(pages[i % pages.length]!);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sdn-edge-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    DELIVERY_RATE_LIMIT_PER_MINUTE: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const service = await startService(config, errorsOnlyLogger);
  const server = createServer(service.app);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = await FixtureOrigin.start();
  const url = databaseUrl ?? (await import('../src/adapters/embedded-postgres/embedded-postgres.js')).EmbeddedPostgres.urlFor(dataDir);
  const { clientId, pages } = await seed(url, origin.origin);
  const script = await workerScript();
  // Pages that went out without markup because the service missed the budget: part of the result, not an error.
  const failOpen = new Map<string, number>();
  const worker = (code: string, bindings: Record<string, string> = {}) => {
    const key = bindings.SDN_CACHE_SECONDS ?? 'pass-through';
    return new Miniflare({
      modules: true,
      script: code,
      compatibilityDate: COMPATIBILITY_DATE,
      bindings,
      handleStructuredLogs: ({ message }: { message: string }) => {
        if (message.includes('fail-open')) failOpen.set(key, (failOpen.get(key) ?? 0) + 1);
      },
    });
  };
  const edgeBindings = { SDN_CLIENT_ID: clientId, SDN_SERVICE_URL: serviceUrl, SDN_BUDGET_MS: '150' };
  const workers = {
    passThrough: worker(PASS_THROUGH_WORKER),
    uncached: worker(script, { ...edgeBindings, SDN_CACHE_SECONDS: '0' }),
    cached: worker(script, { ...edgeBindings, SDN_CACHE_SECONDS: '60' }),
  };
  try {
    const through = (mf: Miniflare) => (page: string) =>
      mf.dispatchFetch(page, { headers: { accept: ACCEPT } }) as unknown as Promise<Response>;
    const direct = (page: string) => fetch(page, { headers: { accept: ACCEPT } });
    // Every path warmed (JIT, connections, the delivery cache, the Worker's remembered ETags) before measuring.
    for (const view of [direct, through(workers.passThrough), through(workers.uncached), through(workers.cached)])
      await views(view, pages, PAGES * 2);
    const sample = await (await through(workers.uncached)(pages[1]!)).text();
    if (!sample.includes('data-sdn=') || sample.length <= ARTICLE_PAGE.length) throw new Error('the edge Worker did not insert markup');
    const results = {
      'origin alone': await views(direct, pages, VIEWS),
      'pass-through Worker': await views(through(workers.passThrough), pages, VIEWS),
      'edge Worker, uncached (304 per view)': await views(through(workers.uncached), pages, VIEWS),
      'edge Worker, cached (60 s)': await views(through(workers.cached), pages, VIEWS),
    };
    const base = results['pass-through Worker'];
    const failedOpen = `pages served without markup (service over the 150 ms budget, warm-up included): uncached ${failOpen.get('0') ?? 0}, cached ${failOpen.get('60') ?? 0}`;
    console.log(`\n${label}: ${VIEWS} sequential page views each (ms)`);
    console.log('| path | p50 | p99 | added over pass-through p50 / p99 |');
    console.log('|---|---|---|---|');
    for (const [name, times] of Object.entries(results)) {
      const added = name.startsWith('edge')
        ? `+${(percentile(times, 50) - percentile(base, 50)).toFixed(2)} / +${(percentile(times, 99) - percentile(base, 99)).toFixed(2)}`
        : '';
      console.log(`| ${name} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${added} |`);
    }
    console.log(failedOpen);

    const embedPaths = pages.map((page) => `/api/embed?clientId=${clientId}&url=${encodeURIComponent(page)}`);
    const etag = (await fetch(serviceUrl + embedPaths[0])).headers.get('etag')!;
    console.log(`\n${label}: the service's answers to the edge's calls (autocannon, 50 connections, ${DURATION_S} s)`);
    for (const [name, headers] of [
      ['embed 200 (full answer)', {}],
      ['embed 304 (revalidation, one page)', { 'if-none-match': etag }],
    ] as const) {
      const revalidating = 'if-none-match' in headers;
      const result = await autocannon({
        url: serviceUrl,
        connections: 50,
        duration: DURATION_S,
        requests: revalidating ? [{ path: embedPaths[0]!, headers }] : embedPaths.map((path) => ({ path })),
      });
      const errors = result['4xx'] + result['5xx'] + result.errors + result.timeouts;
      console.log(
        `| ${name} | ${Math.round(result.requests.average)} req/s | p50 ${result.latency.p50} ms | p99 ${result.latency.p99} ms | 200: ${result['2xx']}, 304: ${result['3xx']}, failed: ${errors} |`,
      );
    }
  } finally {
    await Promise.all(Object.values(workers).map((mf) => mf.dispose()));
    await origin.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await service.close();
  }
}

await onEachBenchDatabase(run);
