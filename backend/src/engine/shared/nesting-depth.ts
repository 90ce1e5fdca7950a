/**
 * JSON nested deeper than this is refused. Real structured data stays within a dozen levels, while a 150 KB body
 * can nest thousands deep and exhaust the stack of every recursive reader (checks, copies, serialisation).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether parsed JSON nests objects and arrays more than `max` levels deep (iterative, so safe on any input). */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, level] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (level > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) pending.push([child, level + 1]);
  }
  return false;
}
