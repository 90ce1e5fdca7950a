import type { Schema } from '../../domain/schema/schema.js';
import { deliveredBytes } from '../../domain/schema/delivery-size.js';
import { pageOf, type Page, type PageRequest } from '../../ports/paging.js';
import {
  DEFAULT_SCHEMA_SORT,
  type SchemaFilter,
  type SchemaRepository,
  type SchemaSort,
  type SiteSchemaCounts,
  type UncheckedSchema,
} from '../../ports/schema-repository.js';
import type { InMemoryTable, InMemoryUnitOfWork } from './in-memory-unit-of-work.js';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import { REVISIONS_KEPT_PER_SCHEMA, type SchemaRevision } from '../../domain/schema/schema-revision.js';

export class InMemorySchemaRepository implements SchemaRepository {
  private readonly added = new Set<Schema>();

  constructor(
    readonly table: InMemoryTable<Schema>,
    private readonly sites: InMemoryTable<ClientSite>,
    private readonly revisions: InMemoryTable<SchemaRevision & { id: string }>,
    private readonly unitOfWork: InMemoryUnitOfWork,
  ) {
    // Like the ORM adapter's flush hook: every commit writes the revisions the schemas recorded.
    unitOfWork.beforeCommit(() => this.saveRevisions());
  }

  add(schema: Schema): void {
    this.added.add(schema);
    this.table.add(schema);
  }

  remove(schema: Schema): void {
    this.added.delete(schema);
    schema.takeRevisions();
    this.table.remove(schema);
    for (const revision of this.revisions.all()) if (revision.schemaId === schema.id) this.revisions.remove(revision);
  }

  private saveRevisions(): void {
    const schemas = new Set([...this.table.all(), ...this.added]);
    this.added.clear();
    for (const schema of schemas) {
      const revisions = schema.takeRevisions();
      for (const revision of revisions) this.revisions.add(Object.assign(revision, { id: `${revision.schemaId}#${revision.number}` }));
      if (revisions.length > 0) this.unitOfWork.stage(() => this.keepNewest(schema.id, schema.revision));
    }
  }

  private keepNewest(schemaId: string, latest: number): void {
    for (const [id, revision] of this.revisions.rows) {
      if (revision.schemaId === schemaId && revision.number <= latest - REVISIONS_KEPT_PER_SCHEMA) this.revisions.rows.delete(id);
    }
  }

  async findInSite(clientSiteId: string, schemaId: string): Promise<Schema | null> {
    return this.table.find((schema) => schema.id === schemaId && schema.clientSiteId === clientSiteId);
  }

  async findManyInSite(clientSiteId: string, schemaIds: string[]): Promise<Schema[]> {
    return this.table.all().filter((schema) => schema.clientSiteId === clientSiteId && schemaIds.includes(schema.id));
  }

  async pageBySite(
    clientSiteId: string,
    filter: SchemaFilter,
    page: PageRequest,
    sort: SchemaSort = DEFAULT_SCHEMA_SORT,
  ): Promise<Page<Schema>> {
    const search = filter.search?.toLowerCase();
    const sign = sort.direction === 'asc' ? 1 : -1;
    const all = this.table
      .all()
      .filter((schema) => schema.clientSiteId === clientSiteId)
      .filter((schema) => filter.status === undefined || schema.status === filter.status)
      .filter((schema) => filter.pageUrl === undefined || schema.pageUrl === filter.pageUrl)
      .filter((schema) => filter.schemaType === undefined || schema.schemaType === filter.schemaType)
      .filter((schema) => filter.valid === undefined || schema.valid === filter.valid)
      .filter((schema) => !filter.updatedFrom || schema.updatedAt >= filter.updatedFrom)
      .filter((schema) => !filter.updatedTo || schema.updatedAt <= filter.updatedTo)
      .filter((schema) => !search || schema.name.toLowerCase().includes(search) || schema.pageUrl.toLowerCase().includes(search))
      .sort((a, b) => sign * compare(a[sort.field], b[sort.field]) || compare(a.id, b.id));
    return pageOf(all, page);
  }

  async *batchesInSite(clientSiteId: string, size: number): AsyncIterable<Schema[]> {
    const all = this.table
      .all()
      .filter((schema) => schema.clientSiteId === clientSiteId)
      .sort((a, b) => compare(a.pageUrl, b.pageUrl) || compare(a.id, b.id));
    for (let start = 0; start < all.length; start += size) yield all.slice(start, start + size);
  }

  async countBySites(clientSiteIds: string[]): Promise<Map<string, SiteSchemaCounts>> {
    const counts = new Map<string, SiteSchemaCounts>();
    for (const schema of this.table.all()) {
      if (!clientSiteIds.includes(schema.clientSiteId)) continue;
      const site = counts.get(schema.clientSiteId) ?? { total: 0, published: 0, paused: 0, invalid: 0 };
      counts.set(schema.clientSiteId, {
        total: site.total + 1,
        published: site.published + (schema.status === 'published' ? 1 : 0),
        paused: site.paused + (schema.status === 'paused' ? 1 : 0),
        invalid: site.invalid + (schema.valid === false ? 1 : 0),
      });
    }
    return counts;
  }

  async publishedBytesOnPage(clientSiteId: string, pageUrl: string, exceptSchemaIds: string[]): Promise<number> {
    return this.table
      .all()
      .filter(
        (s) => s.clientSiteId === clientSiteId && s.pageUrl === pageUrl && s.status === 'published' && !exceptSchemaIds.includes(s.id),
      )
      .reduce((sum, s) => sum + deliveredBytes(s.jsonLd), 0);
  }

  async countByWorkspace(workspaceId: string): Promise<number> {
    const siteIds = new Set(
      this.sites
        .all()
        .filter((site) => site.workspaceId === workspaceId)
        .map((site) => site.id),
    );
    return this.table.all().filter((schema) => siteIds.has(schema.clientSiteId)).length;
  }

  async withoutValidity(limit: number): Promise<UncheckedSchema[]> {
    return this.table
      .all()
      .filter((schema) => schema.valid === null)
      .slice(0, limit)
      .map((schema) => ({ id: schema.id, jsonLd: schema.jsonLd, updatedAt: schema.updatedAt }));
  }

  async recordValidity(schemaId: string, checkedVersion: Date, valid: boolean): Promise<void> {
    const schema = this.table.find((s) => s.id === schemaId);
    if (schema && schema.valid === null && schema.updatedAt.getTime() === checkedVersion.getTime()) schema.recordValidity(valid);
  }
}

function compare(a: string | Date, b: string | Date): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}
