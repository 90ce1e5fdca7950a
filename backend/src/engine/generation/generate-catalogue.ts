import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { GENERATE_SPECS, SPEC_FAMILIES, type GenerateSpec } from './generate-specs.js';

/** Which types generate with a rich-result spec, including the subtypes of the spec families. */
export class GenerateCatalogue {
  private readonly byType = new Map(GENERATE_SPECS.map((spec) => [spec.type, spec]));

  constructor(private readonly vocabulary: Vocabulary) {}

  /** The names listed in the "Supported types" message. */
  supportedTypes(): string[] {
    return GENERATE_SPECS.map((spec) => spec.type);
  }

  /** The spec for a rich-result type (Restaurant -> LocalBusiness); undefined for other vocabulary types. */
  specFor(type: string): GenerateSpec | undefined {
    const exact = this.byType.get(type);
    if (exact) return exact;
    const family = SPEC_FAMILIES.find((parent) => this.vocabulary.isSubtypeOf(type, parent));
    return family ? this.byType.get(family) : undefined;
  }

  isRichResultType(type: string): boolean {
    return this.specFor(type) !== undefined;
  }

  /** A generatable vocabulary type: a real type, not a data type or an enumeration. */
  isVocabularyType(type: string): boolean {
    return !!this.vocabulary.type(type) && !this.vocabulary.isDataType(type) && !this.vocabulary.isEnumeration(type);
  }
}
