/**
 * What each environment variable means, for docs/configuration.md (generated: `npm run docs:config -w backend`).
 * The schemas in config.ts and its friends decide names, types and defaults; this adds the words. A spec fails
 * when a variable of the schemas has no row here, a row names a variable no schema reads (unless tests-only), or
 * the committed docs/configuration.md differs from what the generator writes. A Joi `.description()` on a key
 * may stand in for a row.
 */
export interface ConfigurationRow {
  /** The variables the row covers (several when they are set together). */
  names: readonly string[];
  /** How the names column reads, when not just the names. */
  label?: string;
  /** The default column, when the schema's own default does not say it (computed, or several variables). */
  default?: string;
  meaning: string;
  /** Read by the tests or benches, not by the service. */
  testsOnly?: boolean;
}

export const CONFIGURATION_ROWS: readonly ConfigurationRow[] = [
  { names: ['PORT'], meaning: 'HTTP port' },
  { names: ['HOST'], meaning: 'Bind address (`0.0.0.0` in containers)' },
  { names: ['DATABASE_URL'], default: 'unset', meaning: 'PostgreSQL URL; unset = embedded PostgreSQL under `DATA_DIR`' },
  { names: ['DATA_DIR'], meaning: 'Embedded database, generated session secret, dev mail outbox' },
  {
    names: ['PUBLIC_BASE_URL'],
    default: 'unset',
    meaning: 'Public origin of the dashboard (accepted `Origin` for state changes; invitation links)',
  },
  {
    names: ['SESSION_SECRET'],
    default: 'generated into `DATA_DIR/session-secret`',
    meaning: 'Cookie signing secret, >= 32 chars; required with `DATABASE_URL` (instances must share it)',
  },
  { names: ['SESSION_TTL_HOURS'], meaning: 'Session lifetime (rolling)' },
  { names: ['COOKIE_SECURE'], meaning: '`auto` = Secure when the request is HTTPS (set `TRUST_PROXY` behind a proxy), or `true`/`false`' },
  { names: ['TRUST_PROXY'], meaning: 'Express `trust proxy` (`true`, a hop count, or a list)' },
  { names: ['LOG_LEVEL'], meaning: 'pino level (`silent` ... `trace`)' },
  { names: ['DB_POOL_SIZE'], meaning: 'Connections per pool (ORM and raw delivery/session pool)' },
  {
    names: ['DB_STATEMENT_TIMEOUT_MS'],
    meaning:
      'Server-side `statement_timeout` of both pools (the client gives up 1 s later); a slower request answers 503 with `Retry-After`',
  },
  { names: ['DB_CONNECT_TIMEOUT_MS'], meaning: 'Longest wait for a database connection (new, or a free one of the pool) before 503' },
  { names: ['MAX_SCHEMA_BYTES'], meaning: 'Largest schema (UTF-8 bytes of its compact JSON-LD), refused with 413 at save' },
  {
    names: ['MAX_PAGE_DELIVERY_BYTES'],
    meaning: 'Largest total of the published schemas of one exact page URL, refused with 413 at publish, unpause and edit',
  },
  {
    names: ['DASHBOARD_ORIGINS'],
    default: 'empty',
    meaning: 'Extra comma-separated origins allowed to make state-changing calls (e.g. the Angular dev server)',
  },
  {
    names: ['DELIVERY_RATE_LIMIT_PER_MINUTE'],
    meaning: 'Per-IP limit for `/api/inject` and `/api/embed` (server-side embeds share one IP, hence generous)',
  },
  {
    names: ['DELIVERY_CACHE_ENTRIES'],
    meaning:
      '(Client ID, URL) entries kept in the delivery cache (two generations of half each: a page read again moves to the recent one, the older one is dropped whole when the recent one fills)',
  },
  { names: ['EMBED_CACHE_MAX_AGE_SECONDS'], meaning: '`max-age`/`s-maxage` of embed answers' },
  { names: ['AUTH_RATE_LIMIT_PER_MINUTE'], meaning: 'Per-IP sign-up and login attempts' },
  { names: ['LOGIN_ATTEMPTS_PER_ACCOUNT'], meaning: 'Failed logins (and refused sign-ups) per email address per 15 minutes, from any IP' },
  { names: ['VERIFY_RATE_LIMIT_PER_MINUTE'], meaning: '"Verify now" checks per workspace (each fetches the customer\'s page)' },
  { names: ['VALIDATE_RATE_LIMIT_PER_MINUTE'], meaning: 'Per-IP `/api/validate`' },
  { names: ['GENERATE_RATE_LIMIT_GUEST_PER_MINUTE'], meaning: 'Per-IP `/api/generate` for guests' },
  { names: ['GENERATE_RATE_LIMIT_USER_PER_MINUTE'], meaning: 'Per-user `/api/generate` when signed in' },
  {
    names: ['GENERATE_QUOTA_FREE', 'GENERATE_QUOTA_PRO', 'GENERATE_QUOTA_AGENCY'],
    label: '`GENERATE_QUOTA_FREE` / `_PRO` / `_AGENCY`',
    default: '`50` / `1000` / `5000`',
    meaning: 'Monthly generate quota per workspace',
  },
  {
    names: ['SMTP_URL', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS'],
    label: '`SMTP_URL` or `SMTP_HOST`, `SMTP_PORT` (587), `SMTP_SECURE` (false), `SMTP_USER`, `SMTP_PASS`',
    default: 'unset',
    meaning: 'Invitation and sign-up mail via SMTP; unset = messages are logged and written to `DATA_DIR/outbox/`',
  },
  { names: ['MAIL_FROM'], meaning: 'Sender of invitation and sign-up mail' },
  {
    names: ['SIGNUP_CONFIRMATION'],
    default: '`required` with SMTP, `off` without',
    meaning:
      "`required`: sign-up answers alike for every address and mails a confirmation link (needs `PUBLIC_BASE_URL`, the links' origin); `off`: the account opens at once. The start-up log says which and why",
  },
  { names: ['SIGNUP_CONFIRMATION_TTL_HOURS'], meaning: 'Confirmation link lifetime' },
  { names: ['INVITATION_TTL_HOURS'], meaning: 'Invitation link lifetime' },
  {
    names: ['SSRF_ALLOW_PRIVATE', 'SSRF_ALLOWED_ADDRESSES'],
    label: '`SSRF_ALLOW_PRIVATE` / `SSRF_ALLOWED_ADDRESSES`',
    default: '`false` / empty',
    meaning:
      'Let server-side page fetches ("Verify now", AI extraction, bulk runs, audits) reach private/loopback addresses (tests and closed networks only): `SSRF_ALLOW_PRIVATE=true` allows every address; `SSRF_ALLOWED_ADDRESSES` is a comma-separated list of single addresses, each on any port (`127.0.0.1`, `::1`) or on one port only (`127.0.0.1:8080`, `[::1]:8080`). An entry that is neither stops the start',
  },
  {
    names: ['WEBHOOK_MAX_ATTEMPTS', 'WEBHOOK_RETRY_BASE_MS', 'WEBHOOK_TIMEOUT_MS'],
    label: '`WEBHOOK_MAX_ATTEMPTS` / `WEBHOOK_RETRY_BASE_MS` / `WEBHOOK_TIMEOUT_MS`',
    default: '`6` / `30000` / `5000`',
    meaning:
      'Publish webhooks: attempts per delivery (the first included) before it is logged as failed, the wait before the second attempt (each later wait doubles), and the deadline of one attempt. Deliveries obey `SSRF_ALLOW_PRIVATE` / `SSRF_ALLOWED_ADDRESSES` like page fetches',
  },
  {
    names: ['WEBHOOK_ALLOW_PLAIN_HTTP'],
    meaning: 'Accept `http://` webhook endpoints as well as `https://` (loopback tests and closed networks only)',
  },
  {
    names: ['TRASH_RETENTION_DAYS'],
    meaning:
      'Days a deleted site or schema stays in the trash (restorable) before the hourly purge job removes it for good, with its dependants',
  },
  {
    names: ['PAGE_FETCH_TIMEOUT_MS', 'PAGE_FETCH_MAX_BYTES'],
    label: '`PAGE_FETCH_TIMEOUT_MS` / `PAGE_FETCH_MAX_BYTES`',
    default: '`5000` / `1048576`',
    meaning: 'Limits of the SSRF-safe page fetch',
  },
  {
    names: ['SERVICE_ROLE'],
    meaning:
      '`web` serves HTTP and only sends background jobs; `worker` and `all` also process them (every role serves HTTP, health checks included)',
  },
  {
    names: ['OPENAI_API_KEY'],
    default: 'unset',
    meaning: 'OpenAI key for AI extraction; unset = extraction answers from the page\'s own metadata (`source: "page-metadata"`)',
  },
  {
    names: ['OPENAI_MODEL', 'OPENAI_BASE_URL'],
    label: '`OPENAI_MODEL` / `OPENAI_BASE_URL`',
    default: '`gpt-4.1-mini` / unset',
    meaning: 'Model of the Responses API; another OpenAI-compatible endpoint (tests: the loopback fake)',
  },
  {
    names: ['OPENAI_TIMEOUT_MS', 'OPENAI_MAX_RETRIES'],
    label: '`OPENAI_TIMEOUT_MS` / `OPENAI_MAX_RETRIES`',
    default: '`30000` / `2`',
    meaning: "Per-request timeout and SDK retries (the SDK's defaults are 10 minutes and 2)",
  },
  {
    names: ['AI_QUOTA_PRO', 'AI_QUOTA_AGENCY'],
    label: '`AI_QUOTA_PRO` / `AI_QUOTA_AGENCY`',
    default: '`300` / `2000`',
    meaning: 'Monthly AI extractions per workspace (single and bulk alike; Free has none)',
  },
  {
    names: ['GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE'],
    meaning: 'Per-user `/api/generate-from-url` (per IP for callers without a session)',
  },
  {
    names: ['COPYWRITER_RATE_LIMIT_PER_MINUTE'],
    meaning: 'Per-user `/api/copywriter/suggestions` (shared through Redis when `REDIS_URL` is set)',
  },
  { names: ['PAGE_TEXT_TOKEN_BUDGET'], meaning: "Tokens of a page's main text kept for the model (gpt-tokenizer)" },
  {
    names: ['JOBS_CONCURRENCY', 'BULK_CONCURRENCY_PER_WORKSPACE'],
    label: '`JOBS_CONCURRENCY` / `BULK_CONCURRENCY_PER_WORKSPACE`',
    default: '`4` / `3`',
    meaning: 'Bulk URLs one instance processes at once, in total / for one workspace',
  },
  {
    names: ['JOBS_HEARTBEAT_SECONDS', 'JOBS_SUPERVISE_SECONDS'],
    label: '`JOBS_HEARTBEAT_SECONDS` / `JOBS_SUPERVISE_SECONDS`',
    default: '`30` / `30`',
    meaning: 'A worker silent this long is presumed dead and its job retried (>= 10); how often instances check',
  },
  {
    names: ['AUDIT_MAX_PAGES'],
    meaning: 'Pages one site audit records at most (sitemap entries or followed links; robots-excluded ones count)',
  },
  {
    names: ['BULK_RUN_STARTS_PER_MINUTE', 'AUDIT_STARTS_PER_MINUTE'],
    label: '`BULK_RUN_STARTS_PER_MINUTE` / `AUDIT_STARTS_PER_MINUTE`',
    default: '`10` / `5`',
    meaning: 'Bulk runs and audits a workspace may start per minute (429 beyond; counted in Redis when `REDIS_URL` is set)',
  },
  {
    names: ['AUDIT_CONCURRENCY', 'AUDIT_DELAY_MS'],
    label: '`AUDIT_CONCURRENCY` / `AUDIT_DELAY_MS`',
    default: '`2` / `500`',
    meaning:
      "Pages of one workspace's audits fetched at once per instance; time between two fetches from one site (a longer robots.txt `Crawl-delay` wins, up to 10 s; the wait holds no worker)",
  },
  {
    names: ['JOBS_RETRY_LIMIT', 'JOBS_STOP_TIMEOUT_MS'],
    label: '`JOBS_RETRY_LIMIT` / `JOBS_STOP_TIMEOUT_MS`',
    default: '`2` / `8000`',
    meaning: 'Retries of a job after infrastructure failures; how long shutdown waits for running jobs',
  },
  {
    names: ['FRONTEND_DIST', 'SDK_DIST', 'EDGE_DIST'],
    label: '`FRONTEND_DIST` / `SDK_DIST` / `EDGE_DIST`',
    default: '`frontend/dist/browser` / `sdk/dist` / `sdk/edge/dist`',
    meaning: 'Built assets the service serves (the dashboard, `/sdk.js`, the Cloudflare Worker at `/edge/worker.js`)',
  },
  {
    names: ['STRIPE_SECRET_KEY'],
    default: 'unset',
    meaning:
      'Stripe secret key (`sk_live_...`/`sk_test_...`); unset = billing answers "Billing is not configured" and plans change only by operator command',
  },
  {
    names: ['STRIPE_WEBHOOK_SECRET'],
    default: 'unset',
    meaning: 'Signing secret of the webhook endpoint (`whsec_...`); required with the key',
  },
  {
    names: ['STRIPE_PRICE_PRO', 'STRIPE_PRICE_AGENCY'],
    label: '`STRIPE_PRICE_PRO` / `STRIPE_PRICE_AGENCY`',
    default: 'unset',
    meaning: 'Price ids (`price_...`) of the monthly Pro and Agency prices; required with the key',
  },
  {
    names: ['STRIPE_API_BASE'],
    default: 'unset',
    meaning: 'Tests only: another Stripe API host, e.g. the loopback fake (`http://127.0.0.1:port`)',
    testsOnly: true,
  },
  {
    names: ['WORKER_THREADS'],
    default: 'cores - 1 (at least 1)',
    meaning:
      'Worker threads for CPU-heavy work (validate, generate; later extraction and audits); on Linux they run at nice 19, so delivery comes first',
  },
  {
    names: ['WORKER_QUEUE_LIMIT'],
    meaning: 'Tasks that may wait for a worker; beyond it requests answer 503 `The service is busy` with `Retry-After`',
  },
  {
    names: ['CPU_TASK_TIMEOUT_MS', 'CPU_TASK_MEMORY_MB'],
    label: '`CPU_TASK_TIMEOUT_MS` / `CPU_TASK_MEMORY_MB`',
    default: '`2000` / `256`',
    meaning: "Per-task time budget (queue + run; the task's thread is terminated, 503 with `Retry-After`) and heap per worker thread",
  },
  {
    names: ['VALIDATE_LANE_MAX_BYTES'],
    meaning:
      "`POST /api/validate` bodies (and documents validated anywhere) up to this size take the validate lane: answered on node:http ahead of Express, validated on one normal-priority thread with the pool's budget and queue limit (bench:engine); larger ones go through Express and the pool. `0` turns the lane off",
  },
  {
    names: ['BACKGROUND_TASK_TIMEOUT_MS', 'BACKGROUND_TASK_MEMORY_MB'],
    label: '`BACKGROUND_TASK_TIMEOUT_MS` / `BACKGROUND_TASK_MEMORY_MB`',
    default: '`60000` / `1024`',
    meaning:
      'Budget and heap of long background tasks (an audit report PDF, a Send to Dev archive) on their own one-thread pool at the lowest priority, so they never queue ahead of request work',
  },
  {
    names: ['REDIS_URL'],
    default: 'unset',
    meaning:
      'Redis shared by every instance for all rate limits; unset = each process counts alone; unreachable = per-process counting, logged',
  },
  { names: ['REDIS_KEY_PREFIX'], meaning: 'Prefix of every Redis key (deployments or test runs sharing one Redis)' },
  {
    names: ['SHUTDOWN_GRACE_MS'],
    meaning: 'On SIGTERM/SIGINT: how long in-flight requests may finish before their connections are closed',
  },
  {
    names: ['TEST_REDIS_URL'],
    default: '`redis://127.0.0.1:6379`',
    meaning: 'Tests only: the Redis the shared-limit specs use (each run under its own key prefix)',
    testsOnly: true,
  },
  {
    names: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    label: '`GOOGLE_CLIENT_ID` / `GOOGLE_CLIENT_SECRET`',
    default: 'unset',
    meaning:
      'Google OAuth client (web application) for the Search Console integration; unset = the Performance tab says "not configured" and nothing else changes',
  },
  {
    names: ['GOOGLE_OAUTH_REDIRECT_URL'],
    default: 'unset',
    meaning: 'The callback registered at Google: `<PUBLIC_BASE_URL>/api/search-console/oauth/callback`; required with the client',
  },
  {
    names: ['TOKEN_ENCRYPTION_KEY'],
    default: 'unset',
    meaning:
      '32 bytes as 64 hex characters or base64 (`openssl rand -base64 32`): seals Google refresh tokens (AES-256-GCM); required with the client. Changing it means every site reconnects',
  },
  {
    names: ['SEARCH_CONSOLE_SYNC_CRON'],
    meaning: "Daily sync of every connected site (cron, UTC; 11:00 UTC is after Google's Pacific-time day has closed)",
  },
  {
    names: ['SEARCH_CONSOLE_ROW_LIMIT', 'SEARCH_CONSOLE_MAX_REQUESTS'],
    label: '`SEARCH_CONSOLE_ROW_LIMIT` / `SEARCH_CONSOLE_MAX_REQUESTS`',
    default: '`25000` / `40`',
    meaning:
      "Rows per Search Analytics request (Google's maximum; reads are sized so every row fits); page reads per sync, the rest is read by the next sync (the sync ends partial)",
  },
  {
    names: ['SEARCH_CONSOLE_REQUEST_INTERVAL_MS'],
    meaning: "Pause between a sync's requests (one sync stays far below Google's 1,200 queries per minute per site)",
  },
  {
    names: ['SEARCH_CONSOLE_RETRY_ATTEMPTS', 'SEARCH_CONSOLE_BACKOFF_BASE_MS', 'SEARCH_CONSOLE_BACKOFF_MAX_MS'],
    label: '`SEARCH_CONSOLE_RETRY_ATTEMPTS` / `SEARCH_CONSOLE_BACKOFF_BASE_MS` / `SEARCH_CONSOLE_BACKOFF_MAX_MS`',
    default: '`5` / `1000` / `60000`',
    meaning: "Attempts per request on 429/quota/5xx answers, exponential backoff (Google's `Retry-After` wins), cap",
  },
  { names: ['GOOGLE_API_TIMEOUT_MS'], meaning: 'Timeout of each Search Console API call' },
  {
    names: ['GOOGLE_OAUTH_AUTH_URL', 'GOOGLE_OAUTH_TOKEN_URL', 'GOOGLE_OAUTH_REVOKE_URL', 'GOOGLE_SEARCH_CONSOLE_API_URL'],
    label: '`GOOGLE_OAUTH_AUTH_URL`, `GOOGLE_OAUTH_TOKEN_URL`, `GOOGLE_OAUTH_REVOKE_URL`, `GOOGLE_SEARCH_CONSOLE_API_URL`',
    default: 'unset',
    meaning: "Tests only: Google's endpoints on a loopback fake",
    testsOnly: true,
  },
  {
    names: ['TEST_DATABASE_URL'],
    default: 'unset',
    meaning: 'Tests only: also run DB specs on this PostgreSQL (a scratch database is created and dropped)',
    testsOnly: true,
  },
  {
    names: ['TEST_LOGS'],
    default: 'unset',
    meaning: "Tests only: `1` prints the service's warnings and errors during HTTP specs",
    testsOnly: true,
  },
  {
    names: ['CHROMIUM_PATH'],
    default: '`/usr/bin/chromium`',
    meaning: 'Tests only: the Chromium the SDK browser tests and the dashboard e2e tests launch',
    testsOnly: true,
  },
  {
    names: ['BENCH_DATABASE_URL', 'BENCH_SECONDS'],
    label: '`BENCH_DATABASE_URL`, `BENCH_SECONDS`',
    default: 'unset, `10` (`5` for `bench:engine`)',
    meaning: '`bench:delivery`: also run on this PostgreSQL; seconds per load phase',
    testsOnly: true,
  },
  {
    names: ['BENCH_ITERATIONS', 'BENCH_ROUNDS'],
    label: '`BENCH_ITERATIONS`, `BENCH_ROUNDS`',
    default: '`5000`, `3` (`2` for `bench:delivery`)',
    meaning: '`bench:engine`: in-process calls per document; both benches: alternating HTTP rounds (the best is shown)',
    testsOnly: true,
  },
  {
    names: ['BENCH_SCHEMAS', 'BENCH_RUNS'],
    label: '`BENCH_SCHEMAS`, `BENCH_RUNS`',
    default: '`10000`, `30`',
    meaning: '`bench:library`: schemas seeded on one site; timed requests per query',
    testsOnly: true,
  },
];
