import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Page, PageRequest } from '../../ports/paging.js';
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

  /** One page of the workspace's sites, each with its schema count. */
  async execute(actor: Actor, page: PageRequest): Promise<Page<ClientSiteSummary>> {
    const sites = await this.sites.pageByWorkspace(actor.workspaceId, page);
    const counts = await this.schemas.countBySites(sites.items.map((site) => site.id));
    return { items: sites.items.map((site) => ({ site, schemaCount: counts.get(site.id) ?? 0 })), total: sites.total };
  }
}
