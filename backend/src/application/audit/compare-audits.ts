import type { AuditComparison } from '@sdn/contracts';
import type { Audit } from '../../domain/audit/audit.js';
import { compareFindings } from '../../domain/audit/audit-comparison.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleAudit } from './audit-access.js';

/** Fixed, new and still-open findings against another audit of the site (default: the previous completed one). */
export class CompareAudits {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
  ) {}

  /** `withId` is an audit id (checked at the edge), or undefined for the previous completed audit. */
  async execute(actor: Actor, clientId: string, auditId: string, withId?: string): Promise<AuditComparison> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId);
    const baseId = withId ?? (await this.audits.previousCompleted(site.id, audit.id));
    const base = baseId ? await this.audits.findInSite(site.id, baseId) : null;
    if (baseId && !base) throw new NotFoundError('Audit not found');
    const heading = (a: Audit) => ({ id: a.id, createdAt: a.createdAt.toISOString(), score: a.score });
    const current = await this.audits.findings(audit.id);
    const compared = compareFindings(base ? await this.audits.findings(base.id) : [], current);
    return { audit: heading(audit), base: base ? heading(base) : null, ...compared };
  }
}
