import type pg from 'pg';

interface EpochRow {
  epoch: string;
  oldest: string | null;
  changed: string[];
}

// The database's epoch, the sites changed after the epoch we know, and the oldest change still logged (older
// ones are pruned; a cache further behind than that cannot know what changed and must drop everything).
const CHECK_SQL = `
  select e.epoch::text as epoch,
    (select min(epoch)::text from delivery_changes) as oldest,
    coalesce((select array_agg(distinct client_site_id::text) from delivery_changes where epoch > $1), '{}') as changed
  from delivery_epoch e where e.id = 1`;

export interface EpochListener {
  evictSites(siteIds: string[]): void;
  evictAll(): void;
}

/**
 * Answers "is my cache current?" with one query shared by every request that arrives while the previous check
 * is running. A request never uses a check that began before it arrived, so every write committed before the
 * request is seen, on whichever instance it was made.
 */
export class EpochFence {
  /** Counts eviction rounds, so a reader can tell whether anything was dropped while it was loading. */
  evictions = 0;
  private known: bigint | null = null;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: EpochListener,
  ) {}

  sync(): Promise<void> {
    if (!this.running) return this.start();
    // The running check began before this caller arrived: wait for the one that starts after it.
    this.next ??= this.running.then(this.startNext, this.startNext);
    return this.next;
  }

  private readonly startNext = (): Promise<void> => {
    this.next = null;
    return this.running ?? this.start();
  };

  private start(): Promise<void> {
    const run = this.check().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async check(): Promise<void> {
    const since = this.known ?? -1n;
    const { rows } = await this.pool.query<EpochRow>(CHECK_SQL, [since.toString()]);
    const row = rows[0]!;
    const epoch = BigInt(row.epoch);
    if (epoch === this.known) return;
    // Every epoch logs one change row, so a gap right after the known epoch means pruned history.
    const fellBehind = this.known === null || row.oldest === null || BigInt(row.oldest) > this.known + 1n;
    if (fellBehind) this.listener.evictAll();
    else this.listener.evictSites(row.changed);
    this.evictions++;
    this.known = epoch;
  }
}
