import type { Workspace } from '../domain/account/workspace.js';

export interface WorkspaceRepository {
  add(workspace: Workspace): void;
  findById(id: string): Promise<Workspace | null>;
}
