import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { Actor } from '../shared/actor.js';
import { accessibleRun, reportOf, type BulkRunReport } from './bulk-run-report.js';
import { BULK_ITEM_JOB, type BulkItemJob } from './process-bulk-item.js';

/** Queues the failed URLs of a run again. */
export class RetryFailedBulkItems {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
    private readonly jobs: JobQueue,
  ) {}

  async execute(actor: Actor, clientId: string, runId: string): Promise<BulkRunReport> {
    const run = await accessibleRun(this.sites, this.runs, actor, clientId, runId);
    const retried = run.retryFailed();
    if (retried.length === 0) return reportOf(this.runs, run);
    await this.runs.save(run);
    // Only the items this call queued again get a job: one a second retry queued first already has its own.
    const queued = retried.filter((item) => !item.hasChanges());
    if (queued.length > 0) {
      await this.jobs.enqueue<BulkItemJob>(
        BULK_ITEM_JOB,
        queued.map((item) => ({ payload: { itemId: item.id, runId: run.id }, group: actor.workspaceId })),
      );
    }
    return reportOf(this.runs, run);
  }
}
