import type { WebhookDelivery } from '../domain/webhook/webhook-delivery.js';

export interface WebhookDeliveryRepository {
  add(delivery: WebhookDelivery): Promise<void>;
  save(delivery: WebhookDelivery): Promise<void>;
  /**
   * The delivery when it is pending and due, its due time pushed `leaseMs` ahead so an overlapping job (a sweep's
   * re-enqueue) finds it not due and leaves it alone; null otherwise.
   */
  claim(deliveryId: string, now: Date, leaseMs: number): Promise<WebhookDelivery | null>;
  /** The delivery if it belongs to the workspace's endpoint. */
  find(workspaceId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery | null>;
  findById(deliveryId: string): Promise<WebhookDelivery | null>;
  /** Newest first, at most `limit`. */
  listByEndpoint(endpointId: string, limit: number): Promise<WebhookDelivery[]>;
  /** Pending deliveries due before `before`: their job was lost (an instance died between commit and enqueue). */
  overdue(before: Date, limit: number): Promise<string[]>;
}
