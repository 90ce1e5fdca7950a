import type { Schema } from '../../domain/schema/schema.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { SchemaFilter, SchemaRepository, SchemaSort } from '../../ports/schema-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';

export class ListSchemas {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
  ) {}

  /** One page of the site's library, filtered and sorted by the database (the HTTP layer bounds `page.limit`). */
  async execute(actor: Actor, clientId: string, filter: SchemaFilter, page: PageRequest, sort?: SchemaSort): Promise<Page<Schema>> {
    const site = await accessibleSite(this.sites, actor, clientId);
    return this.schemas.pageBySite(site.id, filter, page, sort);
  }
}
