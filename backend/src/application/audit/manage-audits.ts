import type { AuditComparison, AuditListResponse, AuditView, SaveAuditDraftsResponse } from '@sdn/contracts';
import { compareFindings } from '../../domain/audit/audit-comparison.js';
import { Schema } from '../../domain/schema/schema.js';
import { NotFoundError, ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { AuditPageWindow, AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { FIRST_PAGES, NO_PAGES, accessibleAudit, assertAuditPlan } from './audit-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An audit with its pages and findings. */
export class GetAudit {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string, window: AuditPageWindow = FIRST_PAGES): Promise<AuditView> {
    return (await accessibleAudit(this.sites, this.audits, actor, clientId, auditId, window)).audit;
  }
}

/** The site's audit history, newest first (the last 100). */
export class ListAudits {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<AuditListResponse> {
    assertAuditPlan(actor);
    const site = await accessibleSite(this.sites, actor, clientId);
    return { items: await this.audits.list(site.id) };
  }
}

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

/** Fixed, new and still-open findings against another audit of the site (default: the previous completed one). */
export class CompareAudits {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string, withId: unknown): Promise<AuditComparison> {
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId, NO_PAGES);
    if (withId !== undefined && (typeof withId !== 'string' || !UUID.test(withId)))
      throw new ValidationError(fieldErrors({ with: ['Expected an audit id'] }));
    const baseId = (withId as string | undefined) ?? (await this.audits.previousCompleted(site.id, audit.id));
    const base = baseId ? await this.audits.find(site.id, baseId, NO_PAGES) : null;
    if (baseId && !base) throw new NotFoundError('Audit not found');
    const heading = (a: AuditView) => ({ id: a.id, createdAt: a.createdAt, score: a.score });
    const current = await this.audits.findings(audit.id);
    const compared = compareFindings(base ? await this.audits.findings(base.id) : [], current);
    return { audit: heading(audit), base: base ? heading(base) : null, ...compared };
  }
}

/** Saves the deep audit's proposals as draft schemas of the site, in one click (one transaction). */
export class SaveAuditDrafts {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly audits: AuditRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, auditId: string, pageIds: unknown): Promise<SaveAuditDraftsResponse> {
    if (
      pageIds !== undefined &&
      (!Array.isArray(pageIds) ||
        pageIds.length === 0 ||
        pageIds.length > 500 ||
        !pageIds.every((id) => typeof id === 'string' && UUID.test(id)))
    ) {
      throw new ValidationError(fieldErrors({ pageIds: ['Expected a list of 1 to 500 page ids'] }));
    }
    const { site, audit } = await accessibleAudit(this.sites, this.audits, actor, clientId, auditId, NO_PAGES);
    const proposals = await this.audits.unsavedProposals(audit.id, (pageIds as string[] | undefined) ?? null);
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
