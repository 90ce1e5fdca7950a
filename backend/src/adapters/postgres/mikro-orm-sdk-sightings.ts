import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { RecordSdkSighting } from '../../application/client-sites/record-sdk-sighting.js';
import type { Logger } from '../../ports/logger.js';
import type { SdkSightings } from '../../ports/sdk-sightings.js';

const MAX_REMEMBERED = 10_000;

/**
 * Records sightings off the delivery path: each site is handled once per process (the delivery cache shows it as
 * Verified shortly after), in its own ORM context after the current request has been answered.
 */
export class MikroOrmSdkSightings implements SdkSightings {
  private readonly handled = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    private readonly recordSighting: () => RecordSdkSighting,
    private readonly logger: Logger,
  ) {}

  record(clientSiteId: string): void {
    if (this.handled.has(clientSiteId)) return;
    if (this.handled.size >= MAX_REMEMBERED) this.handled.clear();
    this.handled.add(clientSiteId);
    setImmediate(() => {
      RequestContext.create(this.em, () => this.recordSighting().execute(clientSiteId)).catch((err: unknown) => {
        // Forget it so a later page view retries.
        this.handled.delete(clientSiteId);
        this.logger.warn({ err, clientSiteId }, 'recording an SDK sighting failed');
      });
    });
  }
}
