import type { AuditFinding, FindingSeverity } from './audit-finding.js';

const PENALTY: Record<FindingSeverity, number> = { error: 25, warning: 10, info: 2 };
/** Each extra copy of a duplicated item: search engines pick one answer, maybe the wrong one. */
const DUPLICATE_PENALTY = 20;
/** The most a page can score when it should carry markup and carries none that is valid (coverage). */
export const UNCOVERED_CEILING = 20;

export interface PageCoverage {
  /** The page is of a kind search engines read markup for, or it tries to carry some. */
  expectsMarkup: boolean;
  /** At least one block of its markup passes validation. */
  hasValidMarkup: boolean;
  /** Copies beyond the first of every duplicated item (four Products: 3). */
  extraCopies?: number;
}

/**
 * 100 for a page without findings; each error costs 25, each extra copy of a duplicated item 20 (at least 20 per
 * duplicate), each other warning 10, each note 2; never below 0. A page that should carry markup and has no valid markup scores at most 20, whatever else it shows:
 * missing or broken markup is the worst thing an audit can find, and the score must say so.
 */
export function pageScore(findings: AuditFinding[], coverage: PageCoverage = { expectsMarkup: false, hasValidMarkup: true }): number {
  const duplicates = findings.filter((finding) => finding.type === 'duplicate').length;
  const penalty =
    findings.reduce((sum, finding) => sum + (finding.type === 'duplicate' ? 0 : PENALTY[finding.severity]), 0) +
    DUPLICATE_PENALTY * Math.max(duplicates, coverage.extraCopies ?? 0);
  const score = Math.max(0, 100 - penalty);
  return coverage.expectsMarkup && !coverage.hasValidMarkup ? Math.min(score, UNCOVERED_CEILING) : score;
}

/** The site's score: the mean of its audited pages' scores (pages that could not be read do not count). */
export function siteScore(pageScores: number[]): number | null {
  if (pageScores.length === 0) return null;
  return Math.round(pageScores.reduce((sum, score) => sum + score, 0) / pageScores.length);
}
