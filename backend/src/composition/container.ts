import { Container, type ServiceIdentifier } from 'inversify';
import 'reflect-metadata';
import { LoadSession } from '../application/auth/load-session.js';
import { LogIn } from '../application/auth/log-in.js';
import { SignUp } from '../application/auth/sign-up.js';
import { CreateClientSite } from '../application/client-sites/create-client-site.js';
import { DeleteClientSite } from '../application/client-sites/delete-client-site.js';
import { GetClientSite } from '../application/client-sites/get-client-site.js';
import { ListClientSites } from '../application/client-sites/list-client-sites.js';
import { UpdateClientSite } from '../application/client-sites/update-client-site.js';
import { DeliverSchemas } from '../application/delivery/deliver-schemas.js';
import { ChangeSchemaStatus } from '../application/schemas/change-schema-status.js';
import { CreateSchema } from '../application/schemas/create-schema.js';
import { DeleteSchema } from '../application/schemas/delete-schema.js';
import { GetSchema } from '../application/schemas/get-schema.js';
import { ListSchemas } from '../application/schemas/list-schemas.js';
import { UpdateSchema } from '../application/schemas/update-schema.js';
import { ConfigureDomainLock } from '../application/client-sites/configure-domain-lock.js';
import { RecordSdkSighting } from '../application/client-sites/record-sdk-sighting.js';
import { VerifySdk } from '../application/client-sites/verify-sdk.js';
import { GetPlanUsage } from '../application/plans/get-plan-usage.js';
import { SetPlan } from '../application/plans/set-plan.js';
import { AcceptInvitation } from '../application/team/accept-invitation.js';
import { InviteMember } from '../application/team/invite-member.js';
import { ListTeam } from '../application/team/list-team.js';
import { RemoveMember } from '../application/team/remove-member.js';
import { ListWorkspaces } from '../application/auth/list-workspaces.js';
import { MikroOrmInvitationRepository } from '../adapters/postgres/mikro-orm-invitation-repository.js';
import { MikroOrmSdkSightings } from '../adapters/postgres/mikro-orm-sdk-sightings.js';
import { OutboxMailer } from '../adapters/smtp/outbox-mailer.js';
import { SmtpMailer } from '../adapters/smtp/smtp-mailer.js';
import { CryptoInvitationTokens } from '../adapters/system/crypto-invitation-tokens.js';
import { SsrfSafePageFetcher } from '../adapters/web/ssrf-safe-page-fetcher.js';
import { join } from 'node:path';
import {
  MikroOrmSubscriptionRepository,
  MikroOrmTeamMembershipRepository,
  MikroOrmUserRepository,
  MikroOrmWorkspaceRepository,
} from '../adapters/postgres/mikro-orm-account-repositories.js';
import { MikroOrmClientSiteRepository } from '../adapters/postgres/mikro-orm-client-site-repository.js';
import { MikroOrmSchemaRepository } from '../adapters/postgres/mikro-orm-schema-repository.js';
import { MikroOrmUnitOfWork } from '../adapters/postgres/mikro-orm-unit-of-work.js';
import { PgDeliveryCatalog } from '../adapters/postgres/pg-delivery-catalog.js';
import type { Database } from '../adapters/postgres/database.js';
import { CryptoIdGenerator } from '../adapters/system/crypto-id-generator.js';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher.js';
import { SystemClock } from '../adapters/system/system-clock.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { bindEngine } from './engine-bindings.js';
import { bindBilling } from './billing-bindings.js';
import { bindAi } from './ai-bindings.js';
import { bindAudits } from './audit-bindings.js';

/**
 * The composition root: the only place that names concrete adapters. `databaseUrl` is where background jobs
 * connect; the CLI, which never starts them, leaves it out.
 */
