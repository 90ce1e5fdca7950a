import type { AuditFinding } from './audit-finding.js';
import type { MarkupItem } from './markup-item.js';

/**
 * When every copy of a duplicated or conflicting type is delivered by this service, nothing is written into the
 * page to remove: the fix is to pause all but one of the published schemas.
 */
export function withDeliveredCopiesAdvice(findings: AuditFinding[], items: MarkupItem[]): AuditFinding[] {
  return findings.map((finding) => {
    if ((finding.type !== 'duplicate' && finding.type !== 'conflict') || !finding.schemaType) return finding;
    const copies = items.filter((item) => item.type === finding.schemaType);
    if (copies.length < 2 || copies.some((item) => item.source !== 'delivered')) return finding;
    return {
      ...finding,
      fix: `This service delivers ${copies.length} published ${finding.schemaType} schemas for this page: pause all but one in the schema library (keep the one whose values the page shows).`,
    };
  });
}
