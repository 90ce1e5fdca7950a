import { deliveryAllowed } from '../../domain/client-site/domain-lock.js';
import type { DeliveryCatalog, DeliveryEntry } from '../../ports/delivery-catalog.js';

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
  constructor(private readonly catalog: DeliveryCatalog) {}

  async execute(request: DeliveryRequest): Promise<DeliveryOutcome> {
    const entry = await this.catalog.lookup(request.clientId, request.url);
    if (entry.site && !deliveryAllowed(entry.site, request.url, request.requesterHost)) return { allowed: false };
    return { allowed: true, entry };
  }
}
