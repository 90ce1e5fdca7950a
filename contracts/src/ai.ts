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
  /** Why no new draft was made: the page already carries complete markup, or the library already has this type for the URL. */
  note: string | null;
  /**
   * Where the library already has a schema of this type for the URL (`schemaId`): the run's reading of the page,
   * proposed as an update of that schema. Compare and apply it by choice (PATCH the schema); never a second schema.
   */
  update: JsonLdObject | null;
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

/** Tones the copywriting agent writes in. */
export type CopyTone = 'neutral' | 'friendly' | 'professional' | 'persuasive';

export interface CopySuggestionsRequest {
  /** The page the schema describes (read through the SSRF-safe page reader); omitted, only the schema is used. */
  pageUrl?: string;
  jsonLd: Record<string, unknown>;
  /** Paths of the fields to write (`description`, `headline`, `mainEntity.0.acceptedAnswer.text`...); omitted: all. */
  fields?: string[];
  /** Default `neutral`. */
  tone?: CopyTone;
}

export interface CopySuggestion {
  /** Dotted path of the field in the schema (`review.1.reviewBody`). */
  field: string;
  label: string;
  kind: 'description' | 'headline' | 'answer' | 'reviewBody';
  /** What the field holds now (null: empty). */
  current: string | null;
  text: string;
  minLength: number;
  maxLength: number;
}

export interface CopySuggestionsResponse {
  /** `ai`: written by the model; `page-text`: quoted from the page's own text (no key configured, or the model failed). */
  source: 'ai' | 'page-text';
  tone: CopyTone;
  suggestions: CopySuggestion[];
  notes: string[];
}
