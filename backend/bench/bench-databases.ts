import { createScratchDatabase } from '../test/support/scratch-database.js';

/**
 * Runs a bench on the embedded database, then on a scratch database of the PostgreSQL named by BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL) when one is set, dropped afterwards. `run` gets null for the embedded database.
 */
export async function onEachBenchDatabase(run: (label: string, databaseUrl: string | null) => Promise<void>): Promise<void> {
  await run('embedded PGlite', null);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) return;
  const scratch = await createScratchDatabase(postgresUrl, 'sdn_bench');
  try {
    await run('PostgreSQL', scratch.url);
  } finally {
    await scratch.drop();
  }
}
