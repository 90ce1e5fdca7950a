/** The compact, committed shape of the Schema.org vocabulary (short keys keep the generated file small). */
export interface VocabularyTypeEntry {
  /** Description (first paragraph). */
  d: string;
  /** Direct parent types. */
  p: string[];
  /** Enumeration members, when the type is an enumeration. */
  m?: string[];
  /** Superseded/deprecated note, when Schema.org marks the type. */
  x?: string;
}

export interface VocabularyPropertyEntry {
  d: string;
  /** Range: expected value types, data types included. */
  r: string[];
  /** Domain: the types that declare the property (subtypes inherit it). */
  t: string[];
  x?: string;
}

export interface VocabularyData {
  source: string;
  types: Record<string, VocabularyTypeEntry>;
  properties: Record<string, VocabularyPropertyEntry>;
}
