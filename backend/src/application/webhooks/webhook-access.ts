import { requireFeature } from '../../domain/plans/plan-features.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { WebhookEndpoint } from '../../domain/webhook/webhook-endpoint.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertOwner } from '../team/team-errors.js';

export const WEBHOOK_ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

/** Everyone in a Pro or Agency workspace sees its endpoints and deliveries; only the owner changes them. */
export function assertWebhooksVisible(actor: Actor): void {
  requireFeature(actor.plan, 'webhooks');
}

export function assertWebhooksManageable(actor: Actor, action: string): void {
  requireFeature(actor.plan, 'webhooks');
  assertOwner(actor, action);
}

/** The workspace's endpoint, or 404 whether it does not exist or is another workspace's. */
export async function accessibleEndpoint(endpoints: WebhookEndpointRepository, actor: Actor, endpointId: string): Promise<WebhookEndpoint> {
  const endpoint = await endpoints.find(actor.workspaceId, endpointId);
  if (!endpoint) throw new NotFoundError(WEBHOOK_ENDPOINT_NOT_FOUND);
  return endpoint;
}
