import type { ConnectionStatus } from '../../domain/search-console/search-console-connection.js';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { SchemaRepository, SiteSchemaCounts } from '../../ports/schema-repository.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';

/** A site with its health at a glance: schema counts and its Search Console link (null: not connected). */
export interface ClientSiteSummary {
  site: ClientSite;
  schemas: SiteSchemaCounts;
  searchConsole: ConnectionStatus | null;
}

const NO_SCHEMAS: SiteSchemaCounts = { total: 0, published: 0, paused: 0, invalid: 0 };

/** A site just created: nothing saved or connected yet. */
export const newSiteSummary = (site: ClientSite): ClientSiteSummary => ({ site, schemas: NO_SCHEMAS, searchConsole: null });

/**
 * Builds the summaries every site answer carries (the portfolio's health roll-up), with one query per kind for a
 * whole page of sites.
 */
export class SiteSummaries {
  constructor(
    private readonly schemas: Pick<SchemaRepository, 'countBySites'>,
    private readonly searchConsole: Pick<SearchConsoleStore, 'statusesOf'>,
  ) {}

  async of(site: ClientSite): Promise<ClientSiteSummary> {
    return (await this.ofMany([site]))[0]!;
  }

  async ofMany(sites: readonly ClientSite[]): Promise<ClientSiteSummary[]> {
    const ids = sites.map((site) => site.id);
    const [counts, statuses] = await Promise.all([this.schemas.countBySites(ids), this.searchConsole.statusesOf(ids)]);
    return sites.map((site) => ({ site, schemas: counts.get(site.id) ?? NO_SCHEMAS, searchConsole: statuses.get(site.id) ?? null }));
  }
}
