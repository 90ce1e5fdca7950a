import type { BulkItemStatus, BulkRunStatus, BulkRunView } from '@sdn/contracts';
import type { PlanName } from '../domain/plans/plan-catalogue.js';

export interface NewBulkRun {
  id: string;
  workspaceId: string;
  clientSiteId: string;
  createdBy: string;
  plan: PlanName;
  items: { id: string; url: string }[];
  now: Date;
}

/** A claimed item with what its job needs to process it. */
export interface ClaimedBulkItem {
  itemId: string;
  runId: string;
  url: string;
  workspaceId: string;
  clientSiteId: string;
  /** Who started the run: the author of the drafts it saves. */
  createdBy: string;
  plan: PlanName;
  attempts: number;
}

export interface BulkItemResult {
  schemaType: string;
  source: 'ai' | 'page-metadata';
  isValid: boolean;
  /** The draft made, or the library's existing schema of this type for the URL (then `note` says so). */
  schemaId: string | null;
  /** Why no new draft was made; null when one was. */
  note: string | null;
}

export type { BulkItemStatus, BulkRunStatus };

/**
 * Progress of bulk runs. Every state change is one guarded statement, so two instances (or a retried job) can
 * never both move the same item: `claim` only takes a queued item (or one left running by a crashed worker, which
 * the job queue hands out again only after that worker stopped heartbeating), and results land only on a running
 * item.
 */
export interface BulkRunRepository {
  create(run: NewBulkRun): Promise<void>;
  /** The run with its items, or null when it is not in this site (tenant isolation is the caller's job). */
  find(clientSiteId: string, runId: string): Promise<BulkRunView | null>;
  claim(itemId: string, now: Date): Promise<ClaimedBulkItem | null>;
  succeed(itemId: string, result: BulkItemResult, now: Date): Promise<boolean>;
  fail(itemId: string, error: string, now: Date): Promise<boolean>;
  /** Marks the run completed once no item is queued or running. */
  finishIfDone(runId: string, now: Date): Promise<void>;
  /** Cancels queued items and the run; running items finish. Returns false when the run was not running. */
  cancel(runId: string, now: Date): Promise<boolean>;
  /** Puts failed items back in the queue and the run back to running; returns their ids. */
  requeueFailed(runId: string): Promise<string[]>;
  /** Draft schema ids of the run's succeeded items among `itemIds`. */
  schemaIdsOf(runId: string, itemIds: string[]): Promise<Map<string, string>>;
}
