import { normalizeEmail } from '../../domain/account/user.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { PlanName } from '../../domain/plans/plan-catalogue.js';
import type { Clock } from '../../ports/clock.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { UserRepository } from '../../ports/user-repository.js';

export interface PlanChange {
  ownerEmail: string;
  workspaceId: string;
  from: PlanName;
  to: PlanName;
}

/**
 * The operator's way to set a plan until billing drives it. Goes through the Subscription aggregate like billing
 * will; a downgrade deletes nothing (limits apply to what is created next, seats to who may sign in).
 */
export class SetPlan {
  constructor(
    private readonly users: UserRepository,
    private readonly memberships: TeamMembershipRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { ownerEmail: string; plan: PlanName }): Promise<PlanChange> {
    const ownerEmail = normalizeEmail(input.ownerEmail);
    const user = await this.users.findByEmail(ownerEmail);
    const ownSeat = user && (await this.memberships.listActiveForUser(user.id)).find((seat) => seat.isOwner());
    if (!ownSeat) throw new NotFoundError(`No workspace owned by ${ownerEmail}`);
    const subscription = await this.subscriptions.findByWorkspace(ownSeat.workspaceId);
    if (!subscription) throw new NotFoundError(`The workspace of ${ownerEmail} has no subscription record`);
    const now = this.clock.now();
    const from = subscription.effectivePlan(now);
    subscription.changePlan(input.plan, now);
    await this.unitOfWork.commit();
    return { ownerEmail, workspaceId: ownSeat.workspaceId, from, to: input.plan };
  }
}
