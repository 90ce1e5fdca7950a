import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyaddr from 'proxy-addr';
import QuickLRU from 'quick-lru';
import { SERVICE_DURATION_HEADER, SERVICE_ID_HEADER } from '@sdn/contracts';
import type { DeliverSchemas, DeliveryOutcome } from '../../../application/delivery/deliver-schemas.js';
import type { Logger } from '../../../ports/logger.js';
import type { FieldErrors } from '../../../domain/shared/domain-error.js';
import { embedHtml, injectBody } from './delivery-rendering.js';
import { parseDeliveryQuery, requesterHost, type DeliveryQuery } from './delivery-query.js';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../error-handler.js';
import { FixedWindowLimiter, type SharedWindowCounts } from './fixed-window-limiter.js';

export interface DeliveryListenerDeps {
  deliverSchemas: DeliverSchemas;
  logger: Logger;
  /** Failures that mean "the database cannot serve now": 503 with Retry-After instead of 500. */
  isUnavailable: (error: unknown) => boolean;
  ratePerMinute: number;
  /** Counts shared by every instance (Redis); null counts in this process only. */
  sharedCounts?: SharedWindowCounts | null;
  /** Cache-Control of embed answers: shared caches may keep them briefly. */
  embedCacheControl: string;
  /**
   * Which proxies may name the client in X-Forwarded-For: the function Express compiled from its `trust proxy`
   * setting (`app.get('trust proxy fn')`), or null to take the socket's address without parsing any header.
   */
  trust: ((address: string, hop: number) => boolean) | null;
}

/** Answers the request when it is for delivery; false hands it on to the dashboard app. */
export type DeliveryListener = ((req: IncomingMessage, res: ServerResponse) => boolean) & { stop(): void };

/** How often an instance exchanges its delivery counts with the others (the limit is seen at most this late). */
const SHARED_COUNT_SYNC_MS = 100;
const SHARED_COUNT_WARN_EVERY_MS = 30_000;

const TOO_MANY = JSON.stringify({ error: 'Too many requests. Please wait a moment.' });
const DOMAIN_NOT_ALLOWED = JSON.stringify({ error: 'Domain not allowed' });
const INTERNAL_ERROR = JSON.stringify({ error: 'Internal Server Error' });
const UNAVAILABLE = JSON.stringify({ error: UNAVAILABLE_MESSAGE });
const RETRY_AFTER = ['Retry-After', String(RETRY_AFTER_SECONDS)];
const NO_STORE = 'no-store, max-age=0';
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const EXPOSED = `${SERVICE_ID_HEADER}, ${SERVICE_DURATION_HEADER}`;
const SERVICE_ID = SERVICE_ID_HEADER.toLowerCase();
const SERVICE_DURATION = SERVICE_DURATION_HEADER.toLowerCase();
const NO_EXTRA: readonly string[] = [];
/** `Cache-Tag`/`Surrogate-Key` of embed answers: `sdn-site-{Client ID}` (docs/features/edge.md). */
export const SITE_TAG_PREFIX = 'sdn-site-';
/** Parsed query strings kept per generation (two generations). */
const RECENT_QUERIES = 5_000;

const UNAVAILABLE_OUTCOME = 'unavailable' as const;
const INTERNAL_OUTCOME = 'internal' as const;

interface Stamp {
  requestId: string;
  started: number;
  /** The asked Client ID once the query is read (it names the site's cache tag). */
  clientId: string;
}

interface Endpoint {
  /** The query failed its checks: no lookup. */
  refuse(res: ServerResponse, stamp: Stamp, errors: FieldErrors): void;
  answer: Answer;
}

/**
 * Public, CORS-open delivery: `GET /api/inject` (JSON) and `GET /api/embed` (HTML). This is every page view of every
 * customer, so it runs on node:http ahead of Express: Express's per-request work (prototype swaps, router stack,
 * query getter) measured about as much as the whole inject answer (bench:delivery).
 */
