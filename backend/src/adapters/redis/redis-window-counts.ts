import type { SharedWindowCounts } from '../http/delivery/fixed-window-limiter.js';
import type { RedisConnection } from './redis-connection.js';

/** Delivery's per-window counters in Redis: one INCRBY per key and exchange, expiring with their window. */
export class RedisWindowCounts implements SharedWindowCounts {
  constructor(
    private readonly client: RedisConnection,
    private readonly prefix: string,
  ) {}

  async add(windowStart: number, windowMs: number, deltas: ReadonlyMap<string, number>): Promise<Map<string, number>> {
    const keys = [...deltas.keys()];
    const multi = this.client.multi();
    for (const key of keys) {
      const redisKey = `${this.prefix}${windowStart}:${key}`;
      multi.incrBy(redisKey, deltas.get(key)!);
      // The counter outlives its window a little, never more: windows never repeat.
      multi.pExpire(redisKey, windowMs * 2);
    }
    const replies = (await multi.exec()) as unknown[];
    return new Map(keys.map((key, i) => [key, Number(replies[i * 2])]));
  }
}
