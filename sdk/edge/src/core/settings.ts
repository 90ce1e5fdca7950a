/** What every edge client (Worker, Node middleware, fetch handler) is configured with. */
export interface EdgeSettings {
  /** The site's Client ID (a UUID). */
  clientId: string;
  /** Where the service runs, e.g. `https://sdn.example.com` (no trailing path needed). */
  serviceUrl: string;
  /** Longest wait for the service's answer, in milliseconds; past it the page goes out unchanged. */
  budgetMs: number;
  /**
   * Seconds an answer is reused without asking the service again (0 = ask on every page view, revalidating by
   * ETag). This is the freshness bound: a publish, edit or pause shows at most this late.
   */
  cacheSeconds: number;
}

export const DEFAULT_BUDGET_MS = 150;
export const DEFAULT_CACHE_SECONDS = 0;
const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RawEdgeSettings {
  clientId?: string;
  serviceUrl?: string;
  budgetMs?: string | number;
  cacheSeconds?: string | number;
}

/**
 * Settings from strings as bindings and environment variables give them. A wrong value throws at once with the
 * name of the setting: a Worker that cannot work must say so on its first request, not fail open forever.
 */
export function readEdgeSettings(raw: RawEdgeSettings): EdgeSettings {
  const clientId = (raw.clientId ?? '').trim();
  if (!CLIENT_ID.test(clientId)) throw new Error("SDN_CLIENT_ID must be the site's Client ID (a UUID)");
  const serviceUrl = (raw.serviceUrl ?? '').trim();
  if (!/^https?:\/\//.test(serviceUrl) || !URL.canParse(serviceUrl)) {
    throw new Error("SDN_SERVICE_URL must be the service's absolute http(s) URL");
  }
  return {
    clientId,
    serviceUrl: serviceUrl.replace(/\/+$/, ''),
    budgetMs: number(raw.budgetMs, DEFAULT_BUDGET_MS, 'SDN_BUDGET_MS', 1, 10_000),
    cacheSeconds: number(raw.cacheSeconds, DEFAULT_CACHE_SECONDS, 'SDN_CACHE_SECONDS', 0, 60),
  };
}

function number(value: string | number | undefined, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
  return parsed;
}
