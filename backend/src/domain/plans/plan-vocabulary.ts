import { featureRequired } from './plan-features.js';

/** What the plan rule needs to know about a type name (the engine's catalogue answers both). */
export interface TypeCatalogue {
  /** A type search engines show rich results for (or a subtype of one). */
  isRichResultType(type: string): boolean;
  /** A real Schema.org type (not a data type, an enumeration or an unknown name). */
  isVocabularyType(type: string): boolean;
}

/**
 * Free may use only the types search engines show rich results for; Pro and Agency the whole vocabulary. The one
 * rule behind generate and every save path (create, edit, duplicate, import). A name outside the vocabulary (a typo)
 * is not a plan matter: generate refuses it with 400 before asking, and a saved schema carries it as invalid.
 */
export function typeAllowedOnPlan(fullVocabulary: boolean, type: string, catalogue: TypeCatalogue): boolean {
  return fullVocabulary || catalogue.isRichResultType(type) || !catalogue.isVocabularyType(type);
}

/** 403 `plan_required` naming the cheapest plan with the whole vocabulary. */
export function assertTypeAllowedOnPlan(fullVocabulary: boolean, type: string, catalogue: TypeCatalogue): void {
  if (!typeAllowedOnPlan(fullVocabulary, type, catalogue)) {
    throw featureRequired('fullVocabulary');
  }
}
