import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Logger } from '../../ports/logger.js';
import type { SearchConsoleGrantStore } from '../../ports/search-console-grant-store.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { Actor } from '../shared/actor.js';
import { configured, requireConnection, searchConsoleSite, type SearchConsoleGoogle } from './search-console-access.js';

/**
 * Forgets the connection and the synced figures, and revokes the grant at Google when no other site of the Google
 * account reads through it (a revoke ends the grant for every site). If Google cannot be reached the disconnect
 * still happens locally (the token is deleted with it) and the failure is logged.
 */
export class DisconnectSearchConsole {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly store: SearchConsoleStore,
    private readonly grants: SearchConsoleGrantStore,
    private readonly google: SearchConsoleGoogle | null,
    private readonly logger: Logger,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<void> {
    const site = await searchConsoleSite(this.sites, actor, clientId);
    const { api, cipher } = configured(this.google);
    const connection = requireConnection(await this.store.find(site.id));
    await this.store.remove(site.id);
    // Revoking at Google ends the whole grant: only when no other site reads through it.
    if (!(await this.grants.removeIfUnused(connection.grantId))) return;
    try {
      await api.revoke(cipher.open(connection.refreshTokenSealed, connection.grantId));
    } catch (err) {
      this.logger.warn({ err, clientSiteId: site.id }, 'search console token revocation failed; disconnected locally');
    }
  }
}
