import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { Actor } from '../shared/actor.js';
import type { ClientSiteSummary, SiteSummaries } from './site-summaries.js';

export class ListClientSites {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly summaries: SiteSummaries,
  ) {}

  /** One page of the workspace's sites, each with its health roll-up. */
  async execute(actor: Actor, page: PageRequest): Promise<Page<ClientSiteSummary>> {
    const sites = await this.sites.pageByWorkspace(actor.workspaceId, page);
    return { items: await this.summaries.ofMany(sites.items), total: sites.total };
  }
}
