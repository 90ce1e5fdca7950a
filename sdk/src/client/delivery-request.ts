import { SERVICE_ID_HEADER, type ErrorBody } from '@sdn/contracts';
import { DeliveryError } from './delivery-error.js';

export const DEFAULT_TIMEOUT_MS = 5000;

/** Which page of which site: the two query parameters every delivery endpoint takes, plus where the service is. */
export interface DeliveryTarget {
  clientId: string;
  /** The page URL exactly as configured as the schema's target URL (matching is exact). */
  url: string;
  /** Where the service runs, e.g. `https://sdn.example.com` (a path prefix is kept). */
  baseUrl: string | URL;
}

export interface RequestOptions {
  /** A fetch implementation to use instead of the global one (e.g. a framework's instrumented fetch). */
  fetch?: typeof fetch;
  /** Gives up with a `timeout` DeliveryError after this many milliseconds, body included. Default 5000. */
  timeoutMs?: number;
  /** Cancels the request; the promise then rejects with the signal's reason, not a DeliveryError. */
  signal?: AbortSignal;
}

export function deliveryUrl(endpoint: 'inject' | 'embed', target: DeliveryTarget): URL {
  const base = new URL(target.baseUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const url = new URL(`api/${endpoint}`, base);
  url.searchParams.set('clientId', target.clientId);
  url.searchParams.set('url', target.url);
  return url;
}

/**
 * Sends one GET and hands the response to `read` under the same timeout, so a body that stalls also times out.
 * Failures come out as DeliveryError, except a caller's own abort, which keeps the caller's reason.
 */
export async function deliveryRequest<T>(
  url: URL,
  options: RequestOptions,
  headers: Record<string, string>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  try {
    return await read(await fetchImpl(url, { headers, signal }));
  } catch (error) {
    if (error instanceof DeliveryError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) {
      throw new DeliveryError(`No answer from ${url.origin} within ${timeoutMs} ms`, {
        kind: 'timeout',
        status: 0,
        cause: error,
      });
    }
    throw new DeliveryError(`Could not reach ${url.origin}`, { kind: 'network', status: 0, cause: error });
  }
}

/** The DeliveryError for a non-2xx answer, carrying the service's `{ error }` body when it sent JSON. */
export async function httpError(response: Response): Promise<DeliveryError> {
  const body = await readErrorBody(response);
  const reason = body?.error ? `: ${body.error}` : '';
  return new DeliveryError(`Delivery service answered ${response.status}${reason}`, {
    kind: 'http',
    status: response.status,
    requestId: response.headers.get(SERVICE_ID_HEADER) ?? undefined,
    body,
  });
}

async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).error === 'string') {
      return parsed as ErrorBody;
    }
  } catch {
    // Embed errors and proxies answer with empty or non-JSON bodies; the status alone describes them.
  }
  return undefined;
}

export function invalidResponse(response: Response, why: string): DeliveryError {
  return new DeliveryError(`Delivery service answered ${response.status} with ${why}`, {
    kind: 'invalid-response',
    status: response.status,
    requestId: response.headers.get(SERVICE_ID_HEADER) ?? undefined,
  });
}
