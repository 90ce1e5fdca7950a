/**
 * JSON nested deeper than this is refused. Real structured data stays within a dozen levels, while a 150 KB body
 * can nest thousands deep and exhaust the stack of every recursive reader (checks, copies, serialisation).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether parsed JSON nests objects and arrays more than `max` levels deep (iterative, so safe on any input). It runs
 * on every validated document: two parallel stacks and `for...in` keep it from allocating a pair and a values
 * array per object, which cost more than the walk itself.
 */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const pending: object[] = [value];
  const levels: number[] = [1];
  // Made once, not per object: only objects and arrays are walked further.
  const push = (child: unknown, level: number) => {
    if (typeof child !== 'object' || child === null) return;
    pending.push(child);
    levels.push(level);
  };
  while (pending.length > 0) {
    const current = pending.pop()!;
    const level = levels.pop()!;
    if (level > max) return true;
    if (Array.isArray(current)) for (const child of current) push(child, level + 1);
    else for (const key in current) push((current as Record<string, unknown>)[key], level + 1);
  }
  return false;
}
