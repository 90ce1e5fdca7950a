import type { SaveAuditDraftsResponse } from '@sdn/contracts';
import { Schema } from '../../domain/schema/schema.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleAudit } from './audit-access.js';

/** Saves the deep audit's proposals (all, or those of `pageIds`) as draft schemas of the site, in one transaction. */
export class SaveAuditDrafts {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string, pageIds?: string[]): Promise<SaveAuditDraftsResponse> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId);
    const proposals = await this.audits.unsavedProposals(audit.id, pageIds ?? null);
    const now = this.clock.now();
    const saved = proposals.map(({ pageId, url, proposal }) => {
      const schema = Schema.create({
        id: this.ids.newId(),
        clientSiteId: site.id,
        now,
        by: actor.userId,
        name: `${proposal.schemaType}: ${new URL(url).pathname}`.slice(0, 200),
        pageUrl: url,
        jsonLd: proposal.jsonLd,
      });
      this.schemas.add(schema);
      return { pageId, schemaId: schema.id };
    });
    await this.unitOfWork.commit();
    for (const { pageId, schemaId } of saved) await this.audits.markProposalSaved(pageId, schemaId);
    return { created: saved.map((s) => s.schemaId) };
  }
}
