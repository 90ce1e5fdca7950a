import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Router, type Request, type Response } from 'express';
import { SERVICE_DURATION_HEADER, SERVICE_ID_HEADER } from '@sdn/contracts';
import type { DeliverSchemas, DeliveryOutcome } from '../../../application/delivery/deliver-schemas.js';
import type { Logger } from '../../../ports/logger.js';
import { embedHtml, injectBody } from './delivery-rendering.js';
import { parseDeliveryQuery, requesterHost } from './delivery-query.js';
import { FixedWindowLimiter } from './fixed-window-limiter.js';

export interface DeliveryRouterDeps {
  deliverSchemas: DeliverSchemas;
  logger: Logger;
  ratePerMinute: number;
  /** Cache-Control of embed answers: shared caches may keep them briefly. */
  embedCacheControl: string;
  /** Behind a trusted proxy the client is `req.ip`; otherwise the socket's peer (no header parsing per request). */
  trustProxy: boolean;
}

const TOO_MANY = JSON.stringify({ error: 'Too many requests. Please wait a moment.' });
const DOMAIN_NOT_ALLOWED = JSON.stringify({ error: 'Domain not allowed' });
const INTERNAL_ERROR = JSON.stringify({ error: 'Internal Server Error' });
const NO_STORE = 'no-store, max-age=0';
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const EXPOSED = `${SERVICE_ID_HEADER}, ${SERVICE_DURATION_HEADER}`;

interface Stamp {
  requestId: string;
  started: number;
}

/**
 * Public, CORS-open delivery: `GET /api/inject` (JSON) and `GET /api/embed` (HTML), mounted first. This is every page
 * view of every customer, so each endpoint is a single Express layer with no per-request work it can avoid.
 */
export function createDeliveryRouter(deps: DeliveryRouterDeps): Router {
  const router = Router();
  const perIp = new FixedWindowLimiter(deps.ratePerMinute);
  const clientOf = deps.trustProxy ? (req: Request) => req.ip ?? '' : (req: Request) => req.socket.remoteAddress ?? '';
  const limited = (req: Request, res: Response, handle: (stamp: Stamp) => Promise<void>) => {
    const stamp: Stamp = { requestId: randomUUID(), started: performance.now() };
    if (!perIp.take(clientOf(req))) return send(res, stamp, 429, JSON_TYPE, TOO_MANY, NO_STORE, ['Retry-After', '60']);
    void handle(stamp);
  };

  router.get('/api/inject', (req, res) =>
    limited(req, res, async (stamp) => {
      const query = parseDeliveryQuery(req.query);
      if (!query.ok) {
        return send(res, stamp, 400, JSON_TYPE, JSON.stringify({ error: 'Validation failed', details: query.errors }), NO_STORE);
      }
      const outcome = await deliver(deps, req, stamp, query);
      if (!outcome) return send(res, stamp, 500, JSON_TYPE, INTERNAL_ERROR, NO_STORE);
      if (!outcome.allowed) return send(res, stamp, 403, JSON_TYPE, DOMAIN_NOT_ALLOWED, NO_STORE);
      send(res, stamp, 200, JSON_TYPE, injectBody(outcome.entry, stamp.requestId, new Date().toISOString()), NO_STORE);
    }),
  );
  router.get('/api/embed', (req, res) =>
    limited(req, res, async (stamp) => {
      const query = parseDeliveryQuery(req.query);
      if (!query.ok) return send(res, stamp, 400, HTML_TYPE, '', NO_STORE);
      const outcome = await deliver(deps, req, stamp, query);
      if (!outcome) return send(res, stamp, 500, HTML_TYPE, '', NO_STORE);
      if (!outcome.allowed) return send(res, stamp, 403, HTML_TYPE, '', NO_STORE);
      const { html, etag } = embedHtml(outcome.entry);
      // With a domain lock the answer depends on the asking page, so caches must key on it.
      const extra = outcome.entry.site?.domainLockEnabled ? ['ETag', etag, 'Vary', 'Origin'] : ['ETag', etag];
      const status = ifNoneMatch(req, etag) ? 304 : 200;
      send(res, stamp, status, HTML_TYPE, status === 304 ? '' : html, deps.embedCacheControl, extra);
    }),
  );
  router.options(['/api/inject', '/api/embed'], (req, res) => {
    const requested = req.headers['access-control-request-headers'];
    res.writeHead(204, [
      'Access-Control-Allow-Origin', '*',
      'Access-Control-Allow-Methods', 'GET, OPTIONS',
      'Access-Control-Max-Age', '86400',
      ...(requested ? ['Access-Control-Allow-Headers', requested] : []),
    ]);
    res.end();
  });
  return router;
}

async function deliver(deps: DeliveryRouterDeps, req: Request, stamp: Stamp, query: { clientId: string; url: string }): Promise<DeliveryOutcome | null> {
  try {
    const requester = requesterHost(req.headers.origin, req.headers.referer);
    return await deps.deliverSchemas.execute({ clientId: query.clientId, url: query.url, requesterHost: requester });
  } catch (error) {
    deps.logger.error({ err: error, requestId: stamp.requestId }, 'delivery failed');
    return null;
  }
}

function ifNoneMatch(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Every answer, errors included, carries CORS, the request id and the processing time. */
function send(res: Response, stamp: Stamp, status: number, type: string, body: string, cacheControl: string, extra: string[] = []): void {
  // setHeader per header measured faster than writeHead with a header array (Node 24, bench:delivery).
  res.statusCode = status;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  res.setHeader(SERVICE_ID_HEADER, stamp.requestId);
  res.setHeader('Cache-Control', cacheControl);
  for (let i = 0; i < extra.length; i += 2) res.setHeader(extra[i]!, extra[i + 1]!);
  res.setHeader(SERVICE_DURATION_HEADER, `${(performance.now() - stamp.started).toFixed(2)}ms`);
  if (status === 304) return void res.end();
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
