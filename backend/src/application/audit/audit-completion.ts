import type { AuditRepository } from '../../ports/audit-repository.js';
import type { Clock } from '../../ports/clock.js';

/**
 * Finishes the audit when nothing is left to do (the audit decides: completed with its score and coverage, or
 * failed when none of its pages could be read). Its repository writes the finish only while no page is queued or
 * running, so a page added or finishing at the same moment cannot be left out: that page's job finishes it then.
 */
export async function completeAuditIfDone(audits: AuditRepository, clock: Clock, auditId: string): Promise<void> {
  const audit = await audits.find(auditId);
  if (audit?.finishIfDone(await audits.pageScores(auditId), clock.now())) await audits.save(audit);
}
