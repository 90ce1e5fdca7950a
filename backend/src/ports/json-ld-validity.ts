import type { JsonLdDocument } from '../domain/schema/json-ld-document.js';

/**
 * Whether documents pass the validator (no blocking issue), one verdict per document in order. CPU work: the
 * service's adapter runs it in the worker pool, never on the thread answering requests.
 */
export interface JsonLdValidity {
  check(documents: JsonLdDocument[]): Promise<boolean[]>;
}
