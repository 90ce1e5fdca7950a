import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { mikroOrmConfig } from './mikro-orm-config.js';

export interface DatabaseOptions {
  url: string;
  /** Connections for the ORM (dashboard writes and reads). */
  ormPoolSize: number;
  /** Connections for the raw pool (delivery read path, sessions, counters). */
  rawPoolSize: number;
}

/**
 * One database, two pools: MikroORM for aggregates, and a plain pg pool for the paths where ORM overhead per
 * request matters (delivery, sessions, atomic counters).
 */
export class Database {
  private constructor(
    readonly orm: MikroORM,
    readonly pool: pg.Pool,
  ) {}

  static async open(options: DatabaseOptions): Promise<Database> {
    const orm = await MikroORM.init(mikroOrmConfig({ url: options.url, poolSize: options.ormPoolSize }));
    const pool = new pg.Pool({ connectionString: options.url, max: options.rawPoolSize, idleTimeoutMillis: 30_000 });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return new Database(orm, pool);
  }

  async migrate(): Promise<void> {
    await this.orm.migrator.up();
  }

  /** Reachable and fully migrated: what /readyz reports. */
  async isReady(): Promise<boolean> {
    try {
      await this.pool.query('select 1');
      return (await this.orm.migrator.getPending()).length === 0;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.orm.close(true), this.pool.end()]);
  }
}
