import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import { ClientSiteSchema } from './entity-schemas.js';

/** Schemas of a removed site go with it through the foreign key's cascade. */
export class MikroOrmClientSiteRepository implements ClientSiteRepository {
  constructor(private readonly em: EntityManager) {}

  add(site: ClientSite): void {
    this.em.persist(site);
  }

  remove(site: ClientSite): void {
    this.em.remove(site);
  }

  findInWorkspace(workspaceId: string, clientSiteId: string): Promise<ClientSite | null> {
    return this.em.findOne(ClientSiteSchema, { id: clientSiteId, workspaceId });
  }

  findById(clientSiteId: string): Promise<ClientSite | null> {
    return this.em.findOne(ClientSiteSchema, { id: clientSiteId });
  }

  listByWorkspace(workspaceId: string): Promise<ClientSite[]> {
    return this.em.find(ClientSiteSchema, { workspaceId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countByWorkspace(workspaceId: string): Promise<number> {
    return this.em.count(ClientSiteSchema, { workspaceId });
  }
}
