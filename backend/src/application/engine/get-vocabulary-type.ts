import type { VocabularyPropertyDto, VocabularyTypeDetail } from '@sdn/contracts';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { GenerateCatalogue } from '../../domain/structured-data/generation/generate-catalogue.js';
import type { JsonLdValidator } from '../../domain/structured-data/validation/json-ld-validator.js';
import { typeRequirements } from './rich-result-requirements.js';

/** One type with its inherited properties for the schema editor: Google's required first, then recommended. */
export class GetVocabularyType {
  constructor(
    private readonly catalogue: GenerateCatalogue,
    private readonly validator: JsonLdValidator,
  ) {}

  execute(name: string): VocabularyTypeDetail {
    const { vocabulary } = this.validator;
    const type = vocabulary.type(name);
    if (!type || vocabulary.isDataType(name)) throw new NotFoundError(`Unknown Schema.org type "${name}"`);
    const requirements = typeRequirements(name, this.validator.richResults, vocabulary);
    const properties: VocabularyPropertyDto[] = [...vocabulary.propertiesOf(name)]
      .map((property) => vocabulary.property(property)!)
      .filter((property) => !property.x)
      .map((property) => ({
        name: property.name,
        description: property.d,
        expectedTypes: property.r,
        required: requirements.required.has(property.name),
        recommended: requirements.recommended.has(property.name),
      }))
      .sort((a, b) => weight(a) - weight(b) || a.name.localeCompare(b.name));
    return {
      name,
      description: type.d,
      richResult: this.catalogue.isRichResultType(name),
      ...(requirements.deprecation ? { deprecation: requirements.deprecation } : {}),
      parents: type.p,
      members: vocabulary.isEnumeration(name) ? vocabulary.members(name) : [],
      properties,
      ...(requirements.documentationUrl ? { documentationUrl: requirements.documentationUrl } : {}),
    };
  }
}

function weight(property: VocabularyPropertyDto): number {
  return property.required ? 0 : property.recommended ? 1 : 2;
}
