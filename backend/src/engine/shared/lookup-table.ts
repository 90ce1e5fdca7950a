/**
 * A constant table looked up with names that come from users (JSON keys, field names, currency text). A plain object
 * literal answers `constructor`, `toString` or `__defineSetter__` with Object.prototype's functions; this table
 * answers only its own entries, so such names read as "not in the table".
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Partial<Record<string, T>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
