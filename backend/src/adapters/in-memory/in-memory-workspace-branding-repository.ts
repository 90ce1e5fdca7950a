import { WorkspaceBranding } from '../../domain/account/workspace-branding.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';

/** Branding kept per workspace, as copies, so an unsaved change never shows (like a row not yet written). */
export class InMemoryWorkspaceBrandingRepository implements WorkspaceBrandingRepository {
  private readonly rows = new Map<string, WorkspaceBranding>();

  async find(workspaceId: string): Promise<WorkspaceBranding> {
    const row = this.rows.get(workspaceId);
    return row ? copy(row) : WorkspaceBranding.empty(workspaceId);
  }

  async save(branding: WorkspaceBranding): Promise<void> {
    this.rows.set(branding.workspaceId, copy(branding));
  }
}

function copy(branding: WorkspaceBranding): WorkspaceBranding {
  return WorkspaceBranding.restore(branding.workspaceId, {
    accentColour: branding.accentColour,
    logo: branding.logo,
    updatedAt: branding.updatedAt ?? new Date(0),
  });
}
