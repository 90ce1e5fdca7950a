import type { SubscriptionStatus } from '../../domain/account/subscription.js';
import { planLimits, type PlanLimits } from '../../domain/plans/plan-catalogue.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { Actor } from '../shared/actor.js';

export interface PlanUsage {
  limits: PlanLimits;
  subscription: { status: SubscriptionStatus; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean };
  usage: { savedSchemas: number; clientSites: number; seats: number };
}

/** What the plan panel shows: the plan in force, its limits, and how much of them the workspace uses. */
export class GetPlanUsage {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly memberships: TeamMembershipRepository,
  ) {}

  async execute(actor: Actor): Promise<PlanUsage> {
    const [subscription, clientSites, savedSchemas, seats] = await Promise.all([
      this.subscriptions.findByWorkspace(actor.workspaceId),
      this.sites.countByWorkspace(actor.workspaceId),
      this.schemas.countByWorkspace(actor.workspaceId),
      this.memberships.listByWorkspace(actor.workspaceId),
    ]);
    return {
      limits: planLimits(actor.plan),
      subscription: {
        status: subscription?.status ?? 'active',
        currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
        cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      },
      usage: { savedSchemas, clientSites, seats: seats.length },
    };
  }
}
