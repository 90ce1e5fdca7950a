import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import Joi from 'joi';
import { ConfigureDomainLock } from '../../../application/client-sites/configure-domain-lock.js';
import { VerifySdk } from '../../../application/client-sites/verify-sdk.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { clientIdParams, validate } from '../joi-validation.js';
import { toClientSiteDto } from '../presenters.js';
import { perMinuteLimit } from '../per-minute-limit.js';
import type { UseCasesOf } from '../use-cases.js';

export const SITE_SETTINGS_USE_CASES = {
  configureDomainLock: ConfigureDomainLock,
  verifySdk: VerifySdk,
};

export interface SiteSettingsRouterDeps extends UseCasesOf<typeof SITE_SETTINGS_USE_CASES> {
  /** "Verify now" fetches an outside page each time: checks per workspace per minute. */
  verifyPerMinute: number;
  /** Shared by every instance when REDIS_URL is set; undefined keeps the counts in this process. */
  verifyStore: Store | undefined;
}

// Hostname rules live in the aggregate; joi checks shapes only.
const domainLockBody = Joi.object({ enabled: Joi.boolean().strict().required(), allowedHosts: Joi.array().items(Joi.string()).max(200) });

/** Per-site settings, mounted behind requireSession at /api/clients/:clientId. */
export function createSiteSettingsRouter(deps: SiteSettingsRouterDeps): Router {
  const router = Router({ mergeParams: true });
  router.patch('/domain-lock', ...jsonBody(), async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const summary = await deps.configureDomainLock.execute(currentActor(res), clientId, validate(domainLockBody, req.body));
    res.json(toClientSiteDto(summary));
  });
  const verifyLimit = perMinuteLimit({
    limit: deps.verifyPerMinute,
    keyGenerator: (_req, res) => `verify:${currentActor(res).workspaceId}`,
    message: { error: 'Too many verification attempts. Please wait a minute and try again.' },
    store: deps.verifyStore,
  });
  router.post('/verify-sdk', verifyLimit, async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    res.json(toClientSiteDto(await deps.verifySdk.execute(currentActor(res), clientId)));
  });
  return router;
}
