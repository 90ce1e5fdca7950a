/** What a webhook endpoint can subscribe to: every change of what a page delivers. */
export const WEBHOOK_EVENT_TYPES = ['schema.published', 'schema.updated', 'schema.paused', 'schema.unpaused', 'schema.deleted'] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The body a receiver gets, frozen when the event is fanned out: resends and retries send the same bytes' content. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  occurredAt: string;
  workspaceId: string;
  clientSiteId: string;
  schemaId: string;
  schemaType: string;
  pageUrl: string;
}
