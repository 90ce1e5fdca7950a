import type { User } from '../../domain/account/user.js';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { Schema } from '../../domain/schema/schema.js';
import type { SchemaRevision } from '../../domain/schema/schema-revision.js';
import type { TrashEntry, TrashKind } from '../../domain/trash/trash-entry.js';
import { pageOf, type Page, type PageRequest } from '../../ports/paging.js';
import type { Trash } from '../../ports/trash.js';
import { InMemoryTable, type InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

interface Trashed<T> {
  id: string;
  row: T;
  deletedAt: Date;
  deletedBy: string;
  withSite: boolean;
}

/**
 * Moves rows out of the live tables into its own, so every in-memory read (lists, counts, delivery) leaves them out
 * as the database's live-rows filter does. Staged like every in-memory write: applied on commit.
 */
export class InMemoryTrash implements Trash {
  readonly trashedSites: InMemoryTable<Trashed<ClientSite>>;
  readonly trashedSchemas: InMemoryTable<Trashed<Schema>>;

  constructor(
    unitOfWork: InMemoryUnitOfWork,
    private readonly sites: InMemoryTable<ClientSite>,
    private readonly schemas: InMemoryTable<Schema>,
    private readonly users: InMemoryTable<User>,
    private readonly revisions: InMemoryTable<SchemaRevision & { id: string }>,
  ) {
    this.trashedSites = new InMemoryTable(unitOfWork);
    this.trashedSchemas = new InMemoryTable(unitOfWork);
  }

  async putSite(site: ClientSite, userId: string, at: Date): Promise<Schema[]> {
    this.sites.remove(site);
    this.trashedSites.add({ id: site.id, row: site, deletedAt: at, deletedBy: userId, withSite: false });
    const going = this.schemas.all().filter((s) => s.clientSiteId === site.id);
    for (const schema of going) this.moveSchema(schema, userId, at, true);
    return going.filter((schema) => schema.isDelivered());
  }

  async putSchema(schema: Schema, userId: string, at: Date): Promise<void> {
    this.moveSchema(schema, userId, at, false);
  }

  async pageByWorkspace(workspaceId: string, page: PageRequest): Promise<Page<TrashEntry>> {
    const entries = this.entries(workspaceId).filter(
      (entry) => !(entry.kind === 'schema' && this.trashedSchemas.rows.get(entry.id)!.withSite),
    );
    entries.sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || (a.id < b.id ? 1 : -1));
    return pageOf(entries, page);
  }

  async find(workspaceId: string, kind: TrashKind, id: string): Promise<TrashEntry | null> {
    return this.entries(workspaceId).find((entry) => entry.kind === kind && entry.id === id) ?? null;
  }

  async restoreSite(clientSiteId: string): Promise<Schema[]> {
    const trashed = this.trashedSites.rows.get(clientSiteId);
    if (!trashed) return [];
    this.trashedSites.remove(trashed);
    this.sites.add(trashed.row);
    const coming = this.trashedSchemas.all().filter((s) => s.row.clientSiteId === clientSiteId && s.withSite);
    for (const schema of coming) {
      this.trashedSchemas.remove(schema);
      this.schemas.add(schema.row);
    }
    return coming.map((schema) => schema.row).filter((schema) => schema.isDelivered());
  }

  async restoreSchema(schemaId: string): Promise<Schema | null> {
    const trashed = this.trashedSchemas.rows.get(schemaId);
    if (!trashed) return null;
    this.trashedSchemas.remove(trashed);
    this.schemas.add(trashed.row);
    return trashed.row;
  }

  async deleteForever(kind: TrashKind, id: string): Promise<void> {
    if (kind === 'schema') {
      const trashed = this.trashedSchemas.rows.get(id);
      if (trashed) this.dropSchema(trashed);
      return;
    }
    const trashed = this.trashedSites.rows.get(id);
    if (!trashed) return;
    this.trashedSites.remove(trashed);
    for (const schema of this.trashedSchemas.all().filter((s) => s.row.clientSiteId === id)) this.dropSchema(schema);
  }

  /** As the database's cascade does: the schema's revisions go with it. */
  private dropSchema(trashed: Trashed<Schema>): void {
    this.trashedSchemas.remove(trashed);
    for (const revision of this.revisions.all()) if (revision.schemaId === trashed.id) this.revisions.remove(revision);
  }

  async purge(cutoff: Date, batch: number): Promise<number> {
    const sites = this.trashedSites
      .all()
      .filter((s) => s.deletedAt < cutoff)
      .slice(0, batch);
    for (const site of sites) await this.deleteForever('site', site.id);
    const gone = new Set(sites.map((site) => site.id));
    const schemas = this.trashedSchemas
      .all()
      .filter((s) => s.deletedAt < cutoff && !gone.has(s.row.clientSiteId))
      .slice(0, batch);
    for (const schema of schemas) this.dropSchema(schema);
    return sites.length + schemas.length;
  }

  private moveSchema(schema: Schema, userId: string, at: Date, withSite: boolean): void {
    this.schemas.remove(schema);
    this.trashedSchemas.add({ id: schema.id, row: schema, deletedAt: at, deletedBy: userId, withSite });
  }

  private entries(workspaceId: string): TrashEntry[] {
    const by = (userId: string) => ({ userId, email: this.users.rows.get(userId)?.email ?? null });
    const siteOf = (id: string) => this.sites.rows.get(id) ?? this.trashedSites.rows.get(id)?.row ?? null;
    const sites: TrashEntry[] = this.trashedSites
      .all()
      .filter((s) => s.row.workspaceId === workspaceId)
      .map((s) => ({
        kind: 'site',
        id: s.id,
        clientSiteId: s.id,
        name: s.row.name,
        websiteUrl: s.row.websiteUrl,
        schemaCount: this.trashedSchemas.all().filter((t) => t.row.clientSiteId === s.id && t.withSite).length,
        deletedAt: s.deletedAt,
        deletedBy: by(s.deletedBy),
      }));
    const schemas: TrashEntry[] = this.trashedSchemas
      .all()
      .filter((s) => siteOf(s.row.clientSiteId)?.workspaceId === workspaceId)
      .map((s) => ({
        kind: 'schema',
        id: s.id,
        clientSiteId: s.row.clientSiteId,
        siteName: siteOf(s.row.clientSiteId)!.name,
        name: s.row.name,
        pageUrl: s.row.pageUrl,
        status: s.row.status,
        siteInTrash: this.trashedSites.rows.has(s.row.clientSiteId),
        deletedAt: s.deletedAt,
        deletedBy: by(s.deletedBy),
      }));
    return [...sites, ...schemas];
  }
}
