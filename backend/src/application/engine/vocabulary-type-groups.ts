import type { VocabularyTypeGroup } from '@sdn/contracts';
import type { GenerateCatalogue } from '../../engine/generation/generate-catalogue.js';
import { COMMON_TYPES } from '../../engine/vocabulary/common-types.js';

const COMMON = new Set(COMMON_TYPES);
const GROUP_RANK: Record<VocabularyTypeGroup, number> = { richResult: 0, common: 1, richResultSubtype: 2, other: 3 };

/**
 * The rich-result types Google's pages name (Product, Recipe, LocalBusiness) come first; the subtypes that inherit
 * their rich result (AccountingService, Restaurant... about 250 of them) follow the common types, so the list does
 * not open on kinds of local business. Both rich-result groups are what the Free plan may save.
 */
export function typeGroup(name: string, catalogue: GenerateCatalogue): VocabularyTypeGroup {
  if (catalogue.isRichResultType(name)) return catalogue.supportedTypes().includes(name) ? 'richResult' : 'richResultSubtype';
  return COMMON.has(name) ? 'common' : 'other';
}

export function typeRank(name: string, catalogue: GenerateCatalogue): number {
  return GROUP_RANK[typeGroup(name, catalogue)];
}
