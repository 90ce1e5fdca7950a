/**
 * A kind of background job: its queue name, how it is processed, and what happens when the queue gives up on a
 * job (retries exhausted, or its worker died and never came back) so no progress row is left "running" forever.
 */
export interface JobKind<Payload extends object> {
  readonly name: string;
  /** Jobs of this kind one instance processes at once. */
  readonly concurrency: number;
  /** Jobs of one group (a workspace) one instance processes at once; unset: no group bound. */
  readonly groupConcurrency?: number;
  /** A recurring kind: queued by the schedule (cron, UTC) with an empty payload, once per tick across instances. */
  readonly cron?: string;
  /** A recurring kind that is also queued once when an instance that runs jobs starts (work left by an upgrade). */
  readonly queueAtStart?: boolean;
  handle(payload: Payload): Promise<void>;
  giveUp(payload: Payload, reason: string): Promise<void>;
}

/** Sends jobs to background workers (any instance with the worker role). */
export interface JobQueue {
  /** `startAfter`: the job is not run before then (a politeness delay waits in the queue, not in a worker). */
  enqueue<Payload extends object>(kind: string, jobs: { payload: Payload; group?: string; startAfter?: Date }[]): Promise<void>;
}
