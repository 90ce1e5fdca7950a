import type { JobQueue } from '../../ports/job-queue.js';

/** Keeps what was enqueued, for application specs to run by hand (`take`) or inspect. */
export class InMemoryJobQueue implements JobQueue {
  readonly jobs: { kind: string; payload: object; startAfter?: Date }[] = [];

  async enqueue<Payload extends object>(kind: string, jobs: { payload: Payload; startAfter?: Date }[]): Promise<void> {
    for (const job of jobs) this.jobs.push({ kind, payload: job.payload, ...(job.startAfter && { startAfter: job.startAfter }) });
  }

  /** Removes and answers the queued jobs of `kind`, oldest first. */
  take<Payload extends object>(kind: string): { payload: Payload; startAfter?: Date }[] {
    const taken = this.jobs.filter((job) => job.kind === kind);
    this.jobs.splice(0, this.jobs.length, ...this.jobs.filter((job) => job.kind !== kind));
    return taken.map((job) => ({ payload: job.payload as Payload, ...(job.startAfter && { startAfter: job.startAfter }) }));
  }
}
