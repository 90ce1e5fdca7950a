import type { BulkRun } from '../domain/bulk/bulk-run.js';
import type { SchemaStatus } from '../domain/schema/schema-status.js';

/**
 * Bulk runs and their items. The run decides every move (`domain/runs`); `save` writes what changed since the run
 * was read, each row only over the state it was read in, so two instances (or a retried job) never both move one
 * item: the second finds the row moved and gets false.
 */
export interface BulkRunRepository {
  /** Stores a new run with its items, all or nothing. */
  add(run: BulkRun): Promise<void>;
  /** The run with its items, or null when it is not in this site (tenant isolation is the caller's job). */
  findInSite(clientSiteId: string, runId: string): Promise<BulkRun | null>;
  /** The run a job names (jobs carry ids the service made, not a tenant's input). */
  find(runId: string): Promise<BulkRun | null>;
  /**
   * Writes the run's status and its changed items. False when one of them had been moved by someone else since it
   * was read: that row keeps their change, the others are written.
   */
  save(run: BulkRun): Promise<boolean>;
  /** The current status of the schemas the run's items point at (a schema deleted since is absent). */
  draftStatuses(runId: string): Promise<Map<string, SchemaStatus>>;
}
