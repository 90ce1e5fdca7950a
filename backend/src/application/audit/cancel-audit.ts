import type { AuditView } from '@sdn/contracts';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Actor } from '../shared/actor.js';
import { FIRST_PAGES, NO_PAGES, accessibleAudit } from './audit-access.js';

/** Stops an audit: queued pages are dropped, pages being fetched finish. Idempotent. */
export class CancelAudit {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string): Promise<AuditView> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId, NO_PAGES);
    await this.audits.cancel(audit.id, this.clock.now());
    return (await this.audits.find(site.id, audit.id, FIRST_PAGES))!;
  }
}
