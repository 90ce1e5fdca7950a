import type { WebhookDelivery } from '../../domain/webhook/webhook-delivery.js';
import type { WebhookDeliveryRepository } from '../../ports/webhook-delivery-repository.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleEndpoint, assertWebhooksVisible } from './webhook-access.js';

/** The log keeps every delivery; the dashboard shows the latest ones. */
export const DELIVERY_LOG_PAGE = 50;

export class ListWebhookDeliveries {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {}

  async execute(actor: Actor, endpointId: string): Promise<WebhookDelivery[]> {
    assertWebhooksVisible(actor);
    const endpoint = await accessibleEndpoint(this.endpoints, actor, endpointId);
    return this.deliveries.listByEndpoint(endpoint.id, DELIVERY_LOG_PAGE);
  }
}
