import { EntitySchema } from '@mikro-orm/core';
import type { WebhookEventType } from '../../domain/webhook/webhook-event.js';

/** A schema event waiting in the outbox: written by the flush that commits the change, read by the relay. */
export class WebhookOutboxEntry {
  id!: string;
  clientSiteId!: string;
  schemaId!: string;
  type!: WebhookEventType;
  schemaType!: string;
  pageUrl!: string;
  occurredAt!: Date;
}

export const WebhookOutboxEntrySchema = new EntitySchema({
  class: WebhookOutboxEntry,
  tableName: 'webhook_outbox',
  properties: {
    id: { type: 'uuid', primary: true },
    clientSiteId: { type: 'uuid' },
    schemaId: { type: 'uuid' },
    type: { type: 'string', length: 32 },
    schemaType: { type: 'string', length: 200 },
    pageUrl: { type: 'text' },
    occurredAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
