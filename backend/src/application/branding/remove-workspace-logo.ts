import type { WorkspaceBranding } from '../../domain/account/workspace-branding.js';
import type { Clock } from '../../ports/clock.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertMayBrand, brandedWorkspaceId } from './branding-access.js';

/** The owner removes the logo; reports go back to the name alone. Removing none is a no-op. */
export class RemoveWorkspaceLogo {
  constructor(
    private readonly brandings: WorkspaceBrandingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, workspaceId: string): Promise<WorkspaceBranding> {
    const id = brandedWorkspaceId(actor, workspaceId);
    assertMayBrand(actor);
    const branding = await this.brandings.find(id);
    if (!branding.logo) return branding;
    branding.removeLogo(this.clock.now());
    await this.brandings.save(branding);
    return branding;
  }
}
