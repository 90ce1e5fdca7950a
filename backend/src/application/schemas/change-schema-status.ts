import type { Schema } from '../../domain/schema/schema.js';
import { DEFAULT_DELIVERY_SIZE_LIMITS, type DeliverySizeLimits } from '../../domain/schema/delivery-size.js';
import { assertPageFits, pageSizeScope } from './page-delivery-size.js';
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
    private readonly sizeLimits: DeliverySizeLimits = DEFAULT_DELIVERY_SIZE_LIMITS,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string, transition: SchemaTransition): Promise<Schema> {
    // Publish and unpause add the schema to its page's delivery: the page total is checked under the site's lock.
    return this.unitOfWork.serialized(pageSizeScope(clientId), async () => {
      const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
      schema[transition](this.clock.now());
      await assertPageFits(this.schemas, schema, this.sizeLimits);
      await this.unitOfWork.commit();
      return schema;
    });
  }
}
