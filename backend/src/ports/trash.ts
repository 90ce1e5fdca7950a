import type { ClientSite } from '../domain/client-site/client-site.js';
import type { Schema } from '../domain/schema/schema.js';
import type { TrashEntry, TrashKind } from '../domain/trash/trash-entry.js';
import type { Page, PageRequest } from './paging.js';

/**
 * Where deleted sites and schemas wait until they are restored or purged. An item in the trash is absent from every
 * repository read (lists, counts, limits, delivery); only this port sees it. Writes join the caller's unit of work:
 * they take effect with its commit (inside `UnitOfWork.serialized`, in its transaction).
 */
export interface Trash {
  /** The site and its live schemas (marked as gone with it) move to the trash; answers the published ones. */
  putSite(site: ClientSite, userId: string, at: Date): Promise<Schema[]>;
  putSchema(schema: Schema, userId: string, at: Date): Promise<void>;
  /** Newest first (ties by id): trashed sites, and schemas trashed on their own. */
  pageByWorkspace(workspaceId: string, page: PageRequest): Promise<Page<TrashEntry>>;
  /** The workspace's trashed item, or null (another workspace's item is null too). */
  find(workspaceId: string, kind: TrashKind, id: string): Promise<TrashEntry | null>;
  /** The site comes back with the schemas that went with it, each as it was; answers the published ones. */
  restoreSite(clientSiteId: string): Promise<Schema[]>;
  /** Answers the schema as it came back (null if it was not in the trash). */
  restoreSchema(schemaId: string): Promise<Schema | null>;
  /** Gone for good, with everything that depends on it (a site's schemas, history, audits, runs). */
  deleteForever(kind: TrashKind, id: string): Promise<void>;
  /** Deletes items trashed before `cutoff`, at most `batch` of each kind; answers how many went. */
  purge(cutoff: Date, batch: number): Promise<number>;
}
