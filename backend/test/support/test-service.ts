import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Logger } from '../../src/ports/logger.js';
import { loadConfig } from '../../src/composition/config.js';
import { startService, type Service } from '../../src/composition/service.js';
import type { TestDatabase } from './databases.js';
import { silentLogger } from './loggers.js';

// TEST_LOGS=1 prints warnings and errors of the service under test.
const silent: Logger = process.env.TEST_LOGS
  ? { info() {}, warn: (o, m) => console.warn(m, o), error: (o, m) => console.error(m, o) }
  : silentLogger;

/** Settings that keep tests independent of the machine: generous limits unless a spec asks for tight ones. */
const TEST_ENV = {
  SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  LOGIN_ATTEMPTS_PER_ACCOUNT: '10000',
  VERIFY_RATE_LIMIT_PER_MINUTE: '10000',
  DELIVERY_RATE_LIMIT_PER_MINUTE: '100000',
  VALIDATE_RATE_LIMIT_PER_MINUTE: '10000',
  GENERATE_RATE_LIMIT_GUEST_PER_MINUTE: '10000',
  GENERATE_RATE_LIMIT_USER_PER_MINUTE: '10000',
  DB_POOL_SIZE: '4',
  // Specs that start SMTP (team, billing) sign up at once; the confirm-by-email specs ask for `required`.
  SIGNUP_CONFIRMATION: 'off',
};

/** The real service (real database, real app) for supertest. */
export async function startTestService(
  database: TestDatabase,
  env: Record<string, string> = {},
  logger: Logger = silent,
): Promise<Service> {
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sdn-service-')),
    DATABASE_URL: await database.url(),
    ...env,
  });
  return startService(config, logger);
}

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-battery-1';

/** A signed-in browser: an agent that keeps the session cookie. */
export async function signedInAgent(service: Service, email = uniqueEmail()) {
  const agent = request.agent(service.app);
  await agent.post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
  return agent;
}

export async function createSite(agent: request.Agent, websiteUrl = 'https://shop.example.com') {
  const res = await agent.post('/api/clients').send({ name: 'Shop', websiteUrl }).expect(201);
  return res.body as { id: string };
}

export function articleJsonLd(headline = 'Hello') {
  return { '@context': 'https://schema.org', '@type': 'Article', headline };
}

export async function createSchema(
  agent: request.Agent,
  clientId: string,
  pageUrl = 'https://shop.example.com/blog/hello',
  jsonLd: object = articleJsonLd(),
) {
  const res = await agent.post(`/api/clients/${clientId}/schemas`).send({ name: 'Post', pageUrl, jsonLd }).expect(201);
  return res.body as { id: string; status: string };
}
