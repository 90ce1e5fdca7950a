// npm run bench:delivery — after a warm-up of both servers, inject vs a bare Express 5 route returning the same bytes
// from memory, inject while a flood of 140 KB validate bodies saturates the worker pool, and one site's throughput
// while one of its schemas is edited every 100 ms; on the embedded database and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, on PostgreSQL. Prints req/s, p50, p99, the service thread's CPU per answer, and the
// database round trips delivery made.
import 'reflect-metadata';
import autocannon from 'autocannon';
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/composition/config.js';
import { startService } from '../src/composition/service.js';
import { errorsOnlyLogger } from '../test/support/loggers.js';
import { onEachBenchDatabase } from './bench-databases.js';
import { inventedTypesDocument } from '../test/support/hostile-documents.js';
import { seedPublishedSites } from './seed-published-sites.js';

const SITES = 1000;
const SCHEMAS_PER_SITE = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const FLOOD_CONNECTIONS = 8;
const EDIT_EVERY_MS = 100;
// Long enough for the JIT, the delivery cache, the database's buffers and the load generator's own warm-up.
const WARM_UP_S = Math.max(2, Math.round(DURATION_S / 2));
// Inject and the bare route alternate this many times and the best round of each counts: on a shared machine a
// neighbour's burst during one phase would otherwise decide the ratio.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

function listen(handler: RequestListener): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  server.keepAliveTimeout = 65_000;
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      ready({ server, base: `http://127.0.0.1:${address.port}` });
    }),
  );
}

