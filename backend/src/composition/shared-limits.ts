import type { SharedWindowCounts } from '../adapters/http/delivery/fixed-window-limiter.js';
import type { RateLimitStores } from '../adapters/http/per-minute-limit.js';

/** Rate-limit state every limiter of the service uses: shared through Redis with REDIS_URL, in-process without. */
export interface SharedLimits {
  /** For express-rate-limit limiters, one store per limiter name. */
  storeFor: RateLimitStores;
  /** For delivery's synchronous per-IP counter. */
  deliveryCounts: SharedWindowCounts | null;
}
