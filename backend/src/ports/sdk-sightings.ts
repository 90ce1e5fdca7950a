/**
 * Delivery saw a request for this site coming from a page on its own domain: the SDK is installed, and the site goes
 * Pending -> Verified (ClientSite.markSdkVerified). Fire and forget: callers on the hot path never wait for the write.
 */
export interface SdkSightings {
  record(clientSiteId: string, seenAt: Date): void;
}
