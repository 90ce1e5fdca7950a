/**
 * Counts shared by every instance for one window: adds this instance's new requests per key and answers each key's
 * total across instances. A Redis adapter in the service; absent, counts stay in the process.
 */
export interface SharedWindowCounts {
  add(windowStart: number, windowMs: number, deltas: ReadonlyMap<string, number>): Promise<Map<string, number>>;
}

export interface SharingOptions {
  counts: SharedWindowCounts;
  /** How often this instance exchanges its counts; other instances' requests are seen at most this late. */
  syncMs: number;
  /** Called when an exchange fails; counting goes on locally (fail open: page views are never blocked by it). */
  onError: (error: unknown) => void;
}

/**
 * Per-key request counting in fixed one-minute windows, synchronously. Delivery runs on every page view, and
 * express-rate-limit's asynchronous middleware costs about a quarter of a bare route's throughput there (measured
 * with bench:delivery); the dashboard and engine endpoints keep express-rate-limit with its standard headers.
 *
 * Shared across instances (REDIS_URL), the decision stays synchronous: each instance adds its new requests to the
 * shared counters every `syncMs` in one round trip and learns the others' counts, so a client spreading requests
 * over instances is limited by its total, seen at most `syncMs` late. Shared windows start on multiples of the
 * window so every instance agrees on them.
 */
export class FixedWindowLimiter {
  /** This instance's requests per key in the current window. */
  private counts = new Map<string, number>();
  /** Other instances' requests per key, as of the last exchange. */
  private others = new Map<string, number>();
  /** Requests not yet added to the shared counters, and those added so far (to tell ours from theirs). */
  private pending = new Map<string, number>();
  private sent = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;
  private exchanging = false;
  private readonly timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly sharing: SharingOptions | null = null,
  ) {
    if (sharing) this.timer = setInterval(() => void this.exchange(), sharing.syncMs).unref();
  }

  /** Counts one request for `key`; false once the key has used up the current window. */
  take(key: string): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      // A new window forgets every key at once, so memory stays bounded by one window's distinct clients.
      this.counts = new Map();
      this.others = new Map();
      this.pending = new Map();
      this.sent = new Map();
      this.windowStart = this.sharing ? now - (now % this.windowMs) : now;
    }
    const used = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, used);
    if (this.sharing) this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    return used + (this.others.get(key) ?? 0) <= this.limit;
  }

  /** One exchange with the shared counters (runs every `syncMs`; exposed for tests and shutdown). */
  async exchange(): Promise<void> {
    if (!this.sharing || this.exchanging || this.pending.size === 0) return;
    this.exchanging = true;
    const window = this.windowStart;
    const deltas = this.pending;
    this.pending = new Map();
    const sent = this.sent;
    for (const [key, delta] of deltas) sent.set(key, (sent.get(key) ?? 0) + delta);
    try {
      const totals = await this.sharing.counts.add(window, this.windowMs, deltas);
      if (window !== this.windowStart) return;
      for (const [key, total] of totals) this.others.set(key, Math.max(0, total - (sent.get(key) ?? 0)));
    } catch (error) {
      // Not added after all: they go out again with the next exchange of this window (counted here meanwhile).
      if (window === this.windowStart) {
        for (const [key, delta] of deltas) {
          sent.set(key, (sent.get(key) ?? 0) - delta);
          this.pending.set(key, (this.pending.get(key) ?? 0) + delta);
        }
      }
      this.sharing.onError(error);
    } finally {
      this.exchanging = false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
