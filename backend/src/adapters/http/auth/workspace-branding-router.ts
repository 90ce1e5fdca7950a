import { Router, type Response } from 'express';
import Joi from 'joi';
import type { WorkspaceBrandingView } from '@sdn/contracts';
import type { WorkspaceBranding } from '../../../domain/account/workspace-branding.js';
import { GetWorkspaceBranding } from '../../../application/branding/get-workspace-branding.js';
import { GetWorkspaceLogo } from '../../../application/branding/get-workspace-logo.js';
import { RemoveWorkspaceLogo } from '../../../application/branding/remove-workspace-logo.js';
import { ReplaceWorkspaceLogo } from '../../../application/branding/replace-workspace-logo.js';
import { SetAccentColour } from '../../../application/branding/set-accent-colour.js';
import { jsonBody } from '../json-body.js';
import { validate } from '../joi-validation.js';
import { currentActor } from './require-session.js';
import type { UseCasesOf } from '../use-cases.js';

/**
 * A 256 KB logo is about 350 KB of base64; the body may be larger still so the domain, not the parser, answers an
 * oversize logo with its own message (how large it is, and the cap).
 */
const LOGO_BODY_LIMIT = '1mb';
// The aggregate checks the colour itself (#rrggbb, dark enough on white); joi only insists on a string or null.
const brandingBody = Joi.object({ accentColour: Joi.string().allow(null, '').max(100).required() });
const logoBody = Joi.object({
  contentBase64: Joi.string()
    .base64({ paddingRequired: true })
    .required()
    .messages({ 'string.base64': 'Must be the image file in base64', 'string.base': 'Must be the image file in base64' }),
});

export const WORKSPACE_BRANDING_USE_CASES = {
  getWorkspaceBranding: GetWorkspaceBranding,
  getWorkspaceLogo: GetWorkspaceLogo,
  replaceWorkspaceLogo: ReplaceWorkspaceLogo,
  removeWorkspaceLogo: RemoveWorkspaceLogo,
  setAccentColour: SetAccentColour,
};

export function toBrandingView(branding: WorkspaceBranding): WorkspaceBrandingView {
  const { logo } = branding;
  return {
    workspaceId: branding.workspaceId,
    accentColour: branding.accentColour,
    logo: logo && {
      contentType: logo.contentType,
      width: logo.width,
      height: logo.height,
      bytes: logo.content.byteLength,
      // The digest in the query changes with the image, so an <img> shows a new logo at once.
      url: `/api/workspaces/${branding.workspaceId}/branding/logo?v=${logo.sha256.slice(0, 16)}`,
    },
    updatedAt: branding.updatedAt?.toISOString() ?? null,
  };
}

/**
 * An image the tenant uploaded, served so a browser only ever shows it as an image: the type the pool read from the
 * bytes, no sniffing, no script (CSP sandbox), and never cached, so no cache ever hands one workspace's logo to another.
 */
function sendLogo(res: Response, contentType: string, content: Buffer): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', `inline; filename="logo.${contentType === 'image/png' ? 'png' : 'jpg'}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Vary', 'Cookie');
  res.end(content);
}

/**
 * Mounted at /api/workspaces/:workspaceId/branding (`current` or the session's workspace id): members read, the
 * owner of an Agency workspace changes.
 */
export function createWorkspaceBrandingRouter(deps: UseCasesOf<typeof WORKSPACE_BRANDING_USE_CASES>): Router {
  const router = Router({ mergeParams: true });
  const workspaceOf = (params: object) => String((params as { workspaceId?: unknown }).workspaceId ?? 'current');
  router.get('/', async (req, res) => {
    res.json(toBrandingView(await deps.getWorkspaceBranding.execute(currentActor(res), workspaceOf(req.params))));
  });
  router.patch('/', ...jsonBody(), async (req, res) => {
    const { accentColour } = validate(brandingBody, req.body);
    const branding = await deps.setAccentColour.execute(currentActor(res), workspaceOf(req.params), accentColour || null);
    res.json(toBrandingView(branding));
  });
  router.get('/logo', async (req, res) => {
    const logo = await deps.getWorkspaceLogo.execute(currentActor(res), workspaceOf(req.params));
    sendLogo(res, logo.contentType, logo.content);
  });
  router.put('/logo', ...jsonBody({ limit: LOGO_BODY_LIMIT }), async (req, res) => {
    const { contentBase64 } = validate(logoBody, req.body);
    const branding = await deps.replaceWorkspaceLogo.execute(
      currentActor(res),
      workspaceOf(req.params),
      Buffer.from(contentBase64, 'base64'),
    );
    res.json(toBrandingView(branding));
  });
  router.delete('/logo', async (req, res) => {
    res.json(toBrandingView(await deps.removeWorkspaceLogo.execute(currentActor(res), workspaceOf(req.params))));
  });
  return router;
}
