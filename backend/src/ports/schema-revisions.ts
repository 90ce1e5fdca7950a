import type { RevisionField, SchemaRevision } from '../domain/schema/schema-revision.js';
import type { Page, PageRequest } from './paging.js';

/** A revision as the history shows it: with its author's email and what it changed against the one before. */
export interface RevisionEntry {
  revision: SchemaRevision;
  /** The author's current email; null when no user made the change. */
  authorEmail: string | null;
  changes: RevisionField[];
}

/**
 * Reads a schema's revisions. They are written by the SchemaRepository's adapter from what the Schema aggregate
 * recorded, in the same transaction as the change, and go when the schema is deleted.
 */
export interface SchemaRevisions {
  /** Newest first. */
  pageOf(schemaId: string, page: PageRequest): Promise<Page<RevisionEntry>>;
  find(schemaId: string, number: number): Promise<RevisionEntry | null>;
}
