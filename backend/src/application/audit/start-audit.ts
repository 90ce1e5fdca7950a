import { Audit } from '../../domain/audit/audit.js';
import type { AuditDetails } from '../../domain/audit/audit-details.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { JobQueue } from '../../ports/job-queue.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { FIRST_PAGES, assertAuditPlan, auditDetails } from './audit-access.js';
import { AUDIT_DISCOVERY_JOB, type AuditDiscoveryJob } from './audit-jobs.js';

/** Starts an audit of a site in the background (one at a time per site); `deep` also proposes markup. */
export class StartAudit {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly jobs: JobQueue,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly maxPages: number,
  ) {}

  async execute(actor: Actor, clientId: string, input: { deep: boolean }): Promise<AuditDetails> {
    assertAuditPlan(actor);
    const site = await accessibleSite(this.sites, actor, clientId);
    if (await this.audits.runningAuditOf(site.id))
      throw new ConflictError('An audit of this site is already running; wait for it or cancel it.');
    const audit = Audit.start({
      id: this.ids.newId(),
      workspaceId: actor.workspaceId,
      clientSiteId: site.id,
      createdBy: actor.userId,
      plan: actor.plan,
      deep: input.deep,
      maxPages: this.maxPages,
      now: this.clock.now(),
    });
    await this.audits.add(audit);
    await this.jobs.enqueue<AuditDiscoveryJob>(AUDIT_DISCOVERY_JOB, [{ payload: { auditId: audit.id } }]);
    return auditDetails(this.audits, audit, FIRST_PAGES);
  }
}
