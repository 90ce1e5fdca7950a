import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import type { ClientSiteSummary, SiteSummaries } from './site-summaries.js';
import { accessibleSite } from './site-access.js';

/** Saving the site invalidates delivery caches (database trigger), so the lock applies to the next page view. */
export class ConfigureDomainLock {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly summaries: SiteSummaries,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, settings: { enabled: boolean; allowedHosts?: string[] }): Promise<ClientSiteSummary> {
    const site = await accessibleSite(this.sites, actor, clientId);
    site.configureDomainLock({ enabled: settings.enabled, allowedHosts: settings.allowedHosts ?? site.allowedHosts }, this.clock.now());
    await this.unitOfWork.commit();
    return this.summaries.of(site);
  }
}
