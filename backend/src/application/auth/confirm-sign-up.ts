import { INVALID_CONFIRMATION_LINK } from '../../domain/account/pending-signup.js';
import { BadRequestError, ConflictError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { InvitationTokens } from '../../ports/invitation-tokens.js';
import type { PendingSignupRepository } from '../../ports/pending-signup-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { openAccount, type AccountRepositories } from './open-account.js';
import type { SessionView } from './session-view.js';

/**
 * The emailed link was followed: the account is opened with the name and password of that attempt, and every waiting
 * attempt for the address goes with it (single use). Unknown, used and expired links, and links of an address that
 * meanwhile has an account, all fail with one message.
 */
export class ConfirmSignUp {
  constructor(
    private readonly accounts: AccountRepositories,
    private readonly pendingSignups: PendingSignupRepository,
    private readonly tokens: InvitationTokens,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { token: string }): Promise<SessionView> {
    const pending = await this.pendingSignups.findByTokenHash(this.tokens.hashOf(input.token));
    if (!pending) throw new BadRequestError(INVALID_CONFIRMATION_LINK);
    const now = this.clock.now();
    pending.assertConfirmable(now);
    const [existing, attempts] = await Promise.all([
      this.accounts.users.findByEmail(pending.email),
      this.pendingSignups.listByEmail(pending.email),
    ]);
    attempts.forEach((attempt) => this.pendingSignups.remove(attempt));
    if (existing) {
      await this.unitOfWork.commit();
      throw new BadRequestError(INVALID_CONFIRMATION_LINK);
    }
    const view = openAccount(this.accounts, this.ids, { email: pending.email, name: pending.name, passwordHash: pending.passwordHash, now });
    try {
      await this.unitOfWork.commit();
    } catch (error) {
      // The same link followed twice at once: the unique email index lets one through.
      if (error instanceof ConflictError) throw new BadRequestError(INVALID_CONFIRMATION_LINK);
      throw error;
    }
    return view;
  }
}
