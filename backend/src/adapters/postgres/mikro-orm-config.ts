import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ENTITY_SCHEMAS } from './entity-schemas.js';
import { MIGRATIONS } from './migrations/index.js';
import { poolTimeouts, type DatabaseTimeouts } from './database-timeouts.js';
import { SchemaRevisionFlushSubscriber } from './schema-revision-flush-subscriber.js';
import { WebhookOutboxFlushSubscriber } from './webhook-outbox-flush-subscriber.js';

export interface OrmSettings {
  url: string;
  poolSize: number;
  /** Server-side statement timeout and connect timeout; unset for tools (migration generation). */
  timeouts?: DatabaseTimeouts;
  /** Where `migration:create` writes new files (the TypeScript sources). */
  migrationsPath?: string;
  /** The webhook outbox's writer, when its owner wants to hear of commits; a silent one otherwise. */
  webhookOutbox?: WebhookOutboxFlushSubscriber;
}

export function mikroOrmConfig(settings: OrmSettings): Options {
  return defineConfig({
    ...connectionOf(settings.url),
    entities: ENTITY_SCHEMAS,
    extensions: [Migrator],
    subscribers: [new SchemaRevisionFlushSubscriber(), settings.webhookOutbox ?? new WebhookOutboxFlushSubscriber()],
    // Repositories run inside a per-request (or per-command) context; touching the global one is a bug.
    allowGlobalContext: false,
    pool: { min: 0, max: settings.poolSize },
    ...(settings.timeouts && { driverOptions: poolTimeouts(settings.timeouts) }),
    migrations: {
      migrationsList: MIGRATIONS,
      path: settings.migrationsPath,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
    debug: false,
  });
}

/**
 * MikroORM reads host, port, user and database from the URL but ignores libpq's `?host=/socket/dir`, which the
 * embedded database uses; spell the parts out so both forms reach the same server the pg pool reaches.
 */
function connectionOf(url: string) {
  const parsed = new URL(url);
  const socketHost = parsed.searchParams.get('host');
  return {
    host: socketHost ?? parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username) || undefined,
    password: decodeURIComponent(parsed.password) || undefined,
    dbName: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
  };
}
