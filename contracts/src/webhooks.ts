/** What an endpoint can subscribe to: every change of what a page delivers. */
export type WebhookEventType = 'schema.published' | 'schema.updated' | 'schema.paused' | 'schema.unpaused' | 'schema.deleted';

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'schema.published',
  'schema.updated',
  'schema.paused',
  'schema.unpaused',
  'schema.deleted',
];

/**
 * The JSON body POSTed to an endpoint. Headers: `Webhook-Id` (the event id, the same on retries and resends),
 * `Webhook-Delivery` (this delivery), `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
export interface WebhookEventPayload {
  id: string;
  type: WebhookEventType;
  occurredAt: string;
  workspaceId: string;
  clientSiteId: string;
  schemaId: string;
  schemaType: string;
  pageUrl: string;
}

/** An endpoint as listed: its secret is never shown again after creation or rotation. */
export interface WebhookEndpointDto {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  createdAt: string;
}

/** `GET /api/webhooks` (Pro and Agency; 403 `plan_required` otherwise). */
export interface WebhookEndpointsResponse {
  endpoints: WebhookEndpointDto[];
  /** False for members: only the owner adds, rotates, deletes and resends. */
  canManage: boolean;
}

/** `POST /api/webhooks` -> 201 WebhookEndpointWithSecretDto. Errors: 400 (url not https, no events), 403. */
export interface CreateWebhookEndpointRequest {
  url: string;
  description?: string | null;
  events: WebhookEventType[];
}

/** The answer to creation and `POST /api/webhooks/{endpointId}/rotate-secret`: the only time the secret is shown. */
export interface WebhookEndpointWithSecretDto extends WebhookEndpointDto {
  secret: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookAttemptDto {
  number: number;
  at: string;
  /** Null when no answer came (refused address, timeout, connection failure). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface WebhookDeliveryDto {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttemptDto[];
  /** The exact JSON sent. */
  payload: WebhookEventPayload;
}

/** `GET /api/webhooks/{endpointId}/deliveries`: the latest 50, newest first. */
export interface WebhookDeliveriesResponse {
  deliveries: WebhookDeliveryDto[];
}
