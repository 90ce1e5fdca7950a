import type pg from 'pg';
import type { DeliveryChangeCount } from './database.js';

interface ChangesRow {
  oldest: string | null;
  /** Distinct changes as JSON pairs: [site id, page URL or null for the whole site]. */
  changed: [string, string | null][];
}

/** A change to a site's delivery: one exact page, or (page null) every page of the site. */
export interface DeliveryChange {
  siteId: string;
  pageUrl: string | null;
}

const EPOCH_SQL = 'select epoch::text as epoch from delivery_epoch where id = 1';

// Only when the epoch moved: the sites changed after the epoch we know, and the oldest change still logged (older
// ones are pruned; a cache further behind than that cannot know what changed and must drop everything).
const CHANGES_SQL = `
  select (select min(epoch)::text from delivery_changes) as oldest,
    coalesce((select json_agg(distinct jsonb_build_array(client_site_id::text, page_url)) from delivery_changes where epoch > $1 and epoch <= $2), '[]') as changed`;

export interface EpochListener {
  evict(changes: DeliveryChange[]): void;
  evictAll(): void;
}

/**
 * Answers "is my cache current?" for every request with one query shared by all requests that arrive in the same
 * turn of the event loop. A request never relies on a check that began before it arrived, so every write committed
 * before the request is seen, on whichever instance it was made. Checks may overlap (up to `maxInFlight`): a new
 * arrival never waits for an older check to finish before its own can start, which keeps the added latency near
 * one database round trip.
 *
 * With a change count (the embedded database: one process owns it, and it raises the count before any writer hears
 * that its commit is done), a request whose count equals the one read before the last completed check needs no
 * check at all: nothing was committed since. Any other value, including a count raised during a check, means a
 * new check.
 */
export class EpochFence {
  /** Counts eviction rounds, so a reader can tell whether anything was dropped while it was loading. */
  evictions = 0;
  private known: bigint | null = null;
  private scheduled: Promise<void> | null = null;
  private inFlight = 0;
  private slotWaiters: (() => void)[] = [];
  /** The change count read just before the last check that completed began (null: no such check yet). */
  private verifiedCount: number | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: EpochListener,
    private readonly changeCount: DeliveryChangeCount | null = null,
    private readonly maxInFlight = 2,
  ) {}

  /** True when the change count shows nothing committed since the last completed check (no query needed). */
  isCurrent(): boolean {
    return this.changeCount !== null && this.verifiedCount !== null && this.changeCount() === this.verifiedCount;
  }

  /** Null when the cache is known to be current; otherwise a check that began after this call. */
  sync(): Promise<void> | null {
    if (this.isCurrent()) return null;
    this.scheduled ??= this.runNextCheck();
    return this.scheduled;
  }

  private async runNextCheck(): Promise<void> {
    // Let every request of this event-loop turn join, then wait for a free slot; until the check starts,
    // newcomers still join it (it starts after they arrived).
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.inFlight >= this.maxInFlight) await new Promise<void>((resolve) => this.slotWaiters.push(resolve));
    this.scheduled = null;
    this.inFlight++;
    try {
      await this.check();
    } finally {
      this.inFlight--;
      this.slotWaiters.shift()?.();
    }
  }

  private async check(): Promise<void> {
    // Read before the query is sent: a change counted after this read makes the next request check again.
    const countBefore = this.changeCount?.() ?? null;
    await this.checkEpoch();
    // Overlapping checks may finish out of order; an older count here only costs one more check.
    this.verifiedCount = countBefore;
  }

  private async checkEpoch(): Promise<void> {
    const { rows } = await this.pool.query<{ epoch: string }>(EPOCH_SQL);
    const epoch = BigInt(rows[0]!.epoch);
    if (this.known !== null && epoch <= this.known) return;
    if (this.known === null) {
      this.listener.evictAll();
    } else {
      const since = this.known;
      const changes = await this.pool.query<ChangesRow>(CHANGES_SQL, [since.toString(), epoch.toString()]);
      const { oldest, changed } = changes.rows[0]!;
      // Every epoch logs one change row, so a gap right after the known epoch means pruned history.
      if (oldest === null || BigInt(oldest) > since + 1n) this.listener.evictAll();
      else this.listener.evict(changed.map(([siteId, pageUrl]) => ({ siteId, pageUrl })));
    }
    this.evictions++;
    // Overlapping checks may finish out of order; the known epoch only moves forward.
    if (this.known === null || epoch > this.known) this.known = epoch;
  }
}
