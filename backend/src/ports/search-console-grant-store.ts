import type { SearchConsoleGrant } from '../domain/search-console/search-console-connection.js';

/** Google grants, one per Google account, shared by the sites connected through it. */
export interface SearchConsoleGrantStore {
  findByAccount(googleAccount: string): Promise<SearchConsoleGrant | null>;
  save(grant: SearchConsoleGrant): Promise<void>;
  /** Deletes the grant when no site reads through it any more; true when it was deleted. */
  removeIfUnused(grantId: string): Promise<boolean>;
}
