import type { SdkSightings } from '../../ports/sdk-sightings.js';

/** Records which sites delivery reported, in order. */
export class InMemorySdkSightings implements SdkSightings {
  readonly recorded: string[] = [];

  record(clientSiteId: string): void {
    this.recorded.push(clientSiteId);
  }
}
