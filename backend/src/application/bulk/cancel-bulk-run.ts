import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Actor } from '../shared/actor.js';
import { accessibleRun, reportOf, type BulkRunReport } from './bulk-run-report.js';

/** Cancels the queued URLs of a running run; URLs already being processed finish. Idempotent. */
export class CancelBulkRun {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, runId: string): Promise<BulkRunReport> {
    const run = await accessibleRun(this.sites, this.runs, actor, clientId, runId);
    if (!run.cancel(this.clock.now())) return reportOf(this.runs, run);
    // An item a worker took meanwhile keeps running and finishes: read the run back as it now stands.
    if (await this.runs.save(run)) return reportOf(this.runs, run);
    return reportOf(this.runs, (await this.runs.find(run.id)) ?? run);
  }
}
