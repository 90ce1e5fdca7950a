import type { JsonLdValidation } from '../../engine/validation/json-ld-validation.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import { parseJsonText } from '../../engine/json/parse-json-text.js';
import type { JsonLdTextValidator } from '../../engine/validate-json-ld-text.js';
import { ownTermsVerdict } from '../../engine/validation/own-terms.js';
import type { JsonLdContextProcessor } from '../../ports/json-ld-context-processor.js';

export interface ValidateJsonLdInput {
  jsonString: unknown;
}

const OWN_TERMS_APPLIED =
  'The document defines its own @context terms; they were applied as a JSON-LD processor (and Google) reads them, so the paths below use schema.org names.';

const notApplied = (reason: string) => `The document's own @context terms could not be applied (${reason}); it was checked as written.`;

/** Validates JSON-LD given as a string (a nested object is refused: the spec wants the serialized text). */
export class ValidateJsonLd {
  constructor(
    private readonly validator: JsonLdTextValidator,
    private readonly contexts: JsonLdContextProcessor,
  ) {}

  async execute({ jsonString }: ValidateJsonLdInput): Promise<JsonLdValidation> {
    if (jsonString === undefined || jsonString === null || jsonString === '') {
      throw new ValidationError(fieldErrors({ jsonString: ['Required'] }));
    }
    if (typeof jsonString !== 'string') {
      throw new ValidationError(fieldErrors({ jsonString: ['Expected a string: send the JSON-LD serialized with JSON.stringify'] }));
    }
    const parsed = parseJsonText(jsonString);
    if (!parsed.ok) return this.validator.validateParsed(parsed);
    const verdict = ownTermsVerdict(parsed.value);
    if (verdict.kind === 'plain') return this.validator.validateParsed(parsed);
    if (verdict.kind === 'too-complex') return this.validator.validateParsed(parsed, [notApplied(verdict.reason)]);
    // Rare: aliases such as "type": "@type" or other prefixes. Read the document as Google does, then check it.
    const processed = await this.contexts.toSchemaOrgTerms(parsed.value);
    if (processed.ok) return this.validator.validateParsed({ ok: true, value: processed.document }, [OWN_TERMS_APPLIED]);
    return this.validator.validateParsed(parsed, [notApplied(processed.reason)]);
  }
}
