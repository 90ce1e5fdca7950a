import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { Schema } from '../../domain/schema/schema.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import { pageOf, type Page, type PageRequest } from '../../ports/paging.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

export class InMemoryClientSiteRepository implements ClientSiteRepository {
  constructor(
    readonly table: InMemoryTable<ClientSite>,
    private readonly schemas: InMemoryTable<Schema>,
  ) {}

  add(site: ClientSite): void {
    this.table.add(site);
  }

  remove(site: ClientSite): void {
    this.table.remove(site);
    this.schemas
      .all()
      .filter((schema) => schema.clientSiteId === site.id)
      .forEach((schema) => this.schemas.remove(schema));
  }

  async findInWorkspace(workspaceId: string, clientSiteId: string): Promise<ClientSite | null> {
    return this.table.find((site) => site.id === clientSiteId && site.workspaceId === workspaceId);
  }

  async findById(clientSiteId: string): Promise<ClientSite | null> {
    return this.table.rows.get(clientSiteId) ?? null;
  }

  async pageByWorkspace(workspaceId: string, page: PageRequest): Promise<Page<ClientSite>> {
    return pageOf(this.inWorkspace(workspaceId), page);
  }

  async countByWorkspace(workspaceId: string): Promise<number> {
    return this.inWorkspace(workspaceId).length;
  }

  private inWorkspace(workspaceId: string): ClientSite[] {
    return this.table
      .all()
      .filter((site) => site.workspaceId === workspaceId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}
