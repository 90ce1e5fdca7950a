import { siteScore } from '../../domain/audit/audit-score.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { Clock } from '../../ports/clock.js';

/** Completes the audit when nothing is left to do, then stores its score and the site's last audit date and score. */
export async function completeAuditIfDone(audits: AuditRepository, clock: Clock, auditId: string): Promise<void> {
  if (!(await audits.completeIfDone(auditId, clock.now()))) return;
  const { scores, withMarkup } = await audits.pageScores(auditId);
  const coverage = scores.length > 0 ? Math.round((100 * withMarkup) / scores.length) : null;
  await audits.recordScore(auditId, siteScore(scores), coverage, clock.now());
}
