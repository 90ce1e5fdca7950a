import { Subscription } from '../../domain/account/subscription.js';
import { TeamMembership } from '../../domain/account/team-membership.js';
import { User } from '../../domain/account/user.js';
import { Workspace } from '../../domain/account/workspace.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import type { SessionView } from './session-view.js';

export interface AccountRepositories {
  users: UserRepository;
  workspaces: WorkspaceRepository;
  memberships: TeamMembershipRepository;
  subscriptions: SubscriptionRepository;
}

export interface NewAccount {
  email: string;
  name: string | null;
  passwordHash: string;
  now: Date;
}

/**
 * Stages a user who owns a new workspace on the Free plan (owner seat and subscription included); the caller commits.
 * One place for what "an account" is, whether it is opened at once or from a confirmation link.
 */
export function openAccount(repositories: AccountRepositories, ids: IdGenerator, input: NewAccount): SessionView {
  const { email, now } = input;
  const name = input.name?.trim() || null;
  const user = User.create({ id: ids.newId(), email, name, passwordHash: input.passwordHash, now });
  const workspace = Workspace.create({ id: ids.newId(), name: name ?? user.email, ownerUserId: user.id, now });
  repositories.users.add(user);
  repositories.workspaces.add(workspace);
  repositories.memberships.add(
    TeamMembership.owner({ id: ids.newId(), workspaceId: workspace.id, userId: user.id, email: user.email, now }),
  );
  repositories.subscriptions.add(Subscription.free({ id: ids.newId(), workspaceId: workspace.id, now }));
  return { user, workspace, role: 'owner', plan: 'free' };
}
