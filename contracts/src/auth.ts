import type { PlanName } from './plans.js';

export interface SignupRequest {
  email: string;
  password: string;
  name?: string;
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
