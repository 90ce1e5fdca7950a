/**
 * `reconnect_needed`: the grant is dead (revoked, expired), only a new consent helps. `access_lost`: the grant works but
 * its Google account can no longer read the property; syncs keep trying, so restoring access in Search Console heals it.
 */
export type ConnectionStatus = 'choose_property' | 'connected' | 'access_lost' | 'reconnect_needed';
/** `partial`: the last sync stopped at its request limit; the figures it did read are stored, the next sync continues. */
export type SyncStatus = 'idle' | 'queued' | 'running' | 'partial' | 'failed';

/** A client site's link to one Search Console property through the owner's Google grant. */
export interface SearchConsoleConnection {
  clientSiteId: string;
  status: ConnectionStatus;
  propertyUrl: string | null;
  /** The Google grant the site reads through, shared by every site connected with the same Google account. */
  grantId: string;
  /** The grant's refresh token sealed by the TokenCipher (bound to the grant id); never stored or logged in the clear. */
  refreshTokenSealed: string;
  connectedBy: string;
  connectedAt: Date;
  syncStatus: SyncStatus;
  syncRequestedAt: Date | null;
  lastSyncAt: Date | null;
  lastSyncError: string | null;
  /** The last day (YYYY-MM-DD, Google's Pacific-time dates) Google had data for, across the whole property. */
  dataUntil: string | null;
  /** Why the connection needs the owner (shown with `reconnect_needed`). */
  problem: string | null;
}

/** Whether the connection can be synced: a property is chosen and the grant has not been revoked or expired. */
export function isSyncable(connection: SearchConsoleConnection): boolean {
  return (connection.status === 'connected' || connection.status === 'access_lost') && connection.propertyUrl !== null;
}

/**
 * A Google account's consent to read Search Console, one per account: Google keeps a limited number of refresh
 * tokens per account and client and drops the oldest, so every site of the account uses the newest token.
 */
export interface SearchConsoleGrant {
  id: string;
  /** Google's stable account id (`sub`); null for grants stored before accounts were told apart. */
  googleAccount: string | null;
  refreshTokenSealed: string;
  createdAt: Date;
  updatedAt: Date;
}
