import type { Clock } from '../../ports/clock.js';
import type { JobKind } from '../../ports/job-queue.js';
import type { Logger } from '../../ports/logger.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { RequestSearchConsoleSync } from './request-search-console-sync.js';

export const DAILY_SEARCH_CONSOLE_SYNC_JOB = 'search-console-daily';

/** The daily schedule: queues a sync for every connected site whose sync is not already under way. */
export class DailySearchConsoleSync implements JobKind<object> {
  readonly name = DAILY_SEARCH_CONSOLE_SYNC_JOB;
  readonly concurrency = 1;

  constructor(
    private readonly store: SearchConsoleStore,
    private readonly requestSync: RequestSearchConsoleSync,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Cron in UTC; the default runs after Google's Pacific-time day has closed. */
    readonly cron: string,
  ) {}

  async handle(): Promise<void> {
    const sites = await this.store.listSyncable();
    let queued = 0;
    for (const siteId of sites) if (await this.requestSync.queue(siteId, this.clock.now())) queued += 1;
    this.logger.info({ sites: sites.length, queued }, 'daily search console sync queued');
  }

  async giveUp(): Promise<void> {}
}
