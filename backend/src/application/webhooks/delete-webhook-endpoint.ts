import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleEndpoint, assertWebhooksManageable } from './webhook-access.js';

/** Removes the endpoint with its delivery log; pending retries find no endpoint and stop. */
export class DeleteWebhookEndpoint {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  async execute(actor: Actor, endpointId: string): Promise<void> {
    assertWebhooksManageable(actor, 'delete webhook endpoints');
    await this.endpoints.remove(await accessibleEndpoint(this.endpoints, actor, endpointId));
  }
}
