import type { Schema } from '../../domain/schema/schema.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaFilter, SchemaRepository } from '../../ports/schema-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';

export class ListSchemas {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
  ) {}

  async execute(actor: Actor, clientId: string, filter: SchemaFilter = {}): Promise<Schema[]> {
    const site = await accessibleSite(this.sites, actor, clientId);
    return this.schemas.listBySite(site.id, filter);
  }
}
