import { normalizeEmail } from '../../domain/account/user.js';
import { passwordProblems } from '../../domain/account/password-policy.js';
import { ConflictError, ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import { openAccount } from './open-account.js';
import type { SessionView } from './session-view.js';

export interface SignUpInput {
  email: string;
  password: string;
  name?: string | null;
}

const DUPLICATE_EMAIL = 'An account with this email already exists';

/** Creates a user who owns a new workspace on the Free plan, all in one transaction. */
export class SignUp {
  constructor(
    private readonly users: UserRepository,
    private readonly workspaces: WorkspaceRepository,
    private readonly memberships: TeamMembershipRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: SignUpInput): Promise<SessionView> {
    const email = normalizeEmail(input.email);
    const weak = passwordProblems(input.password, email);
    if (weak.length > 0) throw new ValidationError(fieldErrors({ password: weak }));
    if (await this.users.findByEmail(email)) throw new ConflictError(DUPLICATE_EMAIL);

    const repositories = {
      users: this.users,
      workspaces: this.workspaces,
      memberships: this.memberships,
      subscriptions: this.subscriptions,
    };
    const view = openAccount(repositories, this.ids, {
      email,
      name: input.name ?? null,
      passwordHash: await this.hasher.hash(input.password),
      now: this.clock.now(),
    });
    try {
      await this.unitOfWork.commit();
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides, the loser gets the same answer.
      if (error instanceof ConflictError) throw new ConflictError(DUPLICATE_EMAIL);
      throw error;
    }
    return view;
  }
}
