import type { VocabularyTypeListResponse, VocabularyTypeSummary } from '@sdn/contracts';
import type { GenerateCatalogue } from '../../engine/generation/generate-catalogue.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import { featuresOf, retirementOf } from './rich-result-requirements.js';
import { typeGroup, typeRank } from './vocabulary-type-groups.js';

export interface ListVocabularyTypesInput {
  search?: string;
  richResultsOnly?: boolean;
}

/** How a type's name or description matches the search: lower is better; undefined when it does not match. */
function matchTier(type: VocabularyTypeSummary, term: string): number | undefined {
  const name = type.name.toLowerCase();
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  if (name.includes(term)) return 2;
  if (type.description.toLowerCase().includes(term)) return 3;
  return undefined;
}

/**
 * The types the schema editor offers, for SEO work: the rich-result types Google's pages name, the common types,
 * the subtypes inheriting a rich result, then the rest, each alphabetical. A search ranks exact names, then name prefixes, then names containing the term,
 * then descriptions mentioning it; inside each tier the same groups apply ("Rec" lists Recipe before ReceiveAction).
 */
export class ListVocabularyTypes {
  private readonly summaries: VocabularyTypeSummary[];

  constructor(catalogue: GenerateCatalogue, validator: JsonLdValidator) {
    const { vocabulary, richResults } = validator;
    const rank = (name: string) => typeRank(name, catalogue);
    this.summaries = vocabulary
      .typeNames()
      .filter((name) => catalogue.isVocabularyType(name))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((name): VocabularyTypeSummary => {
        const deprecation = retirementOf(name, richResults, vocabulary);
        return {
          name,
          description: vocabulary.type(name)!.d,
          richResult: catalogue.isRichResultType(name),
          richResultFeatures: featuresOf(name, richResults, vocabulary),
          group: typeGroup(name, catalogue),
          ...(deprecation ? { deprecation } : {}),
        };
      });
  }

  execute({ search, richResultsOnly }: ListVocabularyTypesInput = {}): VocabularyTypeListResponse {
    const candidates = richResultsOnly ? this.summaries.filter((type) => type.richResult) : this.summaries;
    const term = search?.trim().toLowerCase();
    if (!term) return { items: candidates };
    // The summaries are already in group order and the sort is stable, so ranking by tier keeps it inside a tier.
    const matches = candidates.flatMap((type) => {
      const tier = matchTier(type, term);
      return tier === undefined ? [] : [{ type, tier }];
    });
    return { items: matches.sort((a, b) => a.tier - b.tier).map((match) => match.type) };
  }
}
