import { isNode, setOwn, stripSchemaPrefix } from './json-ld-node.js';

/**
 * `schema:name`, `http://schema.org/name` and `https://schema.org/name` are the same property as `name`. The rules
 * read properties by plain name, so a document that writes prefixed keys is checked as a copy with plain keys (the
 * input is never modified; a plain key wins over a prefixed duplicate). Most documents have none and are returned
 * as they are, without a copy.
 */
export function withPlainSchemaKeys(document: unknown): unknown {
  return hasPrefixedKey(document) ? plainCopy(document) : document;
}

function isPrefixed(key: string): boolean {
  return key.charCodeAt(0) !== 64 /* @ */ && key.includes(':') && stripSchemaPrefix(key) !== key;
}

function hasPrefixedKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrefixedKey);
  if (!isNode(value)) return false;
  for (const key in value) {
    if (key === '@context') continue;
    if (isPrefixed(key) || hasPrefixedKey(value[key])) return true;
  }
  return false;
}

function plainCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainCopy);
  if (!isNode(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    if (key === '@context') {
      setOwn(copy, key, value[key]);
      continue;
    }
    const plain = isPrefixed(key) ? stripSchemaPrefix(key) : key;
    if (plain !== key && Object.hasOwn(value, plain)) continue;
    setOwn(copy, plain, plainCopy(value[key]));
  }
  return copy;
}
