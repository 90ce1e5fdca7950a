import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import type { Logger } from '../../src/ports/logger.js';
import { forEachDatabase } from '../support/databases.js';
import { PASSWORD, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

// The machine's Redis; every run writes under its own key prefix, so parallel runs never share counters.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENT = '00000000-0000-4000-8000-000000000000';
const inject = (service: Service) => request(service.app).get('/api/inject').query({ clientId: CLIENT, url: 'https://a.example/' });
const validate = (service: Service) =>
  request(service.app).post('/api/validate').send({ jsonString: '{"@context":"https://schema.org","@type":"Thing","name":"x"}' });
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info() {}, warn: (_o, message) => void warnings.push(message), error: (_o, message) => void warnings.push(message) };
}

forEachDatabase('HTTP: rate limits shared by instances through Redis', (database) => {
  const limits = {
    DELIVERY_RATE_LIMIT_PER_MINUTE: '6',
    VALIDATE_RATE_LIMIT_PER_MINUTE: '4',
    GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE: '2',
    VERIFY_RATE_LIMIT_PER_MINUTE: '2',
    BULK_RUN_STARTS_PER_MINUTE: '2',
    AUDIT_STARTS_PER_MINUTE: '1',
  };
  let first: Service;
  let second: Service;
  before(async () => {
    const shared = { ...limits, REDIS_URL, REDIS_KEY_PREFIX: `sdn-test:${randomUUID()}:`, WORKER_THREADS: '1' };
    // One after the other: both would run the migrations of a fresh database at once.
    first = await startTestService(database, shared);
    second = await startTestService(database, shared);
  });
  after(() => Promise.all([first?.close(), second?.close()]));

  it('two instances share the validate limit (express-rate-limit on rate-limit-redis)', async () => {
    await validate(first).expect(200);
    await validate(first).expect(200);
    await validate(second).expect(200);
    await validate(second).expect(200);
    // Each instance has seen only two requests; the limit of four is spent across both.
    const refused = await validate(first).expect(429);
    expect(refused.body).to.deep.equal({ error: 'Too many requests. Please try again later.' });
    await validate(second).expect(429);
  });

  it('two instances share the generate-from-url limit (it once counted per instance)', async () => {
    const extract = (service: Service) => request(service.app).post('/api/generate-from-url').send({ url: 'https://a.example/' });
    // Guests are counted per address before they are refused for want of a session.
    await extract(first).expect(403);
    await extract(second).expect(403);
    const refused = await extract(first).expect(429);
    expect(refused.body).to.deep.equal({ error: 'Too many requests. Please wait a moment.' });
  });

  it('two instances share the "Verify now" limit of a workspace', async () => {
    const email = uniqueEmail();
    const onFirst = await signedInAgent(first, email);
    const onSecond = request.agent(second.app);
    await onSecond.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    // A site on a reserved name: each check is refused at once, and every attempt counts.
    const { id } = await createSite(onFirst, 'https://shop.invalid');
    await onFirst.post(`/api/clients/${id}/verify-sdk`).expect(400);
    await onSecond.post(`/api/clients/${id}/verify-sdk`).expect(400);
    await onFirst.post(`/api/clients/${id}/verify-sdk`).expect(429);
  });

  it('two instances share the bulk-run and audit start limits of a workspace', async () => {
    const email = uniqueEmail();
    const onFirst = await signedInAgent(first, email);
    const onSecond = request.agent(second.app);
    await onSecond.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const { id } = await createSite(onFirst, 'https://shop.example');
    // A Free workspace is refused by plan, after the attempt is counted: starting is what the limit bounds.
    const start = (agent: request.Agent, what: string) =>
      agent.post(`/api/clients/${id}/${what}`).send({ urls: ['https://shop.example/a'] });
    await start(onFirst, 'bulk-runs').expect(403);
    await start(onSecond, 'bulk-runs').expect(403);
    const refused = await start(onFirst, 'bulk-runs').expect(429);
    expect(refused.body).to.deep.equal({ error: 'Too many bulk runs started. Please wait a minute and try again.' });
    await start(onSecond, 'audits').expect(403);
    expect((await start(onFirst, 'audits').expect(429)).body.error).to.match(/^Too many audits started/);
  });

  it('two instances share the delivery limit (synchronous counter exchanging counts through Redis)', async () => {
    // Delivery windows are whole minutes shared by the instances: start well inside one.
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    if (untilNextMinute < 5_000) await pause(untilNextMinute + 50);
    for (let i = 0; i < 4; i++) await inject(first).expect(200);
    await pause(400); // more than one exchange interval: the counts reach Redis and the other instance
    await inject(second).expect(200);
    await inject(second).expect(200);
    await pause(400);
    const refused = await inject(second).expect(429);
    expect(refused.headers['retry-after']).to.equal('60');
    // The first instance decides synchronously on what it last learned (before the second's requests); its next
    // exchange, at most 100 ms later, brings them in.
    await inject(first);
    await pause(400);
    await inject(first).expect(429);
  });

  it('without REDIS_URL each instance counts alone, as before', async () => {
    const alone = [await startTestService(database, limits), await startTestService(database, limits)];
    try {
      for (let i = 0; i < 4; i++) await inject(alone[0]).expect(200);
      await pause(300);
      for (let i = 0; i < 4; i++) await inject(alone[1]).expect(200);
      for (let i = 0; i < 4; i++) await validate(alone[i % 2]!).expect(200);
    } finally {
      await Promise.all(alone.map((service) => service.close()));
    }
  });
});

forEachDatabase('HTTP: Redis down', (database) => {
  it('fails open: page views and validations are answered, limits count per instance, a warning is logged', async function () {
    this.timeout(30_000);
    const logger = recordingLogger();
    // Nothing listens on port 1.
    const service = await startTestService(
      database,
      { REDIS_URL: 'redis://127.0.0.1:1', DELIVERY_RATE_LIMIT_PER_MINUTE: '3', VALIDATE_RATE_LIMIT_PER_MINUTE: '2' },
      logger,
    );
    try {
      for (let i = 0; i < 3; i++) await inject(service).expect(200);
      await pause(300);
      await inject(service).expect(429);
      await validate(service).expect(200);
      await validate(service).expect(200);
      await validate(service).expect(429);
      expect(logger.warnings.join('\n')).to.match(/Redis unreachable|shared counters unreachable/);
    } finally {
      await service.close();
    }
  });
});
