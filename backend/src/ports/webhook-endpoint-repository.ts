import type { WebhookEndpoint } from '../domain/webhook/webhook-endpoint.js';

/** A workspace's webhook endpoints; each write is committed on its own (no other aggregate changes with them). */
export interface WebhookEndpointRepository {
  add(endpoint: WebhookEndpoint): Promise<void>;
  saveSecret(endpoint: WebhookEndpoint): Promise<void>;
  /** Removes the endpoint and its delivery log. */
  remove(endpoint: WebhookEndpoint): Promise<void>;
  /** The endpoint if it belongs to the workspace. */
  find(workspaceId: string, endpointId: string): Promise<WebhookEndpoint | null>;
  findById(endpointId: string): Promise<WebhookEndpoint | null>;
  /** Oldest first. */
  listByWorkspace(workspaceId: string): Promise<WebhookEndpoint[]>;
  countByWorkspace(workspaceId: string): Promise<number>;
}
