import { RequestContext } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import { AiQuotaGate } from '../application/ai/ai-quotas.js';
import { ExtractSchemaFromPage } from '../application/ai/extract-schema-from-page.js';
import { GenerateFromUrl } from '../application/ai/generate-from-url.js';
import { CancelBulkRun } from '../application/bulk/cancel-bulk-run.js';
import { GetBulkRun } from '../application/bulk/get-bulk-run.js';
import { PublishBulkResults } from '../application/bulk/publish-bulk-results.js';
import { RetryFailedBulkItems } from '../application/bulk/retry-failed-bulk-items.js';
import { ProcessBulkItem } from '../application/bulk/process-bulk-item.js';
import { StartBulkRun } from '../application/bulk/start-bulk-run.js';
import { ValidateJsonLd } from '../application/engine/validate-json-ld.js';
import { OpenAiSchemaExtractor } from '../adapters/openai/openai-schema-extractor.js';
import { PageMetadataSchemaExtractor } from '../adapters/page-metadata/page-metadata-schema-extractor.js';
import { PgBossJobRunner } from '../adapters/pg-boss/pg-boss-job-runner.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgAiUsage } from '../adapters/postgres/pg-ai-usage.js';
import { PgBulkRunRepository } from '../adapters/postgres/pg-bulk-run-repository.js';
import { HtmlPageReader } from '../adapters/page-fetch/html-page-reader.js';
import { schemaOrgVocabulary } from '../engine/vocabulary/schema-org-vocabulary.js';
import type { JobQueue } from '../ports/job-queue.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideOneOf, provideValue } from './wiring.js';

/**
 * AI extraction, the page reader, background jobs and bulk runs. The job runner is bound but not started: the
 * service starts it after the container is built and stops it first on shutdown.
 */
export function bindAi(c: Container, config: Config, logger: Logger, database: Database, databaseUrl: string): void {
  provide(
    c,
    T.PageReader,
    (get) =>
      new HtmlPageReader(get(T.PageFetcher), get(T.CpuWork), {
        tokenBudget: config.ai.pageTokenBudget,
        maxBytes: config.pageFetch.maxBytes,
      }),
  );
  const metadata = new PageMetadataSchemaExtractor();
  const extractor = config.ai.openAi ? new OpenAiSchemaExtractor(config.ai.openAi, schemaOrgVocabulary) : metadata;
  if (!config.ai.openAi) logger.info({}, 'OPENAI_API_KEY is not set: AI extraction answers from page metadata');
  provide(c, ExtractSchemaFromPage, (get) => new ExtractSchemaFromPage(extractor, metadata, get(ValidateJsonLd), get(T.Logger)));
  provideValue(c, AiQuotaGate, new AiQuotaGate(new PgAiUsage(database.pool), config.ai.quota));
  provideValue(c, T.BulkRunRepository, new PgBulkRunRepository(database.pool));

  const runner = new PgBossJobRunner(
    {
      connectionString: databaseUrl,
      poolSize: 3,
      work: config.serviceRole !== 'web',
      heartbeatSeconds: config.jobs.heartbeatSeconds,
      superviseSeconds: config.jobs.superviseSeconds,
      retryLimit: config.jobs.retryLimit,
      stopTimeoutMs: config.jobs.stopTimeoutMs,
      scope: (work) => RequestContext.create(database.orm.em, work),
    },
    logger,
  );
  provideValue(c, PgBossJobRunner, runner);
  provideValue(c, T.JobQueue, runner as JobQueue);

  provide(
    c,
    GenerateFromUrl,
    (get) => new GenerateFromUrl(get(T.PageReader), get(ExtractSchemaFromPage), get(AiQuotaGate), schemaOrgVocabulary, get(T.Clock)),
  );
  provide(
    c,
    ProcessBulkItem,
    (get) =>
      new ProcessBulkItem(
        get(T.BulkRunRepository),
        get(T.PageReader),
        get(ExtractSchemaFromPage),
        get(AiQuotaGate),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.Clock),
        config.jobs.concurrency,
        config.jobs.perWorkspace,
      ),
  );
  provide(
    c,
    StartBulkRun,
    (get) =>
      new StartBulkRun(
        get(T.ClientSiteRepository),
        get(T.BulkRunRepository),
        get(T.JobQueue),
        get(T.PageFetcher),
        get(T.SitemapReader),
        get(T.IdGenerator),
        get(T.Clock),
      ),
  );
  provide(c, GetBulkRun, (get) => new GetBulkRun(get(T.ClientSiteRepository), get(T.BulkRunRepository)));
  provide(c, CancelBulkRun, (get) => new CancelBulkRun(get(T.ClientSiteRepository), get(T.BulkRunRepository), get(T.Clock)));
  provide(
    c,
    RetryFailedBulkItems,
    (get) => new RetryFailedBulkItems(get(T.ClientSiteRepository), get(T.BulkRunRepository), get(T.JobQueue)),
  );
  provide(
    c,
    PublishBulkResults,
    (get) =>
      new PublishBulkResults(
        get(T.ClientSiteRepository),
        get(T.BulkRunRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
      ),
  );
  provideOneOf(c, T.JobKind, (get) => get(ProcessBulkItem));
}
