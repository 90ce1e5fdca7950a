import type { Container } from 'inversify';
import { GetSchemaRevision } from '../application/schemas/get-schema-revision.js';
import { ListSchemaRevisions } from '../application/schemas/list-schema-revisions.js';
import { RestoreSchemaRevision } from '../application/schemas/restore-schema-revision.js';
import { MikroOrmSchemaRevisions } from '../adapters/postgres/mikro-orm-schema-revisions.js';
import { TOKENS as T } from './tokens.js';
import { provide } from './wiring.js';

/**
 * A schema's revision history: reading and restoring. Writing needs no binding: the ORM's flush subscriber
 * (registered in the MikroORM config) writes what the Schema aggregate records.
 */
export function bindSchemaRevisions(c: Container): void {
  provide(c, T.SchemaRevisions, (get) => new MikroOrmSchemaRevisions(get(T.EntityManager)));
  provide(
    c,
    ListSchemaRevisions,
    (get) => new ListSchemaRevisions(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.SchemaRevisions)),
  );
  provide(
    c,
    GetSchemaRevision,
    (get) => new GetSchemaRevision(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.SchemaRevisions)),
  );
  provide(
    c,
    RestoreSchemaRevision,
    (get) =>
      new RestoreSchemaRevision(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.SchemaRevisions),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
        get(T.DeliverySizeLimits),
      ),
  );
}
