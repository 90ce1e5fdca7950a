import { allowedHostsOf, deliveryAllowed } from '../../domain/client-site/domain-lock.js';
import type { Clock } from '../../ports/clock.js';
import type { DeliveryCatalog, DeliveryEntry, DeliverySite } from '../../ports/delivery-catalog.js';
import type { SdkSightings } from '../../ports/sdk-sightings.js';

export interface DeliveryRequest {
  clientId: string;
  /** The page URL, matched exactly against each schema's page URL. */
  url: string;
  /** Host of the page that asked (from Origin or Referer), when the browser said. */
  requesterHost: string | null;
}

export type DeliveryOutcome = { allowed: true; entry: DeliveryEntry } | { allowed: false };

/**
 * The public hot path: published schemas of one Client ID for one exact URL. An unknown Client ID gets an empty
 * answer like a page without schemas, so delivery never reveals which sites exist.
 */
export class DeliverSchemas {
  constructor(
    private readonly catalog: DeliveryCatalog,
    private readonly clock: Clock,
    private readonly sightings: SdkSightings | null = null,
  ) {}

  async execute(request: DeliveryRequest): Promise<DeliveryOutcome> {
    return this.decide(request, await this.catalog.lookup(request.clientId, request.url));
  }

  /**
   * The outcome without waiting, when the catalog can answer from what it holds; null means "call execute". Most
   * page views end here: no promise, no microtask, the answer written in the same turn that read the request.
   */
  executeNow(request: DeliveryRequest): DeliveryOutcome | null {
    const entry = this.catalog.current(request.clientId, request.url);
    return entry && this.decide(request, entry);
  }

  private decide(request: DeliveryRequest, entry: DeliveryEntry): DeliveryOutcome {
    if (entry.site && !deliveryAllowed(entry.site, request.url, request.requesterHost)) return { allowed: false };
    if (entry.site && !entry.site.sdkVerified && askedFromOwnDomain(entry.site, request.requesterHost)) {
      this.sightings?.record(entry.site.id, this.clock.now());
    }
    return { allowed: true, entry };
  }
}

/** The SDK counts as installed only when the browser says the asking page is on the site's own domain. */
function askedFromOwnDomain(site: DeliverySite, requesterHost: string | null): boolean {
  if (requesterHost === null) return false;
  return requesterHost === site.websiteHost || allowedHostsOf(site).includes(requesterHost);
}
