import type { JsonLdValidation } from '../../engine/validation/json-ld-validation.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { JsonLdValidity } from '../../ports/json-ld-validity.js';

export interface ValidateJsonLdInput {
  jsonString: unknown;
}

/**
 * Validates JSON-LD given as a string (a nested object is refused: the spec wants the serialized text). Every path
 * that validates JSON-LD (POST /api/validate, AI output, audited pages) comes here, and the checking itself goes
 * through the JsonLdValidity port: the service's adapter runs it in the worker pool, never on the request thread.
 */
export class ValidateJsonLd {
  constructor(private readonly validity: JsonLdValidity) {}

  async execute({ jsonString }: ValidateJsonLdInput): Promise<JsonLdValidation> {
    if (jsonString === undefined || jsonString === null || jsonString === '') {
      throw new ValidationError(fieldErrors({ jsonString: ['Required'] }));
    }
    if (typeof jsonString !== 'string') {
      throw new ValidationError(fieldErrors({ jsonString: ['Expected a string: send the JSON-LD serialized with JSON.stringify'] }));
    }
    return this.validity.validate(jsonString);
  }
}
