import type { Subscription } from '../../domain/account/subscription.js';
import { ownerFirst, type TeamMembership } from '../../domain/account/team-membership.js';
import type { User } from '../../domain/account/user.js';
import type { Workspace } from '../../domain/account/workspace.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

export class InMemoryUserRepository implements UserRepository {
  constructor(readonly table: InMemoryTable<User>) {}

  add(user: User): void {
    // Mirrors the unique index on email.
    if (this.table.find((existing) => existing.email === user.email)) throw new ConflictError('Email already registered');
    this.table.add(user);
  }

  async findById(id: string): Promise<User | null> {
    return this.table.rows.get(id) ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.table.find((user) => user.email === email);
  }
}

export class InMemoryWorkspaceRepository implements WorkspaceRepository {
  constructor(readonly table: InMemoryTable<Workspace>) {}

  add(workspace: Workspace): void {
    this.table.add(workspace);
  }

  async findById(id: string): Promise<Workspace | null> {
    return this.table.rows.get(id) ?? null;
  }
}

export class InMemoryTeamMembershipRepository implements TeamMembershipRepository {
  constructor(readonly table: InMemoryTable<TeamMembership>) {}

  add(membership: TeamMembership): void {
    this.table.add(membership);
  }

  remove(membership: TeamMembership): void {
    this.table.remove(membership);
  }

  async findById(workspaceId: string, membershipId: string): Promise<TeamMembership | null> {
    return this.table.find((seat) => seat.id === membershipId && seat.workspaceId === workspaceId);
  }

  async findActive(workspaceId: string, userId: string): Promise<TeamMembership | null> {
    return this.table.find((seat) => seat.workspaceId === workspaceId && seat.userId === userId && seat.status === 'active');
  }

  async listActiveForUser(userId: string): Promise<TeamMembership[]> {
    return this.table
      .all()
      .filter((seat) => seat.userId === userId && seat.status === 'active')
      .sort(ownerFirst);
  }

  async findByEmail(workspaceId: string, email: string): Promise<TeamMembership | null> {
    return this.table.find((seat) => seat.workspaceId === workspaceId && seat.email === email);
  }

  async listByWorkspace(workspaceId: string): Promise<TeamMembership[]> {
    return this.table
      .all()
      .filter((seat) => seat.workspaceId === workspaceId)
      .sort(ownerFirst);
  }
}

export class InMemorySubscriptionRepository implements SubscriptionRepository {
  constructor(readonly table: InMemoryTable<Subscription>) {}

  add(subscription: Subscription): void {
    this.table.add(subscription);
  }

  async findByWorkspace(workspaceId: string): Promise<Subscription | null> {
    return this.table.find((subscription) => subscription.workspaceId === workspaceId);
  }

  async findByBillingCustomer(customerId: string): Promise<Subscription | null> {
    return this.table.find((subscription) => subscription.billingCustomerId === customerId);
  }
}
