import type { VocabularyTypeGroup } from '@sdn/contracts';
import type { GenerateCatalogue } from '../../domain/structured-data/generation/generate-catalogue.js';
import { COMMON_TYPES } from '../../domain/structured-data/vocabulary/common-types.js';

const COMMON = new Set(COMMON_TYPES);

/** Rich-result types (those the Free plan may save) first, then the common types, then the rest. */
export function typeGroup(name: string, catalogue: GenerateCatalogue): VocabularyTypeGroup {
  return catalogue.isRichResultType(name) ? 'richResult' : COMMON.has(name) ? 'common' : 'other';
}

/**
 * Where a type sorts in the picker. Inside the rich-result group the types Google's pages name (Product, Recipe,
 * LocalBusiness) come before the subtypes that inherit their rich result (AccountingService, Restaurant...), so
 * the list does not open on 150 kinds of local business.
 */
export function typeRank(name: string, catalogue: GenerateCatalogue): number {
  const group = typeGroup(name, catalogue);
  if (group === 'richResult') return catalogue.supportedTypes().includes(name) ? 0 : 1;
  return group === 'common' ? 2 : 3;
}
