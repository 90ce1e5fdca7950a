import { ClientSite } from '../../domain/client-site/client-site.js';
import { LimitReachedError } from '../../domain/shared/domain-error.js';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';

export class CreateClientSite {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { name: string; websiteUrl: string }): Promise<ClientSite> {
    const site = ClientSite.create({ id: this.ids.newId(), workspaceId: actor.workspaceId, ...input, now: this.clock.now() });
    const max = planLimits(actor.plan).clientSites;
    if (max !== null) {
      const used = await this.sites.countByWorkspace(actor.workspaceId);
      if (used >= max) throw new LimitReachedError({ limit: 'clientSites', max, used, plan: actor.plan });
    }
    this.sites.add(site);
    await this.unitOfWork.commit();
    return site;
  }
}
