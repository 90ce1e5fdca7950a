import type { VocabularyPropertyDto, VocabularyTypeDetail } from '@sdn/contracts';
import { NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
import type { GenerateCatalogue } from '../../engine/generation/generate-catalogue.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import { typeGroup } from './vocabulary-type-groups.js';
import { expectedValueType, featuresOf, isNamedValue, nestedRequirements, typeRequirements } from './rich-result-requirements.js';

export interface GetVocabularyTypeInput {
  name: string;
  /** Read the requirements for the type as this parent's property value (`parent` and `property` come together). */
  parent?: string;
  property?: string;
}

/** One type with its inherited properties for the schema editor: Google's required first, then recommended. */
export class GetVocabularyType {
  constructor(
    private readonly catalogue: GenerateCatalogue,
    private readonly validator: JsonLdValidator,
  ) {}

  execute({ name, parent, property }: GetVocabularyTypeInput): VocabularyTypeDetail {
    const { vocabulary, richResults } = this.validator;
    const type = vocabulary.type(name);
    if (!type || vocabulary.isDataType(name)) throw new NotFoundError(`Unknown Schema.org type "${name}"`);
    const requirements =
      parent === undefined && property === undefined
        ? typeRequirements(name, richResults, vocabulary)
        : nestedRequirements(name, this.knownParent(parent), this.knownProperty(parent!, property), richResults, vocabulary);
    const properties: VocabularyPropertyDto[] = [...vocabulary.propertiesOf(name)]
      .map((entry) => vocabulary.property(entry)!)
      .filter((entry) => !entry.x)
      .map((entry) => {
        const format = requirements.formats.get(entry.name);
        const defaultType = expectedValueType(name, entry.name, richResults, vocabulary);
        const enumValues = vocabulary.rangeEnumerationMembers(entry.name);
        return {
          name: entry.name,
          description: entry.d,
          expectedTypes: entry.r,
          required: requirements.required.has(entry.name),
          recommended: requirements.recommended.has(entry.name),
          ...(format ? { format } : {}),
          ...(defaultType ? { defaultType, namedValue: isNamedValue(defaultType, name, entry.name, richResults, vocabulary) } : {}),
          ...(enumValues.length ? { enumValues: [...enumValues] } : {}),
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

  private knownProperty(parent: string, property: string | undefined): string {
    if (property === undefined || !this.validator.vocabulary.propertiesOf(parent).has(property)) {
      throw new ValidationError({ property: { _errors: [`Give a property of ${parent} together with parent`] } });
    }
    return property;
  }
}

function weight(property: VocabularyPropertyDto): number {
  return property.required ? 0 : property.recommended ? 1 : 2;
}
