import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSite } from './site-access.js';

/** Deletes the site and every schema of it; delivery for its Client ID stops at once. */
export class DeleteClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<void> {
    const site = await accessibleSite(this.sites, actor, clientId);
    this.sites.remove(site);
    await this.unitOfWork.commit();
  }
}
