import { Router } from 'express';
import type { PlanUsageResponse } from '@sdn/contracts';
import { GetPlanUsage } from '../../../application/plans/get-plan-usage.js';
import { currentActor } from '../auth/require-session.js';
import type { UseCasesOf } from '../use-cases.js';

/** Mounted behind requireSession at /api/plan: the plan panel's data. */
export const PLAN_USE_CASES = { getPlanUsage: GetPlanUsage };

export function createPlanRouter(deps: UseCasesOf<typeof PLAN_USE_CASES>): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const actor = currentActor(res);
    const { limits, usage, subscription } = await deps.getPlanUsage.execute(actor);
    const { name: _name, ...limitValues } = limits;
    const body: PlanUsageResponse = {
      plan: actor.plan,
      limits: limitValues,
      usage,
      subscription: { ...subscription, currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null },
    };
    res.json(body);
  });
  return router;
}
