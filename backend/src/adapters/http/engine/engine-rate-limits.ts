import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { perMinuteLimit } from '../per-minute-limit.js';
import type { Actor } from '../../../application/shared/actor.js';

export interface EngineLimits {
  validatePerMinute: number;
  generateGuestPerMinute: number;
  generateUserPerMinute: number;
}

/** Validate: per IP for everyone, with its own counter and message (spec: Errors, Limits). */
export function validateRateLimit(limits: EngineLimits): RequestHandler {
  return perMinuteLimit({
    limit: limits.validatePerMinute,
    keyGenerator: (req) => `validate:${ipKeyGenerator(req.ip ?? '')}`,
    message: { error: 'Too many requests. Please try again later.' },
  });
}

/** Generate: per IP for guests, per user account when signed in (needs `res.locals.actor` set before it). */
export function generateRateLimit(limits: EngineLimits): RequestHandler {
  const actorOf = (locals: Record<string, unknown>) => locals.actor as Actor | null | undefined;
  return perMinuteLimit({
    limit: (_req, res) => (actorOf(res.locals) ? limits.generateUserPerMinute : limits.generateGuestPerMinute),
    keyGenerator: (req, res) => {
      const actor = actorOf(res.locals);
      return actor ? `generate:user:${actor.userId}` : `generate:ip:${ipKeyGenerator(req.ip ?? '')}`;
    },
    message: { error: 'Too many requests. Please wait a moment.' },
  });
}
