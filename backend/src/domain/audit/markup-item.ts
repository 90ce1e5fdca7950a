import type { MarkupSource } from './audit-finding.js';

export type JsonObject = Record<string, unknown>;

/** One top-level Schema.org item found on a page or delivered for it, whatever syntax carried it. */
export interface MarkupItem {
  source: MarkupSource;
  type: string;
  node: JsonObject;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `schema:Product` and `https://schema.org/Product` read as `Product`, as the validator reads them. */
export function plainTypeName(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string' || !first) return null;
  return first.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '');
}

/** The items of a JSON-LD block: the block itself, the entries of a top-level array, or of `@graph`. */
export function itemsOfBlock(block: unknown, source: MarkupSource): MarkupItem[] {
  const nodes = Array.isArray(block) ? block : isObject(block) && Array.isArray(block['@graph']) ? block['@graph'] : [block];
  return nodes.flatMap((node) => {
    if (!isObject(node)) return [];
    const type = plainTypeName(node['@type']);
    return type ? [{ source, type, node }] : [];
  });
}

/** A property read with or without a prefix (`schema:name`), first value of a list. */
export function property(node: JsonObject, name: string): unknown {
  for (const key of [name, `schema:${name}`, `https://schema.org/${name}`, `http://schema.org/${name}`]) {
    if (key in node) {
      const value = node[key];
      return Array.isArray(value) ? value[0] : value;
    }
  }
  return undefined;
}

export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (isObject(value) && typeof value['@value'] === 'string') return value['@value'];
  return null;
}

export function objectOf(value: unknown): JsonObject | null {
  return isObject(value) ? value : null;
}
