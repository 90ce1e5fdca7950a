import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Schema } from '../../domain/schema/schema.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import {
  DEFAULT_SCHEMA_SORT, type SchemaFilter, type SchemaRepository, type SchemaSort, type UncheckedSchema,
} from '../../ports/schema-repository.js';
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

  findManyInSite(clientSiteId: string, schemaIds: string[]): Promise<Schema[]> {
    if (schemaIds.length === 0) return Promise.resolve([]);
    return this.em.find(SchemaRecordSchema, { clientSiteId, id: { $in: schemaIds } });
  }

  async pageBySite(clientSiteId: string, filter: SchemaFilter, page: PageRequest, sort: SchemaSort = DEFAULT_SCHEMA_SORT): Promise<Page<Schema>> {
    const [items, total] = await this.em.findAndCount(SchemaRecordSchema, whereOf(clientSiteId, filter), {
      orderBy: [{ [sort.field]: sort.direction }, { id: 'asc' }],
      limit: page.limit,
      offset: page.offset,
    });
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

  async publishedBytesOnPage(clientSiteId: string, pageUrl: string, exceptSchemaIds: string[]): Promise<number> {
    // The json column holds the compact text the ORM wrote, so its length is what delivery serves.
    const except = exceptSchemaIds.length > 0 ? `and id not in (${exceptSchemaIds.map(() => '?').join(', ')})` : '';
    const [row] = await this.em.execute<{ bytes: number }[]>(
      `select coalesce(sum(octet_length(json_ld::text)), 0)::int as bytes from schemas
        where client_site_id = ? and page_url = ? and status = 'published' ${except}`,
      [clientSiteId, pageUrl, ...exceptSchemaIds],
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

  async withoutValidity(limit: number): Promise<UncheckedSchema[]> {
    const rows = await this.em.find(SchemaRecordSchema, { valid: null }, { fields: ['id', 'jsonLd', 'updatedAt'], limit, orderBy: { id: 'asc' } });
    const unchecked = rows.map((row) => ({ id: row.id, jsonLd: row.jsonLd, updatedAt: row.updatedAt }));
    // Read only to be checked: not tracked, so no later flush of this context writes them back.
    for (const row of rows) this.em.getUnitOfWork().unsetIdentity(row);
    return unchecked;
  }

  async recordValidity(schemaId: string, checkedVersion: Date, valid: boolean): Promise<void> {
    // Guarded by updated_at: a save since the read carries its own verdict, which this one must not overwrite.
    // Compared to the millisecond: rows written by SQL's now() carry microseconds that a JavaScript Date drops.
    await this.em.execute(
      `update schemas set valid = ? where id = ? and valid is null
         and date_trunc('milliseconds', updated_at) = date_trunc('milliseconds', ?::timestamptz)`,
      [valid, schemaId, checkedVersion],
    );
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(clientSiteId: string, filter: SchemaFilter): FilterQuery<Schema> {
  const search = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  return {
    clientSiteId,
    ...(filter.status !== undefined && { status: filter.status }),
    ...(filter.pageUrl !== undefined && { pageUrl: filter.pageUrl }),
    ...(filter.schemaType !== undefined && { schemaType: filter.schemaType }),
    ...(filter.valid !== undefined && { valid: filter.valid }),
    ...((filter.updatedFrom || filter.updatedTo) && {
      updatedAt: { ...(filter.updatedFrom && { $gte: filter.updatedFrom }), ...(filter.updatedTo && { $lte: filter.updatedTo }) },
    }),
    ...(search && { $or: [{ name: { $ilike: search } }, { pageUrl: { $ilike: search } }] }),
  };
}
