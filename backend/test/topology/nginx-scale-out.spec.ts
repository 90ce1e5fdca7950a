import type { AuditView } from '@sdn/contracts';
import autocannon from 'autocannon';
import { expect } from 'chai';
import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { runCli } from '../../src/composition/cli-runner.js';
import { startAuditFixtureSite } from '../support/audit-fixture-site.js';
import { waitForAudit } from '../support/audit-helpers.js';
import { nginxInstalled, startNginx } from '../support/nginx-balancer.js';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.js';
import { startServiceInstance, type ServiceInstance } from '../support/service-instance.js';
import { PASSWORD, uniqueEmail } from '../support/test-service.js';

const POSTGRES = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'topology-session-secret-that-is-long-enough-0123';
const VALIDATE_LIMIT = 6;

/** Established TCP connections accepted on a loopback port (from /proc/net/tcp: any process of this machine). */
function connectionsTo(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === local && fields[3] === '01').length;
}

const portOf = (instance: ServiceInstance) => Number(new URL(instance.baseUrl).port);

/**
 * docker/compose.yaml's topology without Docker: Debian's nginx with docker/nginx.conf (only its addresses changed),
 * two web instances and one worker running the production entry, Redis and the machine's PostgreSQL, all on
 * loopback. Needs TEST_DATABASE_URL and nginx (`make nginx`).
 */
