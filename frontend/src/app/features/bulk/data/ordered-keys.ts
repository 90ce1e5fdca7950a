const FIRST = ['@context', '@id', '@type'];

const rank = (key: string) => {
  const index = FIRST.indexOf(key);
  return index === -1 ? FIRST.length : index;
};

/**
 * A JSON value with every object's keys in one order (`@context`, `@id`, `@type`, then the rest alphabetically), so
 * two documents that differ only in key order (the database keeps JSON-LD as jsonb, which reorders keys) compare
 * equal line by line.
 */
export function orderedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(orderedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(
    ([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  return Object.fromEntries(entries.map(([key, item]) => [key, orderedKeys(item)]));
}
