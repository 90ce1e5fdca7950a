import type { TrashKind } from '../../domain/trash/trash-entry.js';
import type { Trash } from '../../ports/trash.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';
import type { Actor } from '../shared/actor.js';
import { assertOwner } from '../team/team-errors.js';
import { trashedItem } from './trashed-item.js';

/**
 * Removes a trashed item for good, before the purge would. The owner only: the trash exists so that no member's
 * single click destroys a client, and "delete forever" is that click.
 */
export class DeleteForever {
  constructor(
    private readonly trash: Trash,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, kind: TrashKind, id: string): Promise<void> {
    assertOwner(actor, 'delete items from the trash for good');
    await this.unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
      await trashedItem(this.trash, actor, kind, id);
      await this.trash.deleteForever(kind, id);
      await this.unitOfWork.commit();
    });
  }
}
