import type { Subscription } from '../../src/domain/account/subscription.js';
import type { TeamMembership } from '../../src/domain/account/team-membership.js';
import type { User } from '../../src/domain/account/user.js';
import type { Workspace } from '../../src/domain/account/workspace.js';
import type { ClientSite } from '../../src/domain/client-site/client-site.js';
import type { Schema } from '../../src/domain/schema/schema.js';
import type { SchemaEvent } from '../../src/domain/schema/schema-event.js';
import type { SchemaRevision } from '../../src/domain/schema/schema-revision.js';
import { InMemorySchemaRevisions } from '../../src/adapters/in-memory/in-memory-schema-revisions.js';
import { InMemorySchemaHistory } from '../../src/adapters/in-memory/in-memory-schema-history.js';
import {
  InMemorySubscriptionRepository,
  InMemoryTeamMembershipRepository,
  InMemoryUserRepository,
  InMemoryWorkspaceRepository,
} from '../../src/adapters/in-memory/in-memory-account-repositories.js';
import { InMemoryClientSiteRepository } from '../../src/adapters/in-memory/in-memory-client-site-repository.js';
import { InMemoryDeliveryCatalog } from '../../src/adapters/in-memory/in-memory-delivery-catalog.js';
import { InMemorySchemaRepository } from '../../src/adapters/in-memory/in-memory-schema-repository.js';
import { InMemoryTrash } from '../../src/adapters/in-memory/in-memory-trash.js';
import { InMemoryTable, InMemoryUnitOfWork } from '../../src/adapters/in-memory/in-memory-unit-of-work.js';
import { SiteSummaries } from '../../src/application/client-sites/site-summaries.js';
import { CryptoIdGenerator } from '../../src/adapters/system/crypto-id-generator.js';
import type { Clock } from '../../src/ports/clock.js';
import { createClock } from '@sinonjs/fake-timers';
import type { PasswordHasher } from '../../src/ports/password-hasher.js';

/**
 * The application specs' Clock: sinon's fake clock (@sinonjs/fake-timers, what sinon.useFakeTimers installs), which
 * moves only when a spec ticks it (no sleeping). Created detached, so the process's own Date and timers stay real.
 */
export class FakeClock implements Clock {
  private readonly timers = createClock(new Date('2026-06-01T12:00:00Z'));

  now(): Date {
    return new Date(this.timers.now);
  }

  tick(milliseconds: number): void {
    this.timers.tick(milliseconds);
  }

  /** The current time; setting it jumps the clock there (forwards or back), as specs that set a date expect. */
  get current(): Date {
    return this.now();
  }

  set current(at: Date) {
    this.timers.setSystemTime(at);
  }
}

/** Reversible "hash": application specs test the use cases' logic, not scrypt (covered by its own spec). */
export class PlainPasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return `plain:${password}`;
  }
  async verify(password: string, hash: string): Promise<boolean> {
    return hash === `plain:${password}`;
  }
}

/** Every in-memory adapter wired together, as the composition root wires the real ones. */
export function inMemoryWorld() {
  const unitOfWork = new InMemoryUnitOfWork();
  const tables = {
    users: new InMemoryTable<User>(unitOfWork),
    workspaces: new InMemoryTable<Workspace>(unitOfWork),
    memberships: new InMemoryTable<TeamMembership>(unitOfWork),
    subscriptions: new InMemoryTable<Subscription>(unitOfWork),
    sites: new InMemoryTable<ClientSite>(unitOfWork),
    schemas: new InMemoryTable<Schema>(unitOfWork),
    schemaEvents: new InMemoryTable<SchemaEvent>(unitOfWork),
    schemaRevisions: new InMemoryTable<SchemaRevision & { id: string }>(unitOfWork),
  };
  const schemas = new InMemorySchemaRepository(tables.schemas, tables.sites, tables.schemaRevisions, unitOfWork);
  return {
    unitOfWork,
    tables,
    users: new InMemoryUserRepository(tables.users),
    workspaces: new InMemoryWorkspaceRepository(tables.workspaces),
    memberships: new InMemoryTeamMembershipRepository(tables.memberships),
    subscriptions: new InMemorySubscriptionRepository(tables.subscriptions),
    sites: new InMemoryClientSiteRepository(tables.sites, tables.schemas),
    schemas,
    // The in-memory world has no Search Console: every site reads as not connected.
    siteSummaries: new SiteSummaries(schemas, { statusesOf: async () => new Map() }),
    revisions: new InMemorySchemaRevisions(tables.schemaRevisions, tables.users),
    history: new InMemorySchemaHistory(tables.schemaEvents),
    catalog: new InMemoryDeliveryCatalog(tables.sites, tables.schemas),
    trash: new InMemoryTrash(unitOfWork, tables.sites, tables.schemas, tables.users, tables.schemaRevisions),
    hasher: new PlainPasswordHasher(),
    ids: new CryptoIdGenerator(),
    clock: new FakeClock(),
  };
}
