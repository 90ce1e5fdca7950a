import { LimitReachedError } from '../../domain/shared/domain-error.js';
import { WebhookEndpoint } from '../../domain/webhook/webhook-endpoint.js';
import type { WebhookEventType } from '../../domain/webhook/webhook-event.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertWebhooksManageable } from './webhook-access.js';
import { newWebhookSecret } from './webhook-secret.js';

/** Enough for a CDN purge, a static rebuild and a chat notice per environment; each one is a POST per event. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export interface CreateWebhookEndpointInput {
  url: string;
  description: string | null;
  events: WebhookEventType[];
}

/** Adds an endpoint; the answer is the only time its secret is shown. */
export class CreateWebhookEndpoint {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly allowPlainHttp: boolean,
  ) {}

  async execute(actor: Actor, input: CreateWebhookEndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    assertWebhooksManageable(actor, 'add webhook endpoints');
    const used = await this.endpoints.countByWorkspace(actor.workspaceId);
    if (used >= MAX_WEBHOOK_ENDPOINTS) throw new LimitReachedError({ limit: 'webhookEndpoints', max: MAX_WEBHOOK_ENDPOINTS, used });
    const secret = newWebhookSecret();
    const endpoint = WebhookEndpoint.create({
      id: this.ids.newId(),
      workspaceId: actor.workspaceId,
      ...input,
      secret,
      now: this.clock.now(),
      allowPlainHttp: this.allowPlainHttp,
    });
    await this.endpoints.add(endpoint);
    return { endpoint, secret };
  }
}
