import type { Audit } from '../../domain/audit/audit.js';
import type { AuditDetails } from '../../domain/audit/audit-details.js';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import { requireFeature } from '../../domain/plans/plan-features.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { AuditPageWindow, AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';

const AUDIT_NOT_FOUND = 'Audit not found';

/** The window a view starts with (the dashboard asks for others). */
export const FIRST_PAGES: AuditPageWindow = { offset: 0, limit: 50, severity: null, type: null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Audits, deep audits and their reports are Agency features; members use them like the owner. */
export function assertAuditPlan(actor: Actor): void {
  requireFeature(actor.plan, 'siteAudit');
}

/** The actor's site and one of its audits, or 404 (another workspace's audit looks like no audit). */
export async function accessibleAudit(
  sites: ClientSiteRepository,
  audits: AuditRepository,
  actor: Actor,
  clientId: string,
  auditId: string,
): Promise<{ site: ClientSite; audit: Audit }> {
  assertAuditPlan(actor);
  const site = await accessibleSite(sites, actor, clientId);
  const audit = UUID.test(auditId) ? await audits.findInSite(site.id, auditId) : null;
  if (!audit) throw new NotFoundError(AUDIT_NOT_FOUND);
  return { site, audit };
}

/** The audit with one window of its pages; without a window, every page (the PDF). */
export async function auditDetails(audits: AuditRepository, audit: Audit, window?: AuditPageWindow): Promise<AuditDetails> {
  const [{ pages, offset, limit, total }, unsavedProposals] = await Promise.all([
    audits.pages(audit.id, window),
    audits.unsavedProposalCount(audit.id),
  ]);
  return { audit, pages, pageWindow: { offset, limit, total }, unsavedProposals };
}
