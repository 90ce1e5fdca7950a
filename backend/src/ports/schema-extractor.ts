import type { PageSnapshot } from './page-reader.js';

export type ExtractionSource = 'ai' | 'page-metadata';

export interface ExtractionUsage {
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export interface Extraction {
  /** A JSON-LD object, not yet validated: callers always run it through the validator and corrector. */
  jsonLd: Record<string, unknown>;
  notes: string[];
  usage: ExtractionUsage | null;
}

/** Proposes JSON-LD for a page. `type` (a Schema.org type name) asks for that type instead of the best fit. */
export interface SchemaExtractor {
  readonly source: ExtractionSource;
  extract(page: PageSnapshot, options: { type: string | null }): Promise<Extraction>;
}

/** The extractor's service failed (timeout, refusal, outage). The message is safe to show. */
export class ExtractorUnavailableError extends Error {}
