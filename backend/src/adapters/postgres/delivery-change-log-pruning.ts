import type { JobKind } from '../../ports/job-queue.js';
import type { PgDeliveryCatalog } from './pg-delivery-catalog.js';

export const DELIVERY_CHANGE_LOG_PRUNING_JOB = 'delivery-change-log-pruning';

/** Log rows younger than this are kept whatever the epoch, so an instance a little behind still finds its changes. */
const KEEP_MINUTES = 60;

/**
 * A recurring job kind (every ten minutes, on one worker instance): the delivery triggers log every change, and rows
 * every instance has long moved past are deleted. Infrastructure of the catalog, not a use case: it lives beside it.
 */
export class DeliveryChangeLogPruning implements JobKind<object> {
  readonly name = DELIVERY_CHANGE_LOG_PRUNING_JOB;
  readonly concurrency = 1;
  readonly cron = '*/10 * * * *';

  constructor(private readonly catalog: PgDeliveryCatalog) {}

  async handle(): Promise<void> {
    await this.catalog.pruneChangeLog(KEEP_MINUTES);
  }

  async giveUp(): Promise<void> {}
}
