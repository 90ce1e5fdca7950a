import { PgBoss } from 'pg-boss';
import type { JobKind, JobQueue } from '../../ports/job-queue.js';
import type { Logger } from '../../ports/logger.js';

export interface PgBossJobSettings {
  connectionString: string;
  /** Connections pg-boss opens for itself. */
  poolSize: number;
  /** Process jobs here (role `worker` or `all`); `false` only sends (role `web`). */
  work: boolean;
  /** A worker that stops heartbeating this long is presumed dead: its job is retried elsewhere (>= 10). */
  heartbeatSeconds: number;
  /** How often an instance checks for dead workers' jobs and other housekeeping. */
  superviseSeconds: number;
  /** Attempts after the first before a job is given up. */
  retryLimit: number;
  /** How long `stop` waits for running jobs before leaving them to be retried. */
  stopTimeoutMs: number;
  /** Wraps each handler call (a fresh ORM context per job). */
  scope: <T>(work: () => Promise<T>) => Promise<T>;
}

const DEAD = (name: string) => `${name}__dead`;

/**
 * Background jobs on pg-boss: one queue per job kind, plus a dead-letter queue whose worker tells the kind it gave
 * up. pg-boss claims jobs with SELECT ... FOR UPDATE SKIP LOCKED, so instances sharing a database never run one job
 * twice at the same time; the heartbeat makes a crashed instance's jobs available again.
 */
export class PgBossJobRunner implements JobQueue {
  private readonly kinds = new Map<string, JobKind<object>>();
  private boss: PgBoss | null = null;

  constructor(
    private readonly settings: PgBossJobSettings,
    private readonly logger: Logger,
  ) {}

  register<Payload extends object>(kind: JobKind<Payload>): void {
    if (this.boss) throw new Error('job kinds must be registered before start');
    this.kinds.set(kind.name, kind as unknown as JobKind<object>);
  }

  async start(): Promise<void> {
    const s = this.settings;
    const boss = new PgBoss({
      connectionString: s.connectionString,
      max: s.poolSize,
      application_name: 'sdn-jobs',
      supervise: s.work,
      // The clock that turns cron schedules into jobs runs where jobs are processed.
      schedule: s.work && [...this.kinds.values()].some((kind) => kind.cron),
      superviseIntervalSeconds: s.superviseSeconds,
      monitorIntervalSeconds: s.superviseSeconds,
    });
    boss.on('error', (err: unknown) => this.logger.warn({ err }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const kind of this.kinds.values()) {
      await boss.createQueue(DEAD(kind.name), { retryLimit: 2 });
      await boss.createQueue(kind.name, {
        retryLimit: s.retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        heartbeatSeconds: s.heartbeatSeconds,
        expireInSeconds: 15 * 60,
        deadLetter: DEAD(kind.name),
      });
      if (s.work) await this.workOn(boss, kind);
      if (s.work && kind.cron) await boss.schedule(kind.name, kind.cron, {}, { tz: 'UTC' });
      if (s.work && kind.queueAtStart) await boss.send(kind.name, {});
    }
  }

  private async workOn(boss: PgBoss, kind: JobKind<object>): Promise<void> {
    const polling = { pollingIntervalSeconds: 0.5 };
    await boss.work<object>(
      kind.name,
      {
        ...polling,
        localConcurrency: kind.concurrency,
        // Exact within an instance. pg-boss's database-wide `groupConcurrency` checks the count when it fetches, so
        // workers fetching at the same moment each took the last slot (measured: 4 at once for a bound of 2); the
        // bound across instances is therefore instances x this.
        ...(kind.groupConcurrency ? { localGroupConcurrency: kind.groupConcurrency } : {}),
      },
      async ([job]) => {
        await this.settings.scope(() => kind.handle(job!.data));
      },
    );
    await boss.work<{ payload?: object } & object>(DEAD(kind.name), polling, async ([job]) => {
      await this.settings.scope(() => kind.giveUp(job!.data, 'the job could not be completed after several attempts'));
    });
  }

  async enqueue<Payload extends object>(kind: string, jobs: { payload: Payload; group?: string; startAfter?: Date }[]): Promise<void> {
    if (!this.boss) throw new Error('the job queue is not started');
    if (!this.kinds.has(kind)) throw new Error(`unknown job kind ${kind}`);
    if (jobs.length === 0) return;
    await this.boss.insert(
      kind,
      jobs.map((job) => ({
        data: job.payload,
        ...(job.group ? { group: { id: job.group } } : {}),
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
      })),
    );
  }

  /** Stops taking jobs, lets running ones finish within the timeout (the rest are retried later), closes the pool. */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, close: true, timeout: this.settings.stopTimeoutMs });
  }

  /** Tests only: stops at once, as a crash would, leaving running jobs to the heartbeat monitor. */
  async abandon(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: false, close: true, timeout: 1 });
  }
}
