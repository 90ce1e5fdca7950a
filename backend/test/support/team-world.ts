import type { Invitation } from '../../src/domain/account/invitation.js';
import { InMemoryInvitationRepository } from '../../src/adapters/in-memory/in-memory-invitation-repository.js';
import { InMemoryMailer } from '../../src/adapters/in-memory/in-memory-mailer.js';
import { InMemoryPageFetcher } from '../../src/adapters/in-memory/in-memory-page-fetcher.js';
import { InMemorySdkSightings } from '../../src/adapters/in-memory/in-memory-sdk-sightings.js';
import { InMemoryTable } from '../../src/adapters/in-memory/in-memory-unit-of-work.js';
import { CryptoInvitationTokens } from '../../src/adapters/system/crypto-invitation-tokens.js';
import { LoadSession } from '../../src/application/auth/load-session.js';
import { SignUp } from '../../src/application/auth/sign-up.js';
import { ViewInvitation } from '../../src/application/team/view-invitation.js';
import { AcceptInvitation } from '../../src/application/team/accept-invitation.js';
import { InviteMember } from '../../src/application/team/invite-member.js';
import { ListTeam } from '../../src/application/team/list-team.js';
import { RemoveMember } from '../../src/application/team/remove-member.js';
import { SetPlan } from '../../src/application/plans/set-plan.js';
import type { Actor } from '../../src/application/shared/actor.js';
import { actorOf } from '../../src/adapters/http/auth/require-session.js';
import { inMemoryWorld } from './in-memory-world.js';
import { silentLogger } from './loggers.js';

/** The in-memory world plus the issue-5 adapters and use cases (plans, team seats). */
export function teamWorld() {
  const w = inMemoryWorld();
  const invitationTable = new InMemoryTable<Invitation>(w.unitOfWork);
  const invitations = new InMemoryInvitationRepository(invitationTable);
  const tokens = new CryptoInvitationTokens();
  const mailer = new InMemoryMailer();
  const loadSession = new LoadSession(w.users, w.workspaces, w.memberships, w.subscriptions, w.clock);
  const signUp = new SignUp(w.users, w.workspaces, w.memberships, w.subscriptions, w.unitOfWork, w.hasher, w.ids, w.clock);
  const world = {
    ...w,
    invitationTable,
    invitations,
    tokens,
    mailer,
    pages: new InMemoryPageFetcher(),
    sightings: new InMemorySdkSightings(w.sites.table),
    loadSession,
    setPlan: new SetPlan(w.users, w.memberships, w.subscriptions, w.unitOfWork, w.clock),
    listTeam: new ListTeam(w.memberships),
    inviteMember: new InviteMember(
      w.memberships,
      invitations,
      w.workspaces,
      w.users,
      tokens,
      mailer,
      w.unitOfWork,
      w.ids,
      w.clock,
      silentLogger,
      168,
    ),
    acceptInvitation: new AcceptInvitation(invitations, w.memberships, w.users, w.subscriptions, tokens, w.unitOfWork, w.clock),
    viewInvitation: new ViewInvitation(invitations, w.memberships, w.workspaces, w.users, tokens, w.clock),
    removeMember: new RemoveMember(w.memberships, w.unitOfWork),
    /** Signs up and answers the actor as the HTTP layer would build it. */
    async account(email: string): Promise<Actor> {
      const view = await signUp.execute({ email, password: 'correct-horse-1' });
      return actorOf(view);
    },
    /** Reloads the actor after a plan change, like the next request does. */
    async refresh(actor: Actor): Promise<Actor> {
      return actorOf(await loadSession.execute({ userId: actor.userId, workspaceId: actor.workspaceId }));
    },
    /** The token of the last invitation email. */
    lastToken(): string {
      const text = mailer.sent.at(-1)!.text;
      return decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);
    },
  };
  return world;
}
