import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { WebhookDelivery } from '../../domain/webhook/webhook-delivery.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { WebhookDeliveryRepository } from '../../ports/webhook-delivery-repository.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleEndpoint, assertWebhooksManageable } from './webhook-access.js';
import { WEBHOOK_DELIVERY_JOB, type WebhookDeliveryJob } from './deliver-webhook.js';

/**
 * Sends a logged event again as a new delivery (same event id and body, signed afresh, its own attempts), e.g. after
 * the receiver was fixed. The logged delivery is left as it was, so the log stays a true record.
 */
export class ResendWebhookDelivery {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly queue: JobQueue,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    assertWebhooksManageable(actor, 'resend webhook deliveries');
    const endpoint = await accessibleEndpoint(this.endpoints, actor, endpointId);
    const logged = await this.deliveries.find(actor.workspaceId, endpoint.id, deliveryId);
    if (!logged) throw new NotFoundError('Webhook delivery not found');
    const again = logged.resend(this.ids.newId(), this.clock.now());
    await this.deliveries.add(again);
    // A lost enqueue is caught by the relay's sweep of overdue deliveries.
    await this.queue.enqueue<WebhookDeliveryJob>(WEBHOOK_DELIVERY_JOB, [{ payload: { deliveryId: again.id } }]);
    return again;
  }
}
