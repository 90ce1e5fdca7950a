import { planLimits } from '../../domain/plans/plan-catalogue.js';
import { requireFeature } from '../../domain/plans/plan-features.js';
import { LimitReachedError } from '../../domain/shared/domain-error.js';
import type { Actor } from '../shared/actor.js';

/**
 * One more live site for the workspace, which has `used` (counted under the plan-limit lock): refused when it would
 * pass the plan's site limit. A second site is a client portfolio, a feature of a higher plan rather than a count.
 */
export function assertRoomForSite(actor: Actor, used: number): void {
  const limits = planLimits(actor.plan);
  if (used >= 1) requireFeature(actor.plan, 'clientPortfolios');
  if (limits.clientSites !== null && used >= limits.clientSites) {
    throw new LimitReachedError({ limit: 'clientSites', max: limits.clientSites, used, plan: actor.plan });
  }
}
