import type { JsonLdDocument, JsonLdObject } from '@sdn/contracts';

/** The whole document the editor holds: which node the form edits, its type, and the JSON text both ways. */

export const SCHEMA_ORG_CONTEXT = 'https://schema.org';

/** The one node the form edits, or null when the document is an array or a `@graph` (JSON editor only). */
export function editableNode(doc: JsonLdDocument | null): JsonLdObject | null {
  if (!doc || Array.isArray(doc) || Array.isArray(doc['@graph'])) return null;
  return doc;
}

export function primaryType(doc: JsonLdDocument | null): string | null {
  const node = Array.isArray(doc)
    ? doc[0]
    : doc && Array.isArray(doc['@graph'])
      ? doc['@graph'][0]
      : doc;
  const type = node?.['@type'];
  return typeof type === 'string'
    ? type
    : Array.isArray(type) && typeof type[0] === 'string'
      ? type[0]
      : null;
}

/** Sets the node's `@type`, keeping `@context` first and every value already entered. */
export function withType(doc: JsonLdDocument | null, type: string): JsonLdObject {
  const node = editableNode(doc) ?? {};
  const rest = { ...node };
  delete rest['@context'];
  delete rest['@type'];
  return { '@context': node['@context'] ?? SCHEMA_ORG_CONTEXT, '@type': type, ...rest };
}

export function stringifyDocument(doc: JsonLdDocument): string {
  return JSON.stringify(doc, null, 2);
}

/** Parses the JSON editor's text: a JSON object or array, or a message saying why not. */
export function parseDocument(text: string): { doc: JsonLdDocument } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Invalid JSON: ${(error as Error).message}` };
  }
  if (Array.isArray(value) ? value.every(isPlainObject) : isPlainObject(value))
    return { doc: value as JsonLdDocument };
  return { error: 'JSON-LD must be an object (or an array of objects).' };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
