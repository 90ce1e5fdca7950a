import { normalizeEmail } from '../../domain/account/user.js';
import { UnauthenticatedError } from '../../domain/shared/domain-error.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { LoadSession } from './load-session.js';
import type { SessionView } from './session-view.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Checks credentials and answers with the user's own workspace (or the first one they are a member of). */
export class LogIn {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UserRepository,
    private readonly memberships: TeamMembershipRepository,
    private readonly hasher: PasswordHasher,
    private readonly loadSession: LoadSession,
  ) {}

  async execute(input: { email: string; password: string }): Promise<SessionView> {
    const user = await this.users.findByEmail(normalizeEmail(input.email));
    // Unknown emails still pay for one hash so response time does not reveal which emails have accounts.
    const hash = user?.passwordHash ?? (await (this.dummyHash ??= this.hasher.hash('not-a-real-password-0')));
    const matches = await this.hasher.verify(input.password, hash);
    if (!user || !matches) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    const [seat] = await this.memberships.listActiveForUser(user.id);
    if (!seat) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    return this.loadSession.execute({ userId: user.id, workspaceId: seat.workspaceId });
  }
}
