import type { User } from '../../domain/account/user.js';
import type { SchemaRevision } from '../../domain/schema/schema-revision.js';
import { pageOf, type Page, type PageRequest } from '../../ports/paging.js';
import type { RevisionEntry, SchemaRevisions } from '../../ports/schema-revisions.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

/** Reads what InMemorySchemaRepository writes at commit. */
export class InMemorySchemaRevisions implements SchemaRevisions {
  constructor(
    private readonly table: InMemoryTable<SchemaRevision & { id: string }>,
    private readonly users: InMemoryTable<User>,
  ) {}

  async pageOf(schemaId: string, page: PageRequest): Promise<Page<RevisionEntry>> {
    const newestFirst = this.ofSchema(schemaId);
    const { items, total } = pageOf(newestFirst, page);
    return { items: items.map((revision) => this.entryOf(revision, newestFirst)), total };
  }

  async find(schemaId: string, number: number): Promise<RevisionEntry | null> {
    const newestFirst = this.ofSchema(schemaId);
    const revision = newestFirst.find((r) => r.number === number);
    return revision ? this.entryOf(revision, newestFirst) : null;
  }

  private ofSchema(schemaId: string): SchemaRevision[] {
    return this.table
      .all()
      .filter((r) => r.schemaId === schemaId)
      .sort((a, b) => b.number - a.number);
  }

  private entryOf(revision: SchemaRevision, newestFirst: SchemaRevision[]): RevisionEntry {
    const previous = newestFirst.find((r) => r.number < revision.number) ?? null;
    const authorEmail = revision.authorId ? (this.users.rows.get(revision.authorId)?.email ?? null) : null;
    return { revision, authorEmail, changes: revision.changesSince(previous) };
  }
}
