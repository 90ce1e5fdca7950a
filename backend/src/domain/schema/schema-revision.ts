import type { JsonLdDocument } from './json-ld-document.js';
import type { SchemaStatus } from './schema-status.js';

/** What a revision records: the change that produced it (`initial`: the content a schema had when history began). */
export type SchemaRevisionKind = 'initial' | 'created' | 'edited' | 'published' | 'paused' | 'unpaused' | 'restored';

/**
 * Revisions kept per schema: the newest ones; older ones are removed as new ones are written (a schema edited
 * every 100 ms keeps the last few seconds of edits, not an unbounded log). The database applies the same number.
 */
export const REVISIONS_KEPT_PER_SCHEMA = 100;

/** The fields a revision compares with the one before it ("what changed"). */
export type RevisionField = 'name' | 'pageUrl' | 'jsonLd' | 'status';

/**
 * A schema's whole content and status as of one change, with who made it and when. Revisions are numbered per
 * schema from 1; the schema's own `revision` is the number of its latest one.
 */
export class SchemaRevision {
  schemaId!: string;
  number!: number;
  clientSiteId!: string;
  kind!: SchemaRevisionKind;
  name!: string;
  pageUrl!: string;
  schemaType!: string;
  jsonLd!: JsonLdDocument;
  status!: SchemaStatus;
  /** The user who made the change; null when none did (the migration's initial revision). */
  authorId!: string | null;
  recordedAt!: Date;
  /** For `restored`: the number of the revision whose content was put back. */
  restoredFrom: number | null = null;

  static of(
    schema: {
      id: string;
      clientSiteId: string;
      name: string;
      pageUrl: string;
      schemaType: string;
      jsonLd: JsonLdDocument;
      status: SchemaStatus;
    },
    change: { number: number; kind: SchemaRevisionKind; authorId: string | null; at: Date; restoredFrom?: number },
  ): SchemaRevision {
    const revision = new SchemaRevision();
    revision.schemaId = schema.id;
    revision.number = change.number;
    revision.clientSiteId = schema.clientSiteId;
    revision.kind = change.kind;
    revision.name = schema.name;
    revision.pageUrl = schema.pageUrl;
    revision.schemaType = schema.schemaType;
    revision.jsonLd = structuredClone(schema.jsonLd);
    revision.status = schema.status;
    revision.authorId = change.authorId;
    revision.recordedAt = change.at;
    revision.restoredFrom = change.restoredFrom ?? null;
    return revision;
  }

  /** The fields whose value differs from `previous` (every field for the first revision kept). */
  changesSince(previous: SchemaRevision | null): RevisionField[] {
    if (!previous) return ['name', 'pageUrl', 'jsonLd', 'status'];
    const changed: RevisionField[] = [];
    if (previous.name !== this.name) changed.push('name');
    if (previous.pageUrl !== this.pageUrl) changed.push('pageUrl');
    if (JSON.stringify(previous.jsonLd) !== JSON.stringify(this.jsonLd)) changed.push('jsonLd');
    if (previous.status !== this.status) changed.push('status');
    return changed;
  }
}
