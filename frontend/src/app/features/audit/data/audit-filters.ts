import type { FindingType } from '@sdn/contracts';

export const FINDING_TYPE_LABELS: Record<FindingType, string> = {
  'invalid-json': 'Broken JSON',
  'invalid-markup': 'Invalid markup',
  'markup-warning': 'Warnings',
  duplicate: 'Duplicates',
  conflict: 'Conflicts',
  mismatch: 'Not on the page',
  'missing-markup': 'Missing markup',
  'javascript-only': 'Needs JavaScript',
};

/** Share of the audit's pages that are settled, 0-100, for the progress bar. */
export function progressOf(counts: {
  found: number;
  done: number;
  failed: number;
  skipped: number;
  cancelled: number;
}): number {
  if (counts.found === 0) return 0;
  return Math.round(
    (100 * (counts.done + counts.failed + counts.skipped + counts.cancelled)) / counts.found,
  );
}

/** Pages listed per window of the audit's results. */
export const PAGES_PER_WINDOW = 50;

/** "Pages 51–100 of 420" for the window the server answered, or null when it holds every page. */
export function windowLabel(
  window: { offset: number; limit: number; total: number },
  shown: number,
): string | null {
  if (window.offset === 0 && shown >= window.total) return null;
  if (shown === 0) return `No pages here (${window.total} in all)`;
  return `Pages ${window.offset + 1}–${window.offset + shown} of ${window.total}`;
}
