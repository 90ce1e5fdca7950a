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
