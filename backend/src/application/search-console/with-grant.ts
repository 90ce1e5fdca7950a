import type { SearchConsoleConnection } from '../../domain/search-console/search-console-connection.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import {
  SearchConsoleApiDisabledError,
  SearchConsoleGrantError,
  SearchConsolePropertyAccessError,
  SearchConsoleRateLimitError,
  SearchConsoleUnavailableError,
} from '../../ports/search-console.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import {
  GoogleUnavailableError,
  SearchConsoleApiDisabledProblem,
  accessLostProblem,
  type SearchConsoleGoogle,
} from './search-console-access.js';

export const RECONNECT_PROBLEM = 'Google access was revoked or has expired: reconnect Search Console to resume syncing.';

/**
 * Runs a call with the site's refresh token. A dead grant turns every site reading through it to `reconnect_needed`
 * (once, for every later caller to see) and answers 409 instead of failing again and again.
 */
export async function withGrant<T>(
  google: SearchConsoleGoogle,
  store: SearchConsoleStore,
  connection: SearchConsoleConnection,
  work: (refreshToken: string) => Promise<T>,
): Promise<T> {
  if (connection.status === 'reconnect_needed') throw new ConflictError(RECONNECT_PROBLEM);
  try {
    return await work(google.cipher.open(connection.refreshTokenSealed, connection.grantId));
  } catch (error) {
    if (error instanceof SearchConsoleRateLimitError || error instanceof SearchConsoleUnavailableError) throw new GoogleUnavailableError();
    if (error instanceof SearchConsoleApiDisabledError) throw new SearchConsoleApiDisabledProblem();
    if (error instanceof SearchConsolePropertyAccessError)
      throw new ConflictError(accessLostProblem(connection.propertyUrl ?? 'the property'));
    if (!(error instanceof SearchConsoleGrantError)) throw error;
    await store.markGrantDead(connection.grantId, RECONNECT_PROBLEM, error.message);
    throw new ConflictError(RECONNECT_PROBLEM);
  }
}
