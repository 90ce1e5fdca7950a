import { ClientSite } from '../../domain/client-site/client-site.js';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';
import { assertRoomForSite } from './site-limit.js';

export class CreateClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { name: string; websiteUrl: string }): Promise<ClientSite> {
    const site = ClientSite.create({ id: this.ids.newId(), workspaceId: actor.workspaceId, ...input, now: this.clock.now() });
    const limits = planLimits(actor.plan);
    if (limits.clientSites === null && limits.clientPortfolios) {
      this.sites.add(site);
      await this.unitOfWork.commit();
      return site;
    }
    // Count and add under the workspace's limit lock: two parallel creates must not both be the "first" site.
    return this.unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
      assertRoomForSite(actor, await this.sites.countByWorkspace(actor.workspaceId));
      this.sites.add(site);
      await this.unitOfWork.commit();
      return site;
    });
  }
}
