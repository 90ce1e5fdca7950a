import type { Container } from 'inversify';
import { BackfillSchemaValidity } from '../application/schemas/backfill-schema-validity.js';
import { BulkChangeSchemas } from '../application/schemas/bulk-change-schemas.js';
import { ChangeSchemaStatus } from '../application/schemas/change-schema-status.js';
import { CreateSchema } from '../application/schemas/create-schema.js';
import { DeleteSchema } from '../application/schemas/delete-schema.js';
import { DuplicateSchema } from '../application/schemas/duplicate-schema.js';
import { ExportSchemas } from '../application/schemas/export-schemas.js';
import { GetSchema } from '../application/schemas/get-schema.js';
import { ImportSchemas } from '../application/schemas/import-schemas.js';
import { ListSchemas } from '../application/schemas/list-schemas.js';
import { SchemaSaveChecks } from '../application/schemas/schema-save-checks.js';
import { SchemaValidityBackfillJob } from '../application/schemas/schema-validity-backfill-job.js';
import { UpdateSchema } from '../application/schemas/update-schema.js';
import { pause } from '../adapters/system/pause.js';
import { MikroOrmSchemaRepository } from '../adapters/postgres/mikro-orm-schema-repository.js';
import { MikroOrmSchemaHistory } from '../adapters/postgres/mikro-orm-schema-history.js';
import { GenerateCatalogue } from '../engine/generation/generate-catalogue.js';
import { schemaOrgVocabulary } from '../engine/vocabulary/schema-org-vocabulary.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideOneOf } from './wiring.js';

/** A client site's schemas: authoring, the draft / published / paused lifecycle, and the library's bulk tools. */
export function bindSchemas(c: Container): void {
  provide(c, T.SchemaRepository, (get) => new MikroOrmSchemaRepository(get(T.EntityManager)));
  provide(c, T.SchemaHistory, (get) => new MikroOrmSchemaHistory(get(T.EntityManager)));
  // The same catalogue generate asks whether a type is a rich-result type (Free's vocabulary).
  const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
  provide(c, SchemaSaveChecks, (get) => new SchemaSaveChecks(catalogue, get(T.JsonLdValidity), get(T.DeliverySizeLimits)));

  provide(
    c,
    CreateSchema,
    (get) =>
      new CreateSchema(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
        get(SchemaSaveChecks),
      ),
  );
  provide(c, ListSchemas, (get) => new ListSchemas(get(T.ClientSiteRepository), get(T.SchemaRepository)));
  provide(c, GetSchema, (get) => new GetSchema(get(T.ClientSiteRepository), get(T.SchemaRepository)));
  provide(
    c,
    UpdateSchema,
    (get) => new UpdateSchema(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.UnitOfWork), get(T.Clock), get(SchemaSaveChecks)),
  );
  provide(
    c,
    DeleteSchema,
    (get) =>
      new DeleteSchema(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.Trash),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
      ),
  );
  provide(
    c,
    ChangeSchemaStatus,
    (get) =>
      new ChangeSchemaStatus(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
        get(T.DeliverySizeLimits),
      ),
  );
  provide(
    c,
    BulkChangeSchemas,
    (get) =>
      new BulkChangeSchemas(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
        get(SchemaSaveChecks),
        get(T.Trash),
      ),
  );
  provide(
    c,
    DuplicateSchema,
    (get) =>
      new DuplicateSchema(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
        get(SchemaSaveChecks),
      ),
  );
  provide(c, ExportSchemas, (get) => new ExportSchemas(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.Clock)));
  provide(
    c,
    ImportSchemas,
    (get) =>
      new ImportSchemas(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
        get(SchemaSaveChecks),
      ),
  );
  provide(c, BackfillSchemaValidity, (get) => new BackfillSchemaValidity(get(T.SchemaRepository), get(T.JsonLdValidity)));
  provideOneOf(c, T.JobKind, (get) => new SchemaValidityBackfillJob(get(BackfillSchemaValidity), get(T.Clock), { pause }));
}
