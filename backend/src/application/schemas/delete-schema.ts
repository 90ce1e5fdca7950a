import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { Trash } from '../../ports/trash.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';

/**
 * Allowed in every state: the schema moves to the trash and its delivery stops on the next request. The history keeps
 * the deletion. Under the plan-limit lock, so a restore counting the workspace's schemas never overlaps it.
 */
export class DeleteSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly trash: Trash,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string): Promise<void> {
    await this.unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
      const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
      const now = this.clock.now();
      await this.trash.putSchema(schema, actor.userId, now);
      this.history.record(SchemaEvent.of(schema, 'delete', { id: this.ids.newId(), userId: actor.userId, at: now }));
      await this.unitOfWork.commit();
    });
  }
}
