import { assertLogoSize, type WorkspaceBranding } from '../../domain/account/workspace-branding.js';
import type { Clock } from '../../ports/clock.js';
import type { ImageInspector } from '../../ports/image-inspector.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertMayBrand, brandedWorkspaceId } from './branding-access.js';

/**
 * The owner uploads (or replaces) the logo: over the size cap it is refused before anything reads it; the pool then
 * reads its type and sides from the bytes, and only a whole PNG or JPEG within the limits is stored.
 */
export class ReplaceWorkspaceLogo {
  constructor(
    private readonly brandings: WorkspaceBrandingRepository,
    private readonly inspector: ImageInspector,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, workspaceId: string, content: Buffer): Promise<WorkspaceBranding> {
    const id = brandedWorkspaceId(actor, workspaceId);
    assertMayBrand(actor);
    assertLogoSize(content.byteLength);
    const inspected = await this.inspector.inspect(content);
    const branding = await this.brandings.find(id);
    branding.replaceLogo({ ...inspected, content }, this.clock.now());
    await this.brandings.save(branding);
    return branding;
  }
}
