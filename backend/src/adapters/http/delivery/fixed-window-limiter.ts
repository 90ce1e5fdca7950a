/**
 * Per-key request counting in fixed one-minute windows, synchronously. Delivery runs on every page view, and
 * express-rate-limit's asynchronous middleware costs about a quarter of a bare route's throughput there (measured
 * with bench:delivery); the dashboard and engine endpoints keep express-rate-limit with its standard headers.
 */
export class FixedWindowLimiter {
  private counts = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; false once the key has used up the current window. */
  take(key: string): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      // A new window forgets every key at once, so memory stays bounded by one window's distinct clients.
      this.counts = new Map();
      this.windowStart = now;
    }
    const used = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, used);
    return used <= this.limit;
  }
}
