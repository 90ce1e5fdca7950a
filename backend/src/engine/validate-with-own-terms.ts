import type { JsonLdTextValidator } from './validate-json-ld-text.js';
import type { JsonLdValidation } from './validation/json-ld-validation.js';
import { ownTermsVerdict } from './validation/own-terms.js';

/**
 * Reads a document that defines its own @context terms as a JSON-LD processor does and rewrites it in schema.org
 * terms. The engine names only the shape; the backend supplies the processor (an adapter over the jsonld package).
 */
export interface OwnTermsReader {
  toSchemaOrgTerms(document: unknown): Promise<{ ok: true; document: unknown } | { ok: false; reason: string }>;
}

const OWN_TERMS_APPLIED =
  'The document defines its own @context terms; they were applied as a JSON-LD processor (and Google) reads them, so the paths below use schema.org names.';

const notApplied = (reason: string) => `The document's own @context terms could not be applied (${reason}); it was checked as written.`;

/**
 * Validates JSON-LD text the way POST /api/validate answers: parse (with repair), then, when the document brings its
 * own @context terms, read it as Google does before checking it. CPU work: the service runs it in the worker pool.
 */
export async function validateWithOwnTerms(
  jsonString: string,
  validator: JsonLdTextValidator,
  contexts: OwnTermsReader,
): Promise<JsonLdValidation> {
  const parsed = validator.parse(jsonString);
  if (!parsed.ok) return validator.validateParsed(parsed);
  const verdict = ownTermsVerdict(parsed.value);
  if (verdict.kind === 'plain') return validator.validateParsed(parsed);
  if (verdict.kind === 'too-complex') return validator.validateParsed(parsed, [notApplied(verdict.reason)]);
  // Rare: aliases such as "type": "@type" or other prefixes. Read the document as Google does, then check it.
  const processed = await contexts.toSchemaOrgTerms(parsed.value);
  if (processed.ok) return validator.validateParsed({ ok: true, value: processed.document }, [OWN_TERMS_APPLIED]);
  return validator.validateParsed(parsed, [notApplied(processed.reason)]);
}
