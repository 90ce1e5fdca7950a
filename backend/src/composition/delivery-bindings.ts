import type { Container } from 'inversify';
import { DeliverSchemas } from '../application/delivery/deliver-schemas.js';
import type { Database } from '../adapters/postgres/database.js';
import { MikroOrmSdkSightings } from '../adapters/postgres/mikro-orm-sdk-sightings.js';
import { DeliveryChangeLogPruning } from '../adapters/postgres/delivery-change-log-pruning.js';
import { PgDeliveryCatalog } from '../adapters/postgres/pg-delivery-catalog.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideOneOf, provideValue } from './wiring.js';

/** Public delivery: the cached catalogue of published schemas, and SDK sightings recorded on the way. */
export function bindDelivery(c: Container, config: Config, database: Database): void {
  // Bound under its class too: pruning its change log is not part of the port.
  const catalog = new PgDeliveryCatalog(database.pool, {
    maxEntries: config.deliveryCacheEntries,
    deliveryChanges: database.deliveryChanges,
  });
  provideValue(c, PgDeliveryCatalog, catalog);
  provide(c, T.DeliveryCatalog, (get) => get(PgDeliveryCatalog));
  provide(c, T.SdkSightings, (get) => new MikroOrmSdkSightings(get(T.EntityManager), get(T.Logger)));
  provideOneOf(c, T.JobKind, (get) => new DeliveryChangeLogPruning(get(PgDeliveryCatalog)));
  provide(c, DeliverSchemas, (get) => new DeliverSchemas(get(T.DeliveryCatalog), get(T.Clock), get(T.SdkSightings)));
}
