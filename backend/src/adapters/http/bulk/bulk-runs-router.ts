import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import { CancelBulkRun } from '../../../application/bulk/cancel-bulk-run.js';
import { GetBulkRun } from '../../../application/bulk/get-bulk-run.js';
import { PublishBulkResults } from '../../../application/bulk/publish-bulk-results.js';
import { RetryFailedBulkItems } from '../../../application/bulk/retry-failed-bulk-items.js';
import { StartBulkRun, type BulkRunSource } from '../../../application/bulk/start-bulk-run.js';
import { ValidationError, fieldErrors } from '../../../domain/shared/domain-error.js';
import { currentActor } from '../auth/require-session.js';
import { clientIdParams, validate } from '../joi-validation.js';
import { jsonBody } from '../json-body.js';
import type { UseCasesOf } from '../use-cases.js';
import { presentBulkRun } from './bulk-run-presenter.js';

export const BULK_RUNS_USE_CASES = {
  startBulkRun: StartBulkRun,
  getBulkRun: GetBulkRun,
  cancelBulkRun: CancelBulkRun,
  retryFailedBulkItems: RetryFailedBulkItems,
  publishBulkResults: PublishBulkResults,
};

export type BulkRunsRouterDeps = UseCasesOf<typeof BULK_RUNS_USE_CASES> & { startLimit: RequestHandler };

const NON_EMPTY_LIST = 'Expected a non-empty list of URLs';
// Each pasted URL is judged by the one page-URL rule in the use case, which names every bad item; other fields
// are ignored, as they always were.
const startBody = Joi.object({
  urls: Joi.array().min(1).allow(null).messages({ 'array.base': NON_EMPTY_LIST, 'array.min': NON_EMPTY_LIST }),
  sitemapUrl: Joi.string().allow('', null),
}).unknown(true);

const ITEM_IDS = 'Expected a list of 1 to 100 item ids';
const UUID = /^[0-9a-f-]{36}$/i;
const publishBody = Joi.object({
  itemIds: Joi.array()
    .min(1)
    .max(100)
    .required()
    .custom((ids: unknown[], helpers) => (ids.every((id) => typeof id === 'string' && UUID.test(id)) ? ids : helpers.error('array.ids')))
    .messages({ 'any.required': ITEM_IDS, 'array.base': ITEM_IDS, 'array.min': ITEM_IDS, 'array.max': ITEM_IDS, 'array.ids': ITEM_IDS }),
}).unknown(true);

function runSource(body: unknown): BulkRunSource {
  const { urls, sitemapUrl } = validate(startBody, body) as { urls?: unknown[] | null; sitemapUrl?: string | null };
  const hasSitemap = sitemapUrl !== undefined && sitemapUrl !== null && sitemapUrl !== '';
  if ((urls !== undefined && urls !== null) === hasSitemap) {
    throw new ValidationError(fieldErrors({ urls: ['Give either urls (a list) or sitemapUrl'] }));
  }
  return hasSitemap ? { sitemapUrl } : { urls: urls! };
}

/** Bulk generation runs of one site, mounted behind requireSession at /api/clients/:clientId/bulk-runs. */
export function createBulkRunsRouter(deps: BulkRunsRouterDeps): Router {
  const router = Router({ mergeParams: true });
  const clientId = (params: Record<string, unknown>) => validate(clientIdParams, { clientId: params.clientId }).clientId;
  // Not validated as a uuid here: anything that is not one of the actor's runs is a 404, as before.
  const runId = (params: Record<string, unknown>) => String(params.runId ?? '');
  router.post('/', deps.startLimit, ...jsonBody(), async (req, res) => {
    const report = await deps.startBulkRun.execute(currentActor(res), clientId(req.params), runSource(req.body));
    res.status(202).json(presentBulkRun(report));
  });
  router.get('/:runId', async (req, res) => {
    res.json(presentBulkRun(await deps.getBulkRun.execute(currentActor(res), clientId(req.params), runId(req.params))));
  });
  router.post('/:runId/cancel', async (req, res) => {
    res.json(presentBulkRun(await deps.cancelBulkRun.execute(currentActor(res), clientId(req.params), runId(req.params))));
  });
  router.post('/:runId/retry-failed', async (req, res) => {
    res
      .status(202)
      .json(presentBulkRun(await deps.retryFailedBulkItems.execute(currentActor(res), clientId(req.params), runId(req.params))));
  });
  router.post('/:runId/publish', ...jsonBody(), async (req, res) => {
    const { itemIds } = validate(publishBody, req.body) as { itemIds: string[] };
    const published = await deps.publishBulkResults.execute(currentActor(res), clientId(req.params), runId(req.params), itemIds);
    res.json({ published });
  });
  return router;
}
