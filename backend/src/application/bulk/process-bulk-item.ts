import { BulkRun, type BulkItemResult, type BulkRunItem } from '../../domain/bulk/bulk-run.js';
import { Schema } from '../../domain/schema/schema.js';
import { DomainError, LimitReachedError } from '../../domain/shared/domain-error.js';
import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobKind } from '../../ports/job-queue.js';
import type { PageReader, PageSnapshot } from '../../ports/page-reader.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { AiQuotaGate } from '../ai/ai-quotas.js';
import type { ExtractSchemaFromPage, PageExtraction } from '../ai/extract-schema-from-page.js';
import { librarySchemaOfType } from '../shared/all-schemas.js';

export const BULK_ITEM_JOB = 'bulk-item';

export interface BulkItemJob {
  itemId: string;
  runId: string;
}

/** What an item needs of the AI step: the quota and the extraction (narrowed so specs can script them). */
export type BulkQuota = Pick<AiQuotaGate, 'assertAvailable' | 'spend'>;
export type BulkExtraction = Pick<ExtractSchemaFromPage, 'execute'>;

/**
 * One URL of a bulk run: read the page, extract, validate, save the result as a draft schema of the run's site.
 * Anything wrong with the URL (unreachable page, quota used up, invalid markup) fails this item only; errors of our
 * own infrastructure propagate so the queue retries the job.
 *
 * The draft and the item's result are two writes; the draft's id is the item's (`BulkRun.draftIdOf`), so a worker
 * that dies between them leaves a draft its retry finds and records, never a second one.
 */
export class ProcessBulkItem implements JobKind<BulkItemJob> {
  readonly name = BULK_ITEM_JOB;

  constructor(
    private readonly runs: BulkRunRepository,
    private readonly reader: PageReader,
    private readonly extract: BulkExtraction,
    private readonly quota: BulkQuota,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    readonly concurrency: number,
    readonly groupConcurrency: number,
  ) {}

  async handle({ itemId, runId }: BulkItemJob): Promise<void> {
    const run = await this.runs.find(runId);
    const item = run?.claim(itemId, this.clock.now());
    // Cancelled, done by an earlier attempt, or taken by another worker first.
    if (!run || !item || !(await this.runs.save(run))) return;
    try {
      run.succeed(itemId, await this.resultOf(run, item), this.clock.now());
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      run.fail(
        itemId,
        error instanceof LimitReachedError ? 'The monthly AI extraction quota is used up.' : error.message,
        this.clock.now(),
      );
    }
    await this.runs.save(run);
    await this.finishIfDone(runId);
  }

  async giveUp({ itemId, runId }: BulkItemJob, reason: string): Promise<void> {
    const run = await this.runs.find(runId);
    if (run?.interrupt(itemId, reason, this.clock.now())) await this.runs.save(run);
    await this.finishIfDone(runId);
  }

  private async resultOf(run: BulkRun, item: BulkRunItem): Promise<BulkItemResult> {
    const { workspaceId, plan, clientSiteId, createdBy } = run.owner;
    await this.quota.assertAvailable(workspaceId, plan, this.clock.now());
    const page = await this.reader.read(item.subject);
    const result = await this.extract.execute(page, null);
    await this.quota.spend(workspaceId, plan, this.clock.now(), result.usage);
    const outcome = { schemaType: result.schemaType, source: result.source, isValid: result.validation.isValid };
    const known = await this.noNewDraft(run, item, result);
    if (known) return { ...outcome, ...known };
    const schema = Schema.create({
      id: BulkRun.draftIdOf(item),
      clientSiteId,
      now: this.clock.now(),
      by: createdBy,
      name: draftName(result, page, item.subject),
      pageUrl: item.subject,
      jsonLd: result.jsonLd,
    });
    this.schemas.add(schema);
    await this.unitOfWork.commit();
    return { ...outcome, schemaId: schema.id, note: null, update: null };
  }

  /**
   * A second schema of one type for one page is never made silently: a page that already carries complete markup
   * of its kind gets none, and a URL whose library already holds a schema of the type points at that one. The
   * draft an earlier attempt of this item saved is its own result.
   */
  private async noNewDraft(
    run: BulkRun,
    item: BulkRunItem,
    result: PageExtraction,
  ): Promise<Pick<BulkItemResult, 'schemaId' | 'note' | 'update'> | null> {
    const own = await this.schemas.findInSite(run.clientSiteId, BulkRun.draftIdOf(item));
    if (own) return { schemaId: own.id, note: null, update: null };
    if (result.understanding.alreadyMarkedUp) {
      return { schemaId: null, note: `The page already carries complete ${result.schemaType} markup; no draft was made.`, update: null };
    }
    const existing = await librarySchemaOfType(this.schemas, run.clientSiteId, item.subject, result.schemaType);
    if (!existing) return null;
    return {
      schemaId: existing.id,
      note: `The library already has a ${existing.status} ${result.schemaType} schema for this page; no second one was made: compare it with this reading and update it if you choose.`,
      update: result.jsonLd,
    };
  }

  /** Read back after the item's own write, so of two items finishing at once the later reader sees both done. */
  private async finishIfDone(runId: string): Promise<void> {
    const run = await this.runs.find(runId);
    if (run?.finishIfDone(this.clock.now())) await this.runs.save(run);
  }
}

function draftName(result: PageExtraction, page: PageSnapshot, url: string): string {
  return `${result.schemaType}: ${(page.title ?? new URL(url).pathname).slice(0, 150)}`;
}
