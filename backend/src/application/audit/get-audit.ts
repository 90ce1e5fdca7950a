import type { AuditDetails } from '../../domain/audit/audit-details.js';
import type { AuditPageWindow, AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Actor } from '../shared/actor.js';
import { FIRST_PAGES, accessibleAudit, auditDetails } from './audit-access.js';

/** An audit with one window of its pages and their findings. */
export class GetAudit {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string, window: AuditPageWindow = FIRST_PAGES): Promise<AuditDetails> {
    const { audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId);
    return auditDetails(this.audits, audit, window);
  }
}
