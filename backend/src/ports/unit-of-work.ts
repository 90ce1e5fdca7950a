/**
 * Repositories track what a use case adds, changes and removes; `commit` writes all of it in one transaction.
 * A use case that fails before committing leaves nothing half-written.
 */
export interface UnitOfWork {
  commit(): Promise<void>;
  /**
   * Runs `work` (its reads and its commit) in one transaction that no other `serialized` work of the same `scope`
   * overlaps, on any instance: for rules that count rows and then add one (seats, quotas).
   */
  serialized<T>(scope: string, work: () => Promise<T>): Promise<T>;
}
