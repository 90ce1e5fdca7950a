import { UnauthenticatedError } from '../../domain/shared/domain-error.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { LoadSession } from './load-session.js';
import type { SessionView } from './session-view.js';

/**
 * Every workspace the user can work in right now: their own and those they joined, minus seats a downgrade has
 * suspended. Sign-in lands in the user's own workspace; this list lets them switch to a team's.
 */
export class ListWorkspaces {
  constructor(
    private readonly memberships: TeamMembershipRepository,
    private readonly loadSession: LoadSession,
  ) {}

  async execute(userId: string): Promise<SessionView[]> {
    const seats = await this.memberships.listActiveForUser(userId);
    const views: SessionView[] = [];
    for (const seat of seats) {
      try {
        views.push(await this.loadSession.execute({ userId, workspaceId: seat.workspaceId }));
      } catch (error) {
        if (!(error instanceof UnauthenticatedError)) throw error;
      }
    }
    return views;
  }
}
