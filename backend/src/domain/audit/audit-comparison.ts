import type { ComparedFinding } from './audit-finding.js';

/** Two findings are "the same problem" when they concern the same page, kind of problem, type and markup source. */
const keyOf = (finding: ComparedFinding) => JSON.stringify([finding.url, finding.type, finding.schemaType, finding.source]);

/**
 * Fixed (in the base audit, gone now), new (not in the base audit), still open (in both). Counted as multisets: two
 * invalid Product blocks before and one now is one fixed and one still open.
 */
export function compareFindings(
  base: ComparedFinding[],
  current: ComparedFinding[],
): { fixed: ComparedFinding[]; new: ComparedFinding[]; stillOpen: ComparedFinding[] } {
  const remaining = new Map<string, ComparedFinding[]>();
  for (const finding of base) remaining.set(keyOf(finding), [...(remaining.get(keyOf(finding)) ?? []), finding]);
  const added: ComparedFinding[] = [];
  const stillOpen: ComparedFinding[] = [];
  for (const finding of current) {
    const matches = remaining.get(keyOf(finding));
    if (matches && matches.length > 0) {
      matches.shift();
      stillOpen.push(finding);
    } else {
      added.push(finding);
    }
  }
  return { fixed: [...remaining.values()].flat(), new: added, stillOpen };
}
