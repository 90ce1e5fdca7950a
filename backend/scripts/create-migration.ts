// Generates a migration from the difference between the entity schemas and a database that has every existing
// migration applied. Usage: npm run migration:create -w backend [-- --blank] (needs TEST_DATABASE_URL or a
// throwaway database URL in MIGRATION_DATABASE_URL).
import { MikroORM } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import { mikroOrmConfig } from '../src/adapters/postgres/mikro-orm-config.js';
import { createScratchDatabase } from '../test/support/scratch-database.js';

const baseUrl = process.env.MIGRATION_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const scratch = await createScratchDatabase(baseUrl, 'sdn_migration');
const migrationsPath = fileURLToPath(new URL('../src/adapters/postgres/migrations', import.meta.url));
const orm = await MikroORM.init(mikroOrmConfig({ url: scratch.url, poolSize: 2, migrationsPath }));
try {
  await orm.migrator.up();
  const blank = process.argv.includes('--blank');
  const name = process.argv.find((arg) => arg.startsWith('--name='))?.slice('--name='.length);
  const result = await orm.migrator.create(migrationsPath, blank, false, name);
  console.log(result.fileName ? `created ${result.fileName}; add it to migrations/index.ts` : 'no changes');
} finally {
  await orm.close(true);
  await scratch.drop();
}
