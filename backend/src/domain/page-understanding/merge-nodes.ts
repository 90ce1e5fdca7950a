const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` wins value by value; nested nodes (an Offer, an address) are merged the same way. */
export function deepMerge(under: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...under };
  for (const [key, value] of Object.entries(over)) {
    merged[key] = isObject(value) && isObject(under[key]) ? deepMerge(under[key], value) : value;
  }
  return merged;
}
