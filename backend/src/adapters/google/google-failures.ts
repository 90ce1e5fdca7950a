import {
  SearchConsoleApiDisabledError,
  SearchConsoleGrantError,
  SearchConsolePropertyAccessError,
  SearchConsoleRateLimitError,
  SearchConsoleUnavailableError,
} from '../../ports/search-console.js';

// Google's reasons for "slow down" answers (403 in the older style, 429 in the newer).
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'dailyLimitExceeded', 'RESOURCE_EXHAUSTED']);
// The project has the API switched off (`accessNotConfigured` in the older style, `SERVICE_DISABLED` in ErrorInfo).
const API_DISABLED_REASONS = new Set(['accessNotConfigured', 'SERVICE_DISABLED', 'API_DISABLED']);
// The token lacks the scope: the grant itself must be renewed.
const SCOPE_REASONS = new Set(['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT']);

interface GoogleFailure {
  status?: number;
  response?: { status?: number; headers?: Headers | Record<string, string>; data?: unknown };
  message?: string;
}

interface ApiErrorBody {
  status?: string;
  message?: string;
  errors?: { reason?: string }[];
  details?: { reason?: string }[];
}

/**
 * A failed call of Google's libraries as one of the port's errors: rate or quota (retry later), a dead grant (only a
 * reconnect helps), the property out of the account's reach, the API disabled in the operator's project, or an
 * outage.
 */
export function translate(error: unknown): Error {
  const failure = (error ?? {}) as GoogleFailure;
  const status = failure.response?.status ?? failure.status;
  const data = failure.response?.data as { error?: string | ApiErrorBody } | undefined;
  const oauthError = typeof data?.error === 'string' ? data.error : null;
  const apiError = typeof data?.error === 'object' ? data.error : null;
  const reasons = [
    apiError?.status,
    ...(apiError?.errors ?? []).map((e) => e.reason),
    ...(apiError?.details ?? []).map((d) => d.reason),
  ].filter((r): r is string => !!r);
  const message = apiError?.message ?? oauthError ?? failure.message ?? 'Search Console request failed';
  if (status === 429 || reasons.some((reason) => RATE_REASONS.has(reason))) {
    return new SearchConsoleRateLimitError(message, retryAfterMs(failure.response?.headers));
  }
  // invalid_grant: the refresh token was revoked or expired; 401: no usable token; a missing scope needs a new grant.
  if (oauthError === 'invalid_grant' || oauthError === 'invalid_token' || status === 401) return new SearchConsoleGrantError(message);
  if (status === 403) {
    if (reasons.some((reason) => API_DISABLED_REASONS.has(reason))) return new SearchConsoleApiDisabledError(message);
    if (reasons.some((reason) => SCOPE_REASONS.has(reason))) return new SearchConsoleGrantError(message);
    // The token was accepted (it was refreshed for this call), so the account itself may not read the property.
    return new SearchConsolePropertyAccessError(message);
  }
  return new SearchConsoleUnavailableError(status ? `Search Console answered HTTP ${status}: ${message}` : message);
}

function retryAfterMs(headers: Headers | Record<string, string> | undefined): number | null {
  // gaxios hands back a fetch Headers object (possibly another realm's class) or, in older versions, a plain record.
  const value =
    typeof (headers as Headers | undefined)?.get === 'function'
      ? (headers as Headers).get('retry-after')
      : (headers as Record<string, string> | undefined)?.['retry-after'];
  const seconds = value ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}
