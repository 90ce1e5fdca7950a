import { Router, type RequestHandler } from 'express';
import { CancelBulkRun, GetBulkRun, PublishBulkResults, RetryFailedBulkItems } from '../../../application/bulk/manage-bulk-runs.js';
import { StartBulkRun } from '../../../application/bulk/start-bulk-run.js';
import { currentActor } from '../auth/require-session.js';
import { clientIdParams, validate } from '../joi-validation.js';
import { jsonBody } from '../json-body.js';
import type { UseCasesOf } from '../use-cases.js';

export const BULK_RUNS_USE_CASES = {
  startBulkRun: StartBulkRun,
  getBulkRun: GetBulkRun,
  cancelBulkRun: CancelBulkRun,
  retryFailedBulkItems: RetryFailedBulkItems,
  publishBulkResults: PublishBulkResults,
};

export type BulkRunsRouterDeps = UseCasesOf<typeof BULK_RUNS_USE_CASES> & { startLimit: RequestHandler };

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

/** Bulk generation runs of one site, mounted behind requireSession at /api/clients/:clientId/bulk-runs. */
export function createBulkRunsRouter(deps: BulkRunsRouterDeps): Router {
  const router = Router({ mergeParams: true });
  const clientId = (params: Record<string, unknown>) => validate(clientIdParams, { clientId: params.clientId }).clientId;
  const runId = (params: Record<string, unknown>) => String(params.runId ?? '');
  router.post('/', deps.startLimit, ...jsonBody(), async (req, res) => {
    const run = await deps.startBulkRun.execute(currentActor(res), clientId(req.params), {
      urls: field(req.body, 'urls'),
      sitemapUrl: field(req.body, 'sitemapUrl'),
    });
    res.status(202).json(run);
  });
  router.get('/:runId', async (req, res) => {
    res.json(await deps.getBulkRun.execute(currentActor(res), clientId(req.params), runId(req.params)));
  });
  router.post('/:runId/cancel', async (req, res) => {
    res.json(await deps.cancelBulkRun.execute(currentActor(res), clientId(req.params), runId(req.params)));
  });
  router.post('/:runId/retry-failed', async (req, res) => {
    res.status(202).json(await deps.retryFailedBulkItems.execute(currentActor(res), clientId(req.params), runId(req.params)));
  });
  router.post('/:runId/publish', ...jsonBody(), async (req, res) => {
    res.json(await deps.publishBulkResults.execute(currentActor(res), clientId(req.params), runId(req.params), field(req.body, 'itemIds')));
  });
  return router;
}
