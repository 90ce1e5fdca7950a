import type { EntityManager } from '@mikro-orm/postgresql';
import type { Subscription } from '../../domain/account/subscription.js';
import { ownerFirst, type TeamMembership } from '../../domain/account/team-membership.js';
import type { User } from '../../domain/account/user.js';
import type { Workspace } from '../../domain/account/workspace.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import { SubscriptionSchema, TeamMembershipSchema, UserSchema, WorkspaceSchema } from './entity-schemas.js';

export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly em: EntityManager) {}

  add(user: User): void {
    this.em.persist(user);
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { email });
  }
}

export class MikroOrmWorkspaceRepository implements WorkspaceRepository {
  constructor(private readonly em: EntityManager) {}

  add(workspace: Workspace): void {
    this.em.persist(workspace);
  }

  findById(id: string): Promise<Workspace | null> {
    return this.em.findOne(WorkspaceSchema, { id });
  }
}

export class MikroOrmTeamMembershipRepository implements TeamMembershipRepository {
  constructor(private readonly em: EntityManager) {}

  add(membership: TeamMembership): void {
    this.em.persist(membership);
  }

  remove(membership: TeamMembership): void {
    this.em.remove(membership);
  }

  findById(workspaceId: string, membershipId: string): Promise<TeamMembership | null> {
    return this.em.findOne(TeamMembershipSchema, { id: membershipId, workspaceId });
  }

  findActive(workspaceId: string, userId: string): Promise<TeamMembership | null> {
    return this.em.findOne(TeamMembershipSchema, { workspaceId, userId, status: 'active' });
  }

  async listActiveForUser(userId: string): Promise<TeamMembership[]> {
    const seats = await this.em.find(TeamMembershipSchema, { userId, status: 'active' }, { orderBy: { invitedAt: 'asc' } });
    return seats.sort(ownerFirst);
  }

  findByEmail(workspaceId: string, email: string): Promise<TeamMembership | null> {
    return this.em.findOne(TeamMembershipSchema, { workspaceId, email });
  }

  async listByWorkspace(workspaceId: string): Promise<TeamMembership[]> {
    const seats = await this.em.find(TeamMembershipSchema, { workspaceId }, { orderBy: { invitedAt: 'asc' } });
    return seats.sort(ownerFirst);
  }
}

export class MikroOrmSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly em: EntityManager) {}

  add(subscription: Subscription): void {
    this.em.persist(subscription);
  }

  findByWorkspace(workspaceId: string): Promise<Subscription | null> {
    return this.em.findOne(SubscriptionSchema, { workspaceId });
  }

  findByBillingCustomer(customerId: string): Promise<Subscription | null> {
    return this.em.findOne(SubscriptionSchema, { billingCustomerId: customerId });
  }
}
