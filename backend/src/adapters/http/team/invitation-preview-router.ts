import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import type { InvitationPreviewResponse } from '@sdn/contracts';
import type { ViewInvitation } from '../../../application/team/view-invitation.js';
import { validate } from '../joi-validation.js';

const params = Joi.object({ token: Joi.string().max(200).required() });

/**
 * Public, mounted at /api: the invitation behind an emailed link, for a visitor who has not signed in yet. Guests get
 * no ORM scope from the session middleware, so this route opens its own (`requestScope`).
 */
export function createInvitationPreviewRouter(deps: { viewInvitation: ViewInvitation; requestScope: RequestHandler }): Router {
  const router = Router();
  router.get('/invitations/:token', deps.requestScope, async (req, res) => {
    const { token } = validate(params, req.params) as { token: string };
    const preview = await deps.viewInvitation.execute(token);
    const body: InvitationPreviewResponse = { ...preview, expiresAt: preview.expiresAt.toISOString() };
    res.json(body);
  });
  return router;
}
