import type { PlanName } from './plans.js';

export interface SignupRequest {
  email: string;
  password: string;
  name?: string;
  /**
   * The token of the team invitation the sign-up came from. With confirmation on, an open invitation sent to this
   * address proves it, so the account is opened at once (201); any other token changes nothing.
   */
  invitationToken?: string;
}

/**
 * `POST /api/auth/signup` -> 202 when sign-up is confirmed by email (SIGNUP_CONFIRMATION=required): the same answer
 * whether or not the address has an account, and no session. The mail holds the link (or, for a registered address,
 * a note with a log-in link).
 */
export interface SignupConfirmationSent {
  confirmationSent: true;
  /** How long the emailed link works. */
  linkValidHours: number;
}

/**
 * `POST /api/auth/signup/confirm` -> 200 SessionResponse (signed in); 400 for an invalid, used or expired link, and
 * for a wrong password (the link stays usable until the fifth wrong one voids it).
 */
export interface ConfirmSignupRequest {
  token: string;
  /** The password chosen at sign-up: the link alone proves only the mailbox, not who chose the password. */
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export type WorkspaceRole = 'owner' | 'member';

export interface UserDto {
  id: string;
  email: string;
  name: string | null;
}

export interface WorkspaceDto {
  id: string;
  name: string;
  plan: PlanName;
}

/** Answer of signup, login and `GET /api/auth/me`. */
export interface SessionResponse {
  user: UserDto;
  workspace: WorkspaceDto;
  role: WorkspaceRole;
}
