import type { BrandLogo } from '../../domain/account/workspace-branding.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';
import type { Actor } from '../shared/actor.js';
import { brandedWorkspaceId } from './branding-access.js';

/** The logo's bytes and the type the pool read from them; 404 when the workspace has none. */
export class GetWorkspaceLogo {
  constructor(private readonly brandings: WorkspaceBrandingRepository) {}

  async execute(actor: Actor, workspaceId: string): Promise<BrandLogo> {
    const { logo } = await this.brandings.find(brandedWorkspaceId(actor, workspaceId));
    if (!logo) throw new NotFoundError('This workspace has no logo');
    return logo;
  }
}
