import type { WebhookEndpoint } from '../../domain/webhook/webhook-endpoint.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertWebhooksVisible } from './webhook-access.js';

export class ListWebhookEndpoints {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  async execute(actor: Actor): Promise<WebhookEndpoint[]> {
    assertWebhooksVisible(actor);
    return this.endpoints.listByWorkspace(actor.workspaceId);
  }
}
