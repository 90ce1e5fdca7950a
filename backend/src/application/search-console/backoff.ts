import { SearchConsoleRateLimitError, SearchConsoleUnavailableError } from '../../ports/search-console.js';

export interface BackoffPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Retries rate-limit and transient answers with exponential backoff (Google's Retry-After wins when given, capped);
 * anything else, such as a dead grant, fails at once. The last failure is rethrown when the attempts run out.
 */
export async function withBackoff<T>(policy: BackoffPolicy, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const retryable = error instanceof SearchConsoleRateLimitError || error instanceof SearchConsoleUnavailableError;
      if (!retryable || attempt >= policy.attempts) throw error;
      const exponential = policy.baseDelayMs * 2 ** (attempt - 1);
      const asked = error instanceof SearchConsoleRateLimitError ? error.retryAfterMs : null;
      await policy.sleep(Math.min(policy.maxDelayMs, asked ?? exponential));
    }
  }
}
