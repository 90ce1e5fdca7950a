import type { ValidateJsonLd } from '../../../application/engine/validate-json-ld.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { bodyField } from '../body-field.js';
import { nulRefusal, rawMayHoldNul } from '../nul-characters.js';
import { toValidateResult } from './validation-presenter.js';

/** The spec's 400 for a body that is not JSON (a field-shaped error, as POST /api/validate documents it). */
export const malformedValidateBody = () => new ValidationError({ jsonString: { _errors: ['Request body is not valid JSON'] } });

const BOM = 0xfeff;

/**
 * The 200 answer text of POST /api/validate from the raw body, read as the Express route reads it: body-parser's
 * JSON.parse (a leading byte-order mark dropped), its NUL refusal, the use case, the presenter. The validate lane
 * runs all of it on its own thread, so the tenant's body is parsed there and only the finished text crosses back:
 * cloning the validation object back and serialising it on the request thread cost that thread more than the rest
 * of the answer. Imports no Express: the lane thread loads this module. A malformed body, a NUL character or a
 * missing `jsonString` throws the same DomainError the Express route throws.
 */
export async function validateAnswerText(raw: string, validateJsonLd: ValidateJsonLd): Promise<string> {
  const body = parse(raw);
  if (rawMayHoldNul(raw)) {
    const refusal = nulRefusal(body);
    if (refusal) throw refusal;
  }
  const validation = await validateJsonLd.execute({ jsonString: bodyField(body, 'jsonString') });
  return JSON.stringify(toValidateResult(validation));
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw.charCodeAt(0) === BOM ? raw.slice(1) : raw);
  } catch {
    throw malformedValidateBody();
  }
}
