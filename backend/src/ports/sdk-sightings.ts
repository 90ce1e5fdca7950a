/**
 * Delivery saw a request for this site coming from a page on its own domain: the SDK is installed. Fire and forget:
 * callers on the hot path never wait for it.
 */
export interface SdkSightings {
  record(clientSiteId: string): void;
}
