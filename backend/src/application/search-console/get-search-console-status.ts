import type { SearchConsoleView } from '@sdn/contracts';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { Actor } from '../shared/actor.js';
import { searchConsoleSite, searchConsoleView, type SearchConsoleGoogle } from './search-console-access.js';

/** The site's connection as the Performance tab shows it, including "not configured" and "reconnect needed". */
export class GetSearchConsoleStatus {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly store: SearchConsoleStore,
    private readonly google: SearchConsoleGoogle | null,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<SearchConsoleView> {
    const site = await searchConsoleSite(this.sites, actor, clientId);
    return searchConsoleView(this.google, await this.store.find(site.id));
  }
}
