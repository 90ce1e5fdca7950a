import { ConflictError } from '../shared/domain-error.js';
import type { WebhookEvent, WebhookEventType } from './webhook-event.js';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One POST to the endpoint, as the delivery log shows it. */
export interface WebhookAttempt {
  number: number;
  at: Date;
  /** The receiver's status code; null when no answer came (refused, timed out, unreachable). */
  statusCode: number | null;
  durationMs: number;
  /** Why the attempt did not count as delivered; null when it did. */
  error: string | null;
}

/** How many attempts an event gets and how long to wait between them: base, 2 x base, 4 x base, ... */
export interface WebhookRetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}

export interface WebhookAttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

type DeliveryContent = Pick<WebhookDelivery, 'endpointId' | 'workspaceId' | 'eventId' | 'eventType' | 'body'>;

/**
 * One event on its way to one endpoint. Pending until an attempt gets a 2xx (delivered) or the attempts run out
 * (failed, with the last attempt saying why); finished deliveries take no more attempts, a resend is a new delivery.
 */
export class WebhookDelivery {
  id!: string;
  endpointId!: string;
  workspaceId!: string;
  eventId!: string;
  eventType!: WebhookEventType;
  /** The exact JSON sent (and signed) on every attempt. */
  body!: string;
  status!: WebhookDeliveryStatus;
  attempts!: WebhookAttempt[];
  /** When the next attempt is due; null once finished. */
  nextAttemptAt!: Date | null;
  createdAt!: Date;

  static of(input: { id: string; endpointId: string; event: WebhookEvent; now: Date }): WebhookDelivery {
    return WebhookDelivery.fromBody({
      id: input.id,
      endpointId: input.endpointId,
      workspaceId: input.event.workspaceId,
      eventId: input.event.id,
      eventType: input.event.type,
      body: JSON.stringify(input.event),
      now: input.now,
    });
  }

  /** A second delivery of a logged one: same event, same body, its own id and attempts. */
  resend(id: string, now: Date): WebhookDelivery {
    return WebhookDelivery.fromBody({ ...this, id, now });
  }

  /** Records one attempt's outcome and says what happens next. */
  recordAttempt(outcome: WebhookAttemptOutcome, at: Date, policy: WebhookRetryPolicy): 'delivered' | 'retry' | 'failed' {
    if (this.status !== 'pending') throw new ConflictError(`This delivery is already ${this.status}`);
    const number = this.attempts.length + 1;
    this.attempts.push({ number, at, ...outcome });
    if (outcome.error === null) return this.finish('delivered');
    if (number >= policy.maxAttempts) {
      this.attempts[this.attempts.length - 1]!.error = `${outcome.error}; gave up after ${number} attempt${number === 1 ? '' : 's'}`;
      return this.finish('failed');
    }
    this.nextAttemptAt = new Date(at.getTime() + policy.baseDelayMs * 2 ** (number - 1));
    return 'retry';
  }

  /**
   * Ends a pending delivery without another POST (the queue gave up on its job, or the plan no longer includes
   * webhooks): the log's last line says why instead of the delivery staying pending forever.
   */
  abandon(reason: string, at: Date): void {
    if (this.status !== 'pending') return;
    this.attempts.push({ number: this.attempts.length + 1, at, statusCode: null, durationMs: 0, error: reason });
    this.finish('failed');
  }

  private finish(status: 'delivered' | 'failed'): 'delivered' | 'failed' {
    this.status = status;
    this.nextAttemptAt = null;
    return status;
  }

  private static fromBody(input: DeliveryContent & { id: string; now: Date }): WebhookDelivery {
    const delivery = new WebhookDelivery();
    delivery.id = input.id;
    delivery.endpointId = input.endpointId;
    delivery.workspaceId = input.workspaceId;
    delivery.eventId = input.eventId;
    delivery.eventType = input.eventType;
    delivery.body = input.body;
    delivery.status = 'pending';
    delivery.attempts = [];
    delivery.nextAttemptAt = input.now;
    delivery.createdAt = input.now;
    return delivery;
  }
}
