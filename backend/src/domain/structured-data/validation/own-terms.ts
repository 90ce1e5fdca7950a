import { isNode } from './json-ld-node.js';

/** Context keys the validator reads itself: a schema.org @vocab, the `schema:` prefix, a default language. */
const PLAIN_CONTEXT_KEYS = new Set(['@vocab', 'schema', '@language', '@version']);

/**
 * Whether any @context in the document defines terms of its own (aliases, other prefixes, typed terms, @base).
 * Such a document means what a JSON-LD processor makes of it, not what its keys look like; most documents use
 * the plain schema.org context and never need that.
 */
export function definesOwnTerms(document: unknown): boolean {
  if (Array.isArray(document)) return document.some(definesOwnTerms);
  if (!isNode(document)) return false;
  for (const key in document) {
    const value = document[key];
    if (key === '@context' ? hasTermDefinitions(value) : definesOwnTerms(value)) return true;
  }
  return false;
}

function hasTermDefinitions(context: unknown): boolean {
  if (Array.isArray(context)) return context.some(hasTermDefinitions);
  if (!isNode(context)) return false;
  return Object.keys(context).some((key) => !PLAIN_CONTEXT_KEYS.has(key));
}
