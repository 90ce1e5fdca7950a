import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Page, PageRequest } from '../../ports/paging.js';
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

  async pageByWorkspace(workspaceId: string, page: PageRequest): Promise<Page<ClientSite>> {
    const [items, total] = await this.em.findAndCount(
      ClientSiteSchema,
      { workspaceId },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: page.limit, offset: page.offset },
    );
    return { items, total };
  }

  countByWorkspace(workspaceId: string): Promise<number> {
    return this.em.count(ClientSiteSchema, { workspaceId });
  }
}
