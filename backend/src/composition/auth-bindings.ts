import type { Container } from 'inversify';
import { ListWorkspaces } from '../application/auth/list-workspaces.js';
import { LoadSession } from '../application/auth/load-session.js';
import { LogIn } from '../application/auth/log-in.js';
import { SignUp } from '../application/auth/sign-up.js';
import { ConfirmSignUp } from '../application/auth/confirm-sign-up.js';
import { RequestSignUp } from '../application/auth/request-sign-up.js';
import { MikroOrmPendingSignupRepository } from '../adapters/postgres/mikro-orm-pending-signup-repository.js';
import {
  MikroOrmSubscriptionRepository,
  MikroOrmTeamMembershipRepository,
  MikroOrmUserRepository,
  MikroOrmWorkspaceRepository,
} from '../adapters/postgres/mikro-orm-account-repositories.js';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue, type Resolve } from './wiring.js';

/**
 * Accounts, workspaces and sessions: sign-up (at once, or confirmed by email: mail and tokens are the team's
 * Mailer and InvitationTokens), log-in, the signed-in view and workspace switching.
 */
export function bindAuth(c: Container, config: Config): void {
  provideValue(c, T.PasswordHasher, new ScryptPasswordHasher());
  provide(c, T.UserRepository, (get) => new MikroOrmUserRepository(get(T.EntityManager)));
  provide(c, T.WorkspaceRepository, (get) => new MikroOrmWorkspaceRepository(get(T.EntityManager)));
  provide(c, T.TeamMembershipRepository, (get) => new MikroOrmTeamMembershipRepository(get(T.EntityManager)));
  provide(c, T.SubscriptionRepository, (get) => new MikroOrmSubscriptionRepository(get(T.EntityManager)));

  provide(
    c,
    LoadSession,
    (get) =>
      new LoadSession(
        get(T.UserRepository),
        get(T.WorkspaceRepository),
        get(T.TeamMembershipRepository),
        get(T.SubscriptionRepository),
        get(T.Clock),
      ),
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
  provide(c, T.PendingSignupRepository, (get) => new MikroOrmPendingSignupRepository(get(T.EntityManager)));
  const accountRepositories = (get: Resolve) => ({
    users: get(T.UserRepository),
    workspaces: get(T.WorkspaceRepository),
    memberships: get(T.TeamMembershipRepository),
    subscriptions: get(T.SubscriptionRepository),
  });
  provide(
    c,
    ConfirmSignUp,
    (get) =>
      new ConfirmSignUp(
        accountRepositories(get),
        get(T.PendingSignupRepository),
        get(T.InvitationTokens),
        get(T.PasswordHasher),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
      ),
  );
  const confirmation = config.signupConfirmation;
  if (confirmation.required) {
    provide(
      c,
      RequestSignUp,
      (get) =>
        new RequestSignUp(
          {
            users: get(T.UserRepository),
            pendingSignups: get(T.PendingSignupRepository),
            invitations: get(T.InvitationRepository),
            tokens: get(T.InvitationTokens),
            hasher: get(T.PasswordHasher),
            signUp: get(SignUp),
            mailer: get(T.Mailer),
            unitOfWork: get(T.UnitOfWork),
            ids: get(T.IdGenerator),
            clock: get(T.Clock),
            logger: get(T.Logger),
          },
          { ttlHours: confirmation.ttlHours, dashboardBaseUrl: confirmation.linkBaseUrl },
        ),
    );
  }
  provide(c, LogIn, (get) => new LogIn(get(T.UserRepository), get(T.TeamMembershipRepository), get(T.PasswordHasher), get(LoadSession)));
  provide(c, ListWorkspaces, (get) => new ListWorkspaces(get(T.TeamMembershipRepository), get(LoadSession)));
}
