import type { CopyField, CopyTone } from '../engine/copywriting/copy-fields.js';
import type { PageSnapshot } from './page-reader.js';
import type { ExtractionUsage } from './schema-extractor.js';

export type CopySource = 'ai' | 'page-text';

export interface CopyRequest {
  /** The page the schema describes, when the caller named one; its text is untrusted data. */
  page: PageSnapshot | null;
  /** The schema as the user has it now (also untrusted: it may hold text pasted from anywhere). */
  jsonLd: Record<string, unknown>;
  schemaType: string;
  fields: readonly CopyField[];
  tone: CopyTone;
}

export interface CopyDraft {
  /** The field's path, one of the request's. */
  path: string;
  text: string;
}

export interface CopyAnswer {
  /** At most one draft per field; fields the writer had nothing for are left out. */
  drafts: CopyDraft[];
  notes: string[];
  usage: ExtractionUsage | null;
}

/** Writes descriptive text for a schema's fields from its page and its own content. */
export interface Copywriter {
  readonly source: CopySource;
  suggest(request: CopyRequest): Promise<CopyAnswer>;
}

/** The copywriter's service failed (timeout, refusal, outage). The message is safe to show. */
export class CopywriterUnavailableError extends Error {}
