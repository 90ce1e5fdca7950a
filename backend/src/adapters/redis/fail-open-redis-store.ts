import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RedisConnection } from './redis-connection.js';

/**
 * An express-rate-limit store shared through Redis (rate-limit-redis) that falls back to counting in this process
 * while Redis is unreachable, so limits keep holding per instance and no request fails because of Redis.
 * rate-limit-redis loads its scripts once in `init`; after a failure they are loaded again on the next request.
 */
export class FailOpenRedisStore implements Store {
  private readonly shared: RedisStore;
  private readonly local = new MemoryStore();
  private options: Options | undefined;
  private sharedReady: Promise<void> | null = null;

  constructor(
    client: RedisConnection,
    readonly prefix: string,
  ) {
    this.shared = new RedisStore({ sendCommand: (...args: string[]) => client.sendCommand(args), prefix });
  }

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either((store) => store.increment(key));
  }

  decrement(key: string): Promise<void> {
    return this.either((store) => store.decrement(key));
  }

  resetKey(key: string): Promise<void> {
    return this.either((store) => store.resetKey(key));
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either((store) => store.get!(key));
  }

  private async either<T>(call: (store: Store) => Promise<T> | T): Promise<T> {
    try {
      await (this.sharedReady ??= this.shared.init(this.options!));
      return await call(this.shared);
    } catch {
      // The connection logs the outage; try the scripts again next time.
      this.sharedReady = null;
      return call(this.local);
    }
  }
}
