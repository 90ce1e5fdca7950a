import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { SERVICE_DURATION_HEADER, SERVICE_ID_HEADER } from '@sdn/contracts';
import type { DeliverSchemas, DeliveryOutcome } from '../../../application/delivery/deliver-schemas.js';
import type { Logger } from '../../../ports/logger.js';
import { embedHtml, injectBody } from './delivery-rendering.js';
import { parseDeliveryQuery, requesterHost } from './delivery-query.js';

export interface DeliveryRouterDeps {
  deliverSchemas: DeliverSchemas;
  logger: Logger;
  ratePerMinute: number;
  /** Cache-Control of embed answers: shared caches may keep them briefly. */
  embedCacheControl: string;
}

const TOO_MANY = JSON.stringify({ error: 'Too many requests. Please wait a moment.' });
const DOMAIN_NOT_ALLOWED = JSON.stringify({ error: 'Domain not allowed' });
const INTERNAL_ERROR = JSON.stringify({ error: 'Internal Server Error' });

/** Public, CORS-open delivery: `GET /inject` (JSON) and `GET /embed` (HTML), both mounted under /api. */
export function createDeliveryRouter(deps: DeliveryRouterDeps): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: deps.ratePerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendJson(res, 429, TOO_MANY),
  });

  router.use(['/inject', '/embed'], cors);
  router.options(['/inject', '/embed'], preflight);
  router.get('/inject', stamp, limiter, async (req, res) => {
    const query = parseDeliveryQuery(req.query);
    if (!query.ok) return sendJson(res, 400, JSON.stringify({ error: 'Validation failed', details: query.errors }));
    const outcome = await deliver(deps, req, res, query);
    if (!outcome) return sendJson(res, 500, INTERNAL_ERROR);
    if (!outcome.allowed) return sendJson(res, 403, DOMAIN_NOT_ALLOWED);
    sendJson(res, 200, injectBody(outcome.entry, res.locals.requestId as string, new Date().toISOString()));
  });
  router.get('/embed', stamp, limiter, async (req, res) => {
    const query = parseDeliveryQuery(req.query);
    if (!query.ok) return sendHtml(res, 400, '');
    const outcome = await deliver(deps, req, res, query);
    if (!outcome) return sendHtml(res, 500, '');
    if (!outcome.allowed) return sendHtml(res, 403, '');
    const { html, etag } = embedHtml(outcome.entry);
    res.setHeader('Cache-Control', deps.embedCacheControl);
    res.setHeader('ETag', etag);
    // With a domain lock the answer depends on the asking page, so caches must key on it.
    if (outcome.entry.site?.domainLockEnabled) res.setHeader('Vary', 'Origin');
    if (ifNoneMatch(req, etag)) return sendHtml(res, 304, '');
    sendHtml(res, 200, html);
  });
  return router;
}

async function deliver(
  deps: DeliveryRouterDeps,
  req: Request,
  res: Response,
  query: { clientId: string; url: string },
): Promise<DeliveryOutcome | null> {
  try {
    const requester = requesterHost(req.headers.origin, req.headers.referer);
    return await deps.deliverSchemas.execute({ clientId: query.clientId, url: query.url, requesterHost: requester });
  } catch (error) {
    deps.logger.error({ err: error, requestId: res.locals.requestId }, 'delivery failed');
    return null;
  }
}

/** Every answer, errors included, carries the request id and processing time. */
const stamp: RequestHandler = (_req, res, next) => {
  const requestId = randomUUID();
  const started = performance.now();
  res.locals.requestId = requestId;
  res.locals.started = started;
  res.setHeader(SERVICE_ID_HEADER, requestId);
  next();
};

const cors: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', `${SERVICE_ID_HEADER}, ${SERVICE_DURATION_HEADER}`);
  next();
};

const preflight: RequestHandler = (req, res) => {
  res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.status(204).end();
};

function ifNoneMatch(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function finish(res: Response, status: number, contentType: string, body: string): void {
  const elapsed = performance.now() - (res.locals.started as number);
  res.setHeader(SERVICE_DURATION_HEADER, `${elapsed.toFixed(2)}ms`);
  res.status(status);
  if (status === 304) return void res.end();
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

function sendJson(res: Response, status: number, body: string): void {
  res.setHeader('Cache-Control', 'no-store, max-age=0');
  finish(res, status, 'application/json; charset=utf-8', body);
}

function sendHtml(res: Response, status: number, body: string): void {
  if (status !== 200 && status !== 304) res.setHeader('Cache-Control', 'no-store, max-age=0');
  finish(res, status, 'text/html; charset=utf-8', body);
}
