import { RequestContext } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Container } from 'inversify';
import { AiQuotaGate } from '../application/ai/ai-quotas.js';
import { ExtractSchemaFromPage } from '../application/ai/extract-schema-from-page.js';
import { GenerateFromUrl } from '../application/ai/generate-from-url.js';
import { LoadSession } from '../application/auth/load-session.js';
import { CancelBulkRun, GetBulkRun, PublishBulkResults, RetryFailedBulkItems } from '../application/bulk/manage-bulk-runs.js';
import { ProcessBulkItem } from '../application/bulk/process-bulk-item.js';
import { StartBulkRun } from '../application/bulk/start-bulk-run.js';
import { ValidateJsonLd } from '../application/engine/validate-json-ld.js';
import { optionalActor } from '../adapters/http/auth/require-session.js';
import { createAiRouter } from '../adapters/http/ai/ai-router.js';
import { createBulkRunsRouter } from '../adapters/http/bulk/bulk-runs-router.js';
import { OpenAiSchemaExtractor } from '../adapters/openai/openai-schema-extractor.js';
import { PageMetadataSchemaExtractor } from '../adapters/page-metadata/page-metadata-schema-extractor.js';
import { PgBossJobRunner } from '../adapters/pg-boss/pg-boss-job-runner.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgAiUsage } from '../adapters/postgres/pg-ai-usage.js';
import { PgBulkRunRepository } from '../adapters/postgres/pg-bulk-run-repository.js';
import { HtmlPageReader } from '../adapters/page-fetch/html-page-reader.js';
import { schemaOrgVocabulary } from '../engine/vocabulary/schema-org-vocabulary.js';
import type { BulkRunRepository } from '../ports/bulk-run-repository.js';
import type { JobQueue } from '../ports/job-queue.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue, resolve, token } from './wiring.js';

const BULK_RUNS = token<BulkRunRepository>('BulkRunRepository');

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
  provideValue(c, BULK_RUNS, new PgBulkRunRepository(database.pool) as BulkRunRepository);

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
        get(BULK_RUNS),
        get(T.PageReader),
        get(ExtractSchemaFromPage),
        get(AiQuotaGate),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
        config.jobs.concurrency,
        config.jobs.perWorkspace,
      ),
  );
  provide(c, StartBulkRun, (get) => {
    const runs = get(BULK_RUNS);
    return new StartBulkRun(
      get(T.ClientSiteRepository),
      runs,
      get(T.JobQueue),
      get(T.PageFetcher),
      get(T.IdGenerator),
      get(T.Clock),
      (siteId, runId) => runs.find(siteId, runId),
    );
  });
  provide(c, GetBulkRun, (get) => new GetBulkRun(get(T.ClientSiteRepository), get(BULK_RUNS)));
  provide(c, CancelBulkRun, (get) => new CancelBulkRun(get(T.ClientSiteRepository), get(BULK_RUNS), get(T.Clock)));
  provide(c, RetryFailedBulkItems, (get) => new RetryFailedBulkItems(get(T.ClientSiteRepository), get(BULK_RUNS), get(T.JobQueue)));
  provide(
    c,
    PublishBulkResults,
    (get) =>
      new PublishBulkResults(
        get(T.ClientSiteRepository),
        get(BULK_RUNS),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
      ),
  );
  runner.register(resolve(c, ProcessBulkItem));
}

/** POST /api/generate-from-url (public router: it answers 403 itself when there is no session). */
export function aiRouterFrom(c: Container, config: Config): Router {
  const loadSession = resolve(c, LoadSession);
  return createAiRouter({
    generateFromUrl: resolve(c, GenerateFromUrl),
    perMinute: config.ai.ratePerMinute,
    store: resolve(c, T.SharedLimits).storeFor('generate-from-url'),
    resolveActor: optionalActor(loadSession),
  });
}

/** /api/clients/:clientId/bulk-runs, behind requireSession. */
export function bulkRunsRouterFrom(c: Container): { path: string; router: Router } {
  return {
    path: '/clients/:clientId/bulk-runs',
    router: createBulkRunsRouter({
      startBulkRun: resolve(c, StartBulkRun),
      getBulkRun: resolve(c, GetBulkRun),
      cancelBulkRun: resolve(c, CancelBulkRun),
      retryFailedBulkItems: resolve(c, RetryFailedBulkItems),
      publishBulkResults: resolve(c, PublishBulkResults),
    }),
  };
}
