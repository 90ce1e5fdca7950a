import { FINDING_SEVERITIES, FINDING_TYPES, type FindingSeverity, type FindingType, type SaveAuditDraftsRequest } from '@sdn/contracts';
import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import { CancelAudit } from '../../../application/audit/cancel-audit.js';
import { CompareAudits } from '../../../application/audit/compare-audits.js';
import { GetAudit } from '../../../application/audit/get-audit.js';
import { ListAudits } from '../../../application/audit/list-audits.js';
import { SaveAuditDrafts } from '../../../application/audit/save-audit-drafts.js';
import { RenderAuditReport } from '../../../application/audit/render-audit-report.js';
import { StartAudit } from '../../../application/audit/start-audit.js';
import { currentActor } from '../auth/require-session.js';
import { clientIdParams, validate } from '../joi-validation.js';
import { jsonBody } from '../json-body.js';
import { sendDownload } from '../downloads.js';
import type { UseCasesOf } from '../use-cases.js';
import { presentAudit, presentAuditSummary } from './audit-presenter.js';

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

const pagesQuery = Joi.object({
  offset: Joi.number().integer().min(0).max(1_000_000).default(0),
  limit: Joi.number().integer().min(1).max(200).default(50),
  severity: Joi.string().valid(...FINDING_SEVERITIES),
  type: Joi.string().valid(...FINDING_TYPES),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const auditIdField = Joi.string().pattern(UUID);

// Other fields of the bodies are ignored, as they always were.
const startBody = Joi.object({
  deep: Joi.boolean().strict().default(false).messages({ 'boolean.base': 'Expected true or false' }),
}).unknown(true);

const PAGE_IDS = 'Expected a list of 1 to 500 page ids';
const draftsBody = Joi.object({
  // One message for the list, whichever of its ids is wrong (as before joi checked it).
  pageIds: Joi.array()
    .min(1)
    .max(500)
    .custom((ids: unknown[], helpers) => (ids.every((id) => typeof id === 'string' && UUID.test(id)) ? ids : helpers.error('array.ids')))
    .messages({ 'array.base': PAGE_IDS, 'array.min': PAGE_IDS, 'array.max': PAGE_IDS, 'array.ids': PAGE_IDS }),
  besideExisting: Joi.boolean().strict().messages({ 'boolean.base': 'Expected true or false' }),
}).unknown(true);

const compareQuery = Joi.object({
  with: auditIdField.messages({ 'string.base': 'Expected an audit id', 'string.pattern.base': 'Expected an audit id' }),
}).unknown(true);

/** Site audits of one site, mounted behind requireSession at /api/clients/:clientId/audits. */
export function createAuditsRouter(deps: AuditsRouterDeps): Router {
  const router = Router({ mergeParams: true });
  const clientId = (params: Record<string, unknown>) => validate(clientIdParams, { clientId: params.clientId }).clientId;
  const auditId = (params: Record<string, unknown>) => String(params.auditId ?? '');
  router.post('/', deps.startLimit, ...jsonBody(), async (req, res) => {
    res
      .status(202)
      .json(
        presentAudit(
          await deps.startAudit.execute(currentActor(res), clientId(req.params), validate(startBody, req.body) as { deep: boolean }),
        ),
      );
  });
  router.get('/', async (req, res) => {
    res.json({ items: (await deps.listAudits.execute(currentActor(res), clientId(req.params))).map(presentAuditSummary) });
  });
  router.get('/:auditId', async (req, res) => {
    const { offset, limit, severity, type } = validate<{ offset: number; limit: number; severity?: FindingSeverity; type?: FindingType }>(
      pagesQuery,
      req.query,
    );
    const window = { offset, limit, severity: severity ?? null, type: type ?? null };
    res.json(presentAudit(await deps.getAudit.execute(currentActor(res), clientId(req.params), auditId(req.params), window)));
  });
  router.post('/:auditId/cancel', async (req, res) => {
    res.json(presentAudit(await deps.cancelAudit.execute(currentActor(res), clientId(req.params), auditId(req.params))));
  });
  router.get('/:auditId/compare', async (req, res) => {
    const { with: withId } = validate(compareQuery, req.query) as { with?: string };
    res.json(await deps.compareAudits.execute(currentActor(res), clientId(req.params), auditId(req.params), withId));
  });
  router.post('/:auditId/drafts', ...jsonBody(), async (req, res) => {
    const { pageIds, besideExisting } = validate(draftsBody, req.body) as SaveAuditDraftsRequest;
    const saved = await deps.saveAuditDrafts.execute(currentActor(res), clientId(req.params), auditId(req.params), pageIds, {
      besideExisting: besideExisting === true,
    });
    res.status(201).json(saved);
  });
  router.get('/:auditId/report.pdf', async (req, res) => {
    const report = await deps.renderAuditReport.execute(currentActor(res), clientId(req.params), auditId(req.params));
    sendDownload(res, 'application/pdf', report.fileName, report.content);
  });
  return router;
}
