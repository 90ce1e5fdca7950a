import type { Container } from 'inversify';
import { AesGcmTokenCipher } from '../adapters/crypto/aes-gcm-token-cipher.js';
import { GoogleSearchConsole } from '../adapters/google/google-search-console.js';
import { pause } from '../adapters/system/pause.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgSearchConsoleGrantStore } from '../adapters/postgres/pg-search-console-grant-store.js';
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
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideOneOf, provideValue } from './wiring.js';

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
  provideValue(c, T.SearchConsoleStore, new PgSearchConsoleStore(database.pool));
  provideValue(c, T.SearchConsoleGrantStore, new PgSearchConsoleGrantStore(database.pool));

  provide(
    c,
    RequestSearchConsoleSync,
    (get) => new RequestSearchConsoleSync(get(T.ClientSiteRepository), get(T.SearchConsoleStore), google, get(T.JobQueue), get(T.Clock)),
  );
  provide(c, GetSearchConsoleStatus, (get) => new GetSearchConsoleStatus(get(T.ClientSiteRepository), get(T.SearchConsoleStore), google));
  provide(c, StartSearchConsoleConnect, (get) => new StartSearchConsoleConnect(get(T.ClientSiteRepository), google, get(T.Clock)));
  provide(
    c,
    CompleteSearchConsoleConnect,
    (get) =>
      new CompleteSearchConsoleConnect(
        get(T.ClientSiteRepository),
        get(T.SearchConsoleStore),
        get(T.SearchConsoleGrantStore),
        google,
        get(T.Clock),
        get(RequestSearchConsoleSync),
      ),
  );
  provide(
    c,
    ListSearchConsoleProperties,
    (get) => new ListSearchConsoleProperties(get(T.ClientSiteRepository), get(T.SearchConsoleStore), google),
  );
  provide(
    c,
    ChooseSearchConsoleProperty,
    (get) =>
      new ChooseSearchConsoleProperty(
        get(T.ClientSiteRepository),
        get(T.SearchConsoleStore),
        google,
        get(T.Clock),
        get(RequestSearchConsoleSync),
      ),
  );
  provide(
    c,
    DisconnectSearchConsole,
    (get) =>
      new DisconnectSearchConsole(
        get(T.ClientSiteRepository),
        get(T.SearchConsoleStore),
        get(T.SearchConsoleGrantStore),
        google,
        get(T.Logger),
      ),
  );
  provide(
    c,
    GetSearchPerformance,
    (get) =>
      new GetSearchPerformance(
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.SchemaHistory),
        get(T.SearchConsoleStore),
        google,
        get(T.Clock),
      ),
  );
  provide(c, ListSchemaEvents, (get) => new ListSchemaEvents(get(T.ClientSiteRepository), get(T.SchemaHistory)));

  provideOneOf(
    c,
    T.JobKind,
    (get) =>
      new SyncSearchConsoleSite(get(T.SearchConsoleStore), google, get(T.Clock), logger, {
        rowLimit: settings.rowLimit,
        maxRequests: settings.maxRequests,
        requestIntervalMs: settings.requestIntervalMs,
        backoff: { attempts: settings.retryAttempts, baseDelayMs: settings.backoffBaseMs, maxDelayMs: settings.backoffMaxMs, sleep: pause },
      }),
  );
  if (google) {
    provideOneOf(
      c,
      T.JobKind,
      (get) =>
        new DailySearchConsoleSync(get(T.SearchConsoleStore), get(RequestSearchConsoleSync), get(T.Clock), logger, settings.syncCron),
    );
  }
}
