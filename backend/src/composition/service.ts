import type { RequestListener } from 'node:http';
import type { Logger } from '../ports/logger.js';
import type { Database } from '../adapters/postgres/database.js';
import { openMigratedDatabase } from './migrated-database.js';
import type { Config } from './config.js';
import { buildContainer } from './container.js';
import { buildHttpApp } from './http-app.js';
import { sessionSecretFor } from './session-secret.js';
import type { Lifecycle } from './lifecycle.js';
import { TOKENS } from './tokens.js';
import { resolve, resolveAll } from './wiring.js';
import { PgBossJobRunner } from '../adapters/pg-boss/pg-boss-job-runner.js';

export interface Service {
  /** The HTTP request listener: delivery first, then the dashboard app. */
  app: RequestListener;
  database: Database;
  /** Stop hooks by phase (jobs, worker pool, Redis); `close` runs them before closing the database. */
  lifecycle: Lifecycle;
  /** Background jobs; `close` stops them first (lifecycle phase `jobs`). */
  jobs: PgBossJobRunner;
  close(): Promise<void>;
}

/**
 * Everything the process runs: the database (embedded unless DATABASE_URL), migrations, the container and the
 * HTTP app. `close` releases them in reverse order.
 */
export async function startService(config: Config, logger: Logger): Promise<Service> {
  const {
    database,
    url: databaseUrl,
    close: closeDatabase,
  } = await openMigratedDatabase({
    url: config.databaseUrl ?? null,
    dataDir: config.dataDir,
    maxEmbeddedConnections: config.dbPoolSize * 3 + 8,
    ormPoolSize: config.dbPoolSize,
    rawPoolSize: config.dbPoolSize,
    timeouts: config.dbTimeouts,
  });
  let lifecycle: Lifecycle | undefined;
  try {
    const container = buildContainer(config, logger, database, databaseUrl);
    lifecycle = resolve(container, TOKENS.Lifecycle);
    const jobs = resolve(container, PgBossJobRunner);
    // Every job kind, recurring ones included (the validity backfill, the delivery change log's pruning): pg-boss
    // schedules them on the instances that run jobs, once per tick across instances.
    for (const kind of resolveAll(container, TOKENS.JobKind)) jobs.register(kind);
    await jobs.start();
    // Phase `jobs` runs first: stop taking jobs, let running ones finish (or be retried elsewhere).
    lifecycle.onStop('jobs', 'pg-boss', () => jobs.stop());
    const http = buildHttpApp(container, sessionSecretFor(config.sessionSecret, config.dataDir));
    if (config.cookieSecure === true && config.publicBaseUrl?.startsWith('http:')) {
      logger.warn(
        { publicBaseUrl: config.publicBaseUrl },
        'COOKIE_SECURE=true but PUBLIC_BASE_URL is http: sign-in over plain HTTP is refused',
      );
    }
    const confirmation = config.signupConfirmation;
    logger.info(
      { signupConfirmation: confirmation.required ? 'required' : 'off' },
      `sign-up confirmation by email: ${confirmation.required ? 'required' : 'off'} (${confirmation.reason})`,
    );
    logger.info({ database: config.databaseUrl ? 'postgresql' : `embedded (${config.dataDir})` }, 'database ready');
    return {
      app: http.listener,
      database,
      lifecycle,
      jobs,
      async close() {
        http.close();
        await lifecycle!.stop();
        await closeDatabase();
      },
    };
  } catch (error) {
    await lifecycle?.stop();
    await closeDatabase();
    throw error;
  }
}
