import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Actor } from '../shared/actor.js';
import type { ClientSiteSummary, SiteSummaries } from './site-summaries.js';
import { accessibleSite } from './site-access.js';

export class GetClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly summaries: SiteSummaries,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<ClientSiteSummary> {
    const site = await accessibleSite(this.sites, actor, clientId);
    return this.summaries.of(site);
  }
}
