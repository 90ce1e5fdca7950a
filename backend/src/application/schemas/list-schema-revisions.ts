import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { RevisionEntry, SchemaRevisions } from '../../ports/schema-revisions.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';

/** One page of a schema's revisions, newest first (the HTTP layer bounds `page.limit`). */
export class ListSchemaRevisions {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly revisions: SchemaRevisions,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string, page: PageRequest): Promise<Page<RevisionEntry>> {
    const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
    return this.revisions.pageOf(schema.id, page);
  }
}
