import { requireFeature } from '../../domain/plans/plan-features.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { Actor } from '../shared/actor.js';
import { assertOwner } from '../team/team-errors.js';

/**
 * The workspace a branding request names: `current` or the id of the session's workspace. Any other id answers 404,
 * even one where the user holds another seat (the session switches workspace first, as for everything else), so
 * another workspace's logo is never reachable.
 */
export function brandedWorkspaceId(actor: Actor, workspaceId: string): string {
  if (workspaceId !== 'current' && workspaceId !== actor.workspaceId) throw new NotFoundError('Workspace not found');
  return actor.workspaceId;
}

/**
 * Changing the branding: the owner's call (members read it, as they read the name), and white-label deliverables
 * are Agency only (spec), so the one plan gate is `whiteLabel`.
 */
export function assertMayBrand(actor: Actor): void {
  assertOwner(actor, 'change the branding');
  requireFeature(actor.plan, 'whiteLabel');
}
