import type { Schema } from '../../domain/schema/schema.js';
import { deliveredBytes } from '../../domain/schema/delivery-size.js';
import { pageOf, type Page, type PageRequest } from '../../ports/paging.js';
import type { SchemaFilter, SchemaRepository } from '../../ports/schema-repository.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';
import type { ClientSite } from '../../domain/client-site/client-site.js';

export class InMemorySchemaRepository implements SchemaRepository {
  constructor(
    readonly table: InMemoryTable<Schema>,
    private readonly sites: InMemoryTable<ClientSite>,
  ) {}

  add(schema: Schema): void {
    this.table.add(schema);
  }

  remove(schema: Schema): void {
    this.table.remove(schema);
  }

  async findInSite(clientSiteId: string, schemaId: string): Promise<Schema | null> {
    return this.table.find((schema) => schema.id === schemaId && schema.clientSiteId === clientSiteId);
  }

  async pageBySite(clientSiteId: string, filter: SchemaFilter, page: PageRequest): Promise<Page<Schema>> {
    const all = this.table
      .all()
      .filter((schema) => schema.clientSiteId === clientSiteId)
      .filter((schema) => filter.status === undefined || schema.status === filter.status)
      .filter((schema) => filter.pageUrl === undefined || schema.pageUrl === filter.pageUrl)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    return pageOf(all, page);
  }

  async countBySites(clientSiteIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const schema of this.table.all()) {
      if (clientSiteIds.includes(schema.clientSiteId)) counts.set(schema.clientSiteId, (counts.get(schema.clientSiteId) ?? 0) + 1);
    }
    return counts;
  }

  async publishedBytesOnPage(clientSiteId: string, pageUrl: string, exceptSchemaId: string): Promise<number> {
    return this.table
      .all()
      .filter((s) => s.clientSiteId === clientSiteId && s.pageUrl === pageUrl && s.status === 'published' && s.id !== exceptSchemaId)
      .reduce((sum, s) => sum + deliveredBytes(s.jsonLd), 0);
  }

  async countByWorkspace(workspaceId: string): Promise<number> {
    const siteIds = new Set(this.sites.all().filter((site) => site.workspaceId === workspaceId).map((site) => site.id));
    return this.table.all().filter((schema) => siteIds.has(schema.clientSiteId)).length;
  }
}
