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
}

export interface SchemaListResponse extends PageInfo {
  items: SchemaDto[];
}

export interface SchemaListQuery extends PageQuery {
  status?: SchemaStatus;
  pageUrl?: string;
}

export interface CreateSchemaRequest {
  name: string;
  pageUrl: string;
  jsonLd: JsonLdDocument;
}

export type UpdateSchemaRequest = Partial<CreateSchemaRequest>;
