import type { EntityManager } from '@mikro-orm/postgresql';
import type { Schema } from '../../domain/schema/schema.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import {
  DEFAULT_SCHEMA_SORT,
  type SchemaFilter,
  type SchemaRepository,
  type SchemaSort,
  type SiteSchemaCounts,
  type UncheckedSchema,
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

  async pageBySite(
    clientSiteId: string,
    filter: SchemaFilter,
    page: PageRequest,
    sort: SchemaSort = DEFAULT_SCHEMA_SORT,
  ): Promise<Page<Schema>> {
    // Ordered ids first (narrow rows, read in index order), then only that page's records: sorting or skipping
    // thousands of whole rows, JSON-LD included, is what made deep pages slow. The id breaks ties in the same
    // direction, so every order has its index (see the migration) and pages never overlap.
    const where = whereSql(clientSiteId, filter);
    const direction = sort.direction === 'asc' ? 'asc' : 'desc';
    const ids = await this.em.execute<{ id: string }[]>(
      `select id from schemas where ${where.sql} order by ${SORT_COLUMNS[sort.field]} ${direction}, id ${direction} limit ? offset ?`,
      [...where.params, page.limit, page.offset],
    );
    const [counted] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from schemas where ${where.sql}`,
      where.params,
    );
    const total = counted?.total ?? 0;
    if (ids.length === 0) return { items: [], total };
    const records = await this.em.find(SchemaRecordSchema, { id: { $in: ids.map((row) => row.id) } });
    const byId = new Map(records.map((record) => [record.id, record]));
    return { items: ids.flatMap((row) => byId.get(row.id) ?? []), total };
  }

  async *batchesInSite(clientSiteId: string, size: number): AsyncIterable<Schema[]> {
    let after: { pageUrl: string; id: string } | null = null;
    for (;;) {
      // Keyset on (client_site_id, page_url, id): the library's page-URL index, and exact text compares.
      const rows: Schema[] = await this.em.find(
        SchemaRecordSchema,
        after
          ? { clientSiteId, $or: [{ pageUrl: { $gt: after.pageUrl } }, { pageUrl: after.pageUrl, id: { $gt: after.id } }] }
          : { clientSiteId },
        { orderBy: { pageUrl: 'asc', id: 'asc' }, limit: size },
      );
      // Read only: not tracked, so the request's context does not grow with the library (nor flush it back).
      for (const row of rows) this.em.getUnitOfWork().unsetIdentity(row);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      const last = rows[rows.length - 1]!;
      after = { pageUrl: last.pageUrl, id: last.id };
    }
  }

  async countBySites(clientSiteIds: string[]): Promise<Map<string, SiteSchemaCounts>> {
    if (clientSiteIds.length === 0) return new Map();
    // em.execute runs in the current transaction (a serialized limit check), unlike a bare connection.
    const rows = await this.em.execute<{ client_site_id: string; total: number; published: number; paused: number; invalid: number }[]>(
      `select client_site_id, count(*)::int as total,
              (count(*) filter (where status = 'published'))::int as published,
              (count(*) filter (where status = 'paused'))::int as paused,
              (count(*) filter (where valid = false))::int as invalid
         from schemas where client_site_id in (${clientSiteIds.map(() => '?').join(', ')}) and deleted_at is null group by client_site_id`,
      clientSiteIds,
    );
    return new Map(rows.map(({ client_site_id, ...counts }) => [client_site_id, counts]));
  }

  async publishedBytesOnPage(clientSiteId: string, pageUrl: string, exceptSchemaIds: string[]): Promise<number> {
    // The json column holds the compact text the ORM wrote, so its length is what delivery serves.
    const except = exceptSchemaIds.length > 0 ? `and id not in (${exceptSchemaIds.map(() => '?').join(', ')})` : '';
    const [row] = await this.em.execute<{ bytes: number }[]>(
      `select coalesce(sum(octet_length(json_ld::text)), 0)::int as bytes from schemas
        where client_site_id = ? and page_url = ? and status = 'published' and deleted_at is null ${except}`,
      [clientSiteId, pageUrl, ...exceptSchemaIds],
    );
    return row?.bytes ?? 0;
  }

  async countByWorkspace(workspaceId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(
      // Live schemas of live sites: a bulk run still finishing on a site in the trash may add drafts to it, which
      // come back (and count) with the site.
      `select count(*)::int as count from schemas s join client_sites c on c.id = s.client_site_id
        where c.workspace_id = ? and c.deleted_at is null and s.deleted_at is null`,
      [workspaceId],
    );
    return row?.count ?? 0;
  }

  async withoutValidity(limit: number): Promise<UncheckedSchema[]> {
    const rows = await this.em.find(
      SchemaRecordSchema,
      { valid: null },
      { fields: ['id', 'jsonLd', 'updatedAt'], limit, orderBy: { id: 'asc' } },
    );
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

const SORT_COLUMNS: Record<SchemaSort['field'], string> = {
  updatedAt: 'updated_at',
  name: 'name',
  schemaType: 'schema_type',
  pageUrl: 'page_url',
  status: 'status',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filter as SQL conditions with their parameters (values are always parameters, never text in the SQL). Live rows
 * only, as the entity's default filter does for ORM reads: the library never lists the trash.
 */
function whereSql(clientSiteId: string, filter: SchemaFilter): { sql: string; params: unknown[] } {
  const conditions = ['client_site_id = ?', 'deleted_at is null'];
  const params: unknown[] = [clientSiteId];
  const add = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (filter.status !== undefined) add('status = ?', filter.status);
  if (filter.pageUrl !== undefined) add('page_url = ?', filter.pageUrl);
  if (filter.schemaType !== undefined) add('schema_type = ?', filter.schemaType);
  if (filter.valid !== undefined) add('valid = ?', filter.valid);
  if (filter.updatedFrom) add('updated_at >= ?', filter.updatedFrom);
  if (filter.updatedTo) add('updated_at <= ?', filter.updatedTo);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    add('(name ilike ? or page_url ilike ?)', pattern, pattern);
  }
  return { sql: conditions.join(' and '), params };
}
