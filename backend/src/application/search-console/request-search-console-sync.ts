import type { SearchConsoleView } from '@sdn/contracts';
import { isSyncable } from '../../domain/search-console/search-console-connection.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { Actor } from '../shared/actor.js';
import { configured, requireConnection, searchConsoleSite, searchConsoleView, type SearchConsoleGoogle } from './search-console-access.js';

export const SEARCH_CONSOLE_SYNC_JOB = 'search-console-sync';
export interface SearchConsoleSyncJob {
  clientSiteId: string;
}

/** "Sync now": queues one sync job unless one is already queued or running for the site (409). */
export class RequestSearchConsoleSync {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly store: SearchConsoleStore,
    private readonly google: SearchConsoleGoogle | null,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<SearchConsoleView> {
    const site = await searchConsoleSite(this.sites, actor, clientId);
    configured(this.google);
    const connection = requireConnection(await this.store.find(site.id));
    if (connection.status === 'reconnect_needed')
      throw new ConflictError('Google access was revoked or expired: reconnect Search Console first');
    if (!isSyncable(connection)) throw new ConflictError('Choose a Search Console property first');
    if (!(await this.queue(site.id, this.clock.now()))) throw new ConflictError('A sync is already queued or running for this site');
    return searchConsoleView(this.google, await this.store.find(site.id));
  }

  /** Marks the site queued and sends the job; false when a sync is already under way. */
  async queue(clientSiteId: string, now: Date): Promise<boolean> {
    if (!(await this.store.claimSync(clientSiteId, 'queued', now))) return false;
    await this.jobs.enqueue<SearchConsoleSyncJob>(SEARCH_CONSOLE_SYNC_JOB, [{ payload: { clientSiteId } }]);
    return true;
  }
}
