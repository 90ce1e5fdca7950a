import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { perMinuteLimit, type RateLimitStores } from '../per-minute-limit.js';
import type { Actor } from '../../../application/shared/actor.js';

export interface EngineLimits {
  validatePerMinute: number;
  generateGuestPerMinute: number;
  generateUserPerMinute: number;
  /** Shared counters across instances; absent = in-process. */
  stores?: RateLimitStores;
}

/** Validate's 429 body (spec: Errors). */
export const VALIDATE_TOO_MANY = { error: 'Too many requests. Please try again later.' };

/**
 * Validate's per-IP counter key on the node:http lane: the Express route's key below, so both count as one (a spec
 * shows it). The route spells it out itself: express-rate-limit checks that its key generator calls ipKeyGenerator.
 */
export const validateLimitKey = (clientAddress: string) => `validate:${ipKeyGenerator(clientAddress)}`;

/** Validate: per IP for everyone, with its own counter and message (spec: Errors, Limits). */
export function validateRateLimit(limits: EngineLimits): RequestHandler {
  return perMinuteLimit({
    limit: limits.validatePerMinute,
    store: limits.stores?.('validate'),
    keyGenerator: (req) => `validate:${ipKeyGenerator(req.ip ?? '')}`,
    message: VALIDATE_TOO_MANY,
  });
}

/** Generate: per IP for guests, per user account when signed in (needs `res.locals.actor` set before it). */
export function generateRateLimit(limits: EngineLimits): RequestHandler {
  const actorOf = (locals: Record<string, unknown>) => locals.actor as Actor | null | undefined;
  return perMinuteLimit({
    store: limits.stores?.('generate'),
    limit: (_req, res) => (actorOf(res.locals) ? limits.generateUserPerMinute : limits.generateGuestPerMinute),
    keyGenerator: (req, res) => {
      const actor = actorOf(res.locals);
      return actor ? `generate:user:${actor.userId}` : `generate:ip:${ipKeyGenerator(req.ip ?? '')}`;
    },
    message: { error: 'Too many requests. Please wait a moment.' },
  });
}
