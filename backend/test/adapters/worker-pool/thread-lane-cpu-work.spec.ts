import { expect } from 'chai';
import { platform } from 'node:os';
import { threadId } from 'node:worker_threads';
import { ThreadLaneCpuWork } from '../../../src/adapters/worker-pool/thread-lane-cpu-work.js';
import { WorkBudgetExceededError, WorkQueueFullError } from '../../../src/ports/cpu-work.js';
import { refuseTask, spinTask, threadNiceness, threadNicenessTask, whereAmITask } from '../../support/cpu-tasks.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('Validate lane (one dedicated thread)', () => {
  let work: ThreadLaneCpuWork;
  before(() => {
    work = new ThreadLaneCpuWork({ maxQueue: 3, timeoutMs: 1_500, memoryMb: 128 });
  });
  after(() => work.close());

  it('runs a typed task on another thread', async () => {
    const answer = await work.run(whereAmITask, { echo: 'hi' });
    expect(answer.echo).to.equal('hi');
    expect(answer.threadId).to.not.equal(threadId);
  });

  it("keeps the calling thread's priority, unlike the pool's lowest (Linux)", async function () {
    if (platform() !== 'linux') this.skip();
    expect(await work.run(threadNicenessTask, undefined as never)).to.equal(threadNiceness());
  });

  it('brings a domain error back with its code, message and details', async () => {
    const error = await failure(work.run(refuseTask, undefined as never));
    expect(error).to.include({ code: 'validation_failed', message: 'Validation failed' });
    expect((error as { details: unknown }).details).to.deep.equal({ jsonString: { _errors: ['Too odd'] } });
  });

  it('runs tasks one after another and budgets each from the end of the one ahead', async () => {
    // Three 500 ms tasks take 1.5 s in all, each within its own 1.5 s budget.
    const answers = await Promise.all([0, 1, 2].map(() => work.run(spinTask, { ms: 500 })));
    expect(answers).to.have.length(3);
  });

  it('stops a task over its budget, refuses the ones behind it, and starts a fresh thread', async () => {
    const running = failure(work.run(spinTask, { ms: 60_000 }));
    const behind = failure(work.run(whereAmITask, { echo: 'behind' }));
    let turns = 0;
    await new Promise<void>((done) => {
      const tick = () => (++turns < 20 ? setTimeout(tick, 5) : done());
      tick();
    });
    expect(turns, 'the calling thread keeps turning').to.equal(20);
    expect(await running).to.be.instanceOf(WorkBudgetExceededError);
    expect(await behind).to.be.instanceOf(WorkBudgetExceededError);
    expect((await work.run(whereAmITask, { echo: 'again' })).echo).to.equal('again');
  });

  it('refuses at once when its queue is full', async () => {
    const busy = [work.run(spinTask, { ms: 300 }), work.run(spinTask, { ms: 10 }), work.run(spinTask, { ms: 10 })];
    expect(await failure(work.run(spinTask, { ms: 10 }))).to.be.instanceOf(WorkQueueFullError);
    await Promise.all(busy);
  });
});
