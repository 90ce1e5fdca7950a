import type { Schema } from '../../domain/schema/schema.js';
import type { SchemaTransition } from '../../domain/schema/schema-errors.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';

/** Publish, pause or unpause. The aggregate decides whether the move is allowed from the current state. */
export class ChangeSchemaStatus {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string, transition: SchemaTransition): Promise<Schema> {
    const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
    schema[transition](this.clock.now());
    await this.unitOfWork.commit();
    return schema;
  }
}
