import type { EntityManager } from '@mikro-orm/postgresql';
import type { SchemaRevision } from '../../domain/schema/schema-revision.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { RevisionEntry, SchemaRevisions } from '../../ports/schema-revisions.js';
import { UserSchema } from './entity-schemas.js';
import { SchemaRevisionSchema } from './schema-revision-entity-schema.js';

/** Reads revisions (written by SchemaRevisionFlushSubscriber) with their authors' emails. */
export class MikroOrmSchemaRevisions implements SchemaRevisions {
  constructor(private readonly em: EntityManager) {}

  async pageOf(schemaId: string, page: PageRequest): Promise<Page<RevisionEntry>> {
    // One row more than the page: the revision before the page's oldest, to tell what that one changed.
    const [rows, total] = await this.em.findAndCount(
      SchemaRevisionSchema,
      { schemaId },
      { orderBy: { number: 'desc' }, limit: page.limit + 1, offset: page.offset },
    );
    const emails = await this.emailsOf(rows);
    const items = rows.slice(0, page.limit).map((revision, index) => this.entryOf(revision, rows[index + 1] ?? null, emails));
    return { items, total };
  }

  async find(schemaId: string, number: number): Promise<RevisionEntry | null> {
    const [revision, previous] = await this.em.find(
      SchemaRevisionSchema,
      { schemaId, number: { $lte: number } },
      { orderBy: { number: 'desc' }, limit: 2 },
    );
    if (!revision || revision.number !== number) return null;
    return this.entryOf(revision, previous ?? null, await this.emailsOf([revision]));
  }

  private entryOf(revision: SchemaRevision, previous: SchemaRevision | null, emails: Map<string, string>): RevisionEntry {
    return {
      revision,
      authorEmail: revision.authorId ? (emails.get(revision.authorId) ?? null) : null,
      changes: revision.changesSince(previous),
    };
  }

  private async emailsOf(revisions: SchemaRevision[]): Promise<Map<string, string>> {
    const ids = [...new Set(revisions.map((r) => r.authorId).filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const users = await this.em.find(UserSchema, { id: { $in: ids } });
    return new Map(users.map((user) => [user.id, user.email]));
  }
}
