import { Schema } from '../../domain/schema/schema.js';
import { DomainError, LimitReachedError } from '../../domain/shared/domain-error.js';
import type { BulkRunRepository, ClaimedBulkItem } from '../../ports/bulk-run-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { JobKind } from '../../ports/job-queue.js';
import type { PageReader } from '../../ports/page-reader.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { AiQuotaGate } from '../ai/ai-quotas.js';
import type { ExtractSchemaFromPage, PageExtraction } from '../ai/extract-schema-from-page.js';
import { allSchemas } from '../shared/all-schemas.js';

export const BULK_ITEM_JOB = 'bulk-item';

export interface BulkItemJob {
  itemId: string;
  runId: string;
}

/**
 * One URL of a bulk run: read the page, extract, validate, save the result as a draft schema of the run's site.
 * Anything wrong with the URL (unreachable page, quota used up, invalid markup) fails this item only; errors of our
 * own infrastructure propagate so the queue retries the job.
 */
export class ProcessBulkItem implements JobKind<BulkItemJob> {
  readonly name = BULK_ITEM_JOB;

  constructor(
    private readonly runs: BulkRunRepository,
    private readonly reader: PageReader,
    private readonly extract: ExtractSchemaFromPage,
    private readonly quota: AiQuotaGate,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    readonly concurrency: number,
    readonly groupConcurrency: number,
  ) {}

  async handle({ itemId, runId }: BulkItemJob): Promise<void> {
    const item = await this.runs.claim(itemId, this.clock.now());
    if (!item) return; // cancelled, or already done by an earlier attempt
    try {
      await this.quota.assertAvailable(item.workspaceId, item.plan, this.clock.now());
      const page = await this.reader.read(item.url);
      const result = await this.extract.execute(page, null);
      await this.quota.spend(item.workspaceId, item.plan, this.clock.now(), result.usage);
      const known = await this.noNewDraft(item, result);
      if (known) {
        await this.runs.succeed(
          itemId,
          { schemaType: result.schemaType, source: result.source, isValid: result.validation.isValid, ...known },
          this.clock.now(),
        );
        await this.runs.finishIfDone(runId, this.clock.now());
        return;
      }
      const schema = Schema.create({
        id: this.ids.newId(),
        clientSiteId: item.clientSiteId,
        now: this.clock.now(),
        by: item.createdBy,
        name: `${result.schemaType}: ${(page.title ?? new URL(item.url).pathname).slice(0, 150)}`,
        pageUrl: item.url,
        jsonLd: result.jsonLd,
      });
      this.schemas.add(schema);
      await this.unitOfWork.commit();
      await this.runs.succeed(
        itemId,
        { schemaType: result.schemaType, source: result.source, isValid: result.validation.isValid, schemaId: schema.id, note: null },
        this.clock.now(),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const reason = error instanceof LimitReachedError ? 'The monthly AI extraction quota is used up.' : error.message;
      await this.runs.fail(itemId, reason, this.clock.now());
    }
    await this.runs.finishIfDone(runId, this.clock.now());
  }

  /**
   * A second schema of one type for one page is never made silently: a page that already carries complete markup
   * of its kind gets none, and a URL whose library already holds a schema of the type points at that one.
   */
  private async noNewDraft(item: ClaimedBulkItem, result: PageExtraction): Promise<{ schemaId: string | null; note: string } | null> {
    if (result.understanding.alreadyMarkedUp) {
      return { schemaId: null, note: `The page already carries complete ${result.schemaType} markup; no draft was made.` };
    }
    const existing = (await allSchemas(this.schemas, item.clientSiteId, { pageUrl: item.url })).find(
      (schema) => schema.schemaType === result.schemaType,
    );
    if (!existing) return null;
    return {
      schemaId: existing.id,
      note: `The library already has a ${existing.status} ${result.schemaType} schema for this page; no second one was made: review and update that one.`,
    };
  }

  async giveUp({ itemId, runId }: BulkItemJob, reason: string): Promise<void> {
    await this.runs.fail(itemId, `Interrupted: ${reason}.`, this.clock.now());
    await this.runs.finishIfDone(runId, this.clock.now());
  }
}
