import type { TeamRole } from '../../domain/account/team-membership.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import type { InvitationTokens } from '../../ports/invitation-tokens.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';

/** One message for every dead link, so the answer never tells an unknown token from a used or withdrawn one. */
export const INVITATION_NOT_VALID = 'This invitation is not valid';
/** Issued tokens are 43 characters; anything this long was never one. */
const MAX_TOKEN_LENGTH = 200;

export interface InvitationPreview {
  workspaceName: string;
  inviterName: string | null;
  inviterEmail: string;
  /** The address the invitation was sent to: the one to sign up or log in with. */
  email: string;
  role: TeamRole;
  expiresAt: Date;
}

/**
 * What the link of an invitation email shows before anyone signs in: who invites, to which workspace, in which role.
 * The 256-bit token is the only key; a used, expired, withdrawn or unknown one reads as not valid.
 */
export class ViewInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly memberships: TeamMembershipRepository,
    private readonly workspaces: WorkspaceRepository,
    private readonly users: UserRepository,
    private readonly tokens: InvitationTokens,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<InvitationPreview> {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw new NotFoundError(INVITATION_NOT_VALID);
    const invitation = await this.invitations.findByTokenHash(this.tokens.hashOf(token));
    if (!invitation?.isOpen(this.clock.now())) throw new NotFoundError(INVITATION_NOT_VALID);
    const [seat, workspace] = await Promise.all([
      this.memberships.findById(invitation.workspaceId, invitation.membershipId),
      this.workspaces.findById(invitation.workspaceId),
    ]);
    if (!seat || seat.status !== 'pending' || !workspace) throw new NotFoundError(INVITATION_NOT_VALID);
    // Only the owner invites, so the owner is who the invitee hears from.
    const owner = await this.users.findById(workspace.ownerUserId);
    if (!owner) throw new NotFoundError(INVITATION_NOT_VALID);
    return {
      workspaceName: workspace.name,
      inviterName: owner.name,
      inviterEmail: owner.email,
      email: invitation.email,
      role: seat.role,
      expiresAt: invitation.expiresAt,
    };
  }
}
