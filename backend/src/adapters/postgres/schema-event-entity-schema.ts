import { EntitySchema } from '@mikro-orm/core';
import { SchemaEvent } from '../../domain/schema/schema-event.js';

// No foreign key to `schemas`: the history outlives a deleted schema. The site's deletion takes its history along.
export const SchemaEventSchema = new EntitySchema({
  class: SchemaEvent,
  tableName: 'schema_events',
  indexes: [{ name: 'schema_events_site_index', properties: ['clientSiteId', 'occurredAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    clientSiteId: { type: 'uuid' },
    schemaId: { type: 'uuid' },
    action: { type: 'string', length: 16 },
    pageUrl: { type: 'text' },
    schemaName: { type: 'string', length: 200 },
    schemaType: { type: 'string', length: 200 },
    userId: { type: 'uuid', nullable: true },
    occurredAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
