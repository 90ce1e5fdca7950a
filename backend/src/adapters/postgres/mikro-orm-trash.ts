import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { Schema } from '../../domain/schema/schema.js';
import type { SchemaStatus } from '../../domain/schema/schema-status.js';
import type { TrashEntry, TrashKind } from '../../domain/trash/trash-entry.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { Trash } from '../../ports/trash.js';
import { SchemaRecordSchema } from './entity-schemas.js';

interface EntryRow {
  kind: TrashKind;
  id: string;
  client_site_id: string;
  name: string;
  detail: string;
  status: SchemaStatus | null;
  site_name: string;
  site_in_trash: boolean;
  schema_count: number;
  deleted_at: Date;
  deleted_by: string | null;
  deleted_by_email: string | null;
}

/**
 * The workspace's trash as one list: trashed sites (with the schemas that went with them) and schemas trashed on
 * their own. Each half reads its partial trash index (Migration20261127100000), so live rows are never scanned.
 * `withSite` also finds schemas that went with their site, for a precise refusal when one is restored alone.
 */
function entriesSql(withSite: boolean, oneId: boolean): string {
  return `
    with items as (
      select 'site' as kind, c.id, c.id as client_site_id, c.name, c.website_url as detail, null::varchar as status,
             c.name as site_name, false as site_in_trash, c.deleted_at, c.deleted_by,
             (select count(*)::int from schemas s where s.client_site_id = c.id and s.deleted_at is not null and s.deleted_with_site)
               as schema_count
        from client_sites c where c.workspace_id = ? and c.deleted_at is not null ${oneId ? "and 'site' = ? and c.id = ?" : ''}
      union all
      select 'schema', s.id, s.client_site_id, s.name, s.page_url, s.status, c.name, c.deleted_at is not null, s.deleted_at,
             s.deleted_by, 0
        from client_sites c join schemas s on s.client_site_id = c.id and s.deleted_at is not null
       where c.workspace_id = ? ${withSite ? '' : 'and not s.deleted_with_site'} ${oneId ? "and 'schema' = ? and s.id = ?" : ''}
    )`;
}

/** The trash over the soft-delete columns of client_sites and schemas, in the request's (or job's) context. */
export class MikroOrmTrash implements Trash {
  constructor(private readonly em: EntityManager) {}

  async putSite(site: ClientSite, userId: string, at: Date): Promise<Schema[]> {
    const delivered = await this.em.find(SchemaRecordSchema, { clientSiteId: site.id, status: 'published' });
    await this.em.execute('update client_sites set deleted_at = ?, deleted_by = ? where id = ? and deleted_at is null', [
      at,
      userId,
      site.id,
    ]);
    await this.em.execute(
      'update schemas set deleted_at = ?, deleted_by = ?, deleted_with_site = true where client_site_id = ? and deleted_at is null',
      [at, userId, site.id],
    );
    return delivered;
  }

  async putSchema(schema: Schema, userId: string, at: Date): Promise<void> {
    await this.em.execute(
      'update schemas set deleted_at = ?, deleted_by = ?, deleted_with_site = false where id = ? and deleted_at is null',
      [at, userId, schema.id],
    );
  }

  async pageByWorkspace(workspaceId: string, page: PageRequest): Promise<Page<TrashEntry>> {
    const rows = await this.em.execute<EntryRow[]>(
      `${entriesSql(false, false)}
       select items.*, u.email as deleted_by_email from items left join users u on u.id = items.deleted_by
        order by items.deleted_at desc, items.id desc limit ? offset ?`,
      [workspaceId, workspaceId, page.limit, page.offset],
    );
    const [counted] = await this.em.execute<{ total: number }[]>(`${entriesSql(false, false)} select count(*)::int as total from items`, [
      workspaceId,
      workspaceId,
    ]);
    return { items: rows.map(toEntry), total: counted?.total ?? 0 };
  }

  async find(workspaceId: string, kind: TrashKind, id: string): Promise<TrashEntry | null> {
    const [row] = await this.em.execute<EntryRow[]>(
      `${entriesSql(true, true)}
       select items.*, u.email as deleted_by_email from items left join users u on u.id = items.deleted_by`,
      [workspaceId, kind, id, workspaceId, kind, id],
    );
    return row ? toEntry(row) : null;
  }

  async restoreSite(clientSiteId: string): Promise<Schema[]> {
    await this.em.execute('update client_sites set deleted_at = null, deleted_by = null where id = ?', [clientSiteId]);
    const restored = await this.em.execute<{ id: string }[]>(
      `update schemas set deleted_at = null, deleted_by = null, deleted_with_site = false
        where client_site_id = ? and deleted_at is not null and deleted_with_site returning id`,
      [clientSiteId],
    );
    if (restored.length === 0) return [];
    return this.em.find(SchemaRecordSchema, { id: { $in: restored.map((row) => row.id) }, status: 'published' });
  }

  async restoreSchema(schemaId: string): Promise<Schema | null> {
    await this.em.execute('update schemas set deleted_at = null, deleted_by = null where id = ? and deleted_at is not null', [schemaId]);
    return this.em.findOne(SchemaRecordSchema, { id: schemaId });
  }

  async deleteForever(kind: TrashKind, id: string): Promise<void> {
    // Foreign keys cascade: a site takes its schemas, revisions, history, audits, runs and connections with it.
    const table = kind === 'site' ? 'client_sites' : 'schemas';
    await this.em.execute(`delete from ${table} where id = ? and deleted_at is not null`, [id]);
  }

  async purge(cutoff: Date, batch: number): Promise<number> {
    // Sites first: their schemas go by cascade, whatever the date each schema was trashed on.
    const sites = await this.em.execute(
      `delete from client_sites where id in (select id from client_sites where deleted_at < ? order by deleted_at limit ?)`,
      [cutoff, batch],
      'run',
    );
    const schemas = await this.em.execute(
      `delete from schemas where id in (select id from schemas where deleted_at < ? order by deleted_at limit ?)`,
      [cutoff, batch],
      'run',
    );
    return affected(sites) + affected(schemas);
  }
}

const affected = (result: unknown) => Number((result as { affectedRows?: number }).affectedRows ?? 0);

function toEntry(row: EntryRow): TrashEntry {
  const deletedBy = { userId: row.deleted_by, email: row.deleted_by_email };
  const deletedAt = new Date(row.deleted_at);
  if (row.kind === 'site') {
    return {
      kind: 'site',
      id: row.id,
      clientSiteId: row.client_site_id,
      name: row.name,
      websiteUrl: row.detail,
      schemaCount: row.schema_count,
      deletedAt,
      deletedBy,
    };
  }
  return {
    kind: 'schema',
    id: row.id,
    clientSiteId: row.client_site_id,
    siteName: row.site_name,
    name: row.name,
    pageUrl: row.detail,
    status: row.status!,
    siteInTrash: row.site_in_trash,
    deletedAt,
    deletedBy,
  };
}
