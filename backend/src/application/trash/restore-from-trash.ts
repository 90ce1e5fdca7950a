import { planLimits } from '../../domain/plans/plan-catalogue.js';
import { LimitReachedError } from '../../domain/shared/domain-error.js';
import { assertRestorableAlone, type TrashEntry, type TrashKind } from '../../domain/trash/trash-entry.js';
import type { DeliverySizeLimits } from '../../domain/schema/delivery-size.js';
import type { Schema } from '../../domain/schema/schema.js';
import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { Trash } from '../../ports/trash.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { assertRoomForSite } from '../client-sites/site-limit.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';
import { assertPageFits } from '../schemas/page-delivery-size.js';
import type { Actor } from '../shared/actor.js';
import { trashedItem } from './trashed-item.js';

/**
 * Brings an item back as it was: a published schema is delivered again, a site returns with the schemas that went
 * with it. The plan's limits are counted again first (under the lock creates use), since the workspace may have
 * used the room or changed plan meanwhile; a published schema restored alone must still fit its page's delivery size
 * (a site comes back with exactly the schemas it had, so its pages fit as they did). A published schema delivered again is recorded as published (webhooks
 * and the Search Console timeline see delivery resume). Every member may restore, as every member may delete.
 */
export class RestoreFromTrash {
  constructor(
    private readonly trash: Trash,
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
    private readonly sizeLimits: DeliverySizeLimits,
  ) {}

  async execute(actor: Actor, kind: TrashKind, id: string): Promise<TrashEntry> {
    return this.unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
      const entry = await trashedItem(this.trash, actor, kind, id);
      assertRestorableAlone(entry);
      if (entry.kind === 'site') {
        assertRoomForSite(actor, await this.sites.countByWorkspace(actor.workspaceId));
        await this.assertRoomForSchemas(actor, entry.schemaCount);
        this.recordDelivered(actor, await this.trash.restoreSite(entry.id));
      } else {
        await this.assertRoomForSchemas(actor, 1);
        const schema = await this.trash.restoreSchema(entry.id);
        // Other schemas may have been published on its page meanwhile: delivered again, it must still fit (413).
        if (schema) await assertPageFits(this.schemas, schema, this.sizeLimits);
        this.recordDelivered(actor, schema ? [schema] : []);
      }
      await this.unitOfWork.commit();
      return entry;
    });
  }

  private recordDelivered(actor: Actor, schemas: Schema[]): void {
    const at = this.clock.now();
    for (const schema of schemas.filter((each) => each.isDelivered())) {
      this.history.record(SchemaEvent.of(schema, 'publish', { id: this.ids.newId(), userId: actor.userId, at }));
    }
  }

  private async assertRoomForSchemas(actor: Actor, coming: number): Promise<void> {
    const max = planLimits(actor.plan).savedSchemas;
    if (max === null || coming === 0) return;
    const used = await this.schemas.countByWorkspace(actor.workspaceId);
    if (used + coming > max) {
      throw new LimitReachedError({ limit: 'savedSchemas', max, used, plan: actor.plan, ...(coming > 1 && { requested: coming }) });
    }
  }
}
