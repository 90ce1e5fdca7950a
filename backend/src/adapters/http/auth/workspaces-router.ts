import { Router } from 'express';
import Joi from 'joi';
import type { WorkspaceListResponse } from '@sdn/contracts';
import { ListWorkspaces } from '../../../application/auth/list-workspaces.js';
import { LoadSession } from '../../../application/auth/load-session.js';
import { RenameWorkspace } from '../../../application/team/rename-workspace.js';
import { NotFoundError, UnauthenticatedError } from '../../../domain/shared/domain-error.js';
import { jsonBody } from '../json-body.js';
import { pageQuery, uuidParam, validate } from '../joi-validation.js';
import { pageOf } from '../../../ports/paging.js';
import { toSessionResponse } from '../presenters.js';
import { currentActor, sessionCall } from './require-session.js';
import { WORKSPACE_BRANDING_USE_CASES, createWorkspaceBrandingRouter } from './workspace-branding-router.js';
import './session-types.js';
import type { UseCasesOf } from '../use-cases.js';

const switchBody = Joi.object({ workspaceId: uuidParam.required() });
// The aggregate checks the name itself (required, length, control characters); joi only insists on a string.
const renameBody = Joi.object({ name: Joi.string().allow('').required() });

/** Mounted behind requireSession at /api/workspaces: list the user's workspaces and switch the session's one. */
export const WORKSPACES_USE_CASES = {
  listWorkspaces: ListWorkspaces,
  loadSession: LoadSession,
  renameWorkspace: RenameWorkspace,
  ...WORKSPACE_BRANDING_USE_CASES,
};

export function createWorkspacesRouter(deps: UseCasesOf<typeof WORKSPACES_USE_CASES>): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { limit, offset } = validate(pageQuery, req.query);
    const actor = currentActor(res);
    // A user's seats are few (each needs an invitation accepted), so they are paged after loading.
    const page = pageOf(await deps.listWorkspaces.execute(actor.userId), { limit, offset });
    const body: WorkspaceListResponse = {
      items: page.items.map((view) => ({
        ...toSessionResponse(view).workspace,
        role: view.role,
        current: view.workspace.id === actor.workspaceId,
      })),
      total: page.total,
      limit,
      offset,
    };
    res.json(body);
  });
  /** The owner names the current workspace; the answer is the session as it now reads. */
  router.patch('/current', ...jsonBody(), async (req, res) => {
    const { name } = validate(renameBody, req.body);
    const actor = currentActor(res);
    await deps.renameWorkspace.execute(actor, name);
    res.json(toSessionResponse(await deps.loadSession.execute({ userId: actor.userId, workspaceId: actor.workspaceId })));
  });
  // The logo and accent colour of white-label reports, beside the name.
  router.use('/:workspaceId/branding', createWorkspaceBrandingRouter(deps));
  router.post('/switch', ...jsonBody(), async (req, res) => {
    const { workspaceId } = validate(switchBody, req.body);
    const view = await deps.loadSession.execute({ userId: currentActor(res).userId, workspaceId }).catch((error: unknown) => {
      // No seat (or a suspended one) there: indistinguishable from a workspace that does not exist.
      throw error instanceof UnauthenticatedError ? new NotFoundError('Workspace not found') : error;
    });
    req.session.workspaceId = workspaceId;
    await sessionCall(req, 'save');
    res.json(toSessionResponse(view));
  });
  return router;
}
