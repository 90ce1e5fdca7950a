import type { SchemaExportItem } from '@sdn/contracts';
import { Router } from 'express';
import Joi from 'joi';
import { type BulkAction, BulkChangeSchemas } from '../../../application/schemas/bulk-change-schemas.js';
import { DuplicateSchema } from '../../../application/schemas/duplicate-schema.js';
import { ExportSchemas } from '../../../application/schemas/export-schemas.js';
import { ImportSchemas } from '../../../application/schemas/import-schemas.js';
import { ChangeSchemaStatus } from '../../../application/schemas/change-schema-status.js';
import { CreateSchema } from '../../../application/schemas/create-schema.js';
import { DeleteSchema } from '../../../application/schemas/delete-schema.js';
import { GetSchema } from '../../../application/schemas/get-schema.js';
import { ListSchemas } from '../../../application/schemas/list-schemas.js';
import { UpdateSchema } from '../../../application/schemas/update-schema.js';
import type { SchemaTransition } from '../../../domain/schema/schema-errors.js';
import { SCHEMA_STATUSES } from '../../../domain/schema/schema-status.js';
import { MAX_URL_LENGTH } from '../../../domain/shared/page-url.js';
import { DEFAULT_SCHEMA_SORT, SCHEMA_SORT_FIELDS } from '../../../ports/schema-repository.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { sendJsonStream, sendTextStream } from '../download-stream.js';
import { clientIdParams, pageQueryKeys, uuidParam, validate } from '../joi-validation.js';
import { toSchemaDto } from '../presenters.js';
import { SCHEMA_CSV_HEAD, schemaCsvRecord } from './schema-csv.js';
import type { UseCasesOf } from '../use-cases.js';

export const SCHEMAS_USE_CASES = {
  createSchema: CreateSchema,
  bulkChangeSchemas: BulkChangeSchemas,
  duplicateSchema: DuplicateSchema,
  exportSchemas: ExportSchemas,
  importSchemas: ImportSchemas,
  listSchemas: ListSchemas,
  getSchema: GetSchema,
  updateSchema: UpdateSchema,
  deleteSchema: DeleteSchema,
  changeSchemaStatus: ChangeSchemaStatus,
};

export type SchemasRouterDeps = UseCasesOf<typeof SCHEMAS_USE_CASES>;

// Content rules (URL, JSON-LD shape, lengths) live in the aggregate; joi checks the request's shape.
const jsonLd = Joi.alternatives(Joi.object().unknown(true), Joi.array().items(Joi.object().unknown(true)));
const createBody = Joi.object({
  name: Joi.string().allow('').required(),
  pageUrl: Joi.string().allow('').required(),
  jsonLd: jsonLd.required(),
});
const updateBody = Joi.object({ name: Joi.string(), pageUrl: Joi.string(), jsonLd }).min(1);
const listQuery = Joi.object({
  status: Joi.string().valid(...SCHEMA_STATUSES),
  pageUrl: Joi.string().max(MAX_URL_LENGTH),
  search: Joi.string().trim().max(MAX_URL_LENGTH).allow(''),
  type: Joi.string().max(200),
  valid: Joi.boolean(),
  updatedFrom: Joi.date().iso(),
  updatedTo: Joi.date().iso(),
  sort: Joi.string()
    .valid(...SCHEMA_SORT_FIELDS)
    .default(DEFAULT_SCHEMA_SORT.field),
  order: Joi.string().valid('asc', 'desc'),
  ...pageQueryKeys,
});
const bulkBody = Joi.object({
  action: Joi.string().valid('publish', 'pause', 'delete').required(),
  schemaIds: Joi.array().items(uuidParam).min(1).max(500).unique().required(),
});
const duplicateBody = Joi.object({ pageUrls: Joi.array().items(Joi.string().allow('')).min(1).max(100).unique().required() });
const exportQuery = Joi.object({ format: Joi.string().valid('json', 'csv').default('json') });
const importBody = Joi.object({
  dryRun: Joi.boolean().default(false),
  validOnly: Joi.boolean().default(false),
  // Items are checked one by one by the use case, which answers a reason per item instead of one 400.
  schemas: Joi.array().items(Joi.object().unknown(true)).min(1).max(1000).required(),
});
/** An export of a few thousand schemas is several megabytes: larger than the usual 256 KB JSON body. */
const IMPORT_BODY_LIMIT = '16mb';
const schemaParams = Joi.object({ clientId: uuidParam.required(), schemaId: uuidParam.required() });
const TRANSITIONS: SchemaTransition[] = ['publish', 'pause', 'unpause'];

