import type { BulkRun } from '../../domain/bulk/bulk-run.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { SchemaStatus } from '../../domain/schema/schema-status.js';
import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';

/** A run as its owner sees it: the run, and where each draft it made stands now (published since, deleted...). */
export interface BulkRunReport {
  run: BulkRun;
  draftStatuses: ReadonlyMap<string, SchemaStatus>;
}

export async function reportOf(runs: BulkRunRepository, run: BulkRun): Promise<BulkRunReport> {
  return { run, draftStatuses: await runs.draftStatuses(run.id) };
}

const RUN_ID = /^[0-9a-f-]{36}$/i;

/** The actor's run in one of their sites; anything else (another workspace's, not an id at all) is not found. */
export async function accessibleRun(
  sites: ClientSiteRepository,
  runs: BulkRunRepository,
  actor: Actor,
  clientId: string,
  runId: string,
): Promise<BulkRun> {
  const site = await accessibleSite(sites, actor, clientId);
  const run = RUN_ID.test(runId) ? await runs.findInSite(site.id, runId) : null;
  if (!run) throw new NotFoundError('Bulk run not found');
  return run;
}
