/**
 * Compile-time checks of the composition root, type-checked by `npm run typecheck` in the test command (this file
 * is never run). Each `@ts-expect-error` line is a wiring mistake that must NOT build: if one ever compiles, tsc
 * reports the directive as unused and the test command fails.
 */
import type { Container } from 'inversify';
import { LogIn } from '../../src/application/auth/log-in.js';
import { LoadSession } from '../../src/application/auth/load-session.js';
import { CreateSchema } from '../../src/application/schemas/create-schema.js';
import { InviteMember } from '../../src/application/team/invite-member.js';
import { PgDeliveryCatalog } from '../../src/adapters/postgres/pg-delivery-catalog.js';
import { MikroOrmClientSiteRepository } from '../../src/adapters/postgres/mikro-orm-client-site-repository.js';
import { TOKENS as T } from '../../src/composition/tokens.js';
import { provide, provideValue, resolve } from '../../src/composition/wiring.js';
import type { UserRepository } from '../../src/ports/user-repository.js';
import type { Database } from '../../src/adapters/postgres/database.js';

export function wiringMistakesDoNotBuild(c: Container, database: Database): void {
  // The correct bindings build.
  provide(c, LogIn, (get) => new LogIn(get(T.UserRepository), get(T.TeamMembershipRepository), get(T.PasswordHasher), get(LoadSession)));
  provide(c, T.ClientSiteRepository, (get) => new MikroOrmClientSiteRepository(get(T.EntityManager)));

  // Two constructor dependencies of a use case swapped.
  // @ts-expect-error a TeamMembershipRepository is not a UserRepository
  provide(c, LogIn, (get) => new LogIn(get(T.TeamMembershipRepository), get(T.UserRepository), get(T.PasswordHasher), get(LoadSession)));
  provide(
    c,
    CreateSchema,
    // @ts-expect-error the clock and the id generator swapped
    (get) => new CreateSchema(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.UnitOfWork), get(T.Clock), get(T.IdGenerator)),
  );
  // The expected error must stay on the one line below it.
  // prettier-ignore
  // @ts-expect-error a missing dependency (the ttl)
  provide(c, InviteMember, (get) => new InviteMember(get(T.TeamMembershipRepository), get(T.InvitationRepository), get(T.WorkspaceRepository), get(T.UserRepository), get(T.InvitationTokens), get(T.Mailer), get(T.UnitOfWork), get(T.IdGenerator), get(T.Clock), get(T.Logger)));

  // Two constructor dependencies of an adapter swapped.
  // @ts-expect-error the options where the pool belongs
  provideValue(c, PgDeliveryCatalog, new PgDeliveryCatalog({ maxEntries: 10 }, database.pool));

  // An adapter bound under the wrong port's token.
  // @ts-expect-error a client-site repository is not a schema repository
  provide(c, T.SchemaRepository, (get) => new MikroOrmClientSiteRepository(get(T.EntityManager)));

  // Resolving answers the token's type, not whatever the caller asks for.
  // @ts-expect-error a Clock is not a UserRepository
  const users: UserRepository = resolve(c, T.Clock);
  void users;
}
