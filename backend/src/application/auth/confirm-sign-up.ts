import {
  CONFIRMATION_LINK_VOIDED,
  INVALID_CONFIRMATION_LINK,
  PendingSignup,
  WRONG_CONFIRMATION_PASSWORD,
} from '../../domain/account/pending-signup.js';
import { BadRequestError, ConflictError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { InvitationTokens } from '../../ports/invitation-tokens.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { PendingSignupRepository } from '../../ports/pending-signup-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { openAccount, type AccountRepositories } from './open-account.js';
import type { SessionView } from './session-view.js';

export interface ConfirmSignUpInput {
  token: string;
  /** The password chosen in the attempt the link belongs to: the link alone proves only the mailbox. */
  password: string;
}

/**
 * The emailed link was followed and the password of that attempt typed again: the account is opened with that
 * attempt's name and password, and every waiting attempt for the address goes with it (single use). Without the
 * password, the mailbox owner could open an account whose password a stranger chose, who would then log in to it.
 * A wrong password opens nothing and leaves the link usable, but is counted: a few and the link is void. Unknown,
 * used and expired links, and links of an address that meanwhile has an account, all fail with one message.
 */
export class ConfirmSignUp {
  constructor(
    private readonly accounts: AccountRepositories,
    private readonly pendingSignups: PendingSignupRepository,
    private readonly tokens: InvitationTokens,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: ConfirmSignUpInput): Promise<SessionView> {
    const pending = await this.pendingSignups.findByTokenHash(this.tokens.hashOf(input.token));
    if (!pending || PendingSignup.isVoidAfter(pending.failedAttempts)) throw new BadRequestError(INVALID_CONFIRMATION_LINK);
    const now = this.clock.now();
    pending.assertConfirmable(now);
    if (!(await this.hasher.verify(input.password, pending.passwordHash))) await this.refuseWrongPassword(pending);

    const [existing, attempts] = await Promise.all([
      this.accounts.users.findByEmail(pending.email),
      this.pendingSignups.listByEmail(pending.email),
    ]);
    attempts.forEach((attempt) => this.pendingSignups.remove(attempt));
    if (existing) {
      await this.unitOfWork.commit();
      throw new BadRequestError(INVALID_CONFIRMATION_LINK);
    }
    const view = openAccount(this.accounts, this.ids, {
      email: pending.email,
      name: pending.name,
      passwordHash: pending.passwordHash,
      now,
    });
    try {
      await this.unitOfWork.commit();
    } catch (error) {
      // The same link followed twice at once: the unique email index lets one through.
      if (error instanceof ConflictError) throw new BadRequestError(INVALID_CONFIRMATION_LINK);
      throw error;
    }
    return view;
  }

  /** Counts the try (atomically, so parallel guesses all count); the one that reaches the limit deletes the link. */
  private async refuseWrongPassword(pending: PendingSignup): Promise<never> {
    const tries = await this.pendingSignups.recordWrongPassword(pending);
    if (!PendingSignup.isVoidAfter(tries)) throw new BadRequestError(WRONG_CONFIRMATION_PASSWORD);
    this.pendingSignups.remove(pending);
    await this.unitOfWork.commit();
    throw new BadRequestError(CONFIRMATION_LINK_VOIDED);
  }
}
