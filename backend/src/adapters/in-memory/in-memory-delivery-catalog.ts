import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { Schema } from '../../domain/schema/schema.js';
import type { DeliveryCatalog, DeliveryEntry } from '../../ports/delivery-catalog.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

/** Reads the in-memory tables directly: always current, for application specs. */
export class InMemoryDeliveryCatalog implements DeliveryCatalog {
  constructor(
    private readonly sites: InMemoryTable<ClientSite>,
    private readonly schemas: InMemoryTable<Schema>,
  ) {}

  /** Nothing is kept between lookups here: every request reads the tables. */
  current(): null {
    return null;
  }

  async lookup(clientId: string, pageUrl: string): Promise<DeliveryEntry> {
    const site = this.sites.rows.get(clientId) ?? null;
    const schemas = this.schemas
      .all()
      .filter((schema) => schema.clientSiteId === clientId && schema.pageUrl === pageUrl && schema.isDelivered())
      .sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0))
      .map(({ id, name, schemaType, pageUrl: url, jsonLd }) => ({ id, name, schemaType, pageUrl: url, jsonLd }));
    return {
      site: site && {
        id: site.id,
        websiteHost: site.websiteHost(),
        domainLockEnabled: site.domainLockEnabled,
        allowedHosts: [...site.allowedHosts],
        sdkVerified: site.sdkStatus === 'verified',
      },
      schemas,
    };
  }
}
