import type { JsonLdDocument } from './json-ld.js';
import type { PageInfo } from './paging.js';
import type { SchemaDto, SchemaStatus } from './schemas.js';

/** The change a revision records; `initial` is the content a schema had when revision history began. */
export type SchemaRevisionKind = 'initial' | 'created' | 'edited' | 'published' | 'paused' | 'unpaused' | 'restored';
export const SCHEMA_REVISION_KINDS: readonly SchemaRevisionKind[] = [
  'initial',
  'created',
  'edited',
  'published',
  'paused',
  'unpaused',
  'restored',
];

/** Fields a revision changed against the revision before it. */
export type SchemaRevisionField = 'name' | 'pageUrl' | 'jsonLd' | 'status';

/** One entry of a schema's history (GET /api/clients/:clientId/schemas/:schemaId/revisions). */
export interface SchemaRevisionSummary {
  /** 1, 2, 3... per schema; addresses the revision under its own schema only. */
  number: number;
  kind: SchemaRevisionKind;
  name: string;
  pageUrl: string;
  schemaType: string;
  status: SchemaStatus;
  /** Who made the change (email as it is now); null for the migration's initial revision. */
  author: { userId: string; email: string | null } | null;
  recordedAt: string;
  /** For `restored`: the revision whose content was put back. */
  restoredFrom: number | null;
  changes: SchemaRevisionField[];
}

/** One revision with its whole JSON-LD (GET .../revisions/:number). */
export interface SchemaRevisionDto extends SchemaRevisionSummary {
  jsonLd: JsonLdDocument;
}

export interface SchemaRevisionListResponse extends PageInfo {
  items: SchemaRevisionSummary[];
  /** How many revisions each schema keeps (the newest). */
  kept: number;
}

/** POST .../revisions/:number/restore. */
export interface RestoreRevisionRequest {
  /** End published with the restored content. Without it a live schema is paused (nothing unreviewed goes live). */
  publish?: boolean;
}

export interface RestoreRevisionResponse {
  schema: SchemaDto;
  revision: SchemaRevisionSummary;
}
