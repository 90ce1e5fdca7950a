import type { PageInfo } from './paging.js';
import type { SchemaStatus } from './schemas.js';

export type TrashItemKind = 'site' | 'schema';

/**
 * TRASH_RETENTION_DAYS when the operator does not set it: the service's default, and the figure the dashboard's delete
 * confirmations quote (the Trash page shows each item's exact purge date from the service).
 */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;

/** Who moved the item to the trash (email null once their account is gone). */
export interface TrashDeletedByDto {
  userId: string | null;
  email: string | null;
}

interface TrashItemBase {
  kind: TrashItemKind;
  id: string;
  /** The site's Client ID (a site's own id; a schema's site). */
  clientSiteId: string;
  name: string;
  deletedAt: string;
  deletedBy: TrashDeletedByDto;
  /** When the hourly purge removes it for good (deletedAt + TRASH_RETENTION_DAYS). */
  purgeAt: string;
}

/** A trashed site; `schemaCount` schemas went with it and come back with it. */
export interface TrashedSiteDto extends TrashItemBase {
  kind: 'site';
  websiteUrl: string;
  schemaCount: number;
}

/** A schema trashed on its own. `siteInTrash`: its site went after it, so it is restored only once the site is. */
export interface TrashedSchemaDto extends TrashItemBase {
  kind: 'schema';
  siteName: string;
  pageUrl: string;
  /** The status it had and has again when restored (a published schema is delivered again). */
  status: SchemaStatus;
  siteInTrash: boolean;
}

export type TrashItemDto = TrashedSiteDto | TrashedSchemaDto;

/** `GET /api/trash?limit=&offset=`, newest first. */
export interface TrashListResponse extends PageInfo {
  items: TrashItemDto[];
  retentionDays: number;
  /** Only the owner deletes for good (`DELETE /api/trash/{kind}s/{id}`); every member restores. */
  canDeleteForever: boolean;
}

/**
 * `POST /api/trash/sites/{id}/restore` or `/api/trash/schemas/{id}/restore` -> 200: what came back and where it is
 * (a site at its Client ID with `restoredSchemas` schemas; a schema in the library of `clientSiteId`).
 */
export interface TrashRestoreResponse {
  kind: TrashItemKind;
  id: string;
  clientSiteId: string;
  name: string;
  restoredSchemas: number;
}
