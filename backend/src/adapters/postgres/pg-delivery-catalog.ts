import type pg from 'pg';
import QuickLRU from 'quick-lru';
import type { DeliveryCatalog, DeliveryEntry, DeliverySchema, DeliverySite } from '../../ports/delivery-catalog.js';
import type { DeliveryChangeCount } from './database.js';
import { EpochFence } from './epoch-fence.js';

interface EntryRow {
  site_id: string | null;
  website_url: string | null;
  domain_lock_enabled: boolean | null;
  allowed_hosts: string[] | null;
  sdk_status: string | null;
  schemas: DeliverySchema[];
}

// One round trip: the site's delivery settings and its published schemas for the exact URL, oldest published first.
// The left join from a one-row VALUES keeps an answer (with no site) for unknown Client IDs; a site in the trash
// answers as an unknown one. `s.deleted_at is null` is the predicate of the partial delivery index (Migration
// 20261127100000), so the probe reads live rows only and costs what it did before the trash.
// Unnamed statements: the embedded server runs every connection in one session, where prepared-statement
// names would collide between connections.
export const ENTRY_SQL = `
  select c.id as site_id, c.website_url, c.domain_lock_enabled, c.allowed_hosts, c.sdk_status,
    coalesce((
      select json_agg(json_build_object('id', s.id, 'name', s.name, 'schemaType', s.schema_type,
                                        'pageUrl', s.page_url, 'jsonLd', s.json_ld)
                      order by s.published_at, s.created_at, s.id)
      from schemas s
      where s.client_site_id = $1 and s.page_url = $2 and s.status = 'published' and s.deleted_at is null
    ), '[]'::json) as schemas
  from (values ($1::uuid)) as wanted(id)
  left join client_sites c on c.id = wanted.id and c.deleted_at is null`;

export interface PgDeliveryCatalogOptions {
  /** Most (Client ID, URL) entries kept in memory; the least recently used go first. */
  maxEntries: number;
  /** Lets lookups skip the epoch query while nothing changed (null: one query per event-loop turn). */
  deliveryChanges: DeliveryChangeCount | null;
}

/**
 * Delivery read model over PostgreSQL with an in-process cache that is never stale: each lookup first waits for an
 * epoch check that began after the lookup did (shared by every concurrent lookup, so one cheap query serves many
 * requests; skipped on the embedded database while its change counter stands still) and drops the cached pages
 * changed since. Only a miss reads the schemas themselves.
 */
export class PgDeliveryCatalog implements DeliveryCatalog {
  /**
   * Two generations of at most half the entries each (quick-lru): a hit in the recent one is one Map read. A strict
   * LRU's delete-and-set per hit measured ~4% of an inject answer at 10,000 pages (rehashing the Map).
   */
  private readonly entries: QuickLRU<string, DeliveryEntry>;
  private readonly keysBySite = new Map<string, Set<string>>();
  private readonly fence: EpochFence;

  constructor(
    private readonly pool: pg.Pool,
    options: PgDeliveryCatalogOptions,
  ) {
    this.entries = new QuickLRU({
      maxSize: Math.max(1, Math.floor(options.maxEntries / 2)),
      onEviction: (key) => this.forgetKey(key),
    });
    this.fence = new EpochFence(
      pool,
      {
        // Only what changed: one edited schema drops its own page's entry, not the whole site's.
        evict: (changes) =>
          changes.forEach(({ siteId, pageUrl }) => (pageUrl === null ? this.evictSite(siteId) : this.evictPage(siteId, pageUrl))),
        evictAll: () => {
          this.entries.clear();
          this.keysBySite.clear();
        },
      },
      options.deliveryChanges,
    );
  }

  current(clientId: string, pageUrl: string): DeliveryEntry | null {
    return this.fence.isCurrent() ? this.cached(`${clientId} ${pageUrl}`) : null;
  }

  async lookup(clientId: string, pageUrl: string): Promise<DeliveryEntry> {
    const checking = this.fence.sync();
    if (checking) await checking;
    const key = `${clientId} ${pageUrl}`;
    const cached = this.cached(key);
    if (cached) return cached;
    const evictionsBefore = this.fence.evictions;
    const entry = await this.load(clientId, pageUrl);
    // A change seen while this read was running may postdate the read: serve it to this request, cache it not.
    if (this.fence.evictions === evictionsBefore) this.remember(clientId, key, entry);
    return entry;
  }

  /** Delivery state changes are logged by triggers; prune log rows every instance has long moved past. */
  pruneChangeLog(olderThanMinutes: number): Promise<unknown> {
    return this.pool.query(
      `delete from delivery_changes where changed_at < now() - make_interval(mins => $1)
         and epoch < (select epoch from delivery_epoch where id = 1)`,
      [olderThanMinutes],
    );
  }

  private async load(clientId: string, pageUrl: string): Promise<DeliveryEntry> {
    const { rows } = await this.pool.query<EntryRow>(ENTRY_SQL, [clientId, pageUrl]);
    const row = rows[0]!;
    const site: DeliverySite | null = row.site_id
      ? Object.freeze({
          id: row.site_id,
          websiteHost: new URL(row.website_url!).hostname.toLowerCase(),
          domainLockEnabled: row.domain_lock_enabled === true,
          allowedHosts: Object.freeze([...(row.allowed_hosts ?? [])]),
          sdkVerified: row.sdk_status === 'verified',
        })
      : null;
    return Object.freeze({ site, schemas: Object.freeze(row.schemas.map((schema) => Object.freeze(schema))) });
  }

  private cached(key: string): DeliveryEntry | null {
    return this.entries.get(key) ?? null;
  }

  private remember(clientId: string, key: string, entry: DeliveryEntry): void {
    let keys = this.keysBySite.get(clientId);
    if (!keys) this.keysBySite.set(clientId, (keys = new Set()));
    keys.add(key);
    // Two reads of one page may both miss and both cache it, a generation apart: quick-lru would then hold it in
    // both, and dropping the older generation would make the site's index forget a page still cached. Held once.
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** A key the cache let go of (its older generation dropped): the site's index forgets it too. */
  private forgetKey(key: string): void {
    const siteId = key.slice(0, key.indexOf(' '));
    const keys = this.keysBySite.get(siteId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysBySite.delete(siteId);
  }

  private evictPage(siteId: string, pageUrl: string): void {
    const key = `${siteId} ${pageUrl}`;
    this.entries.delete(key);
    this.forgetKey(key);
  }

  private evictSite(siteId: string): void {
    const keys = this.keysBySite.get(siteId);
    if (!keys) return;
    keys.forEach((key) => this.entries.delete(key));
    this.keysBySite.delete(siteId);
  }
}
