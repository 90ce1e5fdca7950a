import type { PendingSignup } from '../../domain/account/pending-signup.js';
import type { PendingSignupRepository } from '../../ports/pending-signup-repository.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

export class InMemoryPendingSignupRepository implements PendingSignupRepository {
  constructor(readonly table: InMemoryTable<PendingSignup>) {}

  add(pending: PendingSignup): void {
    this.table.add(pending);
  }

  remove(pending: PendingSignup): void {
    this.table.remove(pending);
  }

  async findByTokenHash(tokenHash: string): Promise<PendingSignup | null> {
    return this.table.find((pending) => pending.tokenHash === tokenHash);
  }

  async listByEmail(email: string): Promise<PendingSignup[]> {
    return this.table.all().filter((pending) => pending.email === email);
  }

  async recordWrongPassword(pending: PendingSignup): Promise<number> {
    const row = this.table.rows.get(pending.id);
    if (!row) return pending.failedAttempts;
    row.failedAttempts += 1;
    return row.failedAttempts;
  }

  async deleteExpired(now: Date): Promise<void> {
    for (const pending of this.table.all()) if (pending.isExpired(now)) this.table.rows.delete(pending.id);
  }
}
