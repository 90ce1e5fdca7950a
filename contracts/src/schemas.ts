import type { JsonLdDocument } from './json-ld.js';
import type { PageInfo, PageQuery } from './paging.js';

export type SchemaStatus = 'draft' | 'published' | 'paused';
export const SCHEMA_STATUSES: readonly SchemaStatus[] = ['draft', 'published', 'paused'];

/** A saved schema record as the dashboard sees it. */
export interface SchemaDto {
  id: string;
  clientId: string;
  name: string;
  schemaType: string;
  pageUrl: string;
  status: SchemaStatus;
  jsonLd: JsonLdDocument;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** The validator's verdict on the JSON-LD (no blocking issue), stored at save; null while not checked yet. */
  valid: boolean | null;
}

export interface SchemaListResponse extends PageInfo {
  items: SchemaDto[];
}

export const SCHEMA_SORT_FIELDS = ['updatedAt', 'name', 'schemaType', 'pageUrl', 'status'] as const;
export type SchemaSortField = (typeof SCHEMA_SORT_FIELDS)[number];

/** GET /api/clients/:clientId/schemas: filters, order and page, all applied by the service. */
export interface SchemaListQuery extends PageQuery {
  status?: SchemaStatus;
  /** Exact page URL. */
  pageUrl?: string;
  /** Part of the name or page URL, any case. */
  search?: string;
  /** Exact listed type, e.g. `Article`. */
  type?: string;
  /** Stored validator verdict; schemas not checked yet match neither value. */
  valid?: boolean;
  /** ISO 8601 bounds of `updatedAt`, inclusive. */
  updatedFrom?: string;
  updatedTo?: string;
  /** Default `updatedAt`; ties are broken by id so pages never overlap. */
  sort?: SchemaSortField;
  /** Default `desc` for `updatedAt`, `asc` otherwise. */
  order?: 'asc' | 'desc';
}

export type BulkSchemaAction = 'publish' | 'pause' | 'delete';

/** POST /api/clients/:clientId/schemas/bulk: one transaction; any unknown id refuses all of it (404). */
export interface BulkSchemaRequest {
  action: BulkSchemaAction;
  /** 1 to 500 distinct ids of the site's schemas. */
  schemaIds: string[];
}

export interface BulkSchemaResponse {
  action: BulkSchemaAction;
  changed: string[];
  /** Already in the asked state: publish of a published schema, pause of a draft or paused one. */
  unchanged: string[];
}

/** POST /api/clients/:clientId/schemas/:schemaId/duplicate: draft copies, all or none. */
export interface DuplicateSchemaRequest {
  /** 1 to 100 distinct absolute URLs. */
  pageUrls: string[];
}

export interface DuplicateSchemaResponse {
  items: SchemaDto[];
}

export interface SchemaExportItem {
  name: string;
  pageUrl: string;
  status: SchemaStatus;
  schemaType: string;
  jsonLd: JsonLdDocument;
  /** ISO 8601: when the schema was last changed. */
  updatedAt: string;
}

/** Formats of the export download: `json` (default, the file below) or `csv` (one row a schema). */
export type SchemaExportFormat = 'json' | 'csv';

/**
 * The header row of the CSV export, in column order. `jsonLd` holds the compact JSON; a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return (after any apostrophes) gets one more leading apostrophe so a spreadsheet shows
 * it as text; the dashboard's CSV import removes exactly that one (JSON-LD starts with `{` or `[`, never prefixed).
 */
export const SCHEMA_CSV_COLUMNS = ['name', 'pageUrl', 'schemaType', 'status', 'jsonLd', 'updatedAt'] as const;

/** GET /api/clients/:clientId/schemas/export (a download); its `schemas` can be posted back to import. */
export interface SchemaExportFile {
  format: 'sdn-schemas';
  version: 1;
  exportedAt: string;
  site: { clientId: string; name: string; websiteUrl: string };
  schemas: SchemaExportItem[];
}

/** One schema to import; other keys (an export's `status`, `schemaType`) are ignored: imports are drafts. */
export interface SchemaImportItem {
  name: string;
  pageUrl: string;
  jsonLd: JsonLdDocument;
}

/** POST /api/clients/:clientId/schemas/import. */
export interface SchemaImportRequest {
  /** true: answer what would happen and change nothing. */
  dryRun?: boolean;
  /**
   * true: create the items that pass and report the others (one transaction; nothing changes when all are rejected).
   * false (default): all or none, refused with 400 / 403 when any item is rejected.
   */
  validOnly?: boolean;
  /** 1 to 1,000 items. */
  schemas: SchemaImportItem[];
}

export type SchemaImportRejectionCode =
  'invalid_name' | 'invalid_url' | 'invalid_json_ld' | 'too_large' | 'type_not_allowed' | 'over_plan_limit';

export interface SchemaImportItemResult {
  index: number;
  name: string | null;
  pageUrl: string | null;
  schemaType: string | null;
  /** `create` in a dry run, `created` once imported, `reject` with reasons. */
  outcome: 'create' | 'created' | 'reject';
  /** Set once created. */
  schemaId?: string;
  reasons: { code: SchemaImportRejectionCode; message: string }[];
}

export interface SchemaImportResponse {
  dryRun: boolean;
  /** Items that would be (dry run) or were created. */
  accepted: number;
  rejected: number;
  items: SchemaImportItemResult[];
}

export interface CreateSchemaRequest {
  name: string;
  pageUrl: string;
  jsonLd: JsonLdDocument;
}

export type UpdateSchemaRequest = Partial<CreateSchemaRequest>;

/** One entry of a site's publish history (GET /api/clients/:clientId/schema-events). */
export interface SchemaEventView {
  id: string;
  schemaId: string;
  action: 'publish' | 'pause' | 'unpause' | 'delete';
  pageUrl: string;
  schemaName: string;
  schemaType: string;
  userId: string | null;
  occurredAt: string;
}
