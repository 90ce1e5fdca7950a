import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RATE_LIMIT_HEADERS } from '../rate-limit-headers.js';
import type { Actor } from '../../../application/shared/actor.js';

export interface EngineLimits {
  validatePerMinute: number;
  generateGuestPerMinute: number;
  generateUserPerMinute: number;
}

const MINUTE = 60_000;

/** Validate: per IP for everyone, with its own counter and message (spec: Errors, Limits). */
export function validateRateLimit(limits: EngineLimits): RequestHandler {
  return rateLimit({
    windowMs: MINUTE,
    limit: limits.validatePerMinute,
    standardHeaders: RATE_LIMIT_HEADERS,
    legacyHeaders: false,
    keyGenerator: (req) => `validate:${ipKeyGenerator(req.ip ?? '')}`,
    message: { error: 'Too many requests. Please try again later.' },
  });
}

/** Generate: per IP for guests, per user account when signed in (needs `res.locals.actor` set before it). */
export function generateRateLimit(limits: EngineLimits): RequestHandler {
  const actorOf = (locals: Record<string, unknown>) => locals.actor as Actor | null | undefined;
  return rateLimit({
    windowMs: MINUTE,
    limit: (_req, res) => (actorOf(res.locals) ? limits.generateUserPerMinute : limits.generateGuestPerMinute),
    standardHeaders: RATE_LIMIT_HEADERS,
    legacyHeaders: false,
    keyGenerator: (req, res) => {
      const actor = actorOf(res.locals);
      return actor ? `generate:user:${actor.userId}` : `generate:ip:${ipKeyGenerator(req.ip ?? '')}`;
    },
    message: { error: 'Too many requests. Please wait a moment.' },
  });
}
