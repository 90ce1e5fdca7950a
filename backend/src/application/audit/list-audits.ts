import type { Audit } from '../../domain/audit/audit.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { assertAuditPlan } from './audit-access.js';

/** The site's audit history, newest first (the last 100). */
export class ListAudits {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<Audit[]> {
    assertAuditPlan(actor);
    const site = await accessibleSite(this.sites, actor, clientId);
    return this.audits.list(site.id);
  }
}
