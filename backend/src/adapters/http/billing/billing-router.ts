import { Router, type Request } from 'express';
import Joi from 'joi';
import type { BillingRedirectResponse, BillingResponse } from '@sdn/contracts';
import { GetBilling } from '../../../application/billing/get-billing.js';
import { OpenBillingPortal } from '../../../application/billing/open-billing-portal.js';
import { StartCheckout } from '../../../application/billing/start-checkout.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { validate } from '../joi-validation.js';
import type { UseCasesOf } from '../use-cases.js';

export const BILLING_USE_CASES = {
  getBilling: GetBilling,
  startCheckout: StartCheckout,
  openBillingPortal: OpenBillingPortal,
};

export interface BillingRouterDeps extends UseCasesOf<typeof BILLING_USE_CASES> {
  /** The dashboard's public origin for Stripe's return pages; null means "the origin the request came to". */
  publicBaseUrl: string | null;
}

const checkoutBody = Joi.object({ plan: Joi.string().valid('pro', 'agency').required() });

/** Mounted behind requireSession at /api/billing; every route is the owner's (members get 403 from the use cases). */
export function createBillingRouter(deps: BillingRouterDeps): Router {
  const router = Router();
  const baseUrlOf = (req: Request) => deps.publicBaseUrl ?? `${req.protocol}://${req.get('host')}`;
  router.get('/', async (_req, res) => {
    const view = await deps.getBilling.execute(currentActor(res));
    const body: BillingResponse = { ...view, currentPeriodEnd: view.currentPeriodEnd?.toISOString() ?? null };
    res.json(body);
  });
  router.post('/checkout', ...jsonBody(), async (req, res) => {
    const { plan } = validate(checkoutBody, req.body);
    const body: BillingRedirectResponse = await deps.startCheckout.execute(currentActor(res), { plan, dashboardBaseUrl: baseUrlOf(req) });
    res.json(body);
  });
  router.post('/portal', ...jsonBody(), async (req, res) => {
    res.json(await deps.openBillingPortal.execute(currentActor(res), { dashboardBaseUrl: baseUrlOf(req) }));
  });
  return router;
}
