import type { JobQueue } from '../../ports/job-queue.js';

export interface QueuedJob {
  kind: string;
  payload: object;
  group?: string;
  startAfter?: Date;
}

/** Keeps what use cases enqueue; an application spec takes the jobs and hands them to the job kind itself. */
export class InMemoryJobQueue implements JobQueue {
  readonly queued: QueuedJob[] = [];

  async enqueue<Payload extends object>(kind: string, jobs: { payload: Payload; group?: string; startAfter?: Date }[]): Promise<void> {
    this.queued.push(...jobs.map((job) => ({ kind, ...job })));
  }

  /** Removes and returns the queued jobs of one kind, oldest first. */
  take<Payload extends object>(kind: string): Payload[] {
    const taken = this.queued.filter((job) => job.kind === kind);
    for (const job of taken) this.queued.splice(this.queued.indexOf(job), 1);
    return taken.map((job) => job.payload as Payload);
  }
}
