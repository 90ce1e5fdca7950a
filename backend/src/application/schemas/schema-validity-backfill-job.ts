import type { Clock } from '../../ports/clock.js';
import type { JobKind } from '../../ports/job-queue.js';
import type { BackfillSchemaValidity } from './backfill-schema-validity.js';

export const SCHEMA_VALIDITY_BACKFILL_JOB = 'schema-validity-backfill';

export interface BackfillPacing {
  /** How long one tick's job keeps checking batches: under the one-minute tick, so ticks do not pile up. */
  budgetMs: number;
  /** A pause between batches: an upgrade's backfill must not crowd delivery out of the database (PGlite runs one query at a time). */
  pauseMs: number;
  pause: (ms: number) => Promise<void>;
}

const DEFAULT_PACING = { budgetMs: 50_000, pauseMs: 200 };

/**
 * A recurring job kind (once a minute, on one worker instance at a time): gives verdicts to schemas saved without
 * one (before verdicts were stored, or by paths that do not validate such as AI bulk runs), batch after batch until
 * none is left or the tick's budget is spent. A failed tick is retried by the queue; the next tick carries on anyway.
 */
export class SchemaValidityBackfillJob implements JobKind<object> {
  readonly name = SCHEMA_VALIDITY_BACKFILL_JOB;
  readonly concurrency = 1;
  readonly cron = '* * * * *';
  private readonly pacing: BackfillPacing;

  constructor(
    private readonly backfill: BackfillSchemaValidity,
    private readonly clock: Clock,
    pacing: Partial<BackfillPacing> & Pick<BackfillPacing, 'pause'>,
  ) {
    this.pacing = { ...DEFAULT_PACING, ...pacing };
  }

  async handle(): Promise<void> {
    const until = this.clock.now().getTime() + this.pacing.budgetMs;
    while (this.clock.now().getTime() < until) {
      if ((await this.backfill.execute()) === 0) return;
      await this.pacing.pause(this.pacing.pauseMs);
    }
  }

  async giveUp(): Promise<void> {}
}
