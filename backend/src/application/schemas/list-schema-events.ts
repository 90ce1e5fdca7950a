import type { SchemaEventView } from '@sdn/contracts';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';

/** A site's publish history, oldest first (every plan: it is the site's own record). */
export class ListSchemaEvents {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly history: SchemaHistory,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<{ items: SchemaEventView[] }> {
    const site = await accessibleSite(this.sites, actor, clientId);
    const events = await this.history.listBySite(site.id);
    return {
      items: events.map((e) => ({
        id: e.id,
        schemaId: e.schemaId,
        action: e.action,
        pageUrl: e.pageUrl,
        schemaName: e.schemaName,
        schemaType: e.schemaType,
        userId: e.userId,
        occurredAt: e.occurredAt.toISOString(),
      })),
    };
  }
}
