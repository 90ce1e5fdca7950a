import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { Actor } from '../shared/actor.js';
import type { ClientSiteSummary } from './list-client-sites.js';
import { accessibleSite } from './site-access.js';

export class GetClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<ClientSiteSummary> {
    const site = await accessibleSite(this.sites, actor, clientId);
    const counts = await this.schemas.countBySites([site.id]);
    return { site, schemaCount: counts.get(site.id) ?? 0 };
  }
}
