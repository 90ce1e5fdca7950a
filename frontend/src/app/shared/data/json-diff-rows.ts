import { diffLines } from 'diff';

/** One row of a side-by-side diff: a line on the left, on the right, or both. Line numbers count from 1. */
export type DiffRow =
  | { kind: 'same' | 'changed'; left: DiffLine; right: DiffLine }
  | { kind: 'removed'; left: DiffLine; right: null }
  | { kind: 'added'; left: null; right: DiffLine }
  | { kind: 'skipped'; count: number };

export interface DiffLine {
  readonly number: number;
  readonly text: string;
}

export interface DiffSummary {
  readonly rows: readonly DiffRow[];
  readonly added: number;
  readonly removed: number;
  readonly identical: boolean;
}

/** How a value is shown in the diff: JSON pretty-printed with two spaces (keys in the author's order), text as is. */
export function diffText(value: unknown, asText = false): string {
  if (asText) return typeof value === 'string' ? value : '';
  if (value === undefined) return '';
  return JSON.stringify(value, null, 2) ?? '';
}

/**
 * Side-by-side rows between two texts: removed and added runs that meet are paired line by line as changed rows;
 * unchanged runs longer than twice `context` keep `context` lines at each end and fold the rest into a skipped row,
 * so a one-line change in a long schema stays readable.
 */
export function jsonDiffRows(before: string, after: string, context = 3): DiffSummary {
  const rows: DiffRow[] = [];
  let leftNumber = 1;
  let rightNumber = 1;
  let added = 0;
  let removed = 0;
  const changes = diffLines(before, after);
  for (let index = 0; index < changes.length; index++) {
    const change = changes[index];
    const lines = splitLines(change.value);
    if (change.removed) {
      const next = changes[index + 1];
      const addedLines = next?.added ? splitLines(next.value) : [];
      if (next?.added) index++;
      removed += lines.length;
      added += addedLines.length;
      for (let line = 0; line < Math.max(lines.length, addedLines.length); line++) {
        const left = line < lines.length ? { number: leftNumber++, text: lines[line] } : null;
        const right =
          line < addedLines.length ? { number: rightNumber++, text: addedLines[line] } : null;
        rows.push(pairedRow(left, right));
      }
    } else if (change.added) {
      added += lines.length;
      for (const text of lines)
        rows.push({ kind: 'added', left: null, right: { number: rightNumber++, text } });
    } else {
      const same = lines.map((text) => ({
        kind: 'same' as const,
        left: { number: leftNumber++, text },
        right: { number: rightNumber++, text },
      }));
      rows.push(...foldUnchanged(same, context, index === 0, index === changes.length - 1));
    }
  }
  return { rows, added, removed, identical: added === 0 && removed === 0 };
}

function pairedRow(left: DiffLine | null, right: DiffLine | null): DiffRow {
  if (left && right) return { kind: 'changed', left, right };
  if (left) return { kind: 'removed', left, right: null };
  return { kind: 'added', left: null, right: right! };
}

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Keeps `context` lines next to a change; a run at the very start or end keeps them on its changed side only. */
function foldUnchanged(
  run: DiffRow[],
  context: number,
  isFirst: boolean,
  isLast: boolean,
): DiffRow[] {
  const keepHead = isFirst ? 0 : context;
  const keepTail = isLast ? 0 : context;
  if (isFirst && isLast) return run;
  if (run.length <= keepHead + keepTail + 1) return run;
  const skipped = run.length - keepHead - keepTail;
  return [
    ...run.slice(0, keepHead),
    { kind: 'skipped', count: skipped },
    ...run.slice(run.length - keepTail),
  ];
}
