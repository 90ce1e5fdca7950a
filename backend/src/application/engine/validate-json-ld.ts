import type { ValidateResult } from '@sdn/contracts';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { JsonLdTextValidator } from '../../domain/structured-data/validate-json-ld-text.js';

export interface ValidateJsonLdInput {
  jsonString: unknown;
}

/** Validates JSON-LD given as a string (a nested object is refused: the spec wants the serialized text). */
export class ValidateJsonLd {
  constructor(private readonly validator: JsonLdTextValidator) {}

  execute({ jsonString }: ValidateJsonLdInput): ValidateResult {
    if (jsonString === undefined || jsonString === null || jsonString === '') {
      throw new ValidationError(fieldErrors({ jsonString: ['Required'] }));
    }
    if (typeof jsonString !== 'string') {
      throw new ValidationError(fieldErrors({ jsonString: ['Expected a string: send the JSON-LD serialized with JSON.stringify'] }));
    }
    return this.validator.validate(jsonString);
  }
}