describe('Scale-out topology: nginx in front of two web instances, a worker, Redis and PostgreSQL', function () {
  this.timeout(120_000);
  let scratch: ScratchDatabase | undefined;
  let site: Awaited<ReturnType<typeof startAuditFixtureSite>> | undefined;
  const instances: ServiceInstance[] = [];
  let web1: ServiceInstance;
  let web2: ServiceInstance;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let env: Record<string, string>;

  before(async function () {
    if (!POSTGRES || !nginxInstalled()) return this.skip();
    scratch = await createScratchDatabase(POSTGRES, 'sdn_topology');
    site = await startAuditFixtureSite();
    env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: REDIS,
      REDIS_KEY_PREFIX: `sdn-topology-${process.pid}-${Date.now()}:`,
      SESSION_SECRET: SECRET,
      TRUST_PROXY: '1',
      SHUTDOWN_GRACE_MS: '5000',
      DB_POOL_SIZE: '4',
      WORKER_THREADS: '1',
      VALIDATE_RATE_LIMIT_PER_MINUTE: String(VALIDATE_LIMIT),
      DELIVERY_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
      AUDIT_DELAY_MS: '10',
    };
    // As in compose: web1 migrates the fresh database first, then web2 starts; the worker comes later (below).
    web1 = await startServiceInstance({ ...env, SERVICE_ROLE: 'web' });
    instances.push(web1);
    web2 = await startServiceInstance({ ...env, SERVICE_ROLE: 'web' });
    instances.push(web2);
    nginx = await startNginx([web1.address, web2.address]);
  });

  after(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await nginx?.stop();
    await site?.close();
    await scratch?.drop();
  });

  async function owner(): Promise<{ email: string; cookie: string; lb: request.Agent }> {
    const email = uniqueEmail('topology');
    const lb = request.agent(nginx!.baseUrl);
    const signup = await lb.post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const cookie = signup.headers['set-cookie']![0]!.split(';')[0]!;
    return { email, cookie, lb };
  }

  it('spreads concurrent requests over both web instances', async () => {
    const before = [connectionsTo(portOf(web1)), connectionsTo(portOf(web2))];
    expect(before).to.deep.equal([0, 0]);
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${nginx!.baseUrl}/healthz`).then((res) => res.status)));
    expect(answers.every((status) => status === 200)).to.equal(true);
    // nginx opens a connection to an instance only to pass it a request, and keeps it (keepalive) afterwards.
    expect(connectionsTo(portOf(web1)), 'connections nginx opened to web1').to.be.greaterThan(0);
    expect(connectionsTo(portOf(web2)), 'connections nginx opened to web2').to.be.greaterThan(0);
  });

  it('lets a session created through the balancer work on each instance directly', async () => {
    const { email, cookie } = await owner();
    for (const instance of [web1, web2]) {
      const me = await request(instance.baseUrl).get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(JSON.stringify(me.body)).to.include(email);
    }
  });

  it('counts a rate limit once for both instances (Redis)', async () => {
    const validate = (instance: ServiceInstance) =>
      request(instance.baseUrl).post('/api/validate').send({ jsonString: '{"@context":"https://schema.org","@type":"Thing","name":"x"}' });
    // Half the allowance on each instance: alone, each would still have half of it left.
    for (let i = 0; i < VALIDATE_LIMIT; i++) expect((await validate(i % 2 === 0 ? web1 : web2)).status).to.equal(200);
    expect((await validate(web1)).status).to.equal(429);
    expect((await validate(web2)).status).to.equal(429);
  });

  it('runs a background job enqueued through a web instance on the worker only', async () => {
    const { email, lb } = await owner();
    const created = await lb
      .post('/api/clients')
      .send({ name: 'Shop', websiteUrl: `${site!.origin}/` })
      .expect(201);
    const lines: string[] = [];
    const code = await runCli(
      ['plan', 'set', email, 'agency'],
      { DATABASE_URL: scratch!.url, SESSION_SECRET: SECRET },
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
    );
    expect(code, lines.join('\n')).to.equal(0);
    const started = await lb.post(`/api/clients/${created.body.id}/audits`).send({}).expect(202);
    // Web instances only send jobs: with no worker, the audit stays where it is and the site is never fetched.
    await new Promise((wait) => setTimeout(wait, 3_000));
    const waiting = (await lb.get(`/api/clients/${created.body.id}/audits/${started.body.id}`).expect(200)).body as AuditView;
    expect(waiting.status).to.equal('running');
    expect(waiting.counts.done).to.equal(0);
    expect(site!.hits.size, 'pages fetched without a worker').to.equal(0);
    instances.push(await startServiceInstance({ ...env, SERVICE_ROLE: 'worker' }));
    const audit = await waitForAudit(lb, created.body.id, started.body.id);
    expect(audit.status).to.equal('completed');
    expect(audit.counts.done).to.be.greaterThan(0);
    expect(site!.hits.size).to.be.greaterThan(0);
  });

  it('loses no request when one web instance is stopped (SIGTERM) under load', async () => {
    const { lb } = await owner();
    const created = await lb.post('/api/clients').send({ name: 'Shop', websiteUrl: 'https://shop.example.com' }).expect(201);
    const inject = `/api/inject?clientId=${created.body.id}&url=${encodeURIComponent('https://shop.example.com/')}`;
    const clientErrors: string[] = [];
    // At most 1,000 requests per second in all: nginx closes a client connection after its 1,000th request
    // (keepalive_requests), and autocannon, writing its next request meanwhile, counts that as ECONNRESET.
    const load = autocannon({ url: nginx!.baseUrl + inject, connections: 10, duration: 4, overallRate: 1000 });
    // The returned promise is also autocannon's event emitter (its types only know the promise).
    (load as unknown as EventEmitter).on('reqError', (error: Error) => clientErrors.push(error.message));
    await new Promise((wait) => setTimeout(wait, 1_500));
    const exitCode = await web2.stop('SIGTERM');
    const result = await load;
    expect(exitCode, 'web2 stopped gracefully').to.equal(0);
    expect(result.requests.total).to.be.greaterThan(100);
    expect(
      { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
      `${result.requests.total} requests: ${clientErrors.join('; ')}\n${nginx!.errorLog()}`,
    ).to.deep.equal({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect((await request(nginx!.baseUrl).get(inject)).status, 'web1 alone still answers').to.equal(200);
  });
});
