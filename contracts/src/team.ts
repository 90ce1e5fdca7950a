import type { WorkspaceRole } from './auth.js';
import type { PageInfo } from './paging.js';
import type { PlanName } from './plans.js';

export type MemberStatus = 'active' | 'pending';

/** One seat of the workspace: the owner, an active member, or a pending invitation. */
export interface TeamMemberDto {
  id: string;
  email: string;
  role: WorkspaceRole;
  status: MemberStatus;
  /** Null while the invitation is pending. */
  joinedAt: string | null;
  invitedAt: string;
}

/** `GET /api/team`. Seats count the owner and pending invitations; `canInvite` is false at capacity, on plans
 * without team seats, and for members (only the owner invites). */
export interface TeamResponse extends PageInfo {
  /** One page of seats (`?limit=&offset=`), the owner first. */
  members: TeamMemberDto[];
  seats: { used: number; limit: number };
  canInvite: boolean;
}

/** `POST /api/team/invitations` -> 201 TeamMemberDto (status `pending`). Errors: 403 `forbidden` (not the owner),
 * 403 `plan_required` (details.plan `agency`), 403 `limit_reached` (details.limit `seats`), 409 already invited or
 * a member, 503 the email could not be sent. */
export interface InviteMemberRequest {
  email: string;
}

/** `POST /api/team/invitations/accept` -> 200 SessionResponse of the invited workspace (the session switches to it).
 * Errors: 401 not signed in, 404 unknown or withdrawn link, 409 already used, 400 expired, 403 another email. */
export interface AcceptInvitationRequest {
  token: string;
}

/** `GET /api/invitations/:token`, public: what an invitation link shows before signing in. 404
 * `{ error: 'This invitation is not valid' }` for an unknown, used, expired or withdrawn token, with nothing else. */
export interface InvitationPreviewResponse {
  workspaceName: string;
  /** The workspace owner (the only one who invites); the name when they gave one. */
  inviterName: string | null;
  inviterEmail: string;
  /** The invited address: the one to sign up or log in with. */
  email: string;
  role: WorkspaceRole;
  expiresAt: string;
}

/** `DELETE /api/team/members/:memberId` -> 204. Errors: 403 not the owner, 404 unknown member, 409 the owner's own seat. */
export type RemoveMemberResponse = void;

/** `GET /api/workspaces`: the user's own workspace and the teams they joined (suspended seats left out). */
export interface WorkspaceListResponse extends PageInfo {
  items: { id: string; name: string; plan: PlanName; role: WorkspaceRole; current: boolean }[];
}

/** `PATCH /api/workspaces/current` (owner): the workspace's name, shown in invitations, exports and reports. */
export interface RenameWorkspaceRequest {
  name: string;
}

/** `POST /api/workspaces/switch` -> 200 SessionResponse of that workspace; 404 when the user has no usable seat there. */
export interface SwitchWorkspaceRequest {
  workspaceId: string;
}

/** The logo's limits, for the dashboard to say at once what the server would refuse (the server checks them again). */
export const LOGO_LIMITS = { maxBytes: 256 * 1024, maxSide: 2000, contentTypes: ['image/png', 'image/jpeg'] } as const;

/**
 * `GET /api/workspaces/:workspaceId/branding` (`current` or the session's workspace id; any other id 404): the logo
 * and accent colour white-label audit reports carry beside the workspace's name. Every member reads it; the owner of
 * an Agency workspace changes it.
 */
export interface WorkspaceBrandingView {
  workspaceId: string;
  /** `#rrggbb`, dark enough to read on white (contrast at least 3:1); null: headings stay black. */
  accentColour: string | null;
  logo: {
    /** Read from the image's bytes, never from its name. */
    contentType: 'image/png' | 'image/jpeg';
    width: number;
    height: number;
    bytes: number;
    /** Where the dashboard reads the image (same session; changes with the image). */
    url: string;
  } | null;
  updatedAt: string | null;
}

/** `PATCH /api/workspaces/:workspaceId/branding` (owner, Agency): null clears the colour. */
export interface SetBrandingRequest {
  accentColour: string | null;
}

/**
 * `PUT /api/workspaces/:workspaceId/branding/logo` (owner, Agency): the image's bytes in base64 (JSON keeps the
 * same CSRF rule as every other change). PNG or JPEG, at most 256 KB and 2000 px a side; anything else 400, larger
 * 413.
 */
export interface UploadLogoRequest {
  contentBase64: string;
}
