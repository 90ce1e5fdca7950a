import { randomBytes } from 'node:crypto';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Actor } from '../shared/actor.js';
import { configured, searchConsoleSite, type SearchConsoleGoogle } from './search-console-access.js';

/** What the caller keeps in the user's session until Google sends the browser back. */
export interface PendingSearchConsoleConnect {
  clientId: string;
  state: string;
  codeVerifier: string;
  expiresAt: number;
}

const PENDING_TTL_MS = 10 * 60_000;

/**
 * Starts the OAuth web flow for one site: a random `state` (kept in the session, so a callback from another browser
 * or a forged link fails) and a PKCE verifier whose S256 challenge goes to Google.
 */
export class StartSearchConsoleConnect {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly google: SearchConsoleGoogle | null,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<{ authorizationUrl: string; pending: PendingSearchConsoleConnect }> {
    const site = await searchConsoleSite(this.sites, actor, clientId);
    const { api } = configured(this.google);
    const state = randomBytes(32).toString('base64url');
    const pkce = await api.createPkce();
    return {
      authorizationUrl: api.authorizationUrl({ state, codeChallenge: pkce.challenge }),
      pending: { clientId: site.id, state, codeVerifier: pkce.verifier, expiresAt: this.clock.now().getTime() + PENDING_TTL_MS },
    };
  }
}
