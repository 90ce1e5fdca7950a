import { expect } from 'chai';
import { FixedWindowLimiter } from '../../../src/adapters/http/delivery/fixed-window-limiter.js';

describe('FixedWindowLimiter', () => {
  it('allows `limit` requests per key and window, then refuses until the next window', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(2, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).to.deep.equal([true, true, false]);
    expect(limiter.take('b')).to.equal(true);
    now += 59_000;
    expect(limiter.take('a')).to.equal(false);
    now += 61_000;
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).to.deep.equal([true, true, false]);
  });
});

describe('FixedWindowLimiter shared through counters of every instance', () => {
  /** Counters like Redis's: totals per window and key across instances. */
  function sharedCounts(failing = { now: false }) {
    const totals = new Map<string, number>();
    return {
      failing,
      async add(windowStart: number, _windowMs: number, deltas: ReadonlyMap<string, number>) {
        if (failing.now) throw new Error('unreachable');
        const answer = new Map<string, number>();
        for (const [key, delta] of deltas) {
          const total = (totals.get(`${windowStart}:${key}`) ?? 0) + delta;
          totals.set(`${windowStart}:${key}`, total);
          answer.set(key, total);
        }
        return answer;
      },
    };
  }

  it('limits a key by its total over instances once they have exchanged counts', async () => {
    const now = 60_000 * 1000 + 5_000;
    const counts = sharedCounts();
    const sharing = { counts, syncMs: 60_000, onError() {} };
    const a = new FixedWindowLimiter(5, 60_000, () => now, sharing);
    const b = new FixedWindowLimiter(5, 60_000, () => now, sharing);
    try {
      expect([a.take('ip'), a.take('ip'), a.take('ip')]).to.deep.equal([true, true, true]);
      await a.exchange();
      expect([b.take('ip'), b.take('ip')]).to.deep.equal([true, true]);
      await b.exchange();
      expect(b.take('ip')).to.equal(false);
      expect(b.take('other')).to.equal(true);
    } finally {
      a.stop();
      b.stop();
    }
  });

  it('keeps counting locally while the counters are unreachable and sends the counts once they are back', async () => {
    const now = 60_000 * 1000 + 5_000;
    const errors: unknown[] = [];
    const counts = sharedCounts({ now: true });
    const a = new FixedWindowLimiter(3, 60_000, () => now, { counts, syncMs: 60_000, onError: (e) => errors.push(e) });
    const b = new FixedWindowLimiter(3, 60_000, () => now, { counts, syncMs: 60_000, onError: () => {} });
    expect([a.take('ip'), a.take('ip')]).to.deep.equal([true, true]);
    await a.exchange();
    expect(errors).to.have.length(1);
    expect([a.take('ip'), a.take('ip')]).to.deep.equal([true, false]);
    counts.failing.now = false;
    await a.exchange();
    b.take('ip');
    await b.exchange();
    expect(b.take('ip')).to.equal(false);
    a.stop();
    b.stop();
  });
});
