import type { VocabularyPropertyDto, VocabularyTypeDetail } from '@sdn/contracts';
import { NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
import type { GenerateCatalogue } from '../../engine/generation/generate-catalogue.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import { builderFormat, isListValued, isNamedByDefault, isShownByDefault } from './builder-structure.js';
import { typeGroup } from './vocabulary-type-groups.js';
import {
  childRules,
  expectedValueType,
  featuresOf,
  isNamedValue,
  requirementsAt,
  rulesOnPath,
  type PropertyStep,
} from './rich-result-requirements.js';

export interface GetVocabularyTypeInput {
  name: string;
  /** Read the requirements for the type as this parent's property value (`parent` and `property` come together). */
  parent?: string;
  property?: string;
  /** The steps from the top-level entity down to `parent` (Product.offers for an Offer's shippingDetails). */
  ancestors?: readonly PropertyStep[];
  /** The properties the node already holds: rule sets that apply only then count (Merchant listing needs offers). */
  present?: readonly string[];
}

/** One type with its inherited properties for the schema editor: Google's required first, then recommended. */
export class GetVocabularyType {
  constructor(
    private readonly catalogue: GenerateCatalogue,
    private readonly validator: JsonLdValidator,
  ) {}

  execute({ name, parent, property, ancestors = [], present }: GetVocabularyTypeInput): VocabularyTypeDetail {
    const { vocabulary, richResults } = this.validator;
    const type = vocabulary.type(name);
    if (!type || vocabulary.isDataType(name)) throw new NotFoundError(`Unknown Schema.org type "${name}"`);
    const path =
      parent === undefined && property === undefined
        ? []
        : [...ancestors.map((step) => this.knownStep(step)), this.knownStep({ type: this.knownParent(parent), property })];
    const place = { path, ...(present ? { present } : {}) };
    const requirements = requirementsAt(name, place, richResults, vocabulary);
    // A conditional rule set counts for the values below: the value being there is usually what it waits for.
    const applied = rulesOnPath(name, path, richResults, vocabulary);
    const isSubtypeOf = (targets: readonly string[]) => vocabulary.isAnySubtypeOf([name], targets);
    const properties: VocabularyPropertyDto[] = [...vocabulary.propertiesOf(name)]
      .map((entry) => vocabulary.property(entry)!)
      .filter((entry) => !entry.x)
      .map((entry) => {
        const format = requirements.formats.get(entry.name) ?? builderFormat(entry.name, isSubtypeOf);
        const nested = childRules(applied, entry.name);
        const defaultType = expectedValueType(name, entry.name, nested, vocabulary);
        const enumValues = vocabulary.rangeEnumerationMembers(entry.name);
        return {
          name: entry.name,
          description: entry.d,
          expectedTypes: entry.r,
          required: requirements.required.has(entry.name),
          recommended: requirements.recommended.has(entry.name),
          ...(format ? { format } : {}),
          ...(defaultType
            ? { defaultType, namedValue: isNamedValue(defaultType, nested, vocabulary) && isNamedByDefault(defaultType) }
            : {}),
          ...(enumValues.length ? { enumValues: [...enumValues] } : {}),
          ...(isListValued(name, entry.name, isSubtypeOf) ? { repeatable: true } : {}),
          ...(isShownByDefault(entry.name, isSubtypeOf) ? { shown: true } : {}),
        };
      })
      .sort((a, b) => weight(a) - weight(b) || a.name.localeCompare(b.name));
    return {
      name,
      description: type.d,
      richResult: this.catalogue.isRichResultType(name),
      richResultFeatures: featuresOf(name, richResults, vocabulary),
      group: typeGroup(name, this.catalogue),
      ...(requirements.deprecation ? { deprecation: requirements.deprecation } : {}),
      parents: type.p,
      members: vocabulary.isEnumeration(name) ? vocabulary.members(name) : [],
      properties,
      ...(requirements.documentationUrl ? { documentationUrl: requirements.documentationUrl } : {}),
      guidedBy: requirements.features,
    };
  }

  private knownParent(parent: string | undefined): string {
    const { vocabulary } = this.validator;
    if (parent === undefined || !vocabulary.type(parent) || vocabulary.isDataType(parent)) {
      throw new ValidationError({ parent: { _errors: ['Give the parent Schema.org type together with property'] } });
    }
    return parent;
  }

  private knownStep(step: { type: string; property: string | undefined }): PropertyStep {
    const type = this.knownParent(step.type);
    if (step.property === undefined || !this.validator.vocabulary.propertiesOf(type).has(step.property)) {
      throw new ValidationError({ property: { _errors: [`Give a property of ${type} together with parent`] } });
    }
    return { type, property: step.property };
  }
}

function weight(property: VocabularyPropertyDto): number {
  return property.required ? 0 : property.recommended ? 1 : 2;
}