async function* csvBatches(batches: AsyncIterable<SchemaExportItem[]>): AsyncIterable<string> {
  for await (const batch of batches) yield batch.map(schemaCsvRecord).join('');
}

/** Mounted at /api/clients/:clientId/schemas (mergeParams). */
export function createSchemasRouter(deps: SchemasRouterDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const { limit, offset, sort, order, type, search, ...filter } = validate(listQuery, req.query);
    const direction = order ?? (sort === 'updatedAt' ? 'desc' : 'asc');
    const page = await deps.listSchemas.execute(
      currentActor(res),
      clientId,
      { ...filter, ...(type !== undefined && { schemaType: type }), ...(search && { search }) },
      { limit, offset },
      { field: sort, direction },
    );
    res.json({ items: page.items.map(toSchemaDto), total: page.total, limit, offset });
  });
  router.get('/export', async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const { format } = validate(exportQuery, req.query) as { format: 'json' | 'csv' };
    const file = await deps.exportSchemas.execute(currentActor(res), clientId);
    res.setHeader('Content-Disposition', `attachment; filename="schemas-${file.head.site.clientId}.${format}"`);
    res.setHeader('Cache-Control', 'no-store');
    if (format === 'json') return sendJsonStream(res, file.head, 'schemas', file.schemas);
    await sendTextStream(res, 'text/csv; charset=utf-8', { head: SCHEMA_CSV_HEAD, chunks: csvBatches(file.schemas), tail: '' });
  });
  router.post('/bulk', ...jsonBody(), async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const { action, schemaIds } = validate(bulkBody, req.body) as { action: BulkAction; schemaIds: string[] };
    const result = await deps.bulkChangeSchemas.execute(currentActor(res), clientId, action, schemaIds);
    res.json({ action, ...result });
  });
  router.post('/import', ...jsonBody({ limit: IMPORT_BODY_LIMIT }), async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const { dryRun, validOnly, schemas } = validate(importBody, req.body);
    const result = await deps.importSchemas.execute(currentActor(res), clientId, schemas, { dryRun, validOnly });
    // 201 only when something was created: a valid-only import that rejects every item changes nothing.
    res.status(dryRun || result.accepted === 0 ? 200 : 201).json(result);
  });
  router.post('/', ...jsonBody(), async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const schema = await deps.createSchema.execute(currentActor(res), clientId, validate(createBody, req.body));
    res.status(201).json(toSchemaDto(schema));
  });
  router.get('/:schemaId', async (req, res) => {
    const { clientId, schemaId } = validate(schemaParams, req.params);
    res.json(toSchemaDto(await deps.getSchema.execute(currentActor(res), clientId, schemaId)));
  });
  router.patch('/:schemaId', ...jsonBody(), async (req, res) => {
    const { clientId, schemaId } = validate(schemaParams, req.params);
    const schema = await deps.updateSchema.execute(currentActor(res), clientId, schemaId, validate(updateBody, req.body));
    res.json(toSchemaDto(schema));
  });
  router.delete('/:schemaId', async (req, res) => {
    const { clientId, schemaId } = validate(schemaParams, req.params);
    await deps.deleteSchema.execute(currentActor(res), clientId, schemaId);
    res.status(204).end();
  });
  router.post('/:schemaId/duplicate', ...jsonBody(), async (req, res) => {
    const { clientId, schemaId } = validate(schemaParams, req.params);
    const { pageUrls } = validate(duplicateBody, req.body);
    const copies = await deps.duplicateSchema.execute(currentActor(res), clientId, schemaId, pageUrls);
    res.status(201).json({ items: copies.map(toSchemaDto) });
  });
  for (const transition of TRANSITIONS) {
    router.post(`/:schemaId/${transition}`, async (req, res) => {
      const { clientId, schemaId } = validate(schemaParams, req.params);
      const schema = await deps.changeSchemaStatus.execute(currentActor(res), clientId, schemaId, transition);
      res.json(toSchemaDto(schema));
    });
  }
  return router;
}
