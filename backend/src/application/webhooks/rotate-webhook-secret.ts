import type { WebhookEndpoint } from '../../domain/webhook/webhook-endpoint.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleEndpoint, assertWebhooksManageable } from './webhook-access.js';
import { newWebhookSecret } from './webhook-secret.js';

/**
 * A new secret at once: every attempt from now on (retries of earlier events included) is signed with it. The old
 * one stops working immediately, which is what a leaked secret needs; the answer is the only time it is shown.
 */
export class RotateWebhookSecret {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  async execute(actor: Actor, endpointId: string): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    assertWebhooksManageable(actor, 'rotate webhook secrets');
    const endpoint = await accessibleEndpoint(this.endpoints, actor, endpointId);
    const secret = newWebhookSecret();
    endpoint.rotateSecret(secret);
    await this.endpoints.saveSecret(endpoint);
    return { endpoint, secret };
  }
}
