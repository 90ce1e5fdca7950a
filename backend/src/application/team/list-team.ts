import type { TeamMembership } from '../../domain/account/team-membership.js';
import { seatAvailable } from '../../domain/account/seat-rules.js';
import { planLimits } from '../../domain/plans/plan-catalogue.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { Actor } from '../shared/actor.js';

export interface TeamView {
  members: TeamMembership[];
  /** Seats in use count pending invitations; `limit` is what the current plan allows. */
  seats: { used: number; limit: number };
  canInvite: boolean;
}

/**
 * Readable on every plan, so an owner who downgraded can still see and remove members; inviting needs Agency.
 */
export class ListTeam {
  constructor(private readonly memberships: TeamMembershipRepository) {}

  async execute(actor: Actor): Promise<TeamView> {
    const members = await this.memberships.listByWorkspace(actor.workspaceId);
    const seats = { used: members.length, limit: planLimits(actor.plan).seats };
    return { members, seats, canInvite: actor.role === 'owner' && seatAvailable(actor.plan, members) };
  }
}
