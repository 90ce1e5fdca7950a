import type { RequestListener } from 'node:http';
import type { Logger } from '../ports/logger.js';
import { EmbeddedPostgres } from '../adapters/embedded-postgres/embedded-postgres.js';
import { Database } from '../adapters/postgres/database.js';
import { PgDeliveryCatalog } from '../adapters/postgres/pg-delivery-catalog.js';
import type { Config } from './config.js';
import { buildContainer } from './container.js';
import { buildHttpApp } from './http-app.js';
import { sessionSecretFor } from './session-secret.js';
import { TOKENS } from './tokens.js';

export interface Service {
  /** The HTTP request listener: delivery first, then the dashboard app. */
  app: RequestListener;
  database: Database;
  close(): Promise<void>;
}

const CHANGE_LOG_PRUNE_MINUTES = 60;

/**
 * Everything the process runs: the database (embedded unless DATABASE_URL), migrations, the container and the
 * HTTP app. `close` releases them in reverse order.
 */
export async function startService(config: Config, logger: Logger): Promise<Service> {
  const embedded = config.databaseUrl
    ? null
    : await EmbeddedPostgres.start({ dataDir: config.dataDir, maxConnections: config.dbPoolSize * 3 + 8 });
  const url = config.databaseUrl ?? embedded!.url;
  let database: Database | null = null;
  try {
    database = await Database.open({ url, ormPoolSize: config.dbPoolSize, rawPoolSize: config.dbPoolSize });
    await database.migrate();
    const container = buildContainer(config, logger, database);
    const http = buildHttpApp(container, sessionSecretFor(config.sessionSecret, config.dataDir));
    const catalog = container.get<PgDeliveryCatalog>(TOKENS.DeliveryCatalog);
    const pruning = setInterval(() => {
      catalog.pruneChangeLog(CHANGE_LOG_PRUNE_MINUTES).catch((err) => logger.warn({ err }, 'delivery change log pruning failed'));
    }, 10 * 60_000).unref();
    logger.info({ database: embedded ? `embedded (${config.dataDir})` : 'postgresql' }, 'database ready');
    const opened = database;
    return {
      app: http.listener,
      database: opened,
      async close() {
        clearInterval(pruning);
        http.close();
        await opened.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await database?.close();
    await embedded?.stop();
    throw error;
  }
}
