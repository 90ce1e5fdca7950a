import { Team } from '../../domain/account/team.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import type { InvitationTokens } from '../../ports/invitation-tokens.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { UserRepository } from '../../ports/user-repository.js';

export const INVITATION_NOT_FOUND = 'This invitation does not exist or was withdrawn';

/**
 * The signed-in invitee accepts: pending -> active. Answers the workspace the session should switch to.
 * A withdrawn seat (owner removed it) makes the link dead, like an unknown token.
 */
export class AcceptInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly memberships: TeamMembershipRepository,
    private readonly users: UserRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly tokens: InvitationTokens,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; token: string }): Promise<{ workspaceId: string }> {
    const invitation = await this.invitations.findByTokenHash(this.tokens.hashOf(input.token));
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    const [seat, user, subscription, seats] = await Promise.all([
      this.memberships.findById(invitation.workspaceId, invitation.membershipId),
      this.users.findById(input.userId),
      this.subscriptions.findByWorkspace(invitation.workspaceId),
      this.memberships.listByWorkspace(invitation.workspaceId),
    ]);
    if (!seat) throw new NotFoundError(INVITATION_NOT_FOUND);
    if (!user) throw new UnauthenticatedError();
    const now = this.clock.now();
    invitation.accept(user.email, now);
    seat.activate(user.id, now);
    const plan = subscription?.effectivePlan(now) ?? 'free';
    if (!new Team(invitation.workspaceId, plan, seats).grantsAccessTo(seat)) {
      throw new ForbiddenError("The workspace's current plan has no free seat for you; ask the owner to upgrade");
    }
    await this.unitOfWork.commit();
    return { workspaceId: invitation.workspaceId };
  }
}
