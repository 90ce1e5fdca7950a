import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { Trash } from '../../ports/trash.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSite } from './site-access.js';

/**
 * Moves the site, with its schemas, to the trash: delivery for its Client ID stops at once, and it leaves every list
 * and count, until it is restored or purged (TRASH_RETENTION_DAYS). Each published schema's history records the
 * deletion (webhooks and the Search Console timeline see delivery stop). Under the plan-limit lock, so a restore
 * counting the workspace's sites never overlaps it.
 */
export class DeleteClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly trash: Trash,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<void> {
    await this.unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
      const site = await accessibleSite(this.sites, actor, clientId);
      const now = this.clock.now();
      const stopped = await this.trash.putSite(site, actor.userId, now);
      for (const schema of stopped) {
        this.history.record(SchemaEvent.of(schema, 'delete', { id: this.ids.newId(), userId: actor.userId, at: now }));
      }
      await this.unitOfWork.commit();
    });
  }
}
