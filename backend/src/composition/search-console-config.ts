import Joi from 'joi';
import { AesGcmTokenCipher } from '../adapters/crypto/aes-gcm-token-cipher.js';

export interface SearchConsoleConfig {
  /** Null: the feature answers "not configured" and nothing else changes. */
  google: {
    clientId: string;
    clientSecret: string;
    redirectUrl: string;
    tokenKey: Buffer;
    authBaseUrl: string | null;
    tokenUrl: string | null;
    revokeUrl: string | null;
    apiRootUrl: string | null;
    timeoutMs: number;
  } | null;
  syncCron: string;
  rowLimit: number;
  maxRequests: number;
  requestIntervalMs: number;
  retryAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

const url = Joi.string()
  .uri({ scheme: ['http', 'https'] })
  .empty('');
const REQUIRED = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_OAUTH_REDIRECT_URL', 'TOKEN_ENCRYPTION_KEY'] as const;

export const SEARCH_CONSOLE_ENV = {
  GOOGLE_CLIENT_ID: Joi.string().empty(''),
  GOOGLE_CLIENT_SECRET: Joi.string().empty(''),
  GOOGLE_OAUTH_REDIRECT_URL: url,
  TOKEN_ENCRYPTION_KEY: Joi.string().empty(''),
  GOOGLE_OAUTH_AUTH_URL: url,
  GOOGLE_OAUTH_TOKEN_URL: url,
  GOOGLE_OAUTH_REVOKE_URL: url,
  GOOGLE_SEARCH_CONSOLE_API_URL: url,
  GOOGLE_API_TIMEOUT_MS: Joi.number().integer().min(1000).max(120_000).default(30_000),
  SEARCH_CONSOLE_SYNC_CRON: Joi.string().default('0 11 * * *'),
  SEARCH_CONSOLE_ROW_LIMIT: Joi.number().integer().min(1).max(25_000).default(25_000),
  SEARCH_CONSOLE_MAX_REQUESTS: Joi.number().integer().min(1).max(1000).default(40),
  SEARCH_CONSOLE_REQUEST_INTERVAL_MS: Joi.number().integer().min(0).max(60_000).default(200),
  SEARCH_CONSOLE_RETRY_ATTEMPTS: Joi.number().integer().min(1).max(10).default(5),
  SEARCH_CONSOLE_BACKOFF_BASE_MS: Joi.number().integer().min(0).max(60_000).default(1000),
  SEARCH_CONSOLE_BACKOFF_MAX_MS: Joi.number().integer().min(0).max(600_000).default(60_000),
};

/** All four Google settings or none; a key that is not 32 bytes stops the start. */
export function searchConsoleEnvProblem(env: Record<string, unknown>): string | null {
  const set = REQUIRED.filter((name) => env[name]);
  if (set.length > 0 && set.length < REQUIRED.length) {
    return `Search Console needs all of ${REQUIRED.join(', ')} (missing ${REQUIRED.filter((name) => !env[name]).join(', ')})`;
  }
  if (env.TOKEN_ENCRYPTION_KEY && !AesGcmTokenCipher.keyFrom(String(env.TOKEN_ENCRYPTION_KEY))) {
    return 'TOKEN_ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64 (e.g. openssl rand -base64 32)';
  }
  return null;
}

export function searchConsoleConfigFrom(value: Record<string, unknown>): SearchConsoleConfig {
  const text = (name: string) => (typeof value[name] === 'string' ? (value[name] as string) : null);
  const count = (name: string) => Number(value[name]);
  return {
    google: text('GOOGLE_CLIENT_ID')
      ? {
          clientId: text('GOOGLE_CLIENT_ID')!,
          clientSecret: text('GOOGLE_CLIENT_SECRET')!,
          redirectUrl: text('GOOGLE_OAUTH_REDIRECT_URL')!,
          tokenKey: AesGcmTokenCipher.keyFrom(text('TOKEN_ENCRYPTION_KEY')!)!,
          authBaseUrl: text('GOOGLE_OAUTH_AUTH_URL'),
          tokenUrl: text('GOOGLE_OAUTH_TOKEN_URL'),
          revokeUrl: text('GOOGLE_OAUTH_REVOKE_URL'),
          apiRootUrl: text('GOOGLE_SEARCH_CONSOLE_API_URL'),
          timeoutMs: count('GOOGLE_API_TIMEOUT_MS'),
        }
      : null,
    syncCron: text('SEARCH_CONSOLE_SYNC_CRON')!,
    rowLimit: count('SEARCH_CONSOLE_ROW_LIMIT'),
    maxRequests: count('SEARCH_CONSOLE_MAX_REQUESTS'),
    requestIntervalMs: count('SEARCH_CONSOLE_REQUEST_INTERVAL_MS'),
    retryAttempts: count('SEARCH_CONSOLE_RETRY_ATTEMPTS'),
    backoffBaseMs: count('SEARCH_CONSOLE_BACKOFF_BASE_MS'),
    backoffMaxMs: count('SEARCH_CONSOLE_BACKOFF_MAX_MS'),
  };
}
