import { RUN_ITEM_STATUSES, type RunItem, type RunItemStatus } from './run-item.js';

export type RunStatus = 'running' | 'completed' | 'cancelled';

export type RunItemCounts = Record<RunItemStatus, number> & { total: number };

export interface RunState {
  id: string;
  status: RunStatus;
  createdAt: Date;
  finishedAt: Date | null;
}

/**
 * The lifecycle every background run shares (bulk runs; audits next): a run of items, running until no item is
 * queued or running (completed) or until cancelled. The run guards its own moves and its items' moves; use cases
 * never re-check them. Repositories write an item's change only over the state they read it in, so two workers
 * (or a retried job) never both move one item.
 */
export class Run<R> {
  private state: RunState;
  private stored: RunStatus | null;
  private readonly itemList: RunItem<R>[];

  protected constructor(state: RunState, items: RunItem<R>[], stored: RunStatus | null) {
    this.state = state;
    this.itemList = items;
    this.stored = stored;
  }

  get id(): string {
    return this.state.id;
  }
  get status(): RunStatus {
    return this.state.status;
  }
  get createdAt(): Date {
    return this.state.createdAt;
  }
  get finishedAt(): Date | null {
    return this.state.finishedAt;
  }
  get items(): readonly RunItem<R>[] {
    return this.itemList;
  }

  item(itemId: string): RunItem<R> | null {
    return this.itemList.find((item) => item.id === itemId) ?? null;
  }

  /**
   * A worker takes one item; null when there is nothing to do: the run was cancelled or finished, or the item is
   * already done (an earlier attempt of the job finished it).
   */
  claim(itemId: string, now: Date): RunItem<R> | null {
    const item = this.item(itemId);
    if (this.status !== 'running' || !item?.isOpen()) return null;
    item.claim(now);
    return item;
  }

  succeed(itemId: string, result: R, now: Date): void {
    this.existing(itemId).succeed(result, now);
  }

  fail(itemId: string, reason: string, now: Date): void {
    this.existing(itemId).fail(reason, now);
  }

  /**
   * The job queue gave up on an item (its worker kept dying or the job expired): it fails with the reason, so no
   * item stays running for ever. False when the item was already done.
   */
  interrupt(itemId: string, reason: string, now: Date): boolean {
    const item = this.existing(itemId);
    if (!item.isOpen()) return false;
    item.fail(`Interrupted: ${reason}.`, now);
    return true;
  }

  /** Cancels the queued items and the run; running items finish. False (and nothing changes) unless running. */
  cancel(now: Date): boolean {
    if (this.status !== 'running') return false;
    for (const item of this.itemList) if (item.status === 'queued') item.cancel(now);
    this.state.status = 'cancelled';
    this.state.finishedAt = now;
    return true;
  }

  /** Queues the failed items again and runs again; returns them (none: nothing changes). */
  retryFailed(): RunItem<R>[] {
    const failed = this.itemList.filter((item) => item.status === 'failed');
    if (failed.length === 0) return [];
    for (const item of failed) item.retry();
    this.state.status = 'running';
    this.state.finishedAt = null;
    return failed;
  }

  /** A running run completes once no item is queued or running; true when this call completed it. */
  finishIfDone(now: Date): boolean {
    if (this.status !== 'running' || this.itemList.some((item) => item.isOpen())) return false;
    this.state.status = 'completed';
    this.state.finishedAt = now;
    return true;
  }

  counts(): RunItemCounts {
    const counts = Object.fromEntries(RUN_ITEM_STATUSES.map((status) => [status, 0])) as Record<RunItemStatus, number>;
    for (const item of this.itemList) counts[item.status] += 1;
    return { total: this.itemList.length, ...counts };
  }

  /** The status it was stored in, or null for a run never stored. */
  storedStatus(): RunStatus | null {
    return this.stored;
  }

  hasChanges(): boolean {
    return this.stored !== this.status;
  }

  /** Called by its repository once the run's own state (not its items') is written. */
  markStored(): void {
    this.stored = this.status;
  }

  snapshot(): Readonly<RunState> {
    return { ...this.state };
  }

  private existing(itemId: string): RunItem<R> {
    const item = this.item(itemId);
    // Item ids come from the run's own jobs: a missing one is a bug, not a user's mistake.
    if (!item) throw new Error(`Item ${itemId} is not in run ${this.id}`);
    return item;
  }
}
