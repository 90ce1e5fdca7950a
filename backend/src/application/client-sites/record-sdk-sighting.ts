import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';

/** Pending SDK -> Verified after delivery saw the SDK asking from the site's own domain. */
export class RecordSdkSighting {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(clientSiteId: string): Promise<boolean> {
    const site = await this.sites.findById(clientSiteId);
    if (!site || !site.markSdkVerified(this.clock.now())) return false;
    await this.unitOfWork.commit();
    return true;
  }
}