async function load(base: string, paths: string[], duration = DURATION_S) {
  // The service's own thread: on 2 cores shared with the load generator, CPU per answer is steadier than req/s.
  const cpuBefore = process.threadCpuUsage();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    workers: 1,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const cpu = process.threadCpuUsage(cpuBefore);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    cpuMicros: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

/** Validate requests with the outside test's 140 KB body of invented @type names, as fast as they are answered. */
async function validationFlood(base: string) {
  const body = JSON.stringify({ jsonString: inventedTypesDocument() });
  const result = await autocannon({
    url: base,
    connections: FLOOD_CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    requests: [{ method: 'POST', path: '/api/validate', headers: { 'content-type': 'application/json' }, body }],
  });
  return { total: result.requests.total, ok: result['2xx'], refused: result.non2xx, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Edits one schema of the site every 100 ms, committed behind the service's back (as another instance would). */
function editEvery100ms(url: string, clientId: string) {
  const db = new pg.Client({ connectionString: url });
  let edits = 0;
  let timer: NodeJS.Timeout | undefined;
  const started = db.connect().then(async () => {
    const { rows } = await db.query<{ id: string }>('select id from schemas where client_site_id = $1 limit 1', [clientId]);
    timer = setInterval(() => {
      db.query(`update schemas set name = 'Edited ' || $2::text, updated_at = now() where id = $1`, [rows[0]!.id, String(edits)]).then(
        () => edits++,
        () => undefined,
      );
    }, EDIT_EVERY_MS);
  });
  return {
    async stop() {
      await started;
      clearInterval(timer);
      await db.end();
      return edits;
    },
  };
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sdn-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    DELIVERY_RATE_LIMIT_PER_MINUTE: '100000000',
    VALIDATE_RATE_LIMIT_PER_MINUTE: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const service = await startService(config, errorsOnlyLogger);
  const url = databaseUrl ?? (await import('../src/adapters/embedded-postgres/embedded-postgres.js')).EmbeddedPostgres.urlFor(dataDir);
  const pages = await seedPublishedSites(url, SITES, SCHEMAS_PER_SITE);
  const { server, base } = await listen(service.app);
  const paths = pages.map((page) => `/api/inject?clientId=${page.clientId}&url=${encodeURIComponent(page.pageUrl)}`);
  const sample = await fetch(base + paths[0]);
  const sampleBody = await sample.text();
  // "The same bytes": the sample answer's body and every header inject sends, replayed from memory.
  const sampleHeaders = [
    'access-control-allow-origin',
    'access-control-expose-headers',
    'x-service-id',
    'cache-control',
    'x-service-duration',
    'content-type',
  ].map((name) => [name, sample.headers.get(name)!] as const);

  // The bare route: same Express 5 version and server, the same bytes from memory, no lookup at all.
  const bare = express();
  bare.get('/api/inject', (_req, res) => {
    for (const [name, value] of sampleHeaders) res.setHeader(name, value);
    res.end(sampleBody);
  });
  const bareServer = await listen(bare);

  for (const path of paths) await fetch(base + path); // every page seen once: the cache holds them all
  // Warm-up of both servers, not measured: the first phase used to pay for cold code and buffers (0.42x embedded).
  await load(base, paths, WARM_UP_S);
  await load(bareServer.base, paths, WARM_UP_S);
  // The pool threads load the validator (its vocabulary) before their first task: not part of the flood.
  await fetch(`${base}/api/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonString: inventedTypesDocument() }),
  });
  let roundTrips = 0;
  let injectSeconds = 0;
  const countRoundTrip = () => roundTrips++;
  const injectRounds: Awaited<ReturnType<typeof load>>[] = [];
  const bareRounds: Awaited<ReturnType<typeof load>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    service.database.pool.on('acquire', countRoundTrip);
    injectRounds.push(await load(base, paths));
    injectSeconds += DURATION_S;
    service.database.pool.off('acquire', countRoundTrip);
    bareRounds.push(await load(bareServer.base, paths));
  }
  const best = (rounds: Awaited<ReturnType<typeof load>>[]) => rounds.reduce((a, b) => (b.rps > a.rps ? b : a));
  const inject = best(injectRounds);
  const baseline = best(bareRounds);
  const injectServed = injectRounds.reduce((sum, r) => sum + r.rps * DURATION_S, 0);
  // The same inject load while validate requests keep the worker pool saturated.
  const [flooded, flood] = await Promise.all([load(base, paths), validationFlood(base)]);
  // One site's pages: first read only, then while one of its schemas is edited every 100 ms.
  const sitePaths = paths.filter((path) => path.includes(pages[0]!.clientId));
  const siteRead = await load(base, sitePaths);
  const editor = editEvery100ms(url, pages[0]!.clientId);
  const siteEdited = await load(base, sitePaths);
  const edits = await editor.stop();

  // Freshness still holds under the cache: pause one schema behind the service's back, the next request sees it.
  const before = (await (await fetch(base + paths[0])).json()) as { items: unknown[] };
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(
    `update schemas set status = 'paused' where id = (select id from schemas where client_site_id = $1 and page_url = $2 limit 1)`,
    [pages[0]!.clientId, pages[0]!.pageUrl],
  );
  await db.end();
  const after = (await (await fetch(base + paths[0])).json()) as { items: unknown[] };

  const rounds = (all: Awaited<ReturnType<typeof load>>[], figure: 'rps' | 'cpuMicros' = 'rps') =>
    all.map((r) => r[figure].toFixed(figure === 'rps' ? 0 : 1)).join(' / ');
  console.log(
    `\n[${label}] ${SITES} sites x ${SCHEMAS_PER_SITE} schemas, ${CONNECTIONS} connections, ${WARM_UP_S}s warm-up, ${ROUNDS} alternating rounds of ${DURATION_S}s, ${paths.length} distinct pages`,
  );
  console.log(
    `  inject : ${inject.rps.toFixed(0)} req/s  p50 ${inject.p50} ms  p99 ${inject.p99} ms  errors ${inject.errors} (timeouts ${inject.timeouts})  rounds ${rounds(injectRounds)} req/s`,
  );
  console.log(
    `  bare   : ${baseline.rps.toFixed(0)} req/s  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms  errors ${baseline.errors} (timeouts ${baseline.timeouts})  rounds ${rounds(bareRounds)} req/s`,
  );
  console.log(
    `  ratio  : ${(inject.rps / baseline.rps).toFixed(2)}x of the bare route, best round against best round` +
      ` (delivery made ${roundTrips} database round trips in ${injectSeconds}s of inject, ${(roundTrips / Math.max(1, injectServed)).toFixed(4)} per request)`,
  );
  const cpuRatios = injectRounds.map((round, i) => bareRounds[i]!.cpuMicros / round.cpuMicros);
  console.log(
    `  cpu    : the service thread spent ${rounds(injectRounds, 'cpuMicros')} µs per inject answer and ${rounds(bareRounds, 'cpuMicros')} µs per bare answer:` +
      ` ${(cpuRatios.reduce((a, b) => a + b, 0) / cpuRatios.length).toFixed(2)}x (bare/inject, mean of the round pairs ${cpuRatios.map((r) => r.toFixed(2)).join(' / ')})`,
  );
  console.log(
    `  flood  : inject ${flooded.rps.toFixed(0)} req/s  p50 ${flooded.p50} ms  p99 ${flooded.p99} ms  errors ${flooded.errors}` +
      ` while ${FLOOD_CONNECTIONS} connections sent 140 KB validate bodies: ${flood.total} sent, ${flood.ok} answered 200, ${flood.refused} refused (503/429), p50 ${flood.p50} / p99 ${flood.p99} ms`,
  );
  console.log(
    `  flood  : inject p50 ${inject.p50} -> ${flooded.p50} ms, p99 ${inject.p99} -> ${flooded.p99} ms, ${(flooded.rps / inject.rps).toFixed(2)}x the throughput without the flood`,
  );
  console.log(
    `  edits  : one site (${sitePaths.length} pages) ${siteRead.rps.toFixed(0)} req/s read-only, ${siteEdited.rps.toFixed(0)} req/s` +
      ` with ${edits} edits (one every ${EDIT_EVERY_MS} ms): ${(siteEdited.rps / siteRead.rps).toFixed(2)}x  p99 ${siteRead.p99} -> ${siteEdited.p99} ms`,
  );
  console.log(
    `  fresh  : ${before.items.length} items -> ${after.items.length} after a pause committed elsewhere: ${after.items.length === before.items.length - 1 ? 'yes' : 'NO'}`,
  );
  await new Promise((done) => server.close(done));
  await new Promise((done) => bareServer.server.close(done));
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await onEachBenchDatabase(run);
