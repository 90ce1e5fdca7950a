import { Router, type RequestHandler } from 'express';
import { CancelAudit, CompareAudits, GetAudit, ListAudits, SaveAuditDrafts } from '../../../application/audit/manage-audits.js';
import { RenderAuditReport } from '../../../application/audit/render-audit-report.js';
import { StartAudit } from '../../../application/audit/start-audit.js';
import { currentActor } from '../auth/require-session.js';
import { clientIdParams, validate } from '../joi-validation.js';
import { jsonBody } from '../json-body.js';
import { sendDownload } from '../downloads.js';
import type { UseCasesOf } from '../use-cases.js';

export const AUDITS_USE_CASES = {
  startAudit: StartAudit,
  listAudits: ListAudits,
  getAudit: GetAudit,
  cancelAudit: CancelAudit,
  compareAudits: CompareAudits,
  saveAuditDrafts: SaveAuditDrafts,
  renderAuditReport: RenderAuditReport,
};

/** `startLimit`: starts per workspace per minute (an audit fetches and parses a tenant's whole site). */
export type AuditsRouterDeps = UseCasesOf<typeof AUDITS_USE_CASES> & { startLimit: RequestHandler };

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

/** Site audits of one site, mounted behind requireSession at /api/clients/:clientId/audits. */
export function createAuditsRouter(deps: AuditsRouterDeps): Router {
  const router = Router({ mergeParams: true });
  const clientId = (params: Record<string, unknown>) => validate(clientIdParams, { clientId: params.clientId }).clientId;
  const auditId = (params: Record<string, unknown>) => String(params.auditId ?? '');
  router.post('/', deps.startLimit, ...jsonBody(), async (req, res) => {
    res.status(202).json(await deps.startAudit.execute(currentActor(res), clientId(req.params), { deep: field(req.body, 'deep') }));
  });
  router.get('/', async (req, res) => {
    res.json(await deps.listAudits.execute(currentActor(res), clientId(req.params)));
  });
  router.get('/:auditId', async (req, res) => {
    res.json(await deps.getAudit.execute(currentActor(res), clientId(req.params), auditId(req.params)));
  });
  router.post('/:auditId/cancel', async (req, res) => {
    res.json(await deps.cancelAudit.execute(currentActor(res), clientId(req.params), auditId(req.params)));
  });
  router.get('/:auditId/compare', async (req, res) => {
    res.json(await deps.compareAudits.execute(currentActor(res), clientId(req.params), auditId(req.params), req.query.with));
  });
  router.post('/:auditId/drafts', ...jsonBody(), async (req, res) => {
    res
      .status(201)
      .json(await deps.saveAuditDrafts.execute(currentActor(res), clientId(req.params), auditId(req.params), field(req.body, 'pageIds')));
  });
  router.get('/:auditId/report.pdf', async (req, res) => {
    const report = await deps.renderAuditReport.execute(currentActor(res), clientId(req.params), auditId(req.params));
    sendDownload(res, 'application/pdf', report.fileName, report.content);
  });
  return router;
}
