import type { Schema } from '../../domain/schema/schema.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';

export class GetSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
  ) {}

  execute(actor: Actor, clientId: string, schemaId: string): Promise<Schema> {
    return accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
  }
}
