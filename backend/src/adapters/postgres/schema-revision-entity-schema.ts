import { EntitySchema } from '@mikro-orm/core';
import { SchemaRevision } from '../../domain/schema/schema-revision.js';

// Keyed by schema and number; the schema's deletion takes its revisions along (foreign key, on delete cascade).
// A trigger keeps the newest REVISIONS_KEPT_PER_SCHEMA of each schema (migration 20261124141000).
export const SchemaRevisionSchema = new EntitySchema({
  class: SchemaRevision,
  tableName: 'schema_revisions',
  properties: {
    schemaId: { type: 'uuid', primary: true },
    number: { type: 'integer', primary: true },
    clientSiteId: { type: 'uuid' },
    kind: { type: 'string', length: 16 },
    name: { type: 'string', length: 200 },
    pageUrl: { type: 'text' },
    schemaType: { type: 'string', length: 200 },
    // json like schemas.json_ld: a restore puts back the owner's key order byte for byte.
    jsonLd: { type: 'json', columnType: 'json' },
    status: { type: 'string', length: 16 },
    authorId: { type: 'uuid', nullable: true },
    recordedAt: { type: 'datetime', columnType: 'timestamptz' },
    restoredFrom: { type: 'integer', nullable: true },
  },
});
