/** Plain-JSON helpers shared by the validator, the rules and the corrector. */
export type JsonNode = Record<string, unknown>;

export function isNode(value: unknown): value is JsonNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

const SCHEMA_IRI = /^(?:schema:|https?:\/\/schema\.org\/)/i;

/** `schema:name`, `http://schema.org/name` and `https://schema.org/name` all mean `name`. */
export function stripSchemaPrefix(term: string): string {
  return term.includes(':') ? term.replace(SCHEMA_IRI, '') : term;
}

/** The node's @type values with schema.org prefixes removed, each once. */
export function typesOf(node: JsonNode): string[] {
  const type = node['@type'];
  // Nearly every node has one plain string type; skip the intermediate arrays for it.
  if (typeof type === 'string') return [stripSchemaPrefix(type)];
  return [
    ...new Set(
      asArray(type)
        .filter((t): t is string => typeof t === 'string')
        .map(stripSchemaPrefix),
    ),
  ];
}

/**
 * Sets a key as the object's own property. Plain assignment of a key such as `__proto__` (which JSON.parse keeps
 * as an ordinary key) would replace the object's prototype instead.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `offers[0].price`-style paths: an index only when the value really is an array. */
export function childPath(parent: string, property: string, index: number | null): string {
  const base = parent ? `${parent}.${property}` : property;
  return index === null ? base : `${base}[${index}]`;
}

/** Where a message points: the path, or the node's type when the node is the document root. */
export function label(path: string, types: readonly string[]): string {
  return path || types.join('/') || 'document';
}
