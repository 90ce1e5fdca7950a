import type { ClientSite } from '../domain/client-site/client-site.js';

export interface ClientSiteRepository {
  add(site: ClientSite): void;
  /** Removing a site removes its schemas with it. */
  remove(site: ClientSite): void;
  findInWorkspace(workspaceId: string, clientSiteId: string): Promise<ClientSite | null>;
  findById(clientSiteId: string): Promise<ClientSite | null>;
  listByWorkspace(workspaceId: string): Promise<ClientSite[]>;
  countByWorkspace(workspaceId: string): Promise<number>;
}
