import type { TeamMembership } from '../domain/account/team-membership.js';

export interface TeamMembershipRepository {
  add(membership: TeamMembership): void;
  remove(membership: TeamMembership): void;
  findById(workspaceId: string, membershipId: string): Promise<TeamMembership | null>;
  /** The active seat a signed-in user holds in a workspace, if any. */
  findActive(workspaceId: string, userId: string): Promise<TeamMembership | null>;
  /** Seats of a user across workspaces (active ones), owner seats first. */
  listActiveForUser(userId: string): Promise<TeamMembership[]>;
  findByEmail(workspaceId: string, email: string): Promise<TeamMembership | null>;
  listByWorkspace(workspaceId: string): Promise<TeamMembership[]>;
}
