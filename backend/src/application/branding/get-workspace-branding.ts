import type { WorkspaceBranding } from '../../domain/account/workspace-branding.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';
import type { Actor } from '../shared/actor.js';
import { brandedWorkspaceId } from './branding-access.js';

/** The workspace's logo and accent colour, for every member and on every plan (only changing them is gated). */
export class GetWorkspaceBranding {
  constructor(private readonly brandings: WorkspaceBrandingRepository) {}

  async execute(actor: Actor, workspaceId: string): Promise<WorkspaceBranding> {
    return this.brandings.find(brandedWorkspaceId(actor, workspaceId));
  }
}
