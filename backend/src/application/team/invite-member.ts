import { Invitation } from '../../domain/account/invitation.js';
import { Team } from '../../domain/account/team.js';
import type { TeamMembership } from '../../domain/account/team-membership.js';
import { normalizeEmail } from '../../domain/account/user.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import type { InvitationTokens } from '../../ports/invitation-tokens.js';
import type { Logger } from '../../ports/logger.js';
import type { Mailer } from '../../ports/mailer.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import type { Actor } from '../shared/actor.js';
import { invitationEmail } from './invitation-email.js';
import { MailDeliveryError, assertOwner } from './team-errors.js';

export interface InviteMemberInput {
  email: string;
  /** Where the dashboard answers `/accept-invite` (the public base URL, or the origin the owner is using). */
  dashboardBaseUrl: string;
}

/** Owner invites by email: a pending seat plus a single-use accept link, emailed at once. */
export class InviteMember {
  constructor(
    private readonly memberships: TeamMembershipRepository,
    private readonly invitations: InvitationRepository,
    private readonly workspaces: WorkspaceRepository,
    private readonly users: UserRepository,
    private readonly tokens: InvitationTokens,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly ttlHours: number,
  ) {}

  async execute(actor: Actor, input: InviteMemberInput): Promise<TeamMembership> {
    assertOwner(actor, 'invite members');
    const email = normalizeEmail(input.email);
    // Count and add under one lock per workspace, so simultaneous invites cannot both take the last seat.
    const { seat, invitation, token } = await this.unitOfWork.serialized(`seats:${actor.workspaceId}`, () =>
      this.reserveSeat(actor, email),
    );
    await this.sendEmail(actor, seat, invitation, token, input.dashboardBaseUrl);
    return seat;
  }

  private async reserveSeat(actor: Actor, email: string) {
    const team = new Team(actor.workspaceId, actor.plan, await this.memberships.listByWorkspace(actor.workspaceId));
    const now = this.clock.now();
    const seat = team.invite({ id: this.ids.newId(), email, now });
    const { token, hash } = this.tokens.issue();
    const invitation = Invitation.issue({
      id: this.ids.newId(),
      workspaceId: actor.workspaceId,
      membershipId: seat.id,
      email,
      tokenHash: hash,
      now,
      ttlHours: this.ttlHours,
    });
    this.memberships.add(seat);
    this.invitations.add(invitation);
    await this.unitOfWork.commit();
    return { seat, invitation, token };
  }

  private async sendEmail(actor: Actor, seat: TeamMembership, invitation: Invitation, token: string, baseUrl: string): Promise<void> {
    const [workspace, inviter] = await Promise.all([this.workspaces.findById(actor.workspaceId), this.users.findById(actor.userId)]);
    const acceptUrl = new URL(`/accept-invite?token=${encodeURIComponent(token)}`, baseUrl).toString();
    try {
      await this.mailer.send(
        invitationEmail({
          to: seat.email,
          workspaceName: workspace?.name ?? 'your team',
          inviterEmail: inviter?.email ?? 'The owner',
          acceptUrl,
          expiresAt: invitation.expiresAt,
        }),
      );
    } catch (err) {
      // A seat whose invitation never arrived would block a seat silently: take it back (its link goes with it).
      this.logger.error({ err, workspaceId: actor.workspaceId }, 'invitation email failed');
      this.memberships.remove(seat);
      await this.unitOfWork.commit();
      throw new MailDeliveryError();
    }
  }
}
