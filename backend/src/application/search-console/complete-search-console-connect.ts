import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { SearchConsoleConnection } from '../../domain/search-console/search-console-connection.js';
import { matchingProperties, type SearchConsoleProperty } from '../../domain/search-console/search-console-property.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import {
  SearchConsoleApiDisabledError,
  SearchConsoleGrantError,
  SearchConsoleRateLimitError,
  SearchConsoleUnavailableError,
} from '../../ports/search-console.js';
import type { SearchConsoleGrantStore } from '../../ports/search-console-grant-store.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { Actor } from '../shared/actor.js';
import { GoogleUnavailableError, configured, searchConsoleSite, type SearchConsoleGoogle } from './search-console-access.js';
import type { PendingSearchConsoleConnect } from './start-search-console-connect.js';
import type { RequestSearchConsoleSync } from './request-search-console-sync.js';
import { SearchConsoleConnectError } from './search-console-connect-error.js';

export interface OAuthCallback {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * Google sent the browser back. The state must be the one this session started (constant-time compare) and not
 * expired (a wrong state is `state_mismatch`: the caller keeps the pending connect, so a forged link cannot cancel
 * it); the code is exchanged with the PKCE verifier; the refresh token is sealed before it is stored. The only
 * property covering the site is chosen at once (and the first sync queued); otherwise the owner picks one. Sites
 * connected through the same Google account share one stored grant, updated to the newest token.
 */
export class CompleteSearchConsoleConnect {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly store: SearchConsoleStore,
    private readonly grants: SearchConsoleGrantStore,
    private readonly google: SearchConsoleGoogle | null,
    private readonly clock: Clock,
    private readonly requestSync: RequestSearchConsoleSync,
  ) {}

  async execute(actor: Actor, pending: PendingSearchConsoleConnect | undefined, callback: OAuthCallback): Promise<{ clientId: string }> {
    const { api, cipher } = configured(this.google);
    if (!pending) throw new SearchConsoleConnectError('not_started', 'This Google sign-in was not started here; start Connect again');
    if (!sameState(pending.state, callback.state))
      throw new SearchConsoleConnectError('state_mismatch', 'This Google sign-in was not started here; start Connect again');
    if (pending.expiresAt < this.clock.now().getTime())
      throw new SearchConsoleConnectError('expired', 'This Google sign-in has expired; start Connect again');
    const site = await searchConsoleSite(this.sites, actor, pending.clientId);
    if (callback.error === 'access_denied')
      throw new SearchConsoleConnectError('access_denied', 'Access to Search Console was not granted');
    if (callback.error) throw new SearchConsoleConnectError('google_error', `Google answered: ${callback.error}`);
    if (!callback.code) throw new SearchConsoleConnectError('no_code', 'Google sent no authorization code');
    let refreshToken: string;
    let googleAccount: string | null;
    let properties: SearchConsoleProperty[];
    try {
      ({ refreshToken, googleAccount } = await api.exchangeCode(callback.code, pending.codeVerifier));
      properties = await api.listProperties(refreshToken);
    } catch (error) {
      if (error instanceof SearchConsoleGrantError)
        throw new SearchConsoleConnectError('grant_refused', `Google refused the sign-in: ${error.message}`);
      if (error instanceof SearchConsoleRateLimitError || error instanceof SearchConsoleUnavailableError)
        throw new GoogleUnavailableError();
      if (error instanceof SearchConsoleApiDisabledError)
        throw new SearchConsoleConnectError('api_disabled', "Google's Search Console API is not enabled for this service");
      throw error;
    }
    const previous = await this.store.find(site.id);
    const candidates = matchingProperties(properties, site.websiteUrl);
    const kept = previous?.propertyUrl && candidates.some((p) => p.siteUrl === previous.propertyUrl) ? previous.propertyUrl : null;
    const property = kept ?? (candidates.length === 1 ? candidates[0]!.siteUrl : null);
    const now = this.clock.now();
    // One grant per Google account: the newest token serves every site of the account (Google drops the oldest
    // tokens of an account beyond its limit, so a token per site would silently die).
    const existing = googleAccount ? await this.grants.findByAccount(googleAccount) : null;
    const grantId = existing?.id ?? randomUUID();
    await this.grants.save({
      id: grantId,
      googleAccount,
      refreshTokenSealed: cipher.seal(refreshToken, grantId),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    });
    const connection: SearchConsoleConnection = {
      clientSiteId: site.id,
      status: property ? 'connected' : 'choose_property',
      propertyUrl: property,
      grantId,
      refreshTokenSealed: '',
      connectedBy: actor.userId,
      connectedAt: now,
      syncStatus: 'idle',
      syncRequestedAt: null,
      lastSyncAt: previous?.lastSyncAt ?? null,
      lastSyncError: null,
      // The same property keeps its figures (the next sync continues from them); another starts over.
      dataUntil: kept ? previous!.dataUntil : null,
      problem: null,
    };
    if (previous && !kept) await this.store.remove(site.id);
    await this.store.save(connection);
    if (previous && previous.grantId !== grantId) await this.grants.removeIfUnused(previous.grantId);
    if (property) await this.requestSync.queue(site.id, now);
    // The account's other sites that waited for a reconnect read through the fresh token again.
    for (const other of await this.store.reviveGrant(grantId)) if (other !== site.id) await this.requestSync.queue(other, now);
    return { clientId: site.id };
  }
}

function sameState(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
