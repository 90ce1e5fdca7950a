import { BadRequestError } from '../shared/domain-error.js';
import { normalizeEmail } from './user.js';

export interface NewPendingSignup {
  id: string;
  email: string;
  name: string | null;
  /** The password chosen in this attempt: the account confirmed from this link gets this one, no other. */
  passwordHash: string;
  /** sha256 of the emailed token: a leaked row cannot be turned into a confirmation link. */
  tokenHash: string;
  now: Date;
  ttlHours: number;
}

/** The one message for every link that cannot confirm: unknown, already used, expired, or an account exists. */
export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is invalid, already used or expired. Sign up again to get a new link, or log in if you already confirmed.';

/**
 * Wrong passwords a link tolerates: it is voided at this many, so a stolen link cannot be used to guess the password
 * of the attempt (nor to test a list of them), and its owner still has room for a typo or two.
 */
export const MAX_CONFIRMATION_PASSWORD_TRIES = 5;

/** A wrong password at the link: nothing opens and the link stays usable (until too many tries). */
export const WRONG_CONFIRMATION_PASSWORD =
  'This is not the password chosen at sign-up. Enter the password you chose when you signed up with this address.';

/** The try that voids the link: said plainly, so the owner knows to sign up again rather than keep guessing. */
export const CONFIRMATION_LINK_VOIDED =
  'Too many wrong passwords: this confirmation link no longer works. Sign up again to get a new link.';

/**
 * A sign-up waiting for its emailed link. No account exists until the link is followed, so an address someone else
 * typed in never gets an account (or a password) its owner did not confirm. Each attempt keeps its own password, and
 * following the link opens the account only with that password typed again: the mailbox owner who did not make the
 * attempt cannot open an account whose password someone else chose (account pre-hijacking).
 */
export class PendingSignup {
  id!: string;
  email!: string;
  name: string | null = null;
  passwordHash!: string;
  tokenHash!: string;
  /** Wrong passwords entered at this link so far (see MAX_CONFIRMATION_PASSWORD_TRIES). */
  failedAttempts = 0;
  createdAt!: Date;
  expiresAt!: Date;

  static issue(input: NewPendingSignup): PendingSignup {
    const pending = new PendingSignup();
    pending.id = input.id;
    pending.email = normalizeEmail(input.email);
    pending.name = input.name?.trim() || null;
    pending.passwordHash = input.passwordHash;
    pending.tokenHash = input.tokenHash;
    pending.createdAt = input.now;
    pending.expiresAt = new Date(input.now.getTime() + input.ttlHours * 3_600_000);
    return pending;
  }

  isExpired(now: Date): boolean {
    return now.getTime() >= this.expiresAt.getTime();
  }

  /** Refuses an expired link with the same message as an unknown one (the holder learns nothing more). */
  assertConfirmable(now: Date): void {
    if (this.isExpired(now)) throw new BadRequestError(INVALID_CONFIRMATION_LINK);
  }

  /** Whether a link that has seen this many wrong passwords is void. */
  static isVoidAfter(failedAttempts: number): boolean {
    return failedAttempts >= MAX_CONFIRMATION_PASSWORD_TRIES;
  }
}
