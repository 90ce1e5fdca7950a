import { siteScore } from '../../domain/audit/audit-score.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { Clock } from '../../ports/clock.js';

/**
 * Completes the audit when nothing is left to do, with its score and coverage, and the site's last audit date and
 * score. The completion itself is guarded, so a page finishing at the same moment cannot be left out. An audit that
 * could read none of its pages fails with the reason: a clean report of an unreachable site would be a lie.
 */
export async function completeAuditIfDone(audits: AuditRepository, clock: Clock, auditId: string): Promise<void> {
  const { scores, withMarkup, pending, unread, firstUnreadReason } = await audits.pageScores(auditId);
  if (pending > 0) return;
  if (scores.length === 0 && unread > 0) {
    await audits.failIfDone(auditId, `No page of the site could be read. ${firstUnreadReason ?? ''}`.trim(), clock.now());
    return;
  }
  const coverage = scores.length > 0 ? Math.round((100 * withMarkup) / scores.length) : null;
  await audits.completeIfDone(auditId, siteScore(scores), coverage, clock.now());
}
