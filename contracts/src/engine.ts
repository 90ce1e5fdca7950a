import type { JsonLdObject } from './json-ld.js';

export interface ValidateRequest {
  jsonString: string;
}

/** The validate result exactly as the spec's table. */
export interface ValidateResult {
  isValid: boolean;
  detectedTypes: string[];
  issues: string[];
  warnings: string[];
  schemaOrgIssues?: string[];
  googleRichResultWarnings?: string[];
  seoRecommendations?: string[];
  correctedSchema: unknown | null;
}

export interface GenerateRequest {
  type: string;
  data: Record<string, unknown>;
}

export interface GenerateResponse {
  jsonLd: JsonLdObject;
}
