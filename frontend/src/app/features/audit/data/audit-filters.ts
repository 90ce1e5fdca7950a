import type { AuditPageView, FindingSeverity, FindingType } from '@sdn/contracts';

export const FINDING_TYPE_LABELS: Record<FindingType, string> = {
  'invalid-json': 'Broken JSON',
  'invalid-markup': 'Invalid markup',
  'markup-warning': 'Warnings',
  duplicate: 'Duplicates',
  conflict: 'Conflicts',
  mismatch: 'Not on the page',
  'missing-markup': 'Missing markup',
};

export interface FindingFilter {
  severity: FindingSeverity | '';
  type: FindingType | '';
}

/** The pages to list under a filter: with no filter every page; else the pages with a matching finding, findings narrowed. */
export function filterPages(pages: AuditPageView[], filter: FindingFilter): AuditPageView[] {
  if (!filter.severity && !filter.type) return pages;
  return pages
    .map((page) => ({
      ...page,
      findings: page.findings.filter(
        (f) =>
          (!filter.severity || f.severity === filter.severity) &&
          (!filter.type || f.type === filter.type),
      ),
    }))
    .filter((page) => page.findings.length > 0);
}

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
