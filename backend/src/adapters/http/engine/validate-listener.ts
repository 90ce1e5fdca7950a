import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Store } from 'express-rate-limit';
import proxyaddr from 'proxy-addr';
import type { Logger } from '../../../ports/logger.js';
import { errorAnswer } from '../error-handler.js';
import { VALIDATE_TOO_MANY, validateLimitKey } from './engine-rate-limits.js';

export interface ValidateListenerDeps {
  /**
   * The 200 answer text for a raw body (validateAnswerText), or the DomainError the Express route would answer: the
   * service runs it on the validate lane, so the body is parsed and the answer serialised off this thread.
   */
  answer: (body: string) => Promise<string>;
  /** The Express route's limiter store (already initialised by it) and limit: a client has one count, whichever answers. */
  limit: { store: Store; perMinute: number };
  /** Helmet's headers, as every Express answer carries them (`securityHeaders()`). */
  securityHeaders: readonly (readonly [string, string])[];
  /** Bodies up to this size are answered here; larger ones by Express. */
  maxBytes: number;
  /** Express's compiled `trust proxy` function, or null to read the socket's address (as delivery does). */
  trust: ((address: string, hop: number) => boolean) | null;
  logger: Logger;
  isUnavailable: (error: unknown) => boolean;
}

/** Answers the request when it is one the lane takes; false hands it on to Express. */
export type ValidateListener = (req: IncomingMessage, res: ServerResponse) => boolean;

const WINDOW_SECONDS = 60;
const JSON_TYPE = 'application/json; charset=utf-8';
/** `application/json`, with no charset or UTF-8's: other charsets take the Express path (body-parser decodes them). */
const JSON_REQUEST = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * `POST /api/validate` on node:http ahead of Express, for the common case: a small UTF-8 JSON body of known length,
 * sent by a client that is not a browser page (no Origin, no Fetch Metadata, no cookie), as servers, scripts and
 * CI checks call a public validator. Express's per-request work (prototype swaps, the router stack, body-parser,
 * the asynchronous limiter middleware) cost about as much as validating a 2 KB document, so this path reaches the
 * bare-route throughput that `npm run bench:engine` compares it with. Every other request (a browser page's, a
 * large, chunked, compressed or differently encoded body) takes the Express route, which stays the full
 * implementation; both give the same answers, headers and rate-limit counts (a spec compares them).
 */
export function createValidateListener(deps: ValidateListenerDeps): ValidateListener {
  const { trust } = deps;
  const clientOf = (req: IncomingMessage) => (trust ? proxyaddr(req, trust) : (req.socket.remoteAddress ?? ''));
  const policy = `${deps.limit.perMinute};w=${WINDOW_SECONDS}`;

  return (req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/validate' || !takes(req, deps.maxBytes)) return false;
    answer(req, res).catch((error: unknown) => fail(req, res, error));
    return true;
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Counted before the body is read, as the Express route's limiter runs before its body parser.
    const { totalHits, resetTime } = await deps.limit.store.increment(validateLimitKey(clientOf(req)));
    const resetSeconds = resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : WINDOW_SECONDS;
    res.setHeader('ratelimit-policy', policy);
    res.setHeader(
      'ratelimit',
      `limit=${deps.limit.perMinute}, remaining=${Math.max(deps.limit.perMinute - totalHits, 0)}, reset=${resetSeconds}`,
    );
    if (totalHits > deps.limit.perMinute) {
      res.setHeader('retry-after', String(resetSeconds));
      return send(res, 429, JSON.stringify(VALIDATE_TOO_MANY));
    }
    const body = await readBody(req);
    if (body === null) return; // the client went away
    send(res, 200, await deps.answer(body));
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    if (res.headersSent) return void res.end();
    const { status, body, retryAfterSeconds } = errorAnswer(error, deps.logger, deps.isUnavailable, {
      method: req.method ?? 'POST',
      path: '/api/validate',
    });
    if (retryAfterSeconds !== undefined) res.setHeader('retry-after', String(retryAfterSeconds));
    send(res, status, JSON.stringify(body));
  }

  function send(res: ServerResponse, status: number, text: string): void {
    res.statusCode = status;
    for (const [name, value] of deps.securityHeaders) res.setHeader(name, value);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', JSON_TYPE);
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(text);
  }
}

/** The requests this lane answers; see createValidateListener. */
function takes(req: IncomingMessage, maxBytes: number): boolean {
  const headers = req.headers;
  if (headers.origin !== undefined || headers['sec-fetch-site'] !== undefined || headers.cookie !== undefined) return false;
  if (headers['transfer-encoding'] !== undefined) return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  const length = Number(headers['content-length'] ?? 0);
  if (!Number.isSafeInteger(length) || length <= 0 || length > maxBytes) return false;
  return JSON_REQUEST.test(headers['content-type'] ?? '');
}

/** The whole body as text (its length is declared and capped, so it is read at once); null when the client left. */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    // The client may have gone while the request was being counted.
    if (req.destroyed) return resolve(null);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
    req.on('close', () => {
      if (!req.complete) resolve(null);
    });
  });
}
