import type { PlanName } from '../../domain/plans/plan-catalogue.js';

/** Who is calling a use case: the signed-in user in the workspace their session belongs to. */
export interface Actor {
  readonly userId: string;
  readonly workspaceId: string;
  readonly role: 'owner' | 'member';
  readonly plan: PlanName;
}
