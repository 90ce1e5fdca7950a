import type { Container } from 'inversify';
import { ListWorkspaces } from '../application/auth/list-workspaces.js';
import { LoadSession } from '../application/auth/load-session.js';
import { LogIn } from '../application/auth/log-in.js';
import { SignUp } from '../application/auth/sign-up.js';
import {
  MikroOrmSubscriptionRepository,
  MikroOrmTeamMembershipRepository,
  MikroOrmUserRepository,
  MikroOrmWorkspaceRepository,
} from '../adapters/postgres/mikro-orm-account-repositories.js';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue } from './wiring.js';

/** Accounts, workspaces and sessions: sign-up, log-in, the signed-in view and workspace switching. */
export function bindAuth(c: Container): void {
  provideValue(c, T.PasswordHasher, new ScryptPasswordHasher());
  provide(c, T.UserRepository, (get) => new MikroOrmUserRepository(get(T.EntityManager)));
  provide(c, T.WorkspaceRepository, (get) => new MikroOrmWorkspaceRepository(get(T.EntityManager)));
  provide(c, T.TeamMembershipRepository, (get) => new MikroOrmTeamMembershipRepository(get(T.EntityManager)));
  provide(c, T.SubscriptionRepository, (get) => new MikroOrmSubscriptionRepository(get(T.EntityManager)));

  provide(
    c,
    LoadSession,
    (get) =>
      new LoadSession(get(T.UserRepository), get(T.WorkspaceRepository), get(T.TeamMembershipRepository), get(T.SubscriptionRepository), get(T.Clock)),
  );
  provide(
    c,
    SignUp,
    (get) =>
      new SignUp(
        get(T.UserRepository),
        get(T.WorkspaceRepository),
        get(T.TeamMembershipRepository),
        get(T.SubscriptionRepository),
        get(T.UnitOfWork),
        get(T.PasswordHasher),
        get(T.IdGenerator),
        get(T.Clock),
      ),
  );
  provide(c, LogIn, (get) => new LogIn(get(T.UserRepository), get(T.TeamMembershipRepository), get(T.PasswordHasher), get(LoadSession)));
  provide(c, ListWorkspaces, (get) => new ListWorkspaces(get(T.TeamMembershipRepository), get(LoadSession)));
}
