import type { AuditFinding, FindingSeverity } from './audit-finding.js';

const PENALTY: Record<FindingSeverity, number> = { error: 25, warning: 10, info: 2 };

/** 100 for a page without findings; each error costs 25, each warning 10, each note 2; never below 0. */
export function pageScore(findings: AuditFinding[]): number {
  return Math.max(0, 100 - findings.reduce((sum, finding) => sum + PENALTY[finding.severity], 0));
}

/** The site's score: the mean of its audited pages' scores (pages that could not be read do not count). */
export function siteScore(pageScores: number[]): number | null {
  if (pageScores.length === 0) return null;
  return Math.round(pageScores.reduce((sum, score) => sum + score, 0) / pageScores.length);
}
