import type { Container } from 'inversify';
import type { Database } from '../adapters/postgres/database.js';
import { MikroOrmUnitOfWork } from '../adapters/postgres/mikro-orm-unit-of-work.js';
import { CryptoIdGenerator } from '../adapters/system/crypto-id-generator.js';
import { SystemClock } from '../adapters/system/system-clock.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue } from './wiring.js';

/** What every capability shares: configuration, logging, the database and its unit of work, time and ids. */
export function bindPlatform(c: Container, config: Config, logger: Logger, database: Database): void {
  provideValue(c, T.Config, config);
  provideValue(c, T.Logger, logger);
  provideValue(c, T.Database, database);
  // The global entity manager resolves to the current request's context on every call.
  provideValue(c, T.EntityManager, database.orm.em);
  provideValue(c, T.Clock, new SystemClock());
  provideValue(c, T.IdGenerator, new CryptoIdGenerator());
  provide(c, T.UnitOfWork, (get) => new MikroOrmUnitOfWork(get(T.EntityManager)));
}
