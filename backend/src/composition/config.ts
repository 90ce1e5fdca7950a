import Joi from 'joi';
import { isAbsolute, resolve } from 'node:path';
import { parseAllowedAddress } from '../adapters/page-fetch/address-policy.js';
import { SEARCH_CONSOLE_ENV, searchConsoleConfigFrom, searchConsoleEnvProblem, type SearchConsoleConfig } from './search-console-config.js';
import { SCALE_OUT_ENV, loadScaleOutConfig, type ScaleOutConfig } from './scale-out-config.js';
import { WEBHOOK_ENV, webhookConfigFrom, type WebhookConfig } from './webhook-config.js';
import { TRASH_ENV, trashConfigFrom } from './trash-config.js';
import type { TrashSettings } from '../application/trash/trash-settings.js';
import {
  SIGNUP_CONFIRMATION_ENV,
  signupConfirmationConfigFrom,
  signupConfirmationEnvProblem,
  type SignupConfirmationConfig,
} from './signup-confirmation-config.js';

export interface Config {
  port: number;
  host: string;
  /** Real PostgreSQL; when absent the embedded database under `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  publicBaseUrl: string | null;
  /** Null in the embedded default: generated once and kept in `dataDir`. */
  sessionSecret: string | null;
  sessionTtlHours: number;
  cookieSecure: boolean | 'auto';
  trustProxy: boolean | number | string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  dbPoolSize: number;
  /** Statement and connection timeouts of both pools (a slow or unreachable database answers 503, not a hang). */
  dbTimeouts: { statementMs: number; connectMs: number };
  dashboardOrigins: string[];
  deliveryRateLimitPerMinute: number;
  deliveryCacheEntries: number;
  embedCacheMaxAgeSeconds: number;
  authRateLimitPerMinute: number;
  /** Login attempts per account (email) per 15 minutes, on top of the per-IP limit. */
  loginAttemptsPerAccount: number;
  verifyRateLimitPerMinute: number;
  validateRateLimitPerMinute: number;
  generateGuestRateLimitPerMinute: number;
  generateUserRateLimitPerMinute: number;
  generateQuota: { free: number; pro: number; agency: number };
  frontendDist: string;
  sdkDist: string;
  /** The edge package's build: the Cloudflare Worker customers download from the install card. */
  edgeDist: string;
  /** Null: no SMTP configured, invitations go to `<dataDir>/outbox` and the log. */
  smtp: { url: string | null; host: string | null; port: number; secure: boolean; user: string | null; password: string | null } | null;
  mailFrom: string;
  invitationTtlHours: number;
  signupConfirmation: SignupConfirmationConfig;
  /** Refused at save/publish time (never truncated at delivery): one schema, and one page's published total. */
  deliverySizeLimits: { schemaBytes: number; pageBytes: number };
  pageFetch: { allowPrivate: boolean; allowedAddresses: string[]; timeoutMs: number; maxBytes: number; maxRedirects: number };
  scaleOut: ScaleOutConfig;
  /** Null: no Stripe key, billing answers "Billing is not configured" and plans change only by operator command. */
  stripe: { secretKey: string; webhookSecret: string; prices: { pro: string; agency: string }; apiBase: URL | null } | null;
  /** `web` serves HTTP and only sends jobs; `worker` and `all` also process them. */
  serviceRole: 'web' | 'worker' | 'all';
  ai: {
    /** Null: no key, extraction answers from the page's own metadata. */
    openAi: { apiKey: string; model: string; baseUrl: string | null; timeoutMs: number; maxRetries: number } | null;
    quota: { free: number; pro: number; agency: number };
    ratePerMinute: number;
    /** Per-user copywriter requests per minute. */
    copywriterPerMinute: number;
    pageTokenBudget: number;
  };
  /** Bulk runs and audits started per workspace per minute (each start fetches and parses a tenant's site). */
  startsPerMinute: { bulkRuns: number; audits: number };
  /** Site audits: pages per audit, pages fetched at once per workspace, time between two fetches from one site. */
  audit: { maxPages: number; concurrency: number; delayMs: number };
  jobs: {
    concurrency: number;
    perWorkspace: number;
    heartbeatSeconds: number;
    superviseSeconds: number;
    retryLimit: number;
    stopTimeoutMs: number;
  };
  searchConsole: SearchConsoleConfig;
  webhooks: WebhookConfig;
  /** Deleted sites and schemas wait in the trash this long before the purge job removes them. */
  trash: TrashSettings;
}

