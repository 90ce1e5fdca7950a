import { WebhookDelivery } from '../../domain/webhook/webhook-delivery.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { JobKind, JobQueue } from '../../ports/job-queue.js';
import type { WebhookDeliveryRepository } from '../../ports/webhook-delivery-repository.js';
import type { WebhookOutbox } from '../../ports/webhook-outbox.js';
import { WEBHOOK_DELIVERY_JOB, type WebhookDeliveryJob } from './deliver-webhook.js';

export const WEBHOOK_RELAY_JOB = 'webhook-relay';

/** Events relayed per transaction: short transactions (the embedded database runs one at a time). */
const BATCH = 100;
/** A pending delivery this far past due lost its job: its instance died between commit and enqueue. */
const LOST_AFTER_MS = 60_000;

/**
 * Moves committed schema events from the outbox to deliveries, one per subscribed endpoint, and queues their first
 * attempts. Queued right after each commit that recorded events, and every minute as a sweep that also requeues
 * deliveries whose job was lost; so an event is never lost, and never sent for a change that was rolled back.
 */
export class RelayWebhookEvents implements JobKind<Record<string, never>> {
  readonly name = WEBHOOK_RELAY_JOB;
  readonly concurrency = 1;
  readonly cron = '* * * * *';
  readonly queueAtStart = true;

  constructor(
    private readonly outbox: WebhookOutbox,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly queue: JobQueue,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async handle(): Promise<void> {
    for (;;) {
      const { events, deliveries } = await this.outbox.relay(BATCH, (event, endpoints) =>
        endpoints
          .filter((endpoint) => endpoint.subscribesTo(event.type))
          .map((endpoint) => WebhookDelivery.of({ id: this.ids.newId(), endpointId: endpoint.id, event, now: this.clock.now() })),
      );
      await this.queueAttempts(deliveries.map((delivery) => delivery.id));
      if (events < BATCH) break;
    }
    const lost = await this.deliveries.overdue(new Date(this.clock.now().getTime() - LOST_AFTER_MS), BATCH);
    await this.queueAttempts(lost);
  }

  async giveUp(): Promise<void> {
    // The next minute's sweep relays whatever this run left.
  }

  private queueAttempts(deliveryIds: string[]): Promise<void> {
    return this.queue.enqueue<WebhookDeliveryJob>(
      WEBHOOK_DELIVERY_JOB,
      deliveryIds.map((deliveryId) => ({ payload: { deliveryId } })),
    );
  }
}
