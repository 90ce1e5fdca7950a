import { normalizeEmail } from './user.js';

export type TeamRole = 'owner' | 'member';
export type MembershipStatus = 'pending' | 'active';

/**
 * A seat in a workspace. The owner's seat is active from sign-up; an invited member's seat is pending (no user yet)
 * until the invitee accepts and signs in. Removing a member deletes the seat, which ends access at once.
 */
export class TeamMembership {
  id!: string;
  workspaceId!: string;
  userId: string | null = null;
  email!: string;
  role!: TeamRole;
  status!: MembershipStatus;
  invitedAt!: Date;
  joinedAt: Date | null = null;

  static owner(input: { id: string; workspaceId: string; userId: string; email: string; now: Date }): TeamMembership {
    const membership = new TeamMembership();
    membership.id = input.id;
    membership.workspaceId = input.workspaceId;
    membership.userId = input.userId;
    membership.email = normalizeEmail(input.email);
    membership.role = 'owner';
    membership.status = 'active';
    membership.invitedAt = input.now;
    membership.joinedAt = input.now;
    return membership;
  }

  static invite(input: { id: string; workspaceId: string; email: string; now: Date }): TeamMembership {
    const membership = new TeamMembership();
    membership.id = input.id;
    membership.workspaceId = input.workspaceId;
    membership.email = normalizeEmail(input.email);
    membership.role = 'member';
    membership.status = 'pending';
    membership.invitedAt = input.now;
    return membership;
  }

  /** pending -> active when the invitee accepts and signs in; accepting twice is harmless for the same user. */
  activate(userId: string, now: Date): void {
    if (this.status === 'active') return;
    this.userId = userId;
    this.status = 'active';
    this.joinedAt = now;
  }

  isOwner(): boolean {
    return this.role === 'owner';
  }
}

/** Seat order everywhere seats are listed: the owner first, then by invitation date. */
export function ownerFirst(a: TeamMembership, b: TeamMembership): number {
  return Number(b.isOwner()) - Number(a.isOwner()) || a.invitedAt.getTime() - b.invitedAt.getTime();
}
