// npm run bench:library — one site with 10,000 schemas: the library list answer over HTTP (session cookie, the whole
// Express stack) for the default order, every sort, each filter and a deep offset; on the embedded database and, when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL. Prints p50 / p95 / max per query (target < 100 ms).
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/composition/config.js';
import { startService } from '../src/composition/service.js';
import { errorsOnlyLogger } from '../test/support/loggers.js';
import { onEachBenchDatabase } from './bench-databases.js';

const SCHEMAS = Number(process.env.BENCH_SCHEMAS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TYPES = ['Article', 'Product', 'Event', 'Recipe', 'FAQPage', 'LocalBusiness', 'JobPosting', 'BreadcrumbList'];
const STATUSES = ['draft', 'published', 'paused'];

const QUERIES: [label: string, query: string][] = [
  ['default (updated, newest first)', ''],
  ['sort name', 'sort=name'],
  ['sort type', 'sort=schemaType'],
  ['sort page URL', 'sort=pageUrl'],
  ['sort status', 'sort=status'],
  ['sort updated, oldest first', 'sort=updatedAt&order=asc'],
  ['filter status=published', 'status=published'],
  ['filter type=Product', 'type=Product'],
  ['filter valid=false', 'valid=false'],
  ['filter search (URL part)', 'search=%2Fpage-77'],
  ['filter updated in the last 7 days', `updatedFrom=${encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString())}`],
  ['filters combined + sort name', 'status=draft&type=Article&valid=true&sort=name'],
  ['deep offset 9,950 (default order)', 'offset=9950'],
  ['deep offset 9,950, sort page URL', 'offset=9950&sort=pageUrl'],
];

/** Ten thousand schemas of one site: several types, statuses and verdicts, updates spread over 90 days. */
async function seed(url: string, clientId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into schemas (id, client_site_id, name, schema_type, page_url, status, json_ld, created_at, updated_at, published_at, valid)
     select gen_random_uuid(), $1, 'Schema ' || md5(n::text), ($2::text[])[1 + n % ${TYPES.length}], 'https://shop.example.com/page-' || n,
       ($3::text[])[1 + (n / 7) % 3],
       json_build_object('@context', 'https://schema.org', '@type', ($2::text[])[1 + n % ${TYPES.length}], 'name', 'Item ' || n,
         'description', repeat('Useful description. ', 10)),
       now() - interval '90 days', now() - (n % 90) * interval '1 day' - n * interval '1 second', null, n % 5 <> 0
     from generate_series(1, ${SCHEMAS}) as n`,
    [clientId, TYPES, STATUSES],
  );
  await client.query('analyze schemas');
  await client.end();
}

async function signedInSite(base: string, url: string): Promise<{ cookie: string; clientId: string }> {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-42', name: 'Bench' }),
  });
  const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`update subscriptions set plan = 'pro'`);
  await db.end();
  const site = await fetch(`${base}/api/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Bench shop', websiteUrl: 'https://shop.example.com' }),
  });
  return { cookie, clientId: ((await site.json()) as { id: string }).id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sdn-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const service = await startService(config, errorsOnlyLogger);
  const url = databaseUrl ?? (await import('../src/adapters/embedded-postgres/embedded-postgres.js')).EmbeddedPostgres.urlFor(dataDir);
  const server = createServer(service.app);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const { cookie, clientId } = await signedInSite(base, url);
  await seed(url, clientId);

  console.log(`\n[${label}] one site, ${SCHEMAS} schemas, 50 per page, ${RUNS} sequential requests per query after 3 warm-up ones`);
  for (const [name, query] of QUERIES) {
    const path = `${base}/api/clients/${clientId}/schemas?${query}`;
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const started = performance.now();
      const res = await fetch(path, { headers: { cookie } });
      const body = (await res.json()) as { total: number; items: unknown[] };
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 3) times.push(performance.now() - started);
      total = body.total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(38)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  max ${times.at(-1)!.toFixed(1).padStart(6)} ms  (total ${total})`,
    );
  }
  await new Promise((done) => server.close(done));
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await onEachBenchDatabase(run);
