import type { JsonLdDocument } from '../domain/schema/json-ld-document.js';
import type { JsonLdValidation } from '../engine/validation/json-ld-validation.js';

/**
 * The validator, for every path that validates JSON-LD. CPU work: the service's adapter runs it in the worker pool,
 * never on the thread answering requests (and delivery).
 */
export interface JsonLdValidity {
  /** The full report POST /api/validate answers, for JSON-LD text (parsed, repaired, own @context terms applied). */
  validate(jsonString: string): Promise<JsonLdValidation>;
  /** Whether documents pass the validator (no blocking issue), one verdict per document in order. */
  check(documents: JsonLdDocument[]): Promise<boolean[]>;
}
