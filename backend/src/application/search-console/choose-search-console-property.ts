import type { SearchConsoleView } from '@sdn/contracts';
import { matchingProperties } from '../../domain/search-console/search-console-property.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import { MAX_URL_LENGTH } from '../../domain/shared/page-url.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { Actor } from '../shared/actor.js';
import type { RequestSearchConsoleSync } from './request-search-console-sync.js';
import { configured, requireConnection, searchConsoleSite, searchConsoleView, type SearchConsoleGoogle } from './search-console-access.js';
import { withGrant } from './with-grant.js';

/**
 * Picks the property to read: it must be one the account lists (checked at Google, not trusted from the browser)
 * and cover the site's website URL. A different property starts the data over with a 90-day backfill.
 */
export class ChooseSearchConsoleProperty {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly store: SearchConsoleStore,
    private readonly google: SearchConsoleGoogle | null,
    private readonly clock: Clock,
    private readonly requestSync: RequestSearchConsoleSync,
  ) {}

  async execute(actor: Actor, clientId: string, siteUrl: unknown): Promise<SearchConsoleView> {
    const site = await searchConsoleSite(this.sites, actor, clientId);
    const google = configured(this.google);
    if (typeof siteUrl !== 'string' || siteUrl.length === 0 || siteUrl.length > MAX_URL_LENGTH)
      throw new ValidationError(fieldErrors({ siteUrl: ['Required'] }));
    const connection = requireConnection(await this.store.find(site.id));
    const properties = await withGrant(google, this.store, connection, (token) => google.api.listProperties(token));
    if (!matchingProperties(properties, site.websiteUrl).some((p) => p.siteUrl === siteUrl)) {
      throw new ValidationError(
        fieldErrors({ siteUrl: [`Not a property of the connected Google account that covers ${site.websiteUrl}`] }),
      );
    }
    if (connection.propertyUrl !== siteUrl) {
      await this.store.remove(site.id);
      await this.store.save({
        ...connection,
        status: 'connected',
        propertyUrl: siteUrl,
        dataUntil: null,
        lastSyncAt: null,
        lastSyncError: null,
        syncStatus: 'idle',
      });
      await this.requestSync.queue(site.id, this.clock.now());
    }
    return searchConsoleView(this.google, await this.store.find(site.id));
  }
}
