import type { Router } from 'express';
import type { Container } from 'inversify';
import { AesGcmTokenCipher } from '../adapters/crypto/aes-gcm-token-cipher.js';
import { GoogleSearchConsole } from '../adapters/google/google-search-console.js';
import { createSchemaEventsRouter, createSearchConsoleCallbackRouter, createSearchConsoleRouter } from '../adapters/http/search-console/search-console-router.js';
import type { PgBossJobRunner } from '../adapters/pg-boss/pg-boss-job-runner.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgSearchConsoleStore } from '../adapters/postgres/pg-search-console-store.js';
import { ListSchemaEvents } from '../application/schemas/list-schema-events.js';
import { ChooseSearchConsoleProperty } from '../application/search-console/choose-search-console-property.js';
import { CompleteSearchConsoleConnect } from '../application/search-console/complete-search-console-connect.js';
import { DailySearchConsoleSync } from '../application/search-console/daily-search-console-sync.js';
import { DisconnectSearchConsole } from '../application/search-console/disconnect-search-console.js';
import { GetSearchConsoleStatus } from '../application/search-console/get-search-console-status.js';
import { GetSearchPerformance } from '../application/search-console/get-search-performance.js';
import { ListSearchConsoleProperties } from '../application/search-console/list-search-console-properties.js';
import { RequestSearchConsoleSync } from '../application/search-console/request-search-console-sync.js';
import type { SearchConsoleGoogle } from '../application/search-console/search-console-access.js';
import { StartSearchConsoleConnect } from '../application/search-console/start-search-console-connect.js';
import { SyncSearchConsoleSite } from '../application/search-console/sync-search-console-site.js';
import type { ClientSiteRepository } from '../ports/client-site-repository.js';
import type { Clock } from '../ports/clock.js';
import type { Logger } from '../ports/logger.js';
import type { SchemaHistory } from '../ports/schema-history.js';
import type { SchemaRepository } from '../ports/schema-repository.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * The search-console integration: Google adapter and token cipher when configured (null otherwise: every endpoint
 * then says "not configured"), the store, the use cases, and the sync and daily job kinds on the job runner.
 */
export function bindSearchConsole(c: Container, config: Config, logger: Logger, database: Database): void {
  const settings = config.searchConsole;
  const google: SearchConsoleGoogle | null = settings.google
    ? { api: new GoogleSearchConsole(settings.google), cipher: new AesGcmTokenCipher(settings.google.tokenKey) }
    : null;
  if (!google) logger.info({}, 'GOOGLE_CLIENT_ID is not set: the search-console integration answers "not configured"');
  const store = new PgSearchConsoleStore(database.pool);
  const runner = c.get<PgBossJobRunner>(T.JobRunner);
  const clock = c.get<Clock>(T.Clock);

  c.bind(RequestSearchConsoleSync).toResolvedValue((s: ClientSiteRepository) => new RequestSearchConsoleSync(s, store, google, runner, clock), [T.ClientSiteRepository]);
  c.bind(GetSearchConsoleStatus).toResolvedValue((s: ClientSiteRepository) => new GetSearchConsoleStatus(s, store, google), [T.ClientSiteRepository]);
  c.bind(StartSearchConsoleConnect).toResolvedValue((s: ClientSiteRepository) => new StartSearchConsoleConnect(s, google, clock), [T.ClientSiteRepository]);
  c.bind(CompleteSearchConsoleConnect).toResolvedValue(
    (s: ClientSiteRepository, sync: RequestSearchConsoleSync) => new CompleteSearchConsoleConnect(s, store, google, clock, sync), [T.ClientSiteRepository, RequestSearchConsoleSync]);
  c.bind(ListSearchConsoleProperties).toResolvedValue((s: ClientSiteRepository) => new ListSearchConsoleProperties(s, store, google), [T.ClientSiteRepository]);
  c.bind(ChooseSearchConsoleProperty).toResolvedValue(
    (s: ClientSiteRepository, sync: RequestSearchConsoleSync) => new ChooseSearchConsoleProperty(s, store, google, clock, sync), [T.ClientSiteRepository, RequestSearchConsoleSync]);
  c.bind(DisconnectSearchConsole).toResolvedValue((s: ClientSiteRepository) => new DisconnectSearchConsole(s, store, google, logger), [T.ClientSiteRepository]);
  c.bind(GetSearchPerformance).toResolvedValue(
    (s: ClientSiteRepository, schemas: SchemaRepository, history: SchemaHistory) => new GetSearchPerformance(s, schemas, history, store, clock),
    [T.ClientSiteRepository, T.SchemaRepository, T.SchemaHistory]);
  c.bind(ListSchemaEvents).toResolvedValue((s: ClientSiteRepository, history: SchemaHistory) => new ListSchemaEvents(s, history), [T.ClientSiteRepository, T.SchemaHistory]);

  runner.register(new SyncSearchConsoleSite(store, google, clock, logger, {
    rowLimit: settings.rowLimit,
    maxRequests: settings.maxRequests,
    requestIntervalMs: settings.requestIntervalMs,
    backoff: { attempts: settings.retryAttempts, baseDelayMs: settings.backoffBaseMs, maxDelayMs: settings.backoffMaxMs, sleep },
  }));
  if (google) runner.register(new DailySearchConsoleSync(store, c.get(RequestSearchConsoleSync), clock, logger, settings.syncCron));
}

/** The routers: per-site endpoints, Google's callback, and the publish history. */
export function searchConsoleRoutersFrom(c: Container): { path: string; router: Router }[] {
  return [
    {
      path: '/clients/:clientId/search-console',
      router: createSearchConsoleRouter({
        getStatus: c.get(GetSearchConsoleStatus), startConnect: c.get(StartSearchConsoleConnect), completeConnect: c.get(CompleteSearchConsoleConnect),
        listProperties: c.get(ListSearchConsoleProperties), chooseProperty: c.get(ChooseSearchConsoleProperty), disconnect: c.get(DisconnectSearchConsole),
        requestSync: c.get(RequestSearchConsoleSync), getPerformance: c.get(GetSearchPerformance),
      }),
    },
    { path: '/search-console', router: createSearchConsoleCallbackRouter({ completeConnect: c.get(CompleteSearchConsoleConnect) }) },
    { path: '/clients/:clientId/schema-events', router: createSchemaEventsRouter({ listSchemaEvents: c.get(ListSchemaEvents) }) },
  ];
}
