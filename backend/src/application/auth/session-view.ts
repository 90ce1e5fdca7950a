import type { TeamRole } from '../../domain/account/team-membership.js';
import type { User } from '../../domain/account/user.js';
import type { Workspace } from '../../domain/account/workspace.js';
import type { PlanName } from '../../domain/plans/plan-catalogue.js';

/** Who is signed in, in which workspace, with which role and plan. */
export interface SessionView {
  user: User;
  workspace: Workspace;
  role: TeamRole;
  plan: PlanName;
}
