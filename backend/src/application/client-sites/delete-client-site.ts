import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Trash } from '../../ports/trash.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSite } from './site-access.js';

/**
 * Moves the site, with its schemas, to the trash: delivery for its Client ID stops at once, and it leaves every list
 * and count, until it is restored or purged (TRASH_RETENTION_DAYS). Under the plan-limit lock, so a restore counting
 * the workspace's sites never overlaps it.
 */
export class DeleteClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly trash: Trash,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<void> {
    await this.unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
      const site = await accessibleSite(this.sites, actor, clientId);
      await this.trash.putSite(site, actor.userId, this.clock.now());
      await this.unitOfWork.commit();
    });
  }
}
