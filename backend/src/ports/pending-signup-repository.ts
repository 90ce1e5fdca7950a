import type { PendingSignup } from '../domain/account/pending-signup.js';

/** Sign-ups waiting for their emailed confirmation link. */
export interface PendingSignupRepository {
  add(pending: PendingSignup): void;
  remove(pending: PendingSignup): void;
  findByTokenHash(tokenHash: string): Promise<PendingSignup | null>;
  /** Every waiting attempt for this (normalised) address: confirming one voids the others. */
  listByEmail(email: string): Promise<PendingSignup[]>;
  /**
   * Counts one wrong password at this link, at once, atomically and outside the unit of work (a refused try must
   * count even though nothing else is written, and tries made in parallel must all count). Answers the new count.
   */
  recordWrongPassword(pending: PendingSignup): Promise<number>;
  /** Housekeeping, at once and outside the unit of work: expired attempts (and their password hashes) go. */
  deleteExpired(now: Date): Promise<void>;
}