export function createDeliveryListener(deps: DeliveryListenerDeps): DeliveryListener {
  let lastWarning = 0;
  const sharing = deps.sharedCounts
    ? {
        counts: deps.sharedCounts,
        syncMs: SHARED_COUNT_SYNC_MS,
        // Fail open: page views keep being answered and counted per instance.
        onError: (err: unknown) => {
          if (Date.now() - lastWarning < SHARED_COUNT_WARN_EVERY_MS) return;
          lastWarning = Date.now();
          deps.logger.warn({ err }, 'delivery rate limit: shared counters unreachable, counting per instance');
        },
      }
    : null;
  const perIp = new FixedWindowLimiter(deps.ratePerMinute, 60_000, Date.now, sharing);
  // Valid queries seen lately, as parsed: every view of a page repeats its query string, and parsing it (URL
  // decoding, the checks, URL.canParse) measured about 3% of an inject answer. Bounded like the delivery cache.
  const recentQueries = new QuickLRU<string, DeliveryQuery>({ maxSize: RECENT_QUERIES });
  const { trust } = deps;
  const clientOf = (req: IncomingMessage) => (trust ? proxyaddr(req, trust) : (req.socket.remoteAddress ?? ''));
  const inject: Endpoint = {
    refuse: (res, stamp, errors) =>
      send(res, stamp, 400, JSON_TYPE, JSON.stringify({ error: 'Validation failed', details: errors }), NO_STORE),
    answer: injectAnswer,
  };
  const embed: Endpoint = {
    refuse: (res, stamp) => send(res, stamp, 400, HTML_TYPE, '', NO_STORE),
    answer: embedAnswer,
  };

  const listener = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const endpoint = path === '/api/inject' ? inject : path === '/api/embed' ? embed : null;
    if (!endpoint) return false;
    if (req.method === 'OPTIONS') return (preflight(req, res), true);
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const stamp: Stamp = { requestId: randomUUID(), started: performance.now(), clientId: '' };
    if (!perIp.take(clientOf(req))) {
      send(res, stamp, 429, JSON_TYPE, TOO_MANY, NO_STORE, ['Retry-After', '60']);
      return true;
    }
    const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
    let query = recentQueries.get(rawQuery);
    if (!query) {
      const parsed = parseDeliveryQuery(queryOf(rawQuery));
      if (!parsed.ok) return (endpoint.refuse(res, stamp, parsed.errors), true);
      recentQueries.set(rawQuery, (query = parsed));
    }
    deliver(req, res, stamp, query, endpoint.answer);
    return true;
  };
  return Object.assign(listener, { stop: () => perIp.stop() });

  /**
   * Answers in this same turn when the catalog can vouch for what it holds (most page views: no promise, no
   * microtask), otherwise once the lookup completes.
   */
  function deliver(req: IncomingMessage, res: ServerResponse, stamp: Stamp, query: DeliveryQuery, answer: Answer): void {
    const request = { clientId: query.clientId, url: query.url, requesterHost: requesterHost(req.headers.origin, req.headers.referer) };
    stamp.clientId = query.clientId;
    let now: DeliveryOutcome | null;
    try {
      now = deps.deliverSchemas.executeNow(request);
    } catch (error) {
      return answer(req, res, stamp, failure(error, stamp));
    }
    if (now) return answer(req, res, stamp, now);
    deps.deliverSchemas.execute(request).then(
      (outcome) => answer(req, res, stamp, outcome),
      (error: unknown) => answer(req, res, stamp, failure(error, stamp)),
    );
  }

  function failure(error: unknown, stamp: Stamp): Failure {
    if (deps.isUnavailable(error)) {
      deps.logger.warn({ err: error, requestId: stamp.requestId }, 'delivery: database unavailable');
      return UNAVAILABLE_OUTCOME;
    }
    deps.logger.error({ err: error, requestId: stamp.requestId }, 'delivery failed');
    return INTERNAL_OUTCOME;
  }

  function embedAnswer(req: IncomingMessage, res: ServerResponse, stamp: Stamp, outcome: DeliveryOutcome | Failure): void {
    if (outcome === UNAVAILABLE_OUTCOME) return send(res, stamp, 503, HTML_TYPE, '', NO_STORE, RETRY_AFTER);
    if (outcome === INTERNAL_OUTCOME) return send(res, stamp, 500, HTML_TYPE, '', NO_STORE);
    if (!outcome.allowed) return send(res, stamp, 403, HTML_TYPE, '', NO_STORE);
    const { html, etag } = embedHtml(outcome.entry);
    // One tag per site, under both names CDNs read (Cloudflare's Cache-Tag, Fastly's Surrogate-Key), so a CDN in
    // front of the service can purge a site's answers at once on publish. One concatenation per request.
    const tag = SITE_TAG_PREFIX + stamp.clientId;
    // With a domain lock the answer depends on the asking page, so caches must key on it.
    const extra = outcome.entry.site?.domainLockEnabled
      ? ['ETag', etag, 'Cache-Tag', tag, 'Surrogate-Key', tag, 'Vary', 'Origin']
      : ['ETag', etag, 'Cache-Tag', tag, 'Surrogate-Key', tag];
    const status = ifNoneMatch(req, etag) ? 304 : 200;
    send(res, stamp, status, HTML_TYPE, status === 304 ? '' : html, deps.embedCacheControl, extra);
  }
}

