import { Router, type Request, type Response } from 'express';
import Joi from 'joi';
import type { TeamMemberDto, TeamResponse } from '@sdn/contracts';
import { LoadSession } from '../../../application/auth/load-session.js';
import { AcceptInvitation } from '../../../application/team/accept-invitation.js';
import { InviteMember } from '../../../application/team/invite-member.js';
import { ListTeam, type TeamView } from '../../../application/team/list-team.js';
import { RemoveMember } from '../../../application/team/remove-member.js';
import type { TeamMembership } from '../../../domain/account/team-membership.js';
import { currentActor, sessionCall } from '../auth/require-session.js';
import '../auth/session-types.js';
import { jsonBody } from '../json-body.js';
import { emailField, uuidParam, validate, pageQuery } from '../joi-validation.js';
import { pageOf, type PageRequest } from '../../../ports/paging.js';
import { toSessionResponse } from '../presenters.js';
import type { UseCasesOf } from '../use-cases.js';

export const TEAM_USE_CASES = {
  listTeam: ListTeam,
  inviteMember: InviteMember,
  acceptInvitation: AcceptInvitation,
  removeMember: RemoveMember,
  loadSession: LoadSession,
};

export interface TeamRouterDeps extends UseCasesOf<typeof TEAM_USE_CASES> {
  /** The dashboard's public origin; null means "the origin the request came to". */
  publicBaseUrl: string | null;
}

const inviteBody = Joi.object({ email: emailField });
const acceptBody = Joi.object({ token: Joi.string().trim().max(200).required() });
const memberParams = Joi.object({ memberId: uuidParam.required() });

/** Mounted behind requireSession at /api/team. */
export function createTeamRouter(deps: TeamRouterDeps): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const page = validate(pageQuery, req.query) as PageRequest;
    res.json(toTeamResponse(await deps.listTeam.execute(currentActor(res)), page));
  });
  router.post('/invitations', ...jsonBody(), async (req, res) => {
    const { email } = validate(inviteBody, req.body);
    const seat = await deps.inviteMember.execute(currentActor(res), { email, dashboardBaseUrl: deps.publicBaseUrl ?? originOf(req) });
    res.status(201).json(toTeamMemberDto(seat));
  });
  router.post('/invitations/accept', ...jsonBody(), async (req, res) => {
    const { token } = validate(acceptBody, req.body);
    const { workspaceId } = await deps.acceptInvitation.execute({ userId: currentActor(res).userId, token });
    res.json(toSessionResponse(await switchWorkspace(deps.loadSession, req, res, workspaceId)));
  });
  router.delete('/members/:memberId', async (req, res) => {
    const { memberId } = validate(memberParams, req.params);
    await deps.removeMember.execute(currentActor(res), memberId);
    res.status(204).end();
  });
  return router;
}

/** The invitee now works in the workspace they joined; their own workspace stays theirs to return to. */
async function switchWorkspace(loadSession: LoadSession, req: Request, res: Response, workspaceId: string) {
  const view = await loadSession.execute({ userId: currentActor(res).userId, workspaceId });
  req.session.workspaceId = workspaceId;
  await sessionCall(req, 'save');
  return view;
}

function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

// Seats are bounded by the plan (every one was an accepted invitation), so the team is paged after loading.
function toTeamResponse(view: TeamView, page: PageRequest): TeamResponse {
  const members = pageOf(view.members, page);
  return { members: members.items.map(toTeamMemberDto), total: members.total, ...page, seats: view.seats, canInvite: view.canInvite };
}

export function toTeamMemberDto(seat: TeamMembership): TeamMemberDto {
  return {
    id: seat.id,
    email: seat.email,
    role: seat.role,
    status: seat.status,
    joinedAt: seat.joinedAt?.toISOString() ?? null,
    invitedAt: seat.invitedAt.toISOString(),
  };
}
