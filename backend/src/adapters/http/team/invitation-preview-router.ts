import { Router, type RequestHandler } from 'express';
import type { InvitationPreviewResponse } from '@sdn/contracts';
import type { ViewInvitation } from '../../../application/team/view-invitation.js';

/**
 * Public, mounted at /api: the invitation behind an emailed link, for a visitor who has not signed in yet. Guests get
 * no ORM scope from the session middleware, so this route opens its own (`requestScope`). The token is not checked
 * for shape here: a malformed one is just another invalid link, answered by the use case like every other.
 */
export function createInvitationPreviewRouter(deps: { viewInvitation: ViewInvitation; requestScope: RequestHandler }): Router {
  const router = Router();
  router.get('/invitations/:token', deps.requestScope, async (req, res) => {
    const preview = await deps.viewInvitation.execute(String(req.params['token']));
    const body: InvitationPreviewResponse = { ...preview, expiresAt: preview.expiresAt.toISOString() };
    res.json(body);
  });
  return router;
}
