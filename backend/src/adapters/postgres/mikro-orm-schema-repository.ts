import type { EntityManager } from '@mikro-orm/postgresql';
import type { Schema } from '../../domain/schema/schema.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { SchemaFilter, SchemaRepository } from '../../ports/schema-repository.js';
import { SchemaRecordSchema } from './entity-schemas.js';

export class MikroOrmSchemaRepository implements SchemaRepository {
  constructor(private readonly em: EntityManager) {}

  add(schema: Schema): void {
    this.em.persist(schema);
  }

  remove(schema: Schema): void {
    this.em.remove(schema);
  }

  findInSite(clientSiteId: string, schemaId: string): Promise<Schema | null> {
    return this.em.findOne(SchemaRecordSchema, { id: schemaId, clientSiteId });
  }

  async pageBySite(clientSiteId: string, filter: SchemaFilter, page: PageRequest): Promise<Page<Schema>> {
    const [items, total] = await this.em.findAndCount(
      SchemaRecordSchema,
      {
        clientSiteId,
        ...(filter.status !== undefined && { status: filter.status }),
        ...(filter.pageUrl !== undefined && { pageUrl: filter.pageUrl }),
      },
      { orderBy: { updatedAt: 'desc', id: 'asc' }, limit: page.limit, offset: page.offset },
    );
    return { items, total };
  }

  async countBySites(clientSiteIds: string[]): Promise<Map<string, number>> {
    if (clientSiteIds.length === 0) return new Map();
    // em.execute runs in the current transaction (a serialized limit check), unlike a bare connection.
    const rows = await this.em
      .execute<{ client_site_id: string; count: number }[]>(
        `select client_site_id, count(*)::int as count from schemas
          where client_site_id in (${clientSiteIds.map(() => '?').join(', ')}) group by client_site_id`,
        clientSiteIds,
      );
    return new Map(rows.map((row) => [row.client_site_id, row.count]));
  }

  async publishedBytesOnPage(clientSiteId: string, pageUrl: string, exceptSchemaId: string): Promise<number> {
    // The json column holds the compact text the ORM wrote, so its length is what delivery serves.
    const [row] = await this.em.execute<{ bytes: number }[]>(
      `select coalesce(sum(octet_length(json_ld::text)), 0)::int as bytes from schemas
        where client_site_id = ? and page_url = ? and status = 'published' and id <> ?`,
      [clientSiteId, pageUrl, exceptSchemaId],
    );
    return row?.bytes ?? 0;
  }

  async countByWorkspace(workspaceId: string): Promise<number> {
    const [row] = await this.em
      .execute<{ count: number }[]>(
        'select count(*)::int as count from schemas s join client_sites c on c.id = s.client_site_id where c.workspace_id = ?',
        [workspaceId],
      );
    return row?.count ?? 0;
  }
}
