import type { SchemaStatus } from '../schema/schema-status.js';
import { ConflictError } from '../shared/domain-error.js';

export type TrashKind = 'site' | 'schema';

/** Who moved an item to the trash (their email, or null once the account is gone). */
export interface TrashedBy {
  userId: string | null;
  email: string | null;
}

/** A site in the trash, with the schemas that went with it (and come back with it). */
export interface TrashedSite {
  kind: 'site';
  id: string;
  clientSiteId: string;
  name: string;
  websiteUrl: string;
  schemaCount: number;
  deletedAt: Date;
  deletedBy: TrashedBy;
}

/** A schema trashed on its own (schemas trashed with their site are part of the site's entry). */
export interface TrashedSchema {
  kind: 'schema';
  id: string;
  clientSiteId: string;
  siteName: string;
  name: string;
  pageUrl: string;
  /** The status it had, and has again when restored: a published schema is delivered again. */
  status: SchemaStatus;
  /** Its site went to the trash after it: it comes back only once the site is restored. */
  siteInTrash: boolean;
  deletedAt: Date;
  deletedBy: TrashedBy;
}

export type TrashEntry = TrashedSite | TrashedSchema;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the purge job removes an item for good. */
export function purgeDate(deletedAt: Date, retentionDays: number): Date {
  return new Date(deletedAt.getTime() + retentionDays * DAY_MS);
}

/** Items trashed before this moment are due for purging. */
export function purgeCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** A schema comes back alone only while its site is live; otherwise the site is what to restore. */
export function assertRestorableAlone(entry: TrashEntry): void {
  if (entry.kind === 'schema' && entry.siteInTrash) {
    throw new ConflictError(`The site "${entry.siteName}" of this schema is in the trash: restore the site first, then this schema.`);
  }
}
