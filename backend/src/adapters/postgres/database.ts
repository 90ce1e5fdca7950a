import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { mikroOrmConfig } from './mikro-orm-config.js';
import { WebhookOutboxFlushSubscriber } from './webhook-outbox-flush-subscriber.js';
import { DEFAULT_DATABASE_TIMEOUTS, poolTimeouts, type DatabaseTimeouts } from './database-timeouts.js';

const READY_PROBE = 'select (select 1 from client_sites limit 1) as sites, (select 1 from schemas limit 1) as schemas';
const READY_PROBE_MAX_MS = 2000;

export interface DatabaseOptions {
  url: string;
  /** Connections for the ORM (dashboard writes and reads). */
  ormPoolSize: number;
  /** Connections for the raw pool (delivery read path, sessions, counters). */
  rawPoolSize: number;
  timeouts?: DatabaseTimeouts;
  /** Counts committed delivery changes, when the database can tell without a query (the embedded one). */
  deliveryChanges?: DeliveryChangeCount;
}

/** A counter raised on every committed delivery change before its writer hears of the commit. */
export type DeliveryChangeCount = () => number;

/** An arbitrary constant naming the migration lock among the service's advisory locks. */
const MIGRATION_LOCK_KEY = 7_311_042_001;

/**
 * One database, two pools: MikroORM for aggregates, and a plain pg pool for the paths where ORM overhead per
 * request matters (delivery, sessions, atomic counters).
 */
export class Database {
  private constructor(
    readonly orm: MikroORM,
    readonly pool: pg.Pool,
    private readonly readyProbeMs: number,
    readonly deliveryChanges: DeliveryChangeCount | null,
    /** Writes schema events to the webhook outbox in each change's own commit, and tells of those commits. */
    readonly webhookOutbox: WebhookOutboxFlushSubscriber,
  ) {}

  static async open(options: DatabaseOptions): Promise<Database> {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const webhookOutbox = new WebhookOutboxFlushSubscriber();
    const orm = await MikroORM.init(mikroOrmConfig({ url: options.url, poolSize: options.ormPoolSize, timeouts, webhookOutbox }));
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.rawPoolSize,
      idleTimeoutMillis: 30_000,
      ...poolTimeouts(timeouts),
    });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return new Database(orm, pool, Math.min(timeouts.statementMs, READY_PROBE_MAX_MS), options.deliveryChanges ?? null, webhookOutbox);
  }

  /**
   * Applies pending migrations while holding a database-wide advisory lock, so instances starting together on one
   * fresh database take turns instead of racing to create the migrations table (the loser used to fail at start).
   */
  async migrate(): Promise<void> {
    const lockHolder = await this.pool.connect();
    try {
      // Waiting for another instance's migrations may outlast the statement timeout; lift it for this wait only.
      await lockHolder.query('begin');
      await lockHolder.query('set local statement_timeout = 0');
      await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await lockHolder.query('commit');
      await this.orm.migrator.up();
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      // Closed rather than pooled: a failure above may have left it inside a transaction, and closing also ends the lock.
      lockHolder.release(true);
    }
  }

  /**
   * Reachable, answering in time and fully migrated: what /readyz reports. The probe reads the tables delivery
   * reads, so a lock that makes delivery wait (or a pool with no free connection) reports "not ready" within
   * `readyProbeMs` instead of "ready" while requests hang.
   */
  async isReady(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.readyProbeMs);
    });
    const probe = (async () => {
      await this.pool.query(READY_PROBE);
      return (await this.orm.migrator.getPending()).length === 0;
    })().catch(() => false);
    try {
      return await Promise.race([probe, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.orm.close(true), this.pool.end()]);
  }
}
