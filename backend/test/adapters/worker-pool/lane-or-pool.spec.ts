import { expect } from 'chai';
import { platform } from 'node:os';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';
import { ThreadLaneCpuWork } from '../../../src/adapters/worker-pool/thread-lane-cpu-work.js';
import { onLaneOrPool, type ValidationLane } from '../../../src/adapters/worker-pool/worker-pool-json-ld-validity.js';
import { spinTask, threadNiceness, threadNicenessTask } from '../../support/cpu-tasks.js';

// Which thread ran a task shows in its priority: the lane keeps the caller's, the pool's threads run at nice 19.
describe('Small tasks on the validate lane, the pool when the lane is full', () => {
  let lane: ValidationLane;
  let pool: PiscinaCpuWork;
  before(function () {
    if (platform() !== 'linux') this.skip();
    lane = { work: new ThreadLaneCpuWork({ maxQueue: 1, timeoutMs: 5_000, memoryMb: 128 }), maxChars: 1024 };
    pool = new PiscinaCpuWork({ threads: 1, maxQueue: 2, timeoutMs: 5_000, memoryMb: 128 });
  });
  after(async () => {
    await (lane?.work as ThreadLaneCpuWork | undefined)?.close();
    await pool?.close();
  });

  it('runs on the lane while it has room', async () => {
    expect(await onLaneOrPool(lane, pool, threadNicenessTask, undefined as never)).to.equal(threadNiceness());
  });

  it('hands the task to the pool when the lane is full', async () => {
    const busy = lane.work.run(spinTask, { ms: 300 });
    expect(await onLaneOrPool(lane, pool, threadNicenessTask, undefined as never)).to.equal(19);
    await busy;
  });
});
