import type { SchemaEvent } from '../domain/schema/schema-event.js';

/** Every publish, pause, unpause and delete of a site's schemas, written in the same commit as the change. */
export interface SchemaHistory {
  /** Tracked like a repository add: written by the unit of work's next commit, or not at all. */
  record(event: SchemaEvent): void;
  /** A site's events, oldest first; `since` leaves out earlier ones. */
  listBySite(clientSiteId: string, since?: Date): Promise<SchemaEvent[]>;
}
