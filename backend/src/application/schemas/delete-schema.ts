import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';

/** Allowed in every state; delivery of the schema stops on the next request. The history keeps the deletion. */
export class DeleteSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string): Promise<void> {
    const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
    this.schemas.remove(schema);
    this.history.record(SchemaEvent.of(schema, 'delete', { id: this.ids.newId(), userId: actor.userId, at: this.clock.now() }));
    await this.unitOfWork.commit();
  }
}
