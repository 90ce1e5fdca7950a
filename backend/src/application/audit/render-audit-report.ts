import { ConflictError } from '../../domain/shared/domain-error.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { AuditReportRenderer } from '../../ports/audit-report-renderer.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Actor } from '../shared/actor.js';
import { accessibleAudit } from './audit-access.js';

export interface AuditReportFile {
  fileName: string;
  content: Buffer;
}

/** The white-label PDF report of a finished audit (completed, cancelled with what it had found, or interrupted). */
export class RenderAuditReport {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly renderer: AuditReportRenderer,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string): Promise<AuditReportFile> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId);
    if (audit.status === 'running') throw new ConflictError('The audit is still running; the report is ready when it completes.');
    // A finished audit no longer changes: its report is laid out once (in the background pool) and then served as stored.
    let content = await this.audits.storedReport(audit.id);
    if (!content) {
      content = await this.renderer.render({ clientName: site.name, websiteUrl: site.websiteUrl, audit, generatedAt: this.clock.now() });
      await this.audits.storeReport(audit.id, content, this.clock.now());
    }
    return { fileName: `${site.name}-structured-data-audit-${audit.createdAt.slice(0, 10)}.pdf`, content };
  }
}
