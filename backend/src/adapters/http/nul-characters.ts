import { ValidationError } from '../../domain/shared/domain-error.js';

const NUL_ESCAPE = '\\u0000';

/**
 * PostgreSQL text cannot hold U+0000: a parsed body holding one is refused, naming the field, instead of failing at
 * the database. Only bodies whose raw text spells `\\u0000` can hold one (`rawMayHoldNul`).
 */
export function nulRefusal(body: unknown): ValidationError | null {
  const path = firstNulPath(body);
  return path === null ? null : new ValidationError({ [path]: { _errors: ['Must not contain NUL characters (\\u0000)'] } });
}

/**
 * Looks for `u0000` first: a JSON-in-JSON body (POST /api/validate's) escapes every quote of the document, and a
 * search that starts at each backslash cost ~2 µs on a 2 KB body, five times the search for the rarer text.
 */
export function rawMayHoldNul(raw: string | Buffer): boolean {
  return raw.includes('u0000') && raw.includes(NUL_ESCAPE);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/**
 * The path (`a.b.0`) of the first key or string holding U+0000 in parsed JSON, `body` for the root, or null.
 * Iterative with parent links (no copied paths): a body may nest a hundred thousand levels deep.
 */
export function firstNulPath(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: 'body', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\0')) return pathOf(visit);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const next = { value: child, key: key.replaceAll('\0', '\\u0000'), parent: visit };
      if (key.includes('\0')) return pathOf(next);
      pending.push(next);
    }
  }
  return null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : 'body';
}

/** Whether a raw URL (path or query) spells a NUL byte, percent-encoded or not. */
export function urlHoldsNul(url: string): boolean {
  return url.includes('\0') || url.includes('%00');
}
