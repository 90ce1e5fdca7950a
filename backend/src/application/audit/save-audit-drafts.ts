import type { SaveAuditDraftsResponse } from '@sdn/contracts';
import { Schema } from '../../domain/schema/schema.js';
import type { AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { librarySchemaOfType } from '../shared/all-schemas.js';
import { accessibleAudit } from './audit-access.js';

export interface SaveAuditDraftsOptions {
  /** The explicit choice to add a second schema of one type for a page whose library already holds one. */
  besideExisting?: boolean;
}

/**
 * Saves the deep audit's proposals (all, or those of `pageIds`) as draft schemas of the site, in one transaction.
 * A page whose library gained a schema of the proposed type since the audit ran (or had one) is skipped and named
 * in the answer: a second Product for one page is only ever made on the explicit `besideExisting` choice.
 */
export class SaveAuditDrafts {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(
    actor: Actor,
    clientId: string,
    auditId: string,
    pageIds?: string[],
    options: SaveAuditDraftsOptions = {},
  ): Promise<SaveAuditDraftsResponse> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId);
    const proposals = await this.audits.unsavedProposals(audit.id, pageIds ?? null);
    const now = this.clock.now();
    const skipped: SaveAuditDraftsResponse['skipped'] = [];
    const toSave: typeof proposals = [];
    for (const candidate of proposals) {
      const { pageId, url, proposal } = candidate;
      const existing = options.besideExisting ? undefined : await librarySchemaOfType(this.schemas, site.id, url, proposal.schemaType);
      if (existing) {
        skipped.push({ pageId, url, schemaType: proposal.schemaType, existingSchemaId: existing.id, existingStatus: existing.status });
      } else {
        toSave.push(candidate);
      }
    }
    const saved = toSave.map(({ pageId, url, proposal }) => {
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
    return { created: saved.map((s) => s.schemaId), skipped };
  }
}
