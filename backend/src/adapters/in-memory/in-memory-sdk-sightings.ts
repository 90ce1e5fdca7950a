import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { SdkSightings } from '../../ports/sdk-sightings.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

/** Records which sites delivery reported, in order, and verifies them at once like the database adapter does later. */
export class InMemorySdkSightings implements SdkSightings {
  readonly recorded: string[] = [];

  constructor(private readonly sites: InMemoryTable<ClientSite>) {}

  record(clientSiteId: string, seenAt: Date): void {
    this.recorded.push(clientSiteId);
    this.sites.rows.get(clientSiteId)?.markSdkVerified(seenAt);
  }
}
