import type { Schema } from '../domain/schema/schema.js';
import type { SchemaStatus } from '../domain/schema/schema-status.js';
import type { Page, PageRequest } from './paging.js';

export interface SchemaFilter {
  status?: SchemaStatus;
  /** Exact page URL. */
  pageUrl?: string;
  /** Part of the name or of the page URL, any case. */
  search?: string;
  /** Exact listed type (`schemaType`). */
  schemaType?: string;
  /** The stored validator verdict; rows not checked yet match neither. */
  valid?: boolean;
  updatedFrom?: Date;
  updatedTo?: Date;
}

export const SCHEMA_SORT_FIELDS = ['updatedAt', 'name', 'schemaType', 'pageUrl', 'status'] as const;
export type SchemaSortField = (typeof SCHEMA_SORT_FIELDS)[number];

export interface SchemaSort {
  field: SchemaSortField;
  direction: 'asc' | 'desc';
}

/** The library's default order: most recently updated first. */
export const DEFAULT_SCHEMA_SORT: SchemaSort = { field: 'updatedAt', direction: 'desc' };

/** A row whose validator verdict is missing (saved before verdicts were stored). */
export interface UncheckedSchema {
  id: string;
  jsonLd: Schema['jsonLd'];
  updatedAt: Date;
}

/**
 * Saving a schema (an add, or the commit after a change) also writes the revisions its methods recorded
 * (`Schema.takeRevisions`), in the same transaction, keeping the newest REVISIONS_KEPT_PER_SCHEMA per schema.
 * Removing a schema removes its revisions.
 */
/** A site's saved schemas at a glance: how many, how many delivered, paused, and judged invalid by the validator. */
export interface SiteSchemaCounts {
  total: number;
  published: number;
  paused: number;
  invalid: number;
}

export interface SchemaRepository {
  add(schema: Schema): void;
  remove(schema: Schema): void;
  findInSite(clientSiteId: string, schemaId: string): Promise<Schema | null>;
  /** The schemas of the site among `schemaIds` (ids of other sites are simply absent). */
  findManyInSite(clientSiteId: string, schemaIds: string[]): Promise<Schema[]>;
  /** One page of the site's schemas in the given order (ties broken by id, so pages never overlap). */
  pageBySite(clientSiteId: string, filter: SchemaFilter, page: PageRequest, sort?: SchemaSort): Promise<Page<Schema>>;
  /** Saved schemas per site with their health, for the portfolio. Sites without schemas are absent from the map. */
  countBySites(clientSiteIds: string[]): Promise<Map<string, SiteSchemaCounts>>;
  /** UTF-8 bytes of the published schemas of one exact page of a site, leaving out the ones changing. */
  publishedBytesOnPage(clientSiteId: string, pageUrl: string, exceptSchemaIds: string[]): Promise<number>;
  /**
   * Every schema of the site in page-URL order (then id), `size` at a time, read only: nothing read is kept by the
   * unit of work, so a whole library goes through a stream holding one batch. Each batch continues after the last
   * row of the one before (keyset), so edits during the read never repeat or skip the rows they do not touch.
   */
  batchesInSite(clientSiteId: string, size: number): AsyncIterable<Schema[]>;
  /** Every saved schema of the workspace (drafts count), for the plan limit. */
  countByWorkspace(workspaceId: string): Promise<number>;
  /** Up to `limit` rows of any site still without a verdict. */
  withoutValidity(limit: number): Promise<UncheckedSchema[]>;
  /** Stores a verdict unless the row changed since it was read (its own save then records the new verdict). */
  recordValidity(schemaId: string, checkedVersion: Date, valid: boolean): Promise<void>;
}
