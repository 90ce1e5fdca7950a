import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Actor } from '../shared/actor.js';
import { accessibleRun, reportOf, type BulkRunReport } from './bulk-run-report.js';

/** Status, counts and per-URL results of a run. */
export class GetBulkRun {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
  ) {}

  async execute(actor: Actor, clientId: string, runId: string): Promise<BulkRunReport> {
    return reportOf(this.runs, await accessibleRun(this.sites, this.runs, actor, clientId, runId));
  }
}
