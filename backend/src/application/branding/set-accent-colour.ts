import type { WorkspaceBranding } from '../../domain/account/workspace-branding.js';
import type { Clock } from '../../ports/clock.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertMayBrand, brandedWorkspaceId } from './branding-access.js';

/** The owner sets the reports' accent colour (`#rrggbb`, dark enough to read on white) or clears it with null. */
export class SetAccentColour {
  constructor(
    private readonly brandings: WorkspaceBrandingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, workspaceId: string, accentColour: string | null): Promise<WorkspaceBranding> {
    const id = brandedWorkspaceId(actor, workspaceId);
    assertMayBrand(actor);
    const branding = await this.brandings.find(id);
    branding.setAccentColour(accentColour, this.clock.now());
    await this.brandings.save(branding);
    return branding;
  }
}
