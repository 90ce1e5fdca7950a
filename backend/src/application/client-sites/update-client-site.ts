import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import type { ClientSiteSummary, SiteSummaries } from './site-summaries.js';
import { accessibleSite } from './site-access.js';

export class UpdateClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly summaries: SiteSummaries,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, changes: { name?: string; websiteUrl?: string }): Promise<ClientSiteSummary> {
    const site = await accessibleSite(this.sites, actor, clientId);
    site.rename(changes, this.clock.now());
    await this.unitOfWork.commit();
    return this.summaries.of(site);
  }
}
