import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { Workspace } from '../../domain/account/workspace.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { WorkspaceRepository } from '../../ports/workspace-repository.js';
import type { Actor } from '../shared/actor.js';
import { assertOwner } from './team-errors.js';

/** The owner names the workspace (an agency's name instead of the owner's personal one). */
export class RenameWorkspace {
  constructor(
    private readonly workspaces: WorkspaceRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, name: string): Promise<Workspace> {
    assertOwner(actor, 'rename the workspace');
    const workspace = await this.workspaces.findById(actor.workspaceId);
    if (!workspace) throw new NotFoundError('Workspace not found');
    workspace.rename(name);
    await this.unitOfWork.commit();
    return workspace;
  }
}
