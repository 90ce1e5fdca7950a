import { Router, type RequestHandler } from 'express';
import type { InvitationPreviewResponse } from '@sdn/contracts';
import { ViewInvitation } from '../../../application/team/view-invitation.js';
import type { UseCasesOf } from '../use-cases.js';

/**
 * Public, mounted at /api: the invitation behind an emailed link, for a visitor who has not signed in yet. Guests get
 * no ORM scope from the session middleware, so this route opens its own (`requestScope`). The token is not checked
 * for shape here: a malformed one is just another invalid link, answered by the use case like every other.
 */
export const INVITATION_PREVIEW_USE_CASES = { viewInvitation: ViewInvitation };

export interface InvitationPreviewRouterDeps extends UseCasesOf<typeof INVITATION_PREVIEW_USE_CASES> {
  requestScope: RequestHandler;
}

export function createInvitationPreviewRouter(deps: InvitationPreviewRouterDeps): Router {
  const router = Router();
  router.get('/invitations/:token', deps.requestScope, async (req, res) => {
    const preview = await deps.viewInvitation.execute(String(req.params['token']));
    const body: InvitationPreviewResponse = { ...preview, expiresAt: preview.expiresAt.toISOString() };
    res.json(body);
  });
  return router;
}
