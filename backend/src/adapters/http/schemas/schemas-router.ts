import { Router } from 'express';
import Joi from 'joi';
import type { ChangeSchemaStatus } from '../../../application/schemas/change-schema-status.js';
import type { CreateSchema } from '../../../application/schemas/create-schema.js';
import type { DeleteSchema } from '../../../application/schemas/delete-schema.js';
import type { GetSchema } from '../../../application/schemas/get-schema.js';
import type { ListSchemas } from '../../../application/schemas/list-schemas.js';
import type { UpdateSchema } from '../../../application/schemas/update-schema.js';
import type { SchemaTransition } from '../../../domain/schema/schema-errors.js';
import { SCHEMA_STATUSES } from '../../../domain/schema/schema-status.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { clientIdParams, pageQueryKeys, uuidParam, validate } from '../joi-validation.js';
import { toSchemaDto } from '../presenters.js';

export interface SchemasRouterDeps {
  createSchema: CreateSchema;
  listSchemas: ListSchemas;
  getSchema: GetSchema;
  updateSchema: UpdateSchema;
  deleteSchema: DeleteSchema;
  changeSchemaStatus: ChangeSchemaStatus;
}

// Content rules (URL, JSON-LD shape, lengths) live in the aggregate; joi checks the request's shape.
const jsonLd = Joi.alternatives(Joi.object().unknown(true), Joi.array().items(Joi.object().unknown(true)));
const createBody = Joi.object({ name: Joi.string().allow('').required(), pageUrl: Joi.string().allow('').required(), jsonLd: jsonLd.required() });
const updateBody = Joi.object({ name: Joi.string(), pageUrl: Joi.string(), jsonLd }).min(1);
const listQuery = Joi.object({ status: Joi.string().valid(...SCHEMA_STATUSES), pageUrl: Joi.string().max(2048), ...pageQueryKeys });
const schemaParams = Joi.object({ clientId: uuidParam.required(), schemaId: uuidParam.required() });
const TRANSITIONS: SchemaTransition[] = ['publish', 'pause', 'unpause'];

/** Mounted at /api/clients/:clientId/schemas (mergeParams). */
export function createSchemasRouter(deps: SchemasRouterDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const { limit, offset, ...filter } = validate(listQuery, req.query);
    const page = await deps.listSchemas.execute(currentActor(res), clientId, filter, { limit, offset });
    res.json({ items: page.items.map(toSchemaDto), total: page.total, limit, offset });
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
  for (const transition of TRANSITIONS) {
    router.post(`/:schemaId/${transition}`, async (req, res) => {
      const { clientId, schemaId } = validate(schemaParams, req.params);
      const schema = await deps.changeSchemaStatus.execute(currentActor(res), clientId, schemaId, transition);
      res.json(toSchemaDto(schema));
    });
  }
  return router;
}
