import { siteScore } from '../../domain/audit/audit-score.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { Clock } from '../../ports/clock.js';

/**
 * Completes the audit when nothing is left to do, with its score and coverage, and the site's last audit date and
 * score. The completion itself is guarded, so a page finishing at the same moment cannot be left out.
 */
export async function completeAuditIfDone(audits: AuditRepository, clock: Clock, auditId: string): Promise<void> {
  const { scores, withMarkup, pending } = await audits.pageScores(auditId);
  if (pending > 0) return;
  const coverage = scores.length > 0 ? Math.round((100 * withMarkup) / scores.length) : null;
  await audits.completeIfDone(auditId, siteScore(scores), coverage, clock.now());
}
