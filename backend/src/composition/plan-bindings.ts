import type { Container } from 'inversify';
import { GetPlanUsage } from '../application/plans/get-plan-usage.js';
import { SetPlan } from '../application/plans/set-plan.js';
import { TOKENS as T } from './tokens.js';
import { provide } from './wiring.js';

/** Plans: usage against the plan's limits, and the operator's plan change (the CLI). */
export function bindPlans(c: Container): void {
  provide(
    c,
    GetPlanUsage,
    (get) =>
      new GetPlanUsage(
        get(T.SubscriptionRepository),
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.TeamMembershipRepository),
      ),
  );
  provide(
    c,
    SetPlan,
    (get) =>
      new SetPlan(get(T.UserRepository), get(T.TeamMembershipRepository), get(T.SubscriptionRepository), get(T.UnitOfWork), get(T.Clock)),
  );
}
