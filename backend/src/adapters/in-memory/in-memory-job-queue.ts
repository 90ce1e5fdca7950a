import type { JobQueue } from '../../ports/job-queue.js';

export interface QueuedJob<Payload extends object = object> {
  payload: Payload;
  group?: string;
  startAfter?: Date;
}

/** Keeps what was enqueued, for application specs to run by hand (`take`) or inspect. */
export class InMemoryJobQueue implements JobQueue {
  readonly jobs: (QueuedJob & { kind: string })[] = [];

  async enqueue<Payload extends object>(kind: string, jobs: QueuedJob<Payload>[]): Promise<void> {
    for (const job of jobs) {
      this.jobs.push({
        kind,
        payload: job.payload,
        ...(job.group !== undefined && { group: job.group }),
        ...(job.startAfter && { startAfter: job.startAfter }),
      });
    }
  }

  /** Removes and answers the queued jobs of `kind`, oldest first. */
  take<Payload extends object>(kind: string): QueuedJob<Payload>[] {
    const taken = this.jobs.filter((job) => job.kind === kind);
    this.jobs.splice(0, this.jobs.length, ...this.jobs.filter((job) => job.kind !== kind));
    return taken.map(({ kind: _kind, ...job }) => job as QueuedJob<Payload>);
  }
}
