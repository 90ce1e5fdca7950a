import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { Actor } from '../shared/actor.js';

export interface ClientSiteSummary {
  site: ClientSite;
  schemaCount: number;
}

/** One site with its schema count, as every single-site use case answers it. */
export async function summarize(schemas: SchemaRepository, site: ClientSite): Promise<ClientSiteSummary> {
  const counts = await schemas.countBySites([site.id]);
  return { site, schemaCount: counts.get(site.id) ?? 0 };
}

export class ListClientSites {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
  ) {}

  async execute(actor: Actor): Promise<ClientSiteSummary[]> {
    const sites = await this.sites.listByWorkspace(actor.workspaceId);
    const counts = await this.schemas.countBySites(sites.map((site) => site.id));
    return sites.map((site) => ({ site, schemaCount: counts.get(site.id) ?? 0 }));
  }
}
