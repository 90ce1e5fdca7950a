import { InvalidRunTransitionError } from './run-errors.js';

/** `skipped`: recorded with its reason and never worked on (an audit's page robots.txt disallows). */
export type RunItemStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'skipped';
export const RUN_ITEM_STATUSES: readonly RunItemStatus[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled', 'skipped'];

/** The longest failure reason kept: reasons come from pages and vendors, so they are cut, not trusted. */
export const MAX_FAILURE_REASON_LENGTH = 1000;

export interface RunItemState<R> {
  id: string;
  /** What the item works on (a page URL for bulk runs and audits). */
  subject: string;
  status: RunItemStatus;
  attempts: number;
  result: R | null;
  error: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The state a stored item was read (or last written) in: its repository writes a change only over that state. */
export interface RunItemVersion {
  status: RunItemStatus;
  attempts: number;
}

/**
 * One unit of a background run with its guarded transitions: queued -> running -> succeeded | failed, queued ->
 * cancelled, failed -> queued (retry); an item recorded as skipped never moves. `R` is what a success produces (a bulk draft, an audited page's score...).
 */
export class RunItem<R> {
  private state: RunItemState<R>;
  private stored: RunItemVersion | null;

  private constructor(state: RunItemState<R>, stored: RunItemVersion | null) {
    this.state = state;
    this.stored = stored;
  }

  static queued<R>(id: string, subject: string): RunItem<R> {
    return new RunItem<R>(
      { id, subject, status: 'queued', attempts: 0, result: null, error: null, startedAt: null, finishedAt: null },
      null,
    );
  }

  /** An item recorded with the reason it is not worked on; it never moves. */
  static skipped<R>(id: string, subject: string, reason: string): RunItem<R> {
    const error = reason.slice(0, MAX_FAILURE_REASON_LENGTH);
    return new RunItem<R>({ id, subject, status: 'skipped', attempts: 0, result: null, error, startedAt: null, finishedAt: null }, null);
  }

  /** An item as its repository stored it. */
  static restore<R>(state: RunItemState<R>): RunItem<R> {
    return new RunItem({ ...state }, { status: state.status, attempts: state.attempts });
  }

  get id(): string {
    return this.state.id;
  }
  get subject(): string {
    return this.state.subject;
  }
  get status(): RunItemStatus {
    return this.state.status;
  }
  get attempts(): number {
    return this.state.attempts;
  }
  get result(): R | null {
    return this.state.result;
  }
  get error(): string | null {
    return this.state.error;
  }
  get startedAt(): Date | null {
    return this.state.startedAt;
  }
  get finishedAt(): Date | null {
    return this.state.finishedAt;
  }

  /** Still to do or being done: a run with such an item is not finished. */
  isOpen(): boolean {
    return this.status === 'queued' || this.status === 'running';
  }

  /**
   * A worker takes the item. A running item can be taken again: the job queue hands a job out a second time only
   * after its first worker stopped heartbeating (crashed), so the item would otherwise stay running for ever.
   */
  claim(now: Date): void {
    if (!this.isOpen()) throw new InvalidRunTransitionError('claim', this.status);
    this.state.status = 'running';
    this.state.attempts += 1;
    this.state.startedAt = now;
  }

  succeed(result: R, now: Date): void {
    if (this.status !== 'running') throw new InvalidRunTransitionError('succeed', this.status);
    this.state.status = 'succeeded';
    this.state.result = result;
    this.state.error = null;
    this.state.finishedAt = now;
  }

  /** A queued item fails too: its job was given up before any worker took it. */
  fail(reason: string, now: Date): void {
    if (!this.isOpen()) throw new InvalidRunTransitionError('fail', this.status);
    this.state.status = 'failed';
    this.state.error = reason.slice(0, MAX_FAILURE_REASON_LENGTH);
    this.state.finishedAt = now;
  }

  /** Only work not started is cancelled; a running item finishes. */
  cancel(now: Date): void {
    if (this.status !== 'queued') throw new InvalidRunTransitionError('cancel', this.status);
    this.state.status = 'cancelled';
    this.state.finishedAt = now;
  }

  retry(): void {
    if (this.status !== 'failed') throw new InvalidRunTransitionError('retry', this.status);
    this.state.status = 'queued';
    this.state.error = null;
    this.state.finishedAt = null;
  }

  /** The state it was stored in, or null for an item never stored. */
  storedVersion(): RunItemVersion | null {
    return this.stored === null ? null : { ...this.stored };
  }

  hasChanges(): boolean {
    return this.stored === null || this.stored.status !== this.status || this.stored.attempts !== this.attempts;
  }

  /** Called by its repository once the current state is written. */
  markStored(): void {
    this.stored = { status: this.status, attempts: this.attempts };
  }

  snapshot(): Readonly<RunItemState<R>> {
    return { ...this.state };
  }
}
