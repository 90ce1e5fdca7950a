import type { SearchConsoleView } from '@sdn/contracts';
import type { ClientSite } from '../../domain/client-site/client-site.js';

import type { SearchConsoleConnection } from '../../domain/search-console/search-console-connection.js';
import { ConflictError, DomainError } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SearchConsole } from '../../ports/search-console.js';
import type { TokenCipher } from '../../ports/token-cipher.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { requireFeature } from '../../domain/plans/plan-features.js';

/** The Google side of the feature; null when the operator has not configured it. */
export interface SearchConsoleGoogle {
  api: SearchConsole;
  cipher: TokenCipher;
}

/**
 * The service has no Google OAuth client (HTTP 503 `search_console_not_configured`): the operator's set-up, not the
 * customer's mistake, so the text sends them to their administrator; the settings are named in the README and the
 * start-up log, never to customers.
 */
export class SearchConsoleNotConfiguredError extends DomainError {
  readonly code = 'search_console_not_configured';
  constructor() {
    super('Search Console is not configured on this service; ask your administrator to set it up');
  }
}

/** The operator's Google project has the Search Console API switched off: no site can read until it is enabled. */
export const API_DISABLED_PROBLEM =
  "Google's Search Console API is not enabled for this service, so no figures can be read; ask your administrator to enable it.";

/** Google asked us to slow down (rate or quota) after every retry. */
export const RATE_LIMITED_PROBLEM = "Google's Search Console quota is used up for now; the sync is tried again later.";

/** The grant works but its account may no longer read the property. */
export function accessLostProblem(property: string): string {
  return `The Google account that connected this site can no longer read ${property} in Search Console (its access was removed). Restore its access in Search Console and sync again, or reconnect with an account that has it.`;
}

/** HTTP 503 for a call the owner made while the operator's project has the API disabled. */
export class SearchConsoleApiDisabledProblem extends DomainError {
  readonly code = 'unavailable';
  constructor() {
    super(API_DISABLED_PROBLEM);
  }
}

/** Google could not be reached or asked us to slow down (HTTP 503); the owner can simply try again. */
export class GoogleUnavailableError extends DomainError {
  readonly code = 'unavailable';
  constructor() {
    super('Google Search Console could not be reached; please try again in a moment');
  }
}

/** Pro and Agency only (403 plan_required), and only the actor's own sites (404 otherwise). */
export async function searchConsoleSite(sites: ClientSiteRepository, actor: Actor, clientId: string): Promise<ClientSite> {
  requireFeature(actor.plan, 'searchConsole');
  return accessibleSite(sites, actor, clientId);
}

export function configured(google: SearchConsoleGoogle | null): SearchConsoleGoogle {
  if (!google) throw new SearchConsoleNotConfiguredError();
  return google;
}

export function requireConnection(connection: SearchConsoleConnection | null): SearchConsoleConnection {
  if (!connection) throw new ConflictError('Search Console is not connected for this site');
  return connection;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Data until 20 Nov 2026; Google reports with a 1–2 day lag." */
export function freshnessOf(dataUntil: string | null): string {
  const lag = 'Google reports with a 1–2 day lag.';
  return dataUntil ? `Data until ${DAY_FORMAT.format(new Date(`${dataUntil}T00:00:00Z`))}; ${lag}` : `No data yet; ${lag}`;
}

export function searchConsoleView(google: SearchConsoleGoogle | null, connection: SearchConsoleConnection | null): SearchConsoleView {
  return {
    configured: google !== null,
    status: connection?.status ?? 'not_connected',
    property: connection?.propertyUrl ?? null,
    problem: connection?.problem ?? null,
    sync: {
      status: connection?.syncStatus ?? 'idle',
      lastSyncAt: connection?.lastSyncAt?.toISOString() ?? null,
      error: connection?.lastSyncError ?? null,
    },
    dataUntil: connection?.dataUntil ?? null,
    freshness: freshnessOf(connection?.dataUntil ?? null),
  };
}
