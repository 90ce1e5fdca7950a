/**
 * Repositories track what a use case adds, changes and removes; `commit` writes all of it in one transaction.
 * A use case that fails before committing leaves nothing half-written.
 */
export interface UnitOfWork {
  commit(): Promise<void>;
}
