import type { BulkPublishResponse, BulkRunView } from '@sdn/contracts';
import { NotFoundError, ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobQueue } from '../../ports/job-queue.js';
import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { Schema } from '../../domain/schema/schema.js';
import { allSchemas } from '../shared/all-schemas.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { BULK_ITEM_JOB, type BulkItemJob } from './process-bulk-item.js';

const RUN_NOT_FOUND = 'Bulk run not found';

async function accessibleRun(
  sites: ClientSiteRepository,
  runs: BulkRunRepository,
  actor: Actor,
  clientId: string,
  runId: string,
): Promise<BulkRunView> {
  const site = await accessibleSite(sites, actor, clientId);
  const run = /^[0-9a-f-]{36}$/i.test(runId) ? await runs.find(site.id, runId) : null;
  if (!run) throw new NotFoundError(RUN_NOT_FOUND);
  return run;
}

/** Status, counts and per-URL results of a run. */
export class GetBulkRun {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
  ) {}

  execute(actor: Actor, clientId: string, runId: string): Promise<BulkRunView> {
    return accessibleRun(this.sites, this.runs, actor, clientId, runId);
  }
}

/** Cancels the queued URLs of a running run; URLs already being processed finish. Idempotent. */
export class CancelBulkRun {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, runId: string): Promise<BulkRunView> {
    const run = await accessibleRun(this.sites, this.runs, actor, clientId, runId);
    await this.runs.cancel(run.id, this.clock.now());
    await this.runs.finishIfDone(run.id, this.clock.now());
    return (await this.runs.find(run.clientId, run.id))!;
  }
}

/** Queues the failed URLs of a run again. */
export class RetryFailedBulkItems {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
    private readonly jobs: JobQueue,
  ) {}

  async execute(actor: Actor, clientId: string, runId: string): Promise<BulkRunView> {
    const run = await accessibleRun(this.sites, this.runs, actor, clientId, runId);
    const itemIds = await this.runs.requeueFailed(run.id);
    await this.jobs.enqueue<BulkItemJob>(
      BULK_ITEM_JOB,
      itemIds.map((itemId) => ({ payload: { itemId, runId: run.id }, group: actor.workspaceId })),
    );
    return (await this.runs.find(run.clientId, run.id))!;
  }
}

/** Publishes the chosen results' drafts together: one request, one transaction, all or nothing. */
export class PublishBulkResults {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, clientId: string, runId: string, itemIds: unknown): Promise<BulkPublishResponse> {
    if (
      !Array.isArray(itemIds) ||
      itemIds.length === 0 ||
      itemIds.length > 100 ||
      !itemIds.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))
    ) {
      throw new ValidationError(fieldErrors({ itemIds: ['Expected a list of 1 to 100 item ids'] }));
    }
    const run = await accessibleRun(this.sites, this.runs, actor, clientId, runId);
    const schemaIds = await this.runs.schemaIdsOf(run.id, itemIds as string[]);
    const missing = (itemIds as string[]).filter((id) => !schemaIds.has(id));
    if (missing.length > 0) throw new ValidationError(fieldErrors({ itemIds: [`No draft to publish for item(s) ${missing.join(', ')}`] }));
    const now = this.clock.now();
    const published: string[] = [];
    for (const schemaId of schemaIds.values()) {
      const schema = await this.schemas.findInSite(run.clientId, schemaId);
      if (!schema) throw new ValidationError(fieldErrors({ itemIds: ["A result's draft was deleted; run the list again"] }));
      if (schema.status === 'published') continue;
      await this.refuseSecondPublished(run.clientId, schema);
      schema.publish(now, actor.userId);
      this.history.record(SchemaEvent.of(schema, 'publish', { id: this.ids.newId(), userId: actor.userId, at: now }));
      published.push(schema.id);
    }
    await this.unitOfWork.commit();
    return { published };
  }

  /** One published schema of a type per page: a second one needs the explicit choice of pausing or updating the first. */
  private async refuseSecondPublished(clientSiteId: string, schema: Schema): Promise<void> {
    const other = (await allSchemas(this.schemas, clientSiteId, { status: 'published', pageUrl: schema.pageUrl })).find(
      (candidate) => candidate.id !== schema.id && candidate.schemaType === schema.schemaType,
    );
    if (other) {
      throw new ValidationError(
        fieldErrors({
          itemIds: [
            `${schema.pageUrl} already has a published ${schema.schemaType} schema ("${other.name}"): pause it or update it instead of publishing a second one`,
          ],
        }),
      );
    }
  }
}
