import { WebhookDelivery } from '../../domain/webhook/webhook-delivery.js';
import { WebhookEndpoint } from '../../domain/webhook/webhook-endpoint.js';
import type { WebhookEvent } from '../../domain/webhook/webhook-event.js';
import type { WebhookDeliveryRepository } from '../../ports/webhook-delivery-repository.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { WebhookFanOut, WebhookOutbox } from '../../ports/webhook-outbox.js';

// Stored as copies, as a database would: a use case that changes an object without saving it changes nothing.
const endpointCopy = (endpoint: WebhookEndpoint) => Object.assign(new WebhookEndpoint(), endpoint, { events: [...endpoint.events] });
const deliveryCopy = (delivery: WebhookDelivery) =>
  Object.assign(new WebhookDelivery(), delivery, { attempts: delivery.attempts.map((attempt) => ({ ...attempt })) });

export class InMemoryWebhookEndpointRepository implements WebhookEndpointRepository {
  readonly rows = new Map<string, WebhookEndpoint>();

  constructor(private readonly deliveries?: InMemoryWebhookDeliveryRepository) {}

  async add(endpoint: WebhookEndpoint): Promise<void> {
    this.rows.set(endpoint.id, endpointCopy(endpoint));
  }

  async saveSecret(endpoint: WebhookEndpoint): Promise<void> {
    const row = this.rows.get(endpoint.id);
    if (row) row.secret = endpoint.secret;
  }

  async remove(endpoint: WebhookEndpoint): Promise<void> {
    this.rows.delete(endpoint.id);
    this.deliveries?.removeOfEndpoint(endpoint.id);
  }

  async find(workspaceId: string, endpointId: string): Promise<WebhookEndpoint | null> {
    const row = this.rows.get(endpointId);
    return row && row.workspaceId === workspaceId ? endpointCopy(row) : null;
  }

  async findById(endpointId: string): Promise<WebhookEndpoint | null> {
    const row = this.rows.get(endpointId);
    return row ? endpointCopy(row) : null;
  }

  async listByWorkspace(workspaceId: string): Promise<WebhookEndpoint[]> {
    return [...this.rows.values()].filter((row) => row.workspaceId === workspaceId).map(endpointCopy);
  }

  async countByWorkspace(workspaceId: string): Promise<number> {
    return (await this.listByWorkspace(workspaceId)).length;
  }
}

export class InMemoryWebhookDeliveryRepository implements WebhookDeliveryRepository {
  readonly rows = new Map<string, WebhookDelivery>();

  async add(delivery: WebhookDelivery): Promise<void> {
    this.rows.set(delivery.id, deliveryCopy(delivery));
  }

  async save(delivery: WebhookDelivery): Promise<void> {
    if (this.rows.has(delivery.id)) this.rows.set(delivery.id, deliveryCopy(delivery));
  }

  async claim(deliveryId: string, now: Date, leaseMs: number): Promise<WebhookDelivery | null> {
    const row = this.rows.get(deliveryId);
    if (!row || row.status !== 'pending' || row.nextAttemptAt === null || row.nextAttemptAt > now) return null;
    row.nextAttemptAt = new Date(now.getTime() + leaseMs);
    return deliveryCopy(row);
  }

  async find(workspaceId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    const row = this.rows.get(deliveryId);
    return row && row.workspaceId === workspaceId && row.endpointId === endpointId ? deliveryCopy(row) : null;
  }

  async findById(deliveryId: string): Promise<WebhookDelivery | null> {
    const row = this.rows.get(deliveryId);
    return row ? deliveryCopy(row) : null;
  }

  async listByEndpoint(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    return [...this.rows.values()]
      .filter((row) => row.endpointId === endpointId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map(deliveryCopy);
  }

  async overdue(before: Date, limit: number): Promise<string[]> {
    return [...this.rows.values()]
      .filter((row) => row.status === 'pending' && row.nextAttemptAt !== null && row.nextAttemptAt < before)
      .slice(0, limit)
      .map((row) => row.id);
  }

  removeOfEndpoint(endpointId: string): void {
    for (const [id, row] of this.rows) if (row.endpointId === endpointId) this.rows.delete(id);
  }
}

/** Events are handed in already committed (`record`); the relay fans them out against the stored endpoints. */
export class InMemoryWebhookOutbox implements WebhookOutbox {
  private readonly waiting: WebhookEvent[] = [];

  constructor(
    private readonly endpoints: InMemoryWebhookEndpointRepository,
    private readonly deliveries: InMemoryWebhookDeliveryRepository,
  ) {}

  record(event: WebhookEvent): void {
    this.waiting.push(event);
  }

  async relay(limit: number, fanOut: WebhookFanOut): Promise<{ events: number; deliveries: WebhookDelivery[] }> {
    const taken = this.waiting.splice(0, limit);
    const made: WebhookDelivery[] = [];
    for (const event of taken) made.push(...fanOut(event, await this.endpoints.listByWorkspace(event.workspaceId)));
    for (const delivery of made) await this.deliveries.add(delivery);
    return { events: taken.length, deliveries: made };
  }
}
