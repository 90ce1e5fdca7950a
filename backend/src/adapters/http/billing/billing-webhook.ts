import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { ApplyBillingEvent } from '../../../application/billing/apply-billing-event.js';
import { InvalidWebhookError } from '../../../domain/account/billing-errors.js';

/**
 * POST /api/billing/webhook, mounted ahead of the dashboard API: Stripe signs the exact bytes it sends, so the body
 * is kept raw (never JSON-parsed first), and there is no session or same-origin check to pass; the signature is
 * the authentication. Stripe's events are small; 512 KB is far above any of them.
 */
export function billingWebhook(applyBillingEvent: ApplyBillingEvent): RequestHandler[] {
  const raw = express.raw({ type: () => true, limit: '512kb' });
  const handle: RequestHandler = async (req, res) => {
    const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await applyBillingEvent.execute({ payload, signature: req.get('stripe-signature') });
    res.json({ received: true });
  };
  // An unreadable or oversized body can carry no valid signature: answered like one that fails verification.
  const unreadable: ErrorRequestHandler = (error, _req, _res, next) => {
    const type = (error as { type?: string }).type;
    next(typeof type === 'string' && type.startsWith('entity.') ? new InvalidWebhookError('Unreadable webhook payload') : error);
  };
  return [raw, unreadable as unknown as RequestHandler, handle];
}
