import { RequestContext } from '@mikro-orm/postgresql';
import type { Request, Router } from 'express';
import type { Container } from 'inversify';
import { AiQuotaGate } from '../application/ai/ai-quotas.js';
import { ExtractSchemaFromPage } from '../application/ai/extract-schema-from-page.js';
import { GenerateFromUrl } from '../application/ai/generate-from-url.js';
import { LoadSession } from '../application/auth/load-session.js';
import { CancelBulkRun, GetBulkRun, PublishBulkResults, RetryFailedBulkItems } from '../application/bulk/manage-bulk-runs.js';
import { ProcessBulkItem } from '../application/bulk/process-bulk-item.js';
import { StartBulkRun } from '../application/bulk/start-bulk-run.js';
import { ValidateJsonLd } from '../application/engine/validate-json-ld.js';
import { actorOf, sessionViewOf } from '../adapters/http/auth/require-session.js';
import { createAiRouter } from '../adapters/http/ai/ai-router.js';
import { createBulkRunsRouter } from '../adapters/http/bulk/bulk-runs-router.js';
import { OpenAiSchemaExtractor } from '../adapters/openai/openai-schema-extractor.js';
import { PageMetadataSchemaExtractor } from '../adapters/page-metadata/page-metadata-schema-extractor.js';
import { PgBossJobRunner } from '../adapters/pg-boss/pg-boss-job-runner.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgAiUsage } from '../adapters/postgres/pg-ai-usage.js';
import { PgBulkRunRepository } from '../adapters/postgres/pg-bulk-run-repository.js';
import { HtmlPageReader } from '../adapters/page-fetch/html-page-reader.js';
import { schemaOrgVocabulary } from '../domain/structured-data/vocabulary/schema-org-vocabulary.js';
import type { BulkRunRepository } from '../ports/bulk-run-repository.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { Logger } from '../ports/logger.js';
import type { PageFetcher } from '../ports/page-fetcher.js';
import type { PageReader } from '../ports/page-reader.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';

const BULK_RUNS = Symbol.for('BulkRunRepository');

/**
 * AI extraction, the page reader, background jobs and bulk runs. The job runner is bound but not started: the
 * service starts it after the container is built and stops it first on shutdown.
 */
export function bindAi(c: Container, config: Config, logger: Logger, database: Database, databaseUrl: string): void {
  const fetcher = c.get<PageFetcher>(T.PageFetcher);
  const reader = new HtmlPageReader(fetcher, { tokenBudget: config.ai.pageTokenBudget, maxBytes: config.pageFetch.maxBytes });
  c.bind(T.PageReader).toConstantValue(reader);
  const metadata = new PageMetadataSchemaExtractor();
  const extractor = config.ai.openAi ? new OpenAiSchemaExtractor(config.ai.openAi, schemaOrgVocabulary) : metadata;
  if (!config.ai.openAi) logger.info({}, 'OPENAI_API_KEY is not set: AI extraction answers from page metadata');
  const extract = new ExtractSchemaFromPage(extractor, metadata, c.get(ValidateJsonLd), logger);
  const quota = new AiQuotaGate(new PgAiUsage(database.pool), config.ai.quota);
  // Shared with the deep audit, which proposes markup the same way.
  c.bind(ExtractSchemaFromPage).toConstantValue(extract);
  c.bind(AiQuotaGate).toConstantValue(quota);
  const runs: BulkRunRepository = new PgBulkRunRepository(database.pool);
  c.bind(BULK_RUNS).toConstantValue(runs);

  const runner = new PgBossJobRunner(
    {
      connectionString: databaseUrl, poolSize: 3, work: config.serviceRole !== 'web',
      heartbeatSeconds: config.jobs.heartbeatSeconds, superviseSeconds: config.jobs.superviseSeconds,
      retryLimit: config.jobs.retryLimit, stopTimeoutMs: config.jobs.stopTimeoutMs,
      scope: (work) => RequestContext.create(database.orm.em, work),
    },
    logger,
  );
  c.bind(T.JobRunner).toConstantValue(runner);

  c.bind(GenerateFromUrl).toResolvedValue((clock: Clock) => new GenerateFromUrl(reader, extract, quota, schemaOrgVocabulary, clock), [T.Clock]);
  const resolve = <A extends unknown[], R>(id: symbol | (new (...a: never[]) => unknown), deps: symbol[], make: (...args: A) => R) =>
    c.bind(id).toResolvedValue((...args: unknown[]) => make(...(args as A)), deps);
  resolve(ProcessBulkItem, [T.SchemaRepository, T.UnitOfWork, T.IdGenerator, T.Clock], (schemas, uow, ids, clock) =>
    new ProcessBulkItem(runs, reader, extract, quota, schemas as never, uow as never, ids as IdGenerator, clock as Clock, config.jobs.concurrency, config.jobs.perWorkspace));
  resolve(StartBulkRun, [T.ClientSiteRepository, T.IdGenerator, T.Clock], (sites, ids, clock) =>
    new StartBulkRun(sites as never, runs, runner, fetcher, ids as IdGenerator, clock as Clock, (siteId, runId) => runs.find(siteId, runId)));
  resolve(GetBulkRun, [T.ClientSiteRepository], (sites) => new GetBulkRun(sites as never, runs));
  resolve(CancelBulkRun, [T.ClientSiteRepository, T.Clock], (sites, clock) => new CancelBulkRun(sites as never, runs, clock as Clock));
  resolve(RetryFailedBulkItems, [T.ClientSiteRepository], (sites) => new RetryFailedBulkItems(sites as never, runs, runner));
  resolve(PublishBulkResults, [T.ClientSiteRepository, T.SchemaRepository, T.UnitOfWork, T.Clock], (sites, schemas, uow, clock) =>
    new PublishBulkResults(sites as never, runs, schemas as never, uow as never, clock as Clock));
  runner.register(c.get(ProcessBulkItem));
}

/** POST /api/generate-from-url (public router: it answers 403 itself when there is no session). */
export function aiRouterFrom(c: Container, config: Config): Router {
  const loadSession = c.get(LoadSession);
  return createAiRouter({
    generateFromUrl: c.get(GenerateFromUrl),
    perMinute: config.ai.ratePerMinute,
    resolveActor: async (req: Request) => {
      const view = await sessionViewOf(loadSession, req);
      return view ? actorOf(view) : null;
    },
  });
}

/** /api/clients/:clientId/bulk-runs, behind requireSession. */
export function bulkRunsRouterFrom(c: Container): { path: string; router: Router } {
  return {
    path: '/clients/:clientId/bulk-runs',
    router: createBulkRunsRouter({
      startBulkRun: c.get(StartBulkRun), getBulkRun: c.get(GetBulkRun), cancelBulkRun: c.get(CancelBulkRun),
      retryFailedBulkItems: c.get(RetryFailedBulkItems), publishBulkResults: c.get(PublishBulkResults),
    }),
  };
}

export type { PageReader };
