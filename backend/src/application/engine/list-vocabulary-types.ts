import type { VocabularyTypeListResponse, VocabularyTypeSummary } from '@sdn/contracts';
import type { GenerateCatalogue } from '../../domain/structured-data/generation/generate-catalogue.js';
import type { JsonLdValidator } from '../../domain/structured-data/validation/json-ld-validator.js';
import { retirementOf } from './rich-result-requirements.js';

export interface ListVocabularyTypesInput {
  search?: string;
  richResultsOnly?: boolean;
}

/** The types the schema editor offers: name matches first, then description matches, each alphabetical. */
export class ListVocabularyTypes {
  private readonly summaries: VocabularyTypeSummary[];

  constructor(catalogue: GenerateCatalogue, validator: JsonLdValidator) {
    const { vocabulary } = validator;
    this.summaries = vocabulary.typeNames()
      .filter((name) => catalogue.isVocabularyType(name))
      .sort()
      .map((name) => {
        const deprecation = retirementOf(name, validator.richResults, vocabulary);
        return { name, description: vocabulary.type(name)!.d, richResult: catalogue.isRichResultType(name), ...(deprecation ? { deprecation } : {}) };
      });
  }

  execute({ search, richResultsOnly }: ListVocabularyTypesInput = {}): VocabularyTypeListResponse {
    const candidates = richResultsOnly ? this.summaries.filter((type) => type.richResult) : this.summaries;
    const term = search?.trim().toLowerCase();
    if (!term) return { items: candidates };
    const byName = candidates.filter((type) => type.name.toLowerCase().includes(term));
    const byDescription = candidates.filter((type) => !type.name.toLowerCase().includes(term) && type.description.toLowerCase().includes(term));
    const rank = (type: VocabularyTypeSummary) => (type.name.toLowerCase() === term ? 0 : type.name.toLowerCase().startsWith(term) ? 1 : 2);
    return { items: [...byName.sort((a, b) => rank(a) - rank(b)), ...byDescription] };
  }
}
