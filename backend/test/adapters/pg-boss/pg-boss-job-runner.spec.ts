import { expect } from 'chai';
import { PgBossJobRunner } from '../../../src/adapters/pg-boss/pg-boss-job-runner.js';
import type { JobKind } from '../../../src/ports/job-queue.js';
import { forEachDatabase } from '../../support/databases.js';
import { silentLogger } from '../../support/loggers.js';

/** A kind whose handler fails like broken infrastructure (not a domain error) the first `failures` times. */
function flakyKind(name: string, failures: number) {
  const calls: string[] = [];
  const givenUp: { payload: { n: number }; reason: string }[] = [];
  const kind: JobKind<{ n: number }> = {
    name,
    concurrency: 2,
    async handle(payload) {
      calls.push(`n${payload.n}`);
      if (calls.filter((c) => c === `n${payload.n}`).length <= failures) throw new Error('database went away');
    },
    async giveUp(payload, reason) {
      givenUp.push({ payload, reason });
    },
  };
  return { kind, calls, givenUp };
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

forEachDatabase('pg-boss job runner', (database) => {
  const runners: PgBossJobRunner[] = [];
  const runner = async (retryLimit: number) => {
    const r = new PgBossJobRunner(
      {
        connectionString: await database.url(),
        poolSize: 2,
        work: true,
        heartbeatSeconds: 10,
        superviseSeconds: 1,
        retryLimit,
        stopTimeoutMs: 2000,
        scope: (work) => work(),
      },
      silentLogger,
    );
    runners.push(r);
    return r;
  };
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  it('retries a job that failed on infrastructure, then succeeds', async function () {
    this.timeout(60_000); // the first spec on a fresh embedded database also pays for pg-boss creating its schema
    const { kind, calls, givenUp } = flakyKind(`flaky-${Date.now()}`, 1);
    const r = await runner(2);
    r.register(kind);
    await r.start();
    await r.enqueue(kind.name, [{ payload: { n: 1 } }]);
    await until(() => calls.length === 2);
    await new Promise((wait) => setTimeout(wait, 1500));
    expect(calls).to.deep.equal(['n1', 'n1']);
    expect(givenUp).to.deep.equal([]);
  });

  it('hands a job it gives up on to the kind, so its progress row can be closed', async () => {
    const { kind, calls, givenUp } = flakyKind(`doomed-${Date.now()}`, 99);
    const r = await runner(0);
    r.register(kind);
    await r.start();
    await r.enqueue(kind.name, [{ payload: { n: 7 } }]);
    await until(() => givenUp.length === 1);
    expect(calls).to.deep.equal(['n7']);
    expect(givenUp[0]!.payload).to.deep.equal({ n: 7 });
  });

  it('refuses unknown kinds and kinds registered after start; a web-role runner only sends', async () => {
    const { kind, calls } = flakyKind(`sent-${Date.now()}`, 0);
    const web = new PgBossJobRunner(
      {
        connectionString: await database.url(),
        poolSize: 2,
        work: false,
        heartbeatSeconds: 10,
        superviseSeconds: 30,
        retryLimit: 0,
        stopTimeoutMs: 1000,
        scope: (work) => work(),
      },
      silentLogger,
    );
    runners.push(web);
    web.register(kind);
    await web.start();
    expect(() => web.register(flakyKind('late', 0).kind)).to.throw(/before start/);
    await web.enqueue(kind.name, [{ payload: { n: 1 } }]);
    await new Promise((wait) => setTimeout(wait, 1500));
    expect(calls).to.deep.equal([]);
    await web.enqueue('nope', [{ payload: {} }]).then(
      () => expect.fail('accepted'),
      (error: Error) => expect(error.message).to.match(/unknown job kind/),
    );
    // A worker picks up what the web instance sent.
    const worker = await runner(0);
    worker.register(kind);
    await worker.start();
    await until(() => calls.length === 1);
  });
});
