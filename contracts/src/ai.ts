import type { JsonLdObject } from './json-ld.js';
import type { ValidateResult } from './engine.js';

export interface GenerateFromUrlRequest {
  url: string;
  /** A Schema.org type to extract; omitted: the best fit for the page. */
  type?: string;
}

export interface GenerateFromUrlResponse {
  jsonLd: JsonLdObject;
  schemaType: string;
  /** Which extractor answered: the AI model, or the page's own metadata (no key configured, or the model failed). */
  source: 'ai' | 'page-metadata';
  validation: ValidateResult;
  notes: string[];
}

export type BulkRunStatus = 'running' | 'completed' | 'cancelled';
export type BulkItemStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface BulkRunRequest {
  urls?: string[];
  sitemapUrl?: string;
}

export interface BulkRunItemView {
  id: string;
  url: string;
  status: BulkItemStatus;
  schemaType: string | null;
  source: 'ai' | 'page-metadata' | null;
  isValid: boolean | null;
  error: string | null;
  /** The draft schema made from the result, to review and publish. */
  schemaId: string | null;
  schemaStatus: 'draft' | 'published' | 'paused' | null;
}

export interface BulkRunView {
  id: string;
  clientId: string;
  status: BulkRunStatus;
  createdAt: string;
  finishedAt: string | null;
  counts: { total: number; queued: number; running: number; succeeded: number; failed: number; cancelled: number };
  items: BulkRunItemView[];
}

export interface BulkPublishRequest {
  itemIds: string[];
}

export interface BulkPublishResponse {
  published: string[];
}
