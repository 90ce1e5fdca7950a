// npm run bench:engine — validate and generate in-process (p50/p99 per call, calls/s), then POST /api/validate
// over HTTP against a bare Express route doing JSON.parse on the same body (autocannon: req/s, p50, p99).
import autocannon from 'autocannon';
import express from 'express';
import { createServer, type Server } from 'node:http';
import { createEngineRouter } from '../src/adapters/http/engine/engine-router.js';
import { InMemoryGenerationQuota } from '../src/adapters/in-memory/in-memory-generation-quota.js';
import { GenerateJsonLd } from '../src/application/engine/generate-json-ld.js';
import { GetVocabularyType } from '../src/application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../src/application/engine/list-vocabulary-types.js';
import { ValidateJsonLd } from '../src/application/engine/validate-json-ld.js';
import { GenerateCatalogue } from '../src/domain/structured-data/generation/generate-catalogue.js';
import { JsonLdTextValidator } from '../src/domain/structured-data/validate-json-ld-text.js';
import { JsonLdValidator } from '../src/domain/structured-data/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../src/domain/structured-data/vocabulary/schema-org-vocabulary.js';
import { CORPUS, GENERATE_CORPUS, PRODUCT } from './engine-corpus.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 5000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

const validator = new JsonLdValidator(schemaOrgVocabulary);
const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
const validate = new ValidateJsonLd(new JsonLdTextValidator(validator));
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
  console.log(`${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms  ${Math.round(ITERATIONS / seconds)} calls/s`);
}

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = createServer(app);
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

async function load(label: string, url: string, body: string): Promise<autocannon.Result> {
  const result = await autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections: CONNECTIONS, duration: DURATION_S });
  console.log(`${label.padEnd(40)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`);
  return result;
}

async function main(): Promise<void> {
  console.log(`In-process (${ITERATIONS} calls each, after warm-up)`);
  for (const [name, doc] of Object.entries(CORPUS)) {
    const jsonString = JSON.stringify(doc);
    await measure(`validate ${name} [${(jsonString.length / 1024).toFixed(1)} KB]`, () => validate.execute({ jsonString }));
  }
  for (const { type, data } of GENERATE_CORPUS) await measure(`generate ${type}`, () => generate.execute({ type, data, actor: null }));

  const unlimited = { validatePerMinute: 1e9, generateGuestPerMinute: 1e9, generateUserPerMinute: 1e9 };
  const app = express();
  app.use('/api', createEngineRouter({ validateJsonLd: validate, generateJsonLd: generate, vocabulary: { list: new ListVocabularyTypes(catalogue, validator), get: new GetVocabularyType(catalogue, validator) }, resolveActor: async () => null, limits: unlimited }));
  app.post('/bare', express.json({ limit: '256kb' }), (req, res) => {
    JSON.parse(req.body.jsonString);
    res.json({ ok: true });
  });
  const { server, url } = await listen(app);
  const body = JSON.stringify({ jsonString: JSON.stringify(PRODUCT) });
  console.log(`\nHTTP (${CONNECTIONS} connections, ${DURATION_S} s each, Product body ${(body.length / 1024).toFixed(1)} KB)`);
  const bare = await load('bare route (JSON.parse)', `${url}/bare`, body);
  const engine = await load('POST /api/validate', `${url}/api/validate`, body);
  console.log(`validate / bare: throughput ${(bare.requests.average / engine.requests.average).toFixed(2)}x slower, p50 latency ${(engine.latency.p50 / Math.max(bare.latency.p50, 1)).toFixed(2)}x`);
  server.close();
}

await main();
