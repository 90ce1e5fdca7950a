export type ConnectionStatus = 'choose_property' | 'connected' | 'reconnect_needed';
export type SyncStatus = 'idle' | 'queued' | 'running' | 'failed';

/** A client site's link to one Search Console property through the owner's Google grant. */
export interface SearchConsoleConnection {
  clientSiteId: string;
  status: ConnectionStatus;
  propertyUrl: string | null;
  /** The refresh token sealed by the TokenCipher; never stored or logged in the clear. */
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
  return connection.status === 'connected' && connection.propertyUrl !== null;
}
