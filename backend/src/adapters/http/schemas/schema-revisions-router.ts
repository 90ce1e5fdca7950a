import { Router } from 'express';
import Joi from 'joi';
import { GetSchemaRevision } from '../../../application/schemas/get-schema-revision.js';
import { ListSchemaRevisions } from '../../../application/schemas/list-schema-revisions.js';
import { RestoreSchemaRevision } from '../../../application/schemas/restore-schema-revision.js';
import { REVISIONS_KEPT_PER_SCHEMA } from '../../../domain/schema/schema-revision.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { pageQuery, uuidParam, validate } from '../joi-validation.js';
import { toSchemaDto } from '../presenters.js';
import { toRevisionDto, toRevisionSummaryDto } from './revision-presenters.js';
import type { UseCasesOf } from '../use-cases.js';

export const SCHEMA_REVISIONS_USE_CASES = {
  listSchemaRevisions: ListSchemaRevisions,
  getSchemaRevision: GetSchemaRevision,
  restoreSchemaRevision: RestoreSchemaRevision,
};

export type SchemaRevisionsRouterDeps = UseCasesOf<typeof SCHEMA_REVISIONS_USE_CASES>;

const schemaParams = Joi.object({ clientId: uuidParam.required(), schemaId: uuidParam.required() });
const revisionParams = schemaParams.keys({ number: Joi.number().integer().min(1).max(2_147_483_647).required() });
const restoreBody = Joi.object({ publish: Joi.boolean().strict().default(false) });

/** Mounted at /api/clients/:clientId/schemas/:schemaId/revisions (mergeParams). */
export function createSchemaRevisionsRouter(deps: SchemaRevisionsRouterDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', async (req, res) => {
    const { clientId, schemaId } = validate(schemaParams, req.params);
    const { limit, offset } = validate(pageQuery, req.query);
    const page = await deps.listSchemaRevisions.execute(currentActor(res), clientId, schemaId, { limit, offset });
    res.json({ items: page.items.map(toRevisionSummaryDto), total: page.total, limit, offset, kept: REVISIONS_KEPT_PER_SCHEMA });
  });
  router.get('/:number', async (req, res) => {
    const { clientId, schemaId, number } = validate(revisionParams, req.params);
    res.json(toRevisionDto(await deps.getSchemaRevision.execute(currentActor(res), clientId, schemaId, number)));
  });
  router.post('/:number/restore', ...jsonBody(), async (req, res) => {
    const { clientId, schemaId, number } = validate(revisionParams, req.params);
    const { publish } = validate(restoreBody, req.body);
    const actor = currentActor(res);
    const schema = await deps.restoreSchemaRevision.execute(actor, clientId, { schemaId, number, publish });
    const restored = await deps.getSchemaRevision.execute(actor, clientId, schemaId, schema.revision);
    res.json({ schema: toSchemaDto(schema), revision: toRevisionSummaryDto(restored) });
  });
  return router;
}
