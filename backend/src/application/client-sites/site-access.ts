import type { ClientSite } from '../../domain/client-site/client-site.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Actor } from '../shared/actor.js';

export const SITE_NOT_FOUND = 'Site not found';

/** The actor's site, or 404: another workspace's site is indistinguishable from one that does not exist. */
export async function accessibleSite(sites: ClientSiteRepository, actor: Actor, clientId: string): Promise<ClientSite> {
  const site = await sites.findInWorkspace(actor.workspaceId, clientId);
  if (!site) throw new NotFoundError(SITE_NOT_FOUND);
  return site;
}
