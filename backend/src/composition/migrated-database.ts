import { EmbeddedPostgres } from '../adapters/embedded-postgres/embedded-postgres.js';
import { Database } from '../adapters/postgres/database.js';
import type { DatabaseTimeouts } from '../adapters/postgres/database-timeouts.js';

export interface MigratedDatabase {
  database: Database;
  /** The connection string (the embedded database's socket when there is no DATABASE_URL). */
  url: string;
  /** Closes the pools, then stops the embedded database when this call started one. */
  close(): Promise<void>;
}

/**
 * Opens the database at `url`, or starts the embedded one in `dataDir` when there is none, and migrates it. On a
 * failure everything opened so far is released before the error propagates.
 */
export async function openMigratedDatabase(options: {
  url: string | null;
  dataDir: string;
  maxEmbeddedConnections: number;
  ormPoolSize: number;
  rawPoolSize: number;
  timeouts?: DatabaseTimeouts;
}): Promise<MigratedDatabase> {
  const embedded = options.url
    ? null
    : await EmbeddedPostgres.start({ dataDir: options.dataDir, maxConnections: options.maxEmbeddedConnections });
  let database: Database | null = null;
  const close = async () => {
    await database?.close();
    await embedded?.stop();
  };
  try {
    const url = options.url ?? embedded!.url;
    database = await Database.open({
      url,
      ormPoolSize: options.ormPoolSize,
      rawPoolSize: options.rawPoolSize,
      timeouts: options.timeouts,
      deliveryChanges: embedded ? () => embedded.deliveryChanges() : undefined,
    });
    await database.migrate();
    return { database, url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
