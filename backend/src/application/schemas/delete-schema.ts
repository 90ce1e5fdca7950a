import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';

/** Allowed in every state; delivery of the schema stops on the next request. */
export class DeleteSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string): Promise<void> {
    const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
    this.schemas.remove(schema);
    await this.unitOfWork.commit();
  }
}
