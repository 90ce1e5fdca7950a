/** Summary row of `GET /api/vocabulary/types?search=&richResultsOnly=`. */
export interface VocabularyTypeSummary {
  name: string;
  description: string;
  /** True when Google documents a rich result for this type (Free plan may use these). */
  richResult: boolean;
  /** Set when Google no longer shows a rich result for the type. */
  deprecation?: string;
}

export interface VocabularyTypeListResponse {
  items: VocabularyTypeSummary[];
}

/** One property of a type as the schema editor builds its form from it. */
export interface VocabularyPropertyDto {
  name: string;
  description: string;
  /** Expected value types: data types (Text, URL, Date, DateTime, Number, Boolean, Duration...) or type names. */
  expectedTypes: string[];
  /** Google requires it for the rich result. */
  required: boolean;
  /** Google recommends it for the rich result. */
  recommended: boolean;
}

/** `GET /api/vocabulary/types/:name`: a type with its inherited properties, required and recommended first. */
export interface VocabularyTypeDetail extends VocabularyTypeSummary {
  parents: string[];
  /** Enumeration members when the type is an enumeration. */
  members: string[];
  properties: VocabularyPropertyDto[];
  /** Google's documentation page for the rich result, when there is one. */
  documentationUrl?: string;
}
