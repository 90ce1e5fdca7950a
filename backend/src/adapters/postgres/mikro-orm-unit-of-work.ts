import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../domain/shared/domain-error.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';

/** Flushes the request's entity manager: every tracked change in one transaction. */
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  async commit(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        // The failed flush left the identity map dirty; clear it so the context cannot retry half a change.
        this.em.clear();
        throw new ConflictError(conflictMessage(error));
      }
      throw error;
    }
  }

  serialized<T>(scope: string, work: () => Promise<T>): Promise<T> {
    // Inside `transactional` the context entity manager is the transaction's, so repository reads and the final
    // flush all run in it; the advisory lock is released when that transaction ends.
    return this.em.transactional(async (transaction) => {
      await transaction.execute('select pg_advisory_xact_lock(hashtext(?))', [scope]);
      return work();
    });
  }
}

/**
 * A schema revision number taken twice means two requests changed one schema at once: the later one is refused
 * whole (the earlier one's content and revision stand) instead of overwriting it unseen.
 */
function conflictMessage(error: UniqueConstraintViolationException): string {
  const constraint = (error as { constraint?: unknown }).constraint;
  return constraint === 'schema_revisions_pkey'
    ? 'The schema was changed by someone else at the same moment. Reload it and try again.'
    : 'Already exists';
}