const positive = Joi.number().integer().min(1);
const ENV = Joi.object({
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  HOST: Joi.string().default('127.0.0.1'),
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .empty(''),
  DATA_DIR: Joi.string().default('./data'),
  PUBLIC_BASE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .empty(''),
  SESSION_SECRET: Joi.string().min(32).empty(''),
  SESSION_TTL_HOURS: Joi.number()
    .min(0.0001)
    .max(24 * 90)
    .default(24 * 7),
  COOKIE_SECURE: Joi.string().valid('auto', 'true', 'false').default('auto'),
  TRUST_PROXY: Joi.string().default('false'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  DB_POOL_SIZE: Joi.number().integer().min(2).max(100).default(10),
  DB_STATEMENT_TIMEOUT_MS: Joi.number().integer().min(100).max(600_000).default(5000),
  DB_CONNECT_TIMEOUT_MS: Joi.number().integer().min(100).max(120_000).default(5000),
  DASHBOARD_ORIGINS: Joi.string().allow('').default(''),
  DELIVERY_RATE_LIMIT_PER_MINUTE: positive.default(3000),
  DELIVERY_CACHE_ENTRIES: positive.default(100_000),
  EMBED_CACHE_MAX_AGE_SECONDS: Joi.number().integer().min(0).max(3600).default(60),
  AUTH_RATE_LIMIT_PER_MINUTE: positive.default(10),
  LOGIN_ATTEMPTS_PER_ACCOUNT: positive.default(10),
  VERIFY_RATE_LIMIT_PER_MINUTE: positive.default(6),
  VALIDATE_RATE_LIMIT_PER_MINUTE: positive.default(60),
  GENERATE_RATE_LIMIT_GUEST_PER_MINUTE: positive.default(20),
  GENERATE_RATE_LIMIT_USER_PER_MINUTE: positive.default(60),
  GENERATE_QUOTA_FREE: Joi.number().integer().min(0).default(50),
  GENERATE_QUOTA_PRO: Joi.number().integer().min(0).default(1000),
  GENERATE_QUOTA_AGENCY: Joi.number().integer().min(0).default(5000),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .empty(''),
  SMTP_HOST: Joi.string().empty(''),
  SMTP_PORT: Joi.number().integer().min(1).max(65535).default(587),
  SMTP_SECURE: Joi.boolean().default(false),
  SMTP_USER: Joi.string().empty(''),
  SMTP_PASS: Joi.string().empty(''),
  MAIL_FROM: Joi.string().default('Schema Delivery Network <no-reply@localhost>'),
  INVITATION_TTL_HOURS: Joi.number()
    .min(0.0001)
    .max(24 * 30)
    .default(24 * 7),
  SSRF_ALLOW_PRIVATE: Joi.boolean().default(false),
  SSRF_ALLOWED_ADDRESSES: Joi.string()
    .allow('')
    .default('')
    .custom((value: string, helpers) => {
      const wrong = allowedAddressEntries(value).find((entry) => parseAllowedAddress(entry) === null);
      return wrong === undefined
        ? value
        : helpers.message({
            custom: `SSRF_ALLOWED_ADDRESSES: ${wrong} is not an IP address, nor one with a port (127.0.0.1:8080, [::1]:8080)`,
          });
    }),
  PAGE_FETCH_TIMEOUT_MS: Joi.number().integer().min(100).max(60_000).default(5000),
  PAGE_FETCH_MAX_BYTES: Joi.number()
    .integer()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(1024 * 1024),
  MAX_SCHEMA_BYTES: Joi.number()
    .integer()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(100 * 1024),
  MAX_PAGE_DELIVERY_BYTES: Joi.number()
    .integer()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(500 * 1024),
  STRIPE_SECRET_KEY: Joi.string().empty(''),
  STRIPE_WEBHOOK_SECRET: Joi.string().empty(''),
  STRIPE_PRICE_PRO: Joi.string().empty(''),
  STRIPE_PRICE_AGENCY: Joi.string().empty(''),
  STRIPE_API_BASE: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .empty(''),
  SERVICE_ROLE: Joi.string().valid('web', 'worker', 'all').default('all'),
  OPENAI_API_KEY: Joi.string().empty(''),
  OPENAI_MODEL: Joi.string().default('gpt-4.1-mini'),
  OPENAI_BASE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .empty(''),
  OPENAI_TIMEOUT_MS: Joi.number().integer().min(1000).max(600_000).default(30_000),
  OPENAI_MAX_RETRIES: Joi.number().integer().min(0).max(10).default(2),
  AI_QUOTA_PRO: Joi.number().integer().min(0).default(300),
  AI_QUOTA_AGENCY: Joi.number().integer().min(0).default(2000),
  GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE: positive.default(10),
  COPYWRITER_RATE_LIMIT_PER_MINUTE: positive.default(20),
  BULK_RUN_STARTS_PER_MINUTE: positive.default(10),
  AUDIT_STARTS_PER_MINUTE: positive.default(5),
  PAGE_TEXT_TOKEN_BUDGET: Joi.number().integer().min(100).max(100_000).default(4000),
  AUDIT_MAX_PAGES: Joi.number().integer().min(1).max(5000).default(500),
  AUDIT_CONCURRENCY: Joi.number().integer().min(1).max(10).default(2),
  AUDIT_DELAY_MS: Joi.number().integer().min(0).max(60_000).default(500),
  JOBS_CONCURRENCY: Joi.number().integer().min(1).max(50).default(4),
  BULK_CONCURRENCY_PER_WORKSPACE: Joi.number().integer().min(1).max(50).default(3),
  JOBS_HEARTBEAT_SECONDS: Joi.number().integer().min(10).max(3600).default(30),
  JOBS_SUPERVISE_SECONDS: Joi.number().integer().min(1).max(3600).default(30),
  JOBS_RETRY_LIMIT: Joi.number().integer().min(0).max(10).default(2),
  JOBS_STOP_TIMEOUT_MS: Joi.number().integer().min(0).max(600_000).default(8000),
  ...SEARCH_CONSOLE_ENV,
  ...SIGNUP_CONFIRMATION_ENV,
  ...WEBHOOK_ENV,
  ...TRASH_ENV,
  FRONTEND_DIST: Joi.string(),
  SDK_DIST: Joi.string(),
  EDGE_DIST: Joi.string(),
})
  .unknown(true)
  .custom((env, helpers) => {
    if (env.DATABASE_URL && !env.SESSION_SECRET)
      return helpers.message({ custom: 'SESSION_SECRET is required when DATABASE_URL is set (every instance must share it)' });
    const missing = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_AGENCY'].filter((name) => !env[name]);
    if (env.STRIPE_SECRET_KEY && missing.length > 0)
      return helpers.message({ custom: `${missing.join(', ')} required with STRIPE_SECRET_KEY` });
    const problem = searchConsoleEnvProblem(env) ?? signupConfirmationEnvProblem(env);
    return problem ? helpers.message({ custom: problem }) : env;
  });

function allowedAddressEntries(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Every schema `loadConfig` reads the environment with: docs/configuration.md is generated from them. */
export const CONFIGURATION_SCHEMAS: readonly Joi.ObjectSchema[] = [ENV, SCALE_OUT_ENV];

export class ConfigError extends Error {}

const repoRoot = resolve(import.meta.dirname, import.meta.url.endsWith('.ts') ? '../../..' : '../../../..');

/** Reads the environment once. An invalid value stops the start with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = ENV.validate(env, { abortEarly: true, convert: true });
  if (error) throw new ConfigError(`Invalid configuration: ${error.message.replace(/"/g, '')}`);
  let scaleOut: ScaleOutConfig;
  try {
    scaleOut = loadScaleOutConfig(env);
  } catch (invalid) {
    throw new ConfigError(`Invalid configuration: ${(invalid as Error).message}`);
  }
  return {
    scaleOut,
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL ?? null,
    dataDir: resolve(value.DATA_DIR),
    publicBaseUrl: value.PUBLIC_BASE_URL ? new URL(value.PUBLIC_BASE_URL).origin : null,
    sessionSecret: value.SESSION_SECRET ?? null,
    sessionTtlHours: value.SESSION_TTL_HOURS,
    cookieSecure: value.COOKIE_SECURE === 'auto' ? 'auto' : value.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    logLevel: value.LOG_LEVEL,
    dbPoolSize: value.DB_POOL_SIZE,
    dbTimeouts: { statementMs: value.DB_STATEMENT_TIMEOUT_MS, connectMs: value.DB_CONNECT_TIMEOUT_MS },
    dashboardOrigins: value.DASHBOARD_ORIGINS.split(',')
      .map((origin: string) => origin.trim())
      .filter(Boolean),
    deliveryRateLimitPerMinute: value.DELIVERY_RATE_LIMIT_PER_MINUTE,
    deliveryCacheEntries: value.DELIVERY_CACHE_ENTRIES,
    embedCacheMaxAgeSeconds: value.EMBED_CACHE_MAX_AGE_SECONDS,
    authRateLimitPerMinute: value.AUTH_RATE_LIMIT_PER_MINUTE,
    loginAttemptsPerAccount: value.LOGIN_ATTEMPTS_PER_ACCOUNT,
    verifyRateLimitPerMinute: value.VERIFY_RATE_LIMIT_PER_MINUTE,
    validateRateLimitPerMinute: value.VALIDATE_RATE_LIMIT_PER_MINUTE,
    generateGuestRateLimitPerMinute: value.GENERATE_RATE_LIMIT_GUEST_PER_MINUTE,
    generateUserRateLimitPerMinute: value.GENERATE_RATE_LIMIT_USER_PER_MINUTE,
    generateQuota: { free: value.GENERATE_QUOTA_FREE, pro: value.GENERATE_QUOTA_PRO, agency: value.GENERATE_QUOTA_AGENCY },
    frontendDist: pathFrom(value.FRONTEND_DIST, 'frontend/dist/browser'),
    sdkDist: pathFrom(value.SDK_DIST, 'sdk/dist'),
    edgeDist: pathFrom(value.EDGE_DIST, 'sdk/edge/dist'),
    smtp:
      value.SMTP_URL || value.SMTP_HOST
        ? {
            url: value.SMTP_URL ?? null,
            host: value.SMTP_HOST ?? null,
            port: value.SMTP_PORT,
            secure: value.SMTP_SECURE,
            user: value.SMTP_USER ?? null,
            password: value.SMTP_PASS ?? null,
          }
        : null,
    mailFrom: value.MAIL_FROM,
    invitationTtlHours: value.INVITATION_TTL_HOURS,
    signupConfirmation: signupConfirmationConfigFrom(value),
    deliverySizeLimits: { schemaBytes: value.MAX_SCHEMA_BYTES, pageBytes: value.MAX_PAGE_DELIVERY_BYTES },
    pageFetch: {
      allowPrivate: value.SSRF_ALLOW_PRIVATE,
      allowedAddresses: allowedAddressEntries(value.SSRF_ALLOWED_ADDRESSES),
      timeoutMs: value.PAGE_FETCH_TIMEOUT_MS,
      maxBytes: value.PAGE_FETCH_MAX_BYTES,
      maxRedirects: 3,
    },
    stripe: value.STRIPE_SECRET_KEY
      ? {
          secretKey: value.STRIPE_SECRET_KEY,
          webhookSecret: value.STRIPE_WEBHOOK_SECRET,
          prices: { pro: value.STRIPE_PRICE_PRO, agency: value.STRIPE_PRICE_AGENCY },
          apiBase: value.STRIPE_API_BASE ? new URL(value.STRIPE_API_BASE) : null,
        }
      : null,
    serviceRole: value.SERVICE_ROLE,
    ai: {
      openAi: value.OPENAI_API_KEY
        ? {
            apiKey: value.OPENAI_API_KEY,
            model: value.OPENAI_MODEL,
            baseUrl: value.OPENAI_BASE_URL ?? null,
            timeoutMs: value.OPENAI_TIMEOUT_MS,
            maxRetries: value.OPENAI_MAX_RETRIES,
          }
        : null,
      quota: { free: 0, pro: value.AI_QUOTA_PRO, agency: value.AI_QUOTA_AGENCY },
      ratePerMinute: value.GENERATE_FROM_URL_RATE_LIMIT_PER_MINUTE,
      copywriterPerMinute: value.COPYWRITER_RATE_LIMIT_PER_MINUTE,
      pageTokenBudget: value.PAGE_TEXT_TOKEN_BUDGET,
    },
    startsPerMinute: { bulkRuns: value.BULK_RUN_STARTS_PER_MINUTE, audits: value.AUDIT_STARTS_PER_MINUTE },
    audit: { maxPages: value.AUDIT_MAX_PAGES, concurrency: value.AUDIT_CONCURRENCY, delayMs: value.AUDIT_DELAY_MS },
    jobs: {
      concurrency: value.JOBS_CONCURRENCY,
      perWorkspace: value.BULK_CONCURRENCY_PER_WORKSPACE,
      heartbeatSeconds: value.JOBS_HEARTBEAT_SECONDS,
      superviseSeconds: value.JOBS_SUPERVISE_SECONDS,
      retryLimit: value.JOBS_RETRY_LIMIT,
      stopTimeoutMs: value.JOBS_STOP_TIMEOUT_MS,
    },
    searchConsole: searchConsoleConfigFrom(value),
    webhooks: webhookConfigFrom(value),
    trash: trashConfigFrom(value),
  };
}

function pathFrom(configured: string | undefined, fallback: string): string {
  if (!configured) return resolve(repoRoot, fallback);
  return isAbsolute(configured) ? configured : resolve(configured);
}

function parseTrustProxy(raw: string): boolean | number | string {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
