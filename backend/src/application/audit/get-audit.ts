import type { AuditView } from '@sdn/contracts';
import type { AuditPageWindow, AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Actor } from '../shared/actor.js';
import { FIRST_PAGES, accessibleAudit } from './audit-access.js';

/** An audit with one window of its pages and their findings. */
export class GetAudit {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string, window: AuditPageWindow = FIRST_PAGES): Promise<AuditView> {
    return (await accessibleAudit(this.sites, this.audits, actor, clientId, auditId, window)).audit;
  }
}
