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
 * A sign-up waiting for its emailed link. No account exists until the link is followed, so an address someone else
 * typed in never gets an account (or a password) its owner did not confirm. Each attempt keeps its own password.
 */
export class PendingSignup {
  id!: string;
  email!: string;
  name: string | null = null;
  passwordHash!: string;
  tokenHash!: string;
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
}
