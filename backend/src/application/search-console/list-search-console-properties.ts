import type { SearchConsolePropertiesResponse } from '@sdn/contracts';
import { canReadAnalytics, propertyCoversSite, propertyKind } from '../../domain/search-console/search-console-property.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { Actor } from '../shared/actor.js';
import { configured, requireConnection, searchConsoleSite, type SearchConsoleGoogle } from './search-console-access.js';
import { withGrant } from './with-grant.js';

/** The properties the connected Google account can see, flagged when they cover the site's website URL. */
export class ListSearchConsoleProperties {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly store: SearchConsoleStore,
    private readonly google: SearchConsoleGoogle | null,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<SearchConsolePropertiesResponse> {
    const site = await searchConsoleSite(this.sites, actor, clientId);
    const google = configured(this.google);
    const connection = requireConnection(await this.store.find(site.id));
    const properties = await withGrant(google, this.store, connection, (token) => google.api.listProperties(token));
    const items = properties
      .map((p) => ({
        siteUrl: p.siteUrl,
        kind: propertyKind(p.siteUrl),
        permissionLevel: p.permissionLevel,
        matchesSite: canReadAnalytics(p) && propertyCoversSite(p.siteUrl, site.websiteUrl),
      }))
      .sort((a, b) => Number(b.matchesSite) - Number(a.matchesSite) || a.siteUrl.localeCompare(b.siteUrl));
    return { items };
  }
}
