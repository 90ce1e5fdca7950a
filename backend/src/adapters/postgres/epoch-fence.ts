import { performance } from 'node:perf_hooks';
import type pg from 'pg';

interface ChangesRow {
  oldest: string | null;
  changed: string[];
}

const EPOCH_SQL = 'select epoch::text as epoch from delivery_epoch where id = 1';

// Only when the epoch moved: the sites changed after the epoch we know, and the oldest change still logged (older
// ones are pruned; a cache further behind than that cannot know what changed and must drop everything).
const CHANGES_SQL = `
  select (select min(epoch)::text from delivery_changes) as oldest,
    coalesce((select array_agg(distinct client_site_id::text) from delivery_changes where epoch > $1 and epoch <= $2), '{}') as changed`;

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
  private lastStart = 0;

  /**
   * @param minSpacingMs Under load a check would start the moment the previous one ends; spacing their starts
   * lets more requests share each check (less database work) for at most this much added latency.
   */
  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: EpochListener,
    private readonly minSpacingMs = 1,
  ) {}

  sync(): Promise<void> {
    if (!this.running && !this.next) return this.start();
    // A check began before this caller arrived: wait for the one that starts after it.
    this.next ??= (this.running ?? Promise.resolve()).then(this.startNext, this.startNext);
    return this.next;
  }

  private readonly startNext = async (): Promise<void> => {
    const wait = this.lastStart + this.minSpacingMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.next = null;
    return this.start();
  };

  private start(): Promise<void> {
    this.lastStart = performance.now();
    const run = this.check().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async check(): Promise<void> {
    const { rows } = await this.pool.query<{ epoch: string }>(EPOCH_SQL);
    const epoch = BigInt(rows[0]!.epoch);
    if (epoch === this.known) return;
    if (this.known === null) {
      this.listener.evictAll();
    } else {
      const since = this.known;
      const changes = await this.pool.query<ChangesRow>(CHANGES_SQL, [since.toString(), epoch.toString()]);
      const { oldest, changed } = changes.rows[0]!;
      // Every epoch logs one change row, so a gap right after the known epoch means pruned history.
      if (oldest === null || BigInt(oldest) > since + 1n) this.listener.evictAll();
      else this.listener.evictSites(changed);
    }
    this.evictions++;
    this.known = epoch;
  }
}
