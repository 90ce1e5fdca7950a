import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { SchemaRepository, SiteSchemaCounts } from '../../ports/schema-repository.js';
import type { Actor } from '../shared/actor.js';

export interface ClientSiteSummary {
  site: ClientSite;
  schemas: SiteSchemaCounts;
}

const NO_SCHEMAS: SiteSchemaCounts = { total: 0, published: 0, paused: 0, invalid: 0 };

/** One site with its schema counts, as every single-site use case answers it. */
export async function summarize(schemas: SchemaRepository, site: ClientSite): Promise<ClientSiteSummary> {
  const counts = await schemas.countBySites([site.id]);
  return { site, schemas: counts.get(site.id) ?? NO_SCHEMAS };
}

/** A site just created: nothing saved yet. */
export const newSiteSummary = (site: ClientSite): ClientSiteSummary => ({ site, schemas: NO_SCHEMAS });

export class ListClientSites {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
  ) {}

  /** One page of the workspace's sites, each with its schema counts. */
  async execute(actor: Actor, page: PageRequest): Promise<Page<ClientSiteSummary>> {
    const sites = await this.sites.pageByWorkspace(actor.workspaceId, page);
    const counts = await this.schemas.countBySites(sites.items.map((site) => site.id));
    return { items: sites.items.map((site) => ({ site, schemas: counts.get(site.id) ?? NO_SCHEMAS })), total: sites.total };
  }
}
