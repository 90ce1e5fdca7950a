import type { WebhookAttemptOutcome } from '../domain/webhook/webhook-delivery.js';

/** POSTs a signed webhook body; never throws for the receiver's faults, the outcome says what happened. */
export interface WebhookSender {
  post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAttemptOutcome>;
}
