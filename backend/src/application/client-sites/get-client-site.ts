import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { Actor } from '../shared/actor.js';
import { summarize, type ClientSiteSummary } from './list-client-sites.js';
import { accessibleSite } from './site-access.js';

export class GetClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<ClientSiteSummary> {
    const site = await accessibleSite(this.sites, actor, clientId);
    return summarize(this.schemas, site);
  }
}
