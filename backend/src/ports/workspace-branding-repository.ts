import type { WorkspaceBranding } from '../domain/account/workspace-branding.js';

/** A workspace's logo and accent colour; one row per workspace, written at once (not through the unit of work). */
export interface WorkspaceBrandingRepository {
  /** The workspace's branding, empty when it never set any. */
  find(workspaceId: string): Promise<WorkspaceBranding>;
  save(branding: WorkspaceBranding): Promise<void>;
}
