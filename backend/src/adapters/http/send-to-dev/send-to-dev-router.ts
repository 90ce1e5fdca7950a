import { Router } from 'express';
import { SendSchemaToDev, SendSiteToDev } from '../../../application/send-to-dev/send-to-dev.js';
import { currentActor } from '../auth/require-session.js';
import { sendDownload } from '../downloads.js';
import { clientIdParams, validate } from '../joi-validation.js';
import type { UseCasesOf } from '../use-cases.js';

/** White-label "Send to Dev" ZIPs, mounted behind requireSession at /api/clients/:clientId. */
export const SEND_TO_DEV_USE_CASES = { sendSchemaToDev: SendSchemaToDev, sendSiteToDev: SendSiteToDev };

export function createSendToDevRouter(deps: UseCasesOf<typeof SEND_TO_DEV_USE_CASES>): Router {
  const router = Router({ mergeParams: true });
  const clientId = (params: Record<string, unknown>) => validate(clientIdParams, { clientId: params.clientId }).clientId;
  router.get('/send-to-dev.zip', async (req, res) => {
    const file = await deps.sendSiteToDev.execute(currentActor(res), clientId(req.params));
    sendDownload(res, 'application/zip', file.fileName, file.content);
  });
  router.get('/schemas/:schemaId/send-to-dev.zip', async (req, res) => {
    const file = await deps.sendSchemaToDev.execute(currentActor(res), clientId(req.params), String(req.params.schemaId ?? ''));
    sendDownload(res, 'application/zip', file.fileName, file.content);
  });
  return router;
}