export function buildContainer(config: Config, logger: Logger, database: Database, databaseUrl = ''): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(T.Config).toConstantValue(config);
  c.bind(T.Logger).toConstantValue(logger);
  c.bind(T.Database).toConstantValue(database);
  // The global entity manager resolves to the current request's context on every call.
  c.bind(T.EntityManager).toConstantValue(database.orm.em);
  c.bind(T.Clock).toConstantValue(new SystemClock());
  c.bind(T.IdGenerator).toConstantValue(new CryptoIdGenerator());
  c.bind(T.PasswordHasher).toConstantValue(new ScryptPasswordHasher());

  bindClass(c, T.UnitOfWork, MikroOrmUnitOfWork, [T.EntityManager]);
  bindClass(c, T.UserRepository, MikroOrmUserRepository, [T.EntityManager]);
  bindClass(c, T.WorkspaceRepository, MikroOrmWorkspaceRepository, [T.EntityManager]);
  bindClass(c, T.TeamMembershipRepository, MikroOrmTeamMembershipRepository, [T.EntityManager]);
  bindClass(c, T.SubscriptionRepository, MikroOrmSubscriptionRepository, [T.EntityManager]);
  bindClass(c, T.ClientSiteRepository, MikroOrmClientSiteRepository, [T.EntityManager]);
  bindClass(c, T.SchemaRepository, MikroOrmSchemaRepository, [T.EntityManager]);
  c.bind(T.DeliveryCatalog).toConstantValue(new PgDeliveryCatalog(database.pool, { maxEntries: config.deliveryCacheEntries }));

  const account = [T.UserRepository, T.WorkspaceRepository, T.TeamMembershipRepository, T.SubscriptionRepository] as const;
  bindClass(c, LoadSession, LoadSession, [...account, T.Clock]);
  bindClass(c, SignUp, SignUp, [...account, T.UnitOfWork, T.PasswordHasher, T.IdGenerator, T.Clock]);
  bindClass(c, LogIn, LogIn, [T.UserRepository, T.TeamMembershipRepository, T.PasswordHasher, LoadSession]);

  const sites = [T.ClientSiteRepository] as const;
  bindClass(c, CreateClientSite, CreateClientSite, [...sites, T.UnitOfWork, T.IdGenerator, T.Clock]);
  bindClass(c, ListClientSites, ListClientSites, [...sites, T.SchemaRepository]);
  bindClass(c, GetClientSite, GetClientSite, [...sites, T.SchemaRepository]);
  bindClass(c, UpdateClientSite, UpdateClientSite, [...sites, T.SchemaRepository, T.UnitOfWork, T.Clock]);
  bindClass(c, DeleteClientSite, DeleteClientSite, [...sites, T.UnitOfWork]);

  const schemas = [T.ClientSiteRepository, T.SchemaRepository] as const;
  bindClass(c, CreateSchema, CreateSchema, [...schemas, T.UnitOfWork, T.IdGenerator, T.Clock]);
  bindClass(c, ListSchemas, ListSchemas, [...schemas]);
  bindClass(c, GetSchema, GetSchema, [...schemas]);
  bindClass(c, UpdateSchema, UpdateSchema, [...schemas, T.UnitOfWork, T.Clock]);
  bindClass(c, DeleteSchema, DeleteSchema, [...schemas, T.UnitOfWork]);
  bindClass(c, ChangeSchemaStatus, ChangeSchemaStatus, [...schemas, T.UnitOfWork, T.Clock]);
  c.bind(T.SdkSightings).toConstantValue(new MikroOrmSdkSightings(database.orm.em, () => c.get(RecordSdkSighting), logger));
  bindClass(c, DeliverSchemas, DeliverSchemas, [T.DeliveryCatalog, T.SdkSightings]);
  bindIssue5(c, config, logger);
  bindEngine(c, config, database);
  bindBilling(c, config);
  bindAi(c, config, logger, database, databaseUrl);
  bindAudits(c, config, database);
  return c;
}

/** Plans, team seats, domain locking and SDK verification. */
function bindIssue5(c: Container, config: Config, logger: Logger): void {
  c.bind(T.Mailer).toConstantValue(
    config.smtp
      ? new SmtpMailer({ ...config.smtp, from: config.mailFrom })
      : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, logger),
  );
  c.bind(T.InvitationTokens).toConstantValue(new CryptoInvitationTokens());
  c.bind(T.PageFetcher).toConstantValue(new SsrfSafePageFetcher(config.pageFetch));
  bindClass(c, T.InvitationRepository, MikroOrmInvitationRepository, [T.EntityManager]);

  const account = [T.UserRepository, T.TeamMembershipRepository, T.SubscriptionRepository] as const;
  bindClass(c, SetPlan, SetPlan, [...account, T.UnitOfWork, T.Clock]);
  bindClass(c, GetPlanUsage, GetPlanUsage, [T.SubscriptionRepository, T.ClientSiteRepository, T.SchemaRepository, T.TeamMembershipRepository]);
  bindClass(c, ListTeam, ListTeam, [T.TeamMembershipRepository]);
  c.bind(T.InvitationTtlHours).toConstantValue(config.invitationTtlHours);
  bindClass(c, InviteMember, InviteMember, [
    T.TeamMembershipRepository, T.InvitationRepository, T.WorkspaceRepository, T.UserRepository, T.InvitationTokens, T.Mailer,
    T.UnitOfWork, T.IdGenerator, T.Clock, T.Logger, T.InvitationTtlHours,
  ]);
  bindClass(c, AcceptInvitation, AcceptInvitation, [
    T.InvitationRepository, T.TeamMembershipRepository, T.UserRepository, T.SubscriptionRepository, T.InvitationTokens, T.UnitOfWork, T.Clock,
  ]);
  bindClass(c, RemoveMember, RemoveMember, [T.TeamMembershipRepository, T.UnitOfWork]);
  bindClass(c, ListWorkspaces, ListWorkspaces, [T.TeamMembershipRepository, LoadSession]);

  bindClass(c, ConfigureDomainLock, ConfigureDomainLock, [T.ClientSiteRepository, T.SchemaRepository, T.UnitOfWork, T.Clock]);
  bindClass(c, VerifySdk, VerifySdk, [T.ClientSiteRepository, T.SchemaRepository, T.PageFetcher, T.UnitOfWork, T.Clock]);
  bindClass(c, RecordSdkSighting, RecordSdkSighting, [T.ClientSiteRepository, T.UnitOfWork, T.Clock]);
}

type Constructor = new (...args: never[]) => unknown;

/** Binds `id` to an instance of `Class` built from `deps`, resolved in constructor-parameter order. */
function bindClass<C extends Constructor>(c: Container, id: ServiceIdentifier, Class: C, deps: readonly ServiceIdentifier[]): void {
  c.bind(id).toResolvedValue((...args: unknown[]) => new Class(...(args as ConstructorParameters<C>)), [...deps]);
}
