import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingSignup } from '../../domain/account/pending-signup.js';
import type { PendingSignupRepository } from '../../ports/pending-signup-repository.js';
import { PendingSignupSchema } from './pending-signup-entity-schema.js';

export class MikroOrmPendingSignupRepository implements PendingSignupRepository {
  constructor(private readonly em: EntityManager) {}

  add(pending: PendingSignup): void {
    this.em.persist(pending);
  }

  remove(pending: PendingSignup): void {
    this.em.remove(pending);
  }

  findByTokenHash(tokenHash: string): Promise<PendingSignup | null> {
    return this.em.findOne(PendingSignupSchema, { tokenHash });
  }

  listByEmail(email: string): Promise<PendingSignup[]> {
    return this.em.find(PendingSignupSchema, { email });
  }

  async recordWrongPassword(pending: PendingSignup): Promise<number> {
    // One statement, so parallel wrong tries cannot overwrite each other's count.
    const rows = await this.em.execute<{ failed_attempts: number }[]>(
      'update "pending_signups" set "failed_attempts" = "failed_attempts" + 1 where "id" = ? returning "failed_attempts"',
      [pending.id],
    );
    // A row already gone (confirmed or voided meanwhile) counts as void.
    return rows[0]?.failed_attempts ?? Number.MAX_SAFE_INTEGER;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.em.nativeDelete(PendingSignupSchema, { expiresAt: { $lte: now } });
  }
}
