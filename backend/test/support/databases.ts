import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from './scratch-database.js';
import { EmbeddedPostgres } from '../../src/adapters/embedded-postgres/embedded-postgres.js';
import type { DeliveryChangeCount } from '../../src/adapters/postgres/database.js';

export interface TestDatabase {
  readonly name: 'embedded' | 'postgres';
  /** Starts the database on first use; every spec file shares it. */
  url(): Promise<string>;
  /** The embedded database's delivery change count, as the service wires it (after `url()`); null on PostgreSQL. */
  deliveryChanges(): DeliveryChangeCount | null;
}

type Started = { url: string; stop(): Promise<void>; deliveryChanges?: DeliveryChangeCount };
const running = new Map<string, Started>();
const started = new Map<string, Promise<Started>>();

function lazily(name: string, start: () => Promise<Started>): () => Promise<string> {
  return async () => {
    if (!started.has(name)) started.set(name, start());
    const database = await started.get(name)!;
    running.set(name, database);
    return database.url;
  };
}

const embedded: TestDatabase = {
  name: 'embedded',
  deliveryChanges: () => running.get('embedded')?.deliveryChanges ?? null,
  url: lazily('embedded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sdn-test-'));
    const server = await EmbeddedPostgres.start({ dataDir, maxConnections: 200 });
    return {
      url: server.url,
      deliveryChanges: () => server.deliveryChanges(),
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }),
};

/** A scratch database on the real server named by TEST_DATABASE_URL, dropped when the run ends. */
const postgres = (baseUrl: string): TestDatabase => ({
  name: 'postgres',
  url: lazily('postgres', async () => {
    const scratch = await createScratchDatabase(baseUrl, 'sdn_test');
    return { url: scratch.url, stop: scratch.drop };
  }),
  deliveryChanges: () => null,
});

/** Every database the suite runs on: embedded always, real PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [embedded, postgres(process.env.TEST_DATABASE_URL)]
  : [embedded];

/** Registers the same specs once per database. */
export function forEachDatabase(title: string, specs: (database: TestDatabase) => void): void {
  for (const database of TEST_DATABASES) describe(`${title} [${database.name}]`, () => specs(database));
}

export async function stopTestDatabases(): Promise<void> {
  const all = [...started.values()];
  started.clear();
  running.clear();
  await Promise.allSettled(all.map(async (pending) => (await pending).stop()));
}
