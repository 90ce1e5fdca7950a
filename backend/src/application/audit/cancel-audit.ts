import type { AuditDetails } from '../../domain/audit/audit-details.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Actor } from '../shared/actor.js';
import { FIRST_PAGES, accessibleAudit, auditDetails } from './audit-access.js';

/** Stops an audit: queued pages are dropped, pages being fetched finish. Idempotent. */
export class CancelAudit {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string): Promise<AuditDetails> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId);
    if (audit.cancel(this.clock.now())) await this.audits.save(audit);
    // Read again: the counts change with the dropped pages, and a finish written meanwhile wins over the cancel.
    return auditDetails(this.audits, (await this.audits.findInSite(site.id, audit.id))!, FIRST_PAGES);
  }
}
