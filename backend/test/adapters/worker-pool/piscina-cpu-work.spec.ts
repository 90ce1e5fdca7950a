import { expect } from 'chai';
import { threadId } from 'node:worker_threads';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';
import { WorkBudgetExceededError, WorkQueueFullError } from '../../../src/ports/cpu-work.js';
import { platform } from 'node:os';
import { refuseTask, spinTask, threadNiceness, threadNicenessTask, whereAmITask } from '../../support/cpu-tasks.js';

describe('Worker pool (piscina)', () => {
  let work: PiscinaCpuWork;
  before(() => {
    work = new PiscinaCpuWork({ threads: 1, maxQueue: 2, timeoutMs: 1_500, memoryMb: 128 });
  });
  after(() => work.close());

  it('runs a typed task on another thread', async () => {
    const answer = await work.run(whereAmITask, { echo: 'hi' });
    expect(answer.echo).to.equal('hi');
    expect(answer.threadId).to.not.equal(threadId);
  });

  it("runs its threads at the lowest priority and leaves the calling thread's as it was (Linux)", async function () {
    if (platform() !== 'linux') this.skip();
    const callerBefore = threadNiceness();
    expect(await work.run(threadNicenessTask, undefined as never)).to.equal(19);
    expect(threadNiceness()).to.equal(callerBefore);
    expect(callerBefore).to.be.lessThan(19);
  });

  it('brings a domain error back with its code, message and details', async () => {
    const error = await work.run(refuseTask, undefined as never).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.include({ code: 'validation_failed', message: 'Validation failed' });
    expect((error as { details: unknown }).details).to.deep.equal({ jsonString: { _errors: ['Too odd'] } });
  });

  it('keeps the calling thread responsive while a task spins, then stops a task over its budget', async () => {
    const running = work.run(spinTask, { ms: 60_000 }).then(
      () => null,
      (e: unknown) => e,
    );
    // The event loop keeps turning while the task holds its thread.
    let turns = 0;
    await new Promise<void>((done) => {
      const tick = () => (++turns < 20 ? setTimeout(tick, 5) : done());
      tick();
    });
    expect(turns).to.equal(20);
    expect(await running).to.be.instanceOf(WorkBudgetExceededError);
    // The terminated thread is replaced: the pool still works.
    expect((await work.run(whereAmITask, { echo: 'again' })).echo).to.equal('again');
  });

  it('refuses at once when every thread is busy and the queue is full', async () => {
    const busy = [work.run(spinTask, { ms: 600 }), work.run(spinTask, { ms: 10 }), work.run(spinTask, { ms: 10 })];
    await new Promise((done) => setTimeout(done, 100)); // one running, two queued
    const refused = await work.run(spinTask, { ms: 10 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).to.be.instanceOf(WorkQueueFullError);
    await Promise.all(busy);
  });
});
