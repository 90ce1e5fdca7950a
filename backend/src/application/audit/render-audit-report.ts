import { compareFindings } from '../../domain/audit/audit-comparison.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { AuditReportComparison, AuditReportRenderer } from '../../ports/audit-report-renderer.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleAudit, auditDetails } from './audit-access.js';

export interface AuditReportFile {
  fileName: string;
  content: Buffer;
}

/**
 * The white-label PDF report of a finished audit (completed, cancelled with what it had found, failed or
 * interrupted): prepared by the agency (the workspace's name, logo and accent colour) for the client, with the
 * comparison to the site's previous completed audit.
 */
export class RenderAuditReport {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly workspaces: WorkspaceRepository,
    private readonly brandings: WorkspaceBrandingRepository,
    private readonly renderer: AuditReportRenderer,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string): Promise<AuditReportFile> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId);
    if (audit.isRunning()) throw new ConflictError('The audit is still running; the report is ready when it completes.');
    const fileName = `${site.name}-structured-data-audit-${audit.createdAt.toISOString().slice(0, 10)}.pdf`;
    const [workspace, branding] = await Promise.all([this.workspaces.findById(actor.workspaceId), this.brandings.find(actor.workspaceId)]);
    const preparedBy = workspace?.name ?? null;
    // A finished audit no longer changes: its report is laid out once (in the background pool) and then served as
    // stored, until the agency's name, colour or logo changes.
    const brandingKey = branding.reportKey(preparedBy);
    const stored = await this.audits.storedReport(audit.id, brandingKey);
    if (stored) return { fileName, content: stored };
    const { logo } = branding;
    const content = await this.renderer.render({
      clientName: site.name,
      websiteUrl: site.websiteUrl,
      preparedBy,
      branding: {
        accentColour: branding.accentColour,
        logo: logo && { contentType: logo.contentType, content: logo.content, width: logo.width, height: logo.height },
      },
      audit: await auditDetails(this.audits, audit),
      comparison: await this.comparison(site.id, audit.id),
      generatedAt: this.clock.now(),
    });
    await this.audits.storeReport(audit.id, content, brandingKey, this.clock.now());
    return { fileName, content };
  }

  private async comparison(siteId: string, auditId: string): Promise<AuditReportComparison | null> {
    const previousId = await this.audits.previousCompleted(siteId, auditId);
    const previous = previousId ? await this.audits.findInSite(siteId, previousId) : null;
    if (!previous) return null;
    const compared = compareFindings(await this.audits.findings(previous.id), await this.audits.findings(auditId));
    return {
      previousDate: previous.createdAt,
      previousScore: previous.score,
      fixed: compared.fixed.length,
      new: compared.new.length,
      stillOpen: compared.stillOpen.length,
    };
  }
}
