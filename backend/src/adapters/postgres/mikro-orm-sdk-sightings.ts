import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../ports/logger.js';
import type { SdkSightings } from '../../ports/sdk-sightings.js';
import { ClientSiteSchema } from './entity-schemas.js';

const MAX_REMEMBERED = 10_000;

/**
 * Stores sightings off the delivery path: each site is handled once per process (the delivery cache shows it as
 * Verified shortly after), in its own ORM context after the current request has been answered. The state change is
 * the aggregate's own (markSdkVerified); this adapter only loads and saves it.
 */
export class MikroOrmSdkSightings implements SdkSightings {
  private readonly handled = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    private readonly logger: Logger,
  ) {}

  record(clientSiteId: string, seenAt: Date): void {
    if (this.handled.has(clientSiteId)) return;
    if (this.handled.size >= MAX_REMEMBERED) this.handled.clear();
    this.handled.add(clientSiteId);
    setImmediate(() => {
      RequestContext.create(this.em, () => this.verify(clientSiteId, seenAt)).catch((err: unknown) => {
        // Forget it so a later page view retries.
        this.handled.delete(clientSiteId);
        this.logger.warn({ err, clientSiteId }, 'recording an SDK sighting failed');
      });
    });
  }

  private async verify(clientSiteId: string, seenAt: Date): Promise<void> {
    const site = await this.em.findOne(ClientSiteSchema, { id: clientSiteId });
    if (site?.markSdkVerified(seenAt)) await this.em.flush();
  }
}
