// npm run bench:engine — validate and generate in-process (p50/p99 per call, calls/s), then POST /api/validate of the
// whole service, with its validate lane and with the lane off, side by side with a bare Express route doing JSON.parse
// on the same body (autocannon in a worker thread: req/s, p50, p99, and per request the CPU of the server's thread, of
// the validate lane's thread and of the whole process, load generator included).
import 'reflect-metadata';
import autocannon from 'autocannon';
import express from 'express';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANE_THREAD_NAME } from '../src/adapters/worker-pool/thread-lane-cpu-work.js';
import { loadConfig } from '../src/composition/config.js';
import { startService } from '../src/composition/service.js';
import { errorsOnlyLogger } from '../test/support/loggers.js';
import { InMemoryGenerationQuota } from '../src/adapters/in-memory/in-memory-generation-quota.js';
import { InProcessJsonLdValidity } from '../src/adapters/in-memory/in-process-json-ld-validity.js';
import { GenerateJsonLd } from '../src/application/engine/generate-json-ld.js';
import { ValidateJsonLd } from '../src/application/engine/validate-json-ld.js';
import { GenerateCatalogue } from '../src/engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../src/engine/vocabulary/schema-org-vocabulary.js';
import { CORPUS, GENERATE_CORPUS, PRODUCT } from './engine-corpus.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 5000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const BARE = 'bare Express route (JSON.parse)';
const LANE = 'POST /api/validate (whole service)';
const EXPRESS = 'POST /api/validate, lane off';

const validator = new JsonLdValidator(schemaOrgVocabulary);
const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
const validate = new ValidateJsonLd(new InProcessJsonLdValidity(validator));
const generate = new GenerateJsonLd(catalogue, validator, new InMemoryGenerationQuota(), { now: () => new Date() });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, call: () => unknown): Promise<void> {
  for (let i = 0; i < 500; i++) await call();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms  ${Math.round(ITERATIONS / seconds)} calls/s`,
  );
}

/**
 * The whole service on the embedded database: what a client really calls. `VALIDATE_LANE_MAX_BYTES=0` turns the
 * validate lane off, so the same request goes through Express (helmet, guards, router, body-parser) and the pool.
 */
async function startWholeService(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sdn-bench-engine-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    VALIDATE_RATE_LIMIT_PER_MINUTE: '1000000000',
    ...env,
  });
  const service = await startService(config, errorsOnlyLogger);
  return { service, dataDir, ...(await listen(service.app)) };
}

function listen(app: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(app);
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () => ready({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU the server's own thread spent per request (the load generator runs in a worker thread, on the other core). */
  cpuMicros: number;
  /** The validate lane's thread, per request (Linux only; null elsewhere). */
  laneMicros: number | null;
  /** Every thread of the process per request, the load generator's included: what two shared cores must carry. */
  processMicros: number;
  failures: number;
}

/** /proc counts a thread's CPU in clock ticks of 10 ms (USER_HZ); a 5 s round holds hundreds of them. */
const MICROS_PER_TICK = 10_000;

/** CPU so far of the threads named `name`, from /proc (Linux); null where there is none. */
function threadCpuMicros(name: string): number | null {
  try {
    let ticks = 0;
    for (const tid of readdirSync('/proc/self/task')) {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== name) continue;
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * MICROS_PER_TICK;
  } catch {
    return null;
  }
}

async function load(url: string, body: string): Promise<LoadFigures> {
  const before = process.threadCpuUsage();
  const processBefore = process.cpuUsage();
  const laneBefore = threadCpuMicros(LANE_THREAD_NAME);
  const result = await autocannon({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
  });
  const cpu = process.threadCpuUsage(before);
  const whole = process.cpuUsage(processBefore);
  const laneAfter = threadCpuMicros(LANE_THREAD_NAME);
  const requests = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicros: (cpu.user + cpu.system) / requests,
    laneMicros: laneBefore === null || laneAfter === null ? null : (laneAfter - laneBefore) / requests,
    processMicros: (whole.user + whole.system) / requests,
    failures: result.errors + result.non2xx,
  };
}

function print(label: string, figures: LoadFigures): void {
  const { rps, p50, p99, cpuMicros, laneMicros, processMicros, failures } = figures;
  const lane = laneMicros ? `, lane thread ${Math.round(laneMicros)} µs` : '';
  console.log(
    `${label.padEnd(40)} ${Math.round(rps)} req/s  p50 ${p50} ms  p99 ${p99} ms  ${Math.round(cpuMicros)} µs CPU/request${lane}, whole process ${Math.round(processMicros)} µs  failures ${failures}`,
  );
}

async function main(): Promise<void> {
  console.log(`In-process (${ITERATIONS} calls each, after warm-up)`);
  for (const [name, doc] of Object.entries(CORPUS)) {
    const jsonString = JSON.stringify(doc);
    await measure(`validate ${name} [${(jsonString.length / 1024).toFixed(1)} KB]`, () => validate.execute({ jsonString }));
  }
  for (const { type, data } of GENERATE_CORPUS) await measure(`generate ${type}`, () => generate.execute({ type, data, actor: null }));

  const app = express();
  app.post('/bare', express.json({ limit: '256kb' }), (req, res) => {
    JSON.parse(req.body.jsonString);
    res.json({ ok: true });
  });
  const { server, url } = await listen(app);
  const body = JSON.stringify({ jsonString: JSON.stringify(PRODUCT) });
  const lane = await startWholeService();
  const expressOnly = await startWholeService({ VALIDATE_LANE_MAX_BYTES: '0' });
  const targets: Record<string, string> = {
    [BARE]: `${url}/bare`,
    [LANE]: `${lane.url}/api/validate`,
    [EXPRESS]: `${expressOnly.url}/api/validate`,
  };
  console.log(
    `\nHTTP (${CONNECTIONS} connections, load in a worker thread, ${ROUNDS} alternating rounds of ${DURATION_S} s, best round shown; Product body ${(body.length / 1024).toFixed(1)} KB)`,
  );
  const best = new Map<string, LoadFigures>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, target] of Object.entries(targets)) {
      const figures = await load(target, body);
      if (!best.has(label) || figures.rps > best.get(label)!.rps) best.set(label, figures);
    }
  }
  for (const [label, figures] of best) print(label, figures);
  const bare = best.get(BARE)!;
  for (const label of [LANE, EXPRESS]) {
    const engine = best.get(label)!;
    console.log(
      `${label} / bare: throughput ${(engine.rps / bare.rps).toFixed(2)}x the bare route, server CPU per request ${(engine.cpuMicros / bare.cpuMicros).toFixed(2)}x, whole process ${(engine.processMicros / bare.processMicros).toFixed(2)}x`,
    );
  }
  server.close();
  for (const whole of [lane, expressOnly]) {
    whole.server.close();
    await whole.service.close();
    rmSync(whole.dataDir, { recursive: true, force: true });
  }
}

await main();
