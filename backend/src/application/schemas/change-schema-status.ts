import type { Schema } from '../../domain/schema/schema.js';
import { DEFAULT_DELIVERY_SIZE_LIMITS, type DeliverySizeLimits } from '../../domain/schema/delivery-size.js';
import { assertPageFits, pageSizeScope } from './page-delivery-size.js';
import type { SchemaTransition } from '../../domain/schema/schema-errors.js';
import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';

/**
 * Publish, pause or unpause. The aggregate decides whether the move is allowed from the current state; the move
 * and its history entry are committed together.
 */
export class ChangeSchemaStatus {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
    private readonly sizeLimits: DeliverySizeLimits = DEFAULT_DELIVERY_SIZE_LIMITS,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string, transition: SchemaTransition): Promise<Schema> {
    // Publish and unpause add the schema to its page's delivery: the page total is checked under the site's lock.
    // The move and its history entry are committed together.
    return this.unitOfWork.serialized(pageSizeScope(clientId), async () => {
      const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
      const now = this.clock.now();
      schema.move(transition, now, actor.userId);
      await assertPageFits(this.schemas, schema, this.sizeLimits);
      this.history.record(SchemaEvent.of(schema, transition, { id: this.ids.newId(), userId: actor.userId, at: now }));
      await this.unitOfWork.commit();
      return schema;
    });
  }
}
