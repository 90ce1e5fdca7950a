import type { Container } from 'inversify';
import { ChangeSchemaStatus } from '../application/schemas/change-schema-status.js';
import { CreateSchema } from '../application/schemas/create-schema.js';
import { DeleteSchema } from '../application/schemas/delete-schema.js';
import { GetSchema } from '../application/schemas/get-schema.js';
import { ListSchemas } from '../application/schemas/list-schemas.js';
import { UpdateSchema } from '../application/schemas/update-schema.js';
import { MikroOrmSchemaRepository } from '../adapters/postgres/mikro-orm-schema-repository.js';
import { TOKENS as T } from './tokens.js';
import { provide } from './wiring.js';

/** A client site's schemas: authoring and the draft / published / archived lifecycle. */
export function bindSchemas(c: Container): void {
  provide(c, T.SchemaRepository, (get) => new MikroOrmSchemaRepository(get(T.EntityManager)));

  provide(
    c,
    CreateSchema,
    (get) => new CreateSchema(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.UnitOfWork), get(T.IdGenerator), get(T.Clock), get(T.DeliverySizeLimits)),
  );
  provide(c, ListSchemas, (get) => new ListSchemas(get(T.ClientSiteRepository), get(T.SchemaRepository)));
  provide(c, GetSchema, (get) => new GetSchema(get(T.ClientSiteRepository), get(T.SchemaRepository)));
  provide(
    c,
    UpdateSchema,
    (get) => new UpdateSchema(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.UnitOfWork), get(T.Clock), get(T.DeliverySizeLimits)),
  );
  provide(c, DeleteSchema, (get) => new DeleteSchema(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.UnitOfWork)));
  provide(
    c,
    ChangeSchemaStatus,
    (get) => new ChangeSchemaStatus(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.UnitOfWork), get(T.Clock), get(T.DeliverySizeLimits)),
  );
}
