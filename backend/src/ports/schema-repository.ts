import type { Schema } from '../domain/schema/schema.js';
import type { SchemaStatus } from '../domain/schema/schema-status.js';
import type { Page, PageRequest } from './paging.js';

export interface SchemaFilter {
  status?: SchemaStatus;
  pageUrl?: string;
}

/**
 * Saving a schema (an add, or the commit after a change) also writes the revisions its methods recorded
 * (`Schema.takeRevisions`), in the same transaction, keeping the newest REVISIONS_KEPT_PER_SCHEMA per schema.
 * Removing a schema removes its revisions.
 */
export interface SchemaRepository {
  add(schema: Schema): void;
  remove(schema: Schema): void;
  findInSite(clientSiteId: string, schemaId: string): Promise<Schema | null>;
  /** Most recently updated first. */
  pageBySite(clientSiteId: string, filter: SchemaFilter, page: PageRequest): Promise<Page<Schema>>;
  /** Saved schemas per site, for the site cards. Sites without schemas are absent from the map. */
  countBySites(clientSiteIds: string[]): Promise<Map<string, number>>;
  /** UTF-8 bytes of the published schemas of one exact page of a site, leaving one schema out (the one changing). */
  publishedBytesOnPage(clientSiteId: string, pageUrl: string, exceptSchemaId: string): Promise<number>;
  /** Every saved schema of the workspace (drafts count), for the plan limit. */
  countByWorkspace(workspaceId: string): Promise<number>;
}
