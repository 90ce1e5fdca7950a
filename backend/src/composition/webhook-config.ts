import Joi from 'joi';

/** Outbound webhook delivery (issue 23). The address policy is the page fetcher's (SSRF_*). */
export interface WebhookConfig {
  /** Attempts per delivery, the first included, before it is logged as failed. */
  maxAttempts: number;
  /** Wait before the second attempt; each later wait doubles. */
  retryBaseMs: number;
  /** One attempt's deadline (resolve, connect, send, read the status). */
  timeoutMs: number;
  /** Endpoints may be plain http:// (loopback tests and closed networks only). */
  allowPlainHttp: boolean;
}

export const WEBHOOK_ENV = {
  // 6 attempts at 30 s doubling: 30 s, 1, 2, 4, 8 min, so a receiver down for a quarter of an hour still gets it.
  WEBHOOK_MAX_ATTEMPTS: Joi.number().integer().min(1).max(20).default(6),
  WEBHOOK_RETRY_BASE_MS: Joi.number().integer().min(10).max(3_600_000).default(30_000),
  WEBHOOK_TIMEOUT_MS: Joi.number().integer().min(100).max(30_000).default(5_000),
  WEBHOOK_ALLOW_PLAIN_HTTP: Joi.boolean().default(false),
};

export function webhookConfigFrom(value: Record<string, unknown>): WebhookConfig {
  return {
    maxAttempts: value.WEBHOOK_MAX_ATTEMPTS as number,
    retryBaseMs: value.WEBHOOK_RETRY_BASE_MS as number,
    timeoutMs: value.WEBHOOK_TIMEOUT_MS as number,
    allowPlainHttp: value.WEBHOOK_ALLOW_PLAIN_HTTP as boolean,
  };
}
