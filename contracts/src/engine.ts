import type { JsonLdObject } from './json-ld.js';

export interface ValidateRequest {
  jsonString: string;
}

/** Which of the spec's lists a finding is in (the same text appears there). */
export type ValidateFindingCategory = 'issues' | 'warnings' | 'schemaOrgIssues' | 'googleRichResultWarnings' | 'seoRecommendations';

/**
 * One finding with its place, beside the spec's string lists (which stay exactly as the spec says). `path` is the
 * engine's property path from the document root (`offers.price`, `@graph[1].itemListElement[0].name`), `''` for the
 * root node itself, null when the finding is about the text as a whole; `line`/`column` (1-based) for JSON syntax.
 */
export interface ValidateFinding {
  severity: 'error' | 'warning' | 'info';
  category: ValidateFindingCategory;
  path: string | null;
  message: string;
  line?: number;
  column?: number;
}

/** The validate result exactly as the spec's table, plus `findings` (each finding once, with its place). */
export interface ValidateResult {
  isValid: boolean;
  detectedTypes: string[];
  issues: string[];
  warnings: string[];
  schemaOrgIssues?: string[];
  googleRichResultWarnings?: string[];
  seoRecommendations?: string[];
  correctedSchema: unknown | null;
  findings?: ValidateFinding[];
}

export interface GenerateRequest {
  type: string;
  data: Record<string, unknown>;
}

export interface GenerateResponse {
  jsonLd: JsonLdObject;
}
