import { DEFAULT_DELIVERY_SIZE_LIMITS, assertSchemaSize, type DeliverySizeLimits } from '../../domain/schema/delivery-size.js';
import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { Schema } from '../../domain/schema/schema.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { SchemaRevisions } from '../../ports/schema-revisions.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { assertPageFits, pageSizeScope } from './page-delivery-size.js';
import { accessibleSchema } from './schema-access.js';
import { existingRevision } from './schema-revision-access.js';

export interface RestoreRevisionInput {
  schemaId: string;
  number: number;
  /** Whether the schema ends published with the restored content (see Schema.restore). */
  publish: boolean;
}

/**
 * Puts an earlier revision's content back as a new revision. The restored content passes today's size limits,
 * and when it ends delivered its page's total is checked under the site's lock, like publish and edit. A change
 * of delivery (publish, unpause, pause) joins the site's publish history in the same commit.
 */
export class RestoreSchemaRevision {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly revisions: SchemaRevisions,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
    private readonly sizeLimits: DeliverySizeLimits = DEFAULT_DELIVERY_SIZE_LIMITS,
  ) {}

  async execute(actor: Actor, clientId: string, input: RestoreRevisionInput): Promise<Schema> {
    return this.unitOfWork.serialized(pageSizeScope(clientId), async () => {
      const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, input.schemaId);
      const { revision } = await existingRevision(this.revisions, schema.id, input.number);
      assertSchemaSize(revision.jsonLd, this.sizeLimits);
      const now = this.clock.now();
      const deliveryChange = schema.restore(revision, input.publish, now, actor.userId);
      await assertPageFits(this.schemas, schema, this.sizeLimits);
      if (deliveryChange) {
        this.history.record(SchemaEvent.of(schema, deliveryChange, { id: this.ids.newId(), userId: actor.userId, at: now }));
      }
      await this.unitOfWork.commit();
      return schema;
    });
  }
}