type Failure = typeof UNAVAILABLE_OUTCOME | typeof INTERNAL_OUTCOME;
type Answer = (req: IncomingMessage, res: ServerResponse, stamp: Stamp, outcome: DeliveryOutcome | Failure) => void;

function injectAnswer(_req: IncomingMessage, res: ServerResponse, stamp: Stamp, outcome: DeliveryOutcome | Failure): void {
  if (outcome === UNAVAILABLE_OUTCOME) return send(res, stamp, 503, JSON_TYPE, UNAVAILABLE, NO_STORE, RETRY_AFTER);
  if (outcome === INTERNAL_OUTCOME) return send(res, stamp, 500, JSON_TYPE, INTERNAL_ERROR, NO_STORE);
  if (!outcome.allowed) return send(res, stamp, 403, JSON_TYPE, DOMAIN_NOT_ALLOWED, NO_STORE);
  const body = injectBody(outcome.entry, stamp.requestId, serverTime());
  send(res, stamp, 200, JSON_TYPE, body.text, NO_STORE, NO_EXTRA, body.bytes);
}

let timeMs = -1;
let timeText = '';
/** The ISO time, formatted once per millisecond: page views arrive many per millisecond under load. */
function serverTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeText = new Date(now).toISOString();
  }
  return timeText;
}

/** Query parameters as Express's simple parser gives them: a repeated name becomes an array (and is refused). */
function queryOf(rawQuery: string): Record<string, unknown> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    const previous = query[name];
    query[name] = previous === undefined ? value : ([] as string[]).concat(previous, value);
  }
  return query;
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
  res.setHeader('Access-Control-Max-Age', '86400');
  const requested = req.headers['access-control-request-headers'];
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  res.end();
}

function ifNoneMatch(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Every answer, errors included, carries CORS, the request id and the processing time. */
function send(
  res: ServerResponse,
  stamp: Stamp,
  status: number,
  type: string,
  body: string,
  cacheControl: string,
  extra: readonly string[] = NO_EXTRA,
  bytes = Buffer.byteLength(body),
): void {
  // setHeader per header measured faster than writeHead with a header array (Node 24, bench:delivery). Names are
  // lower case: Node lower-cases each name to key it, and an already lower-case literal skips making a new string.
  res.statusCode = status;
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', EXPOSED);
  res.setHeader(SERVICE_ID, stamp.requestId);
  res.setHeader('cache-control', cacheControl);
  for (let i = 0; i < extra.length; i += 2) res.setHeader(extra[i]!, extra[i + 1]!);
  res.setHeader(SERVICE_DURATION, `${(performance.now() - stamp.started).toFixed(2)}ms`);
  if (status === 304) return void res.end();
  res.setHeader('content-type', type);
  // Browsers must never read a JSON or HTML answer as anything else (e.g. a script).
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('content-length', bytes);
  res.end(body);
}
