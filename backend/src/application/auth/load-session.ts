import { hasSeatAccess } from '../../domain/account/seat-rules.js';
import { UnauthenticatedError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import type { SessionView } from './session-view.js';

/**
 * Resolves a session's user and workspace on every dashboard request. A seat that was removed, or a user that no
 * longer exists, ends access on the very next request, and so does a downgrade past a member's seat.
 */
export class LoadSession {
  constructor(
    private readonly users: UserRepository,
    private readonly workspaces: WorkspaceRepository,
    private readonly memberships: TeamMembershipRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; workspaceId: string }): Promise<SessionView> {
    const [user, workspace, seat, subscription] = await Promise.all([
      this.users.findById(input.userId),
      this.workspaces.findById(input.workspaceId),
      this.memberships.findActive(input.workspaceId, input.userId),
      this.subscriptions.findByWorkspace(input.workspaceId),
    ]);
    if (!user || !workspace || !seat) throw new UnauthenticatedError();
    const plan = subscription?.effectivePlan(this.clock.now()) ?? 'free';
    // Only members need the seat list: after a downgrade those beyond the plan's seats lose access until it allows them.
    if (!seat.isOwner() && !hasSeatAccess(plan, seat, await this.memberships.listByWorkspace(input.workspaceId))) {
      throw new UnauthenticatedError();
    }
    return { user, workspace, role: seat.role, plan };
  }
}
