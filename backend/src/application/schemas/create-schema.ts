import { Schema, type SchemaContent } from '../../domain/schema/schema.js';
import { DEFAULT_DELIVERY_SIZE_LIMITS, assertSchemaSize, type DeliverySizeLimits } from '../../domain/schema/delivery-size.js';
import { LimitReachedError } from '../../domain/shared/domain-error.js';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';

/** Saves a new schema as a draft; it is never delivered until published. Drafts count toward the plan limit. */
export class CreateSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly sizeLimits: DeliverySizeLimits = DEFAULT_DELIVERY_SIZE_LIMITS,
  ) {}

  async execute(actor: Actor, clientId: string, content: SchemaContent): Promise<Schema> {
    const site = await accessibleSite(this.sites, actor, clientId);
    const schema = Schema.create({ id: this.ids.newId(), clientSiteId: site.id, ...content, now: this.clock.now(), by: actor.userId });
    // A draft is not delivered, so only its own size counts now; its page's total is checked at publish.
    assertSchemaSize(schema.jsonLd, this.sizeLimits);
    const max = planLimits(actor.plan).savedSchemas;
    if (max === null) {
      this.schemas.add(schema);
      await this.unitOfWork.commit();
      return schema;
    }
    // Count and add under the workspace's limit lock, so parallel creates cannot all see room for one more.
    return this.unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
      const used = await this.schemas.countByWorkspace(actor.workspaceId);
      if (used >= max) throw new LimitReachedError({ limit: 'savedSchemas', max, used, plan: actor.plan });
      this.schemas.add(schema);
      await this.unitOfWork.commit();
      return schema;
    });
  }
}
