import type { UnitOfWork } from '../../ports/unit-of-work.js';

type Change = () => void;

/**
 * Adds and removes are staged and applied together on commit, like a database transaction, so application specs
 * see the same "nothing half-written" behaviour as production.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private staged: Change[] = [];
  private readonly beforeCommitHooks: Change[] = [];

  stage(change: Change): void {
    this.staged.push(change);
  }

  /** Work every commit does first (it may stage more), as the ORM's flush hooks do. */
  beforeCommit(hook: Change): void {
    this.beforeCommitHooks.push(hook);
  }

  async commit(): Promise<void> {
    this.beforeCommitHooks.forEach((hook) => hook());
    const changes = this.staged;
    this.staged = [];
    changes.forEach((apply) => apply());
  }

  private readonly queues = new Map<string, Promise<unknown>>();

  /** One-at-a-time per scope, like the database's advisory lock. */
  serialized<T>(scope: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(scope) ?? Promise.resolve();
    const run = previous.then(work, work);
    this.queues.set(
      scope,
      run.catch(() => undefined),
    );
    return run;
  }
}

/** Rows keyed by id, written only through the unit of work. */
export class InMemoryTable<T extends { id: string }> {
  readonly rows = new Map<string, T>();

  constructor(private readonly unitOfWork: InMemoryUnitOfWork) {}

  add(row: T): void {
    this.unitOfWork.stage(() => this.rows.set(row.id, row));
  }

  remove(row: T): void {
    this.unitOfWork.stage(() => this.rows.delete(row.id));
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  find(predicate: (row: T) => boolean): T | null {
    return this.all().find(predicate) ?? null;
  }
}
