import type { JobKind } from '../../ports/job-queue.js';
import type { PurgeTrash } from './purge-trash.js';

export const PURGE_TRASH_JOB = 'purge-trash';

/**
 * A recurring job kind (hourly, on one worker instance at a time): the purge of expired trash. An item is kept at
 * least its retention period and at most an hour more. A failed tick is retried by the queue; the next carries on.
 */
export class PurgeTrashJob implements JobKind<object> {
  readonly name = PURGE_TRASH_JOB;
  readonly concurrency = 1;
  readonly cron = '23 * * * *';

  constructor(private readonly purge: PurgeTrash) {}

  async handle(): Promise<void> {
    await this.purge.execute();
  }

  async giveUp(): Promise<void> {}
}
