import type { PendingSignup } from '../domain/account/pending-signup.js';

/** Sign-ups waiting for their emailed confirmation link. */
export interface PendingSignupRepository {
  add(pending: PendingSignup): void;
  remove(pending: PendingSignup): void;
  findByTokenHash(tokenHash: string): Promise<PendingSignup | null>;
  /** Every waiting attempt for this (normalised) address: confirming one voids the others. */
  listByEmail(email: string): Promise<PendingSignup[]>;
  /** Housekeeping, at once and outside the unit of work: expired attempts (and their password hashes) go. */
  deleteExpired(now: Date): Promise<void>;
}
