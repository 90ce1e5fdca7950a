import type { Schema } from './schema.js';

export type SchemaEventAction = 'publish' | 'pause' | 'unpause' | 'delete';

/**
 * One change of a schema's delivery, kept after the schema itself is deleted: it carries the page URL, name and
 * type it had then. Charts mark when markup went live (publish, unpause) or stopped (pause, delete).
 */
export class SchemaEvent {
  id!: string;
  clientSiteId!: string;
  schemaId!: string;
  action!: SchemaEventAction;
  pageUrl!: string;
  schemaName!: string;
  schemaType!: string;
  /** Who did it; null when no user did (e.g. recorded by a migration). */
  userId!: string | null;
  occurredAt!: Date;

  static of(schema: Schema, action: SchemaEventAction, input: { id: string; userId: string | null; at: Date }): SchemaEvent {
    const event = new SchemaEvent();
    event.id = input.id;
    event.clientSiteId = schema.clientSiteId;
    event.schemaId = schema.id;
    event.action = action;
    event.pageUrl = schema.pageUrl;
    event.schemaName = schema.name;
    event.schemaType = schema.schemaType;
    event.userId = input.userId;
    event.occurredAt = input.at;
    return event;
  }

  /** Whether markup is delivered on the page after this event. */
  isDelivering(): boolean {
    return this.action === 'publish' || this.action === 'unpause';
  }
}
