import { rateLimit } from 'express-rate-limit';
import type { RateLimitStores } from '../per-minute-limit.js';

const ACCOUNT_WINDOW_MS = 15 * 60_000;
const TOO_MANY = { error: 'Too many attempts for this account. Please wait 15 minutes and try again.' };

/**
 * Limits per email address, on top of the per-IP one: guessing one account's password from many IPs is bounded too.
 * Unknown addresses count the same as known ones, so a limit itself reveals nothing.
 */
export function accountLimits(options: { perAccount: number; stores?: RateLimitStores }) {
  const storeOf = (name: string) => {
    const store = options.stores?.(name);
    return store ? { store } : {};
  };
  return {
    /** Failed logins (and refused immediate sign-ups): successes do not count. */
    failures: rateLimit({
      windowMs: ACCOUNT_WINDOW_MS,
      limit: options.perAccount,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      skipSuccessfulRequests: true,
      keyGenerator: (req) => `account:${accountKey(req.body)}`,
      message: TOO_MANY,
      ...storeOf('auth-account'),
    }),
    /**
     * Confirm-by-email sign-ups: every one counts (each mails the address), whatever the address. No RateLimit
     * headers, which would tell a caller how often others tried the address.
     */
    signups: rateLimit({
      windowMs: ACCOUNT_WINDOW_MS,
      limit: options.perAccount,
      standardHeaders: false,
      legacyHeaders: false,
      keyGenerator: (req) => `signup:${accountKey(req.body)}`,
      message: TOO_MANY,
      ...storeOf('auth-signup'),
    }),
  };
}

/** The attempted address as accounts store it (trimmed, lower case); bodies without one share a key. */
function accountKey(body: unknown): string {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '-';
}
