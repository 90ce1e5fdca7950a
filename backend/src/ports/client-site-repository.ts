import type { ClientSite } from '../domain/client-site/client-site.js';
import type { Page, PageRequest } from './paging.js';

export interface ClientSiteRepository {
  add(site: ClientSite): void;
  /** Removing a site removes its schemas with it. */
  remove(site: ClientSite): void;
  findInWorkspace(workspaceId: string, clientSiteId: string): Promise<ClientSite | null>;
  findById(clientSiteId: string): Promise<ClientSite | null>;
  /** Oldest first. */
  pageByWorkspace(workspaceId: string, page: PageRequest): Promise<Page<ClientSite>>;
  countByWorkspace(workspaceId: string): Promise<number>;
}
