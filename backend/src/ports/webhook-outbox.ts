import type { WebhookDelivery } from '../domain/webhook/webhook-delivery.js';
import type { WebhookEndpoint } from '../domain/webhook/webhook-endpoint.js';
import type { WebhookEvent } from '../domain/webhook/webhook-event.js';

/** Turns one recorded event into the deliveries its workspace's endpoints should get. */
export type WebhookFanOut = (event: WebhookEvent, endpoints: WebhookEndpoint[]) => WebhookDelivery[];

/**
 * Schema events recorded in the same transaction as the schema change (by the persistence adapter, so every writer
 * records them), waiting to be relayed to endpoints.
 */
export interface WebhookOutbox {
  /**
   * Takes up to `limit` unrelayed events (oldest first, skipping any another relay holds), adds the deliveries
   * `fanOut` makes of them and removes them from the outbox, all in one transaction; returns how many events it took and the
   * new deliveries.
   */
  relay(limit: number, fanOut: WebhookFanOut): Promise<{ events: number; deliveries: WebhookDelivery[] }>;
}
