import { purgeCutoff } from '../../domain/trash/trash-entry.js';
import type { Clock } from '../../ports/clock.js';
import type { Trash } from '../../ports/trash.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { TrashSettings } from './trash-settings.js';

/** Items removed per transaction: a large purge is many short transactions, never one long lock on the tables. */
const BATCH = 200;

/**
 * Removes every item trashed more than TRASH_RETENTION_DAYS ago, with everything that depends on it, batch after
 * batch until none is due. Answers how many items went.
 */
export class PurgeTrash {
  constructor(
    private readonly trash: Trash,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly settings: TrashSettings,
  ) {}

  async execute(): Promise<number> {
    const cutoff = purgeCutoff(this.clock.now(), this.settings.retentionDays);
    let purged = 0;
    for (;;) {
      const removed = await this.unitOfWork.serialized('purge-trash', async () => {
        const count = await this.trash.purge(cutoff, BATCH);
        await this.unitOfWork.commit();
        return count;
      });
      purged += removed;
      if (removed === 0) return purged;
    }
  }
}
