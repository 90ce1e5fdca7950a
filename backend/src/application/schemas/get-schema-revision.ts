import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { RevisionEntry, SchemaRevisions } from '../../ports/schema-revisions.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';
import { existingRevision } from './schema-revision-access.js';

export class GetSchemaRevision {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly revisions: SchemaRevisions,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string, number: number): Promise<RevisionEntry> {
    const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
    return existingRevision(this.revisions, schema.id, number);
  }
}
