import type { AuditView } from '@sdn/contracts';
import type { ClientSite } from '../../domain/client-site/client-site.js';

import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { AuditPageWindow, AuditRepository } from '../../ports/audit-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { requireFeature } from '../../domain/plans/plan-features.js';

const AUDIT_NOT_FOUND = 'Audit not found';

/** The window a view starts with (the dashboard asks for others); none, where only the audit itself is needed. */
export const FIRST_PAGES: AuditPageWindow = { offset: 0, limit: 50, severity: null, type: null };
export const NO_PAGES: AuditPageWindow = { ...FIRST_PAGES, limit: 0 };
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
  window?: AuditPageWindow,
): Promise<{ site: ClientSite; audit: AuditView }> {
  assertAuditPlan(actor);
  const site = await accessibleSite(sites, actor, clientId);
  const audit = UUID.test(auditId) ? await audits.find(site.id, auditId, window) : null;
  if (!audit) throw new NotFoundError(AUDIT_NOT_FOUND);
  return { site, audit };
}
