import { isNode, setOwn, stripSchemaPrefix } from './json-ld-node.js';

/**
 * `schema:name`, `http://schema.org/name` and `https://schema.org/name` are the same property as `name`. The rules
 * read properties by plain name, so a document that writes prefixed keys is checked as a copy with plain keys (the
 * input is never modified; a plain key wins over a prefixed duplicate). Most documents have none and are returned
 * as they are, without a copy.
 */
export function withPlainSchemaKeys(document: unknown): unknown {
  return isContainer(document) && hasPrefixedKey(document) ? plainCopy(document) : document;
}

function isPrefixed(key: string): boolean {
  return key.charCodeAt(0) !== 64 /* @ */ && key.includes(':') && stripSchemaPrefix(key) !== key;
}

/** Runs on every checked document, so it descends only into objects and arrays (most values are text or numbers). */
function hasPrefixedKey(value: object): boolean {
  if (Array.isArray(value)) {
    for (const item of value) if (isContainer(item) && hasPrefixedKey(item)) return true;
    return false;
  }
  for (const key in value) {
    if (key === '@context') continue;
    if (isPrefixed(key)) return true;
    const child = (value as Record<string, unknown>)[key];
    if (isContainer(child) && hasPrefixedKey(child)) return true;
  }
  return false;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
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
