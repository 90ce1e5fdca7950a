import type { IncomingMessage, ServerResponse } from 'node:http';
import { edgeFragment, isRewritablePage, looksLikePageView } from '../core/edge-fragment.js';
import { MarkupSource } from '../core/markup-source.js';
import { readEdgeSettings } from '../core/settings.js';
import { consoleEdgeLogger } from './edge-log.js';
import type { EdgeOptions } from './fetch-handler.js';
import { HeadInserter } from './head-inserter.js';

export interface MiddlewareOptions extends EdgeOptions {
  /**
   * The site's public origin, e.g. `https://shop.example.com`: page URLs are this plus the request's path and
   * query, matched exactly like every delivery. Default: the request's protocol and Host header (behind a proxy,
   * set this or Express's `trust proxy`).
   */
  publicOrigin?: string;
}

type Request = IncomingMessage & { originalUrl?: string; protocol?: string };
type Chunk = string | Uint8Array;
type Write = (chunk: Uint8Array, callback?: () => void) => boolean;
type End = (callback?: () => void) => ServerResponse;

/**
 * Express/Connect middleware: HTML pages the app renders go out with their published JSON-LD in `<head>`. Mount it
 * before routes and before compression. The service is asked while the app renders; the first byte of a page waits
 * for the answer at most the budget, and anything but a timely answer sends the page exactly as rendered.
 */
export function schemaDeliveryMiddleware(options: MiddlewareOptions) {
  const settings = readEdgeSettings(options);
  const source = new MarkupSource(settings, options.fetch);
  const logger = options.logger ?? consoleEdgeLogger;
  const origin = options.publicOrigin?.replace(/\/+$/, '');

  return (req: Request, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (req.method !== 'GET') return next();
    const pageUrl = (origin ?? `${req.protocol ?? 'http'}://${req.headers.host ?? 'localhost'}`) + (req.originalUrl ?? req.url ?? '/');
    const early = looksLikePageView(req.method, req.headers.accept ?? null) ? source.forPage(pageUrl) : null;
    interceptBody(res, {
      rewritable: () =>
        isRewritablePage('GET', res.statusCode, String(res.getHeader('content-type') ?? '')) && !res.getHeader('content-encoding'),
      async inserter(output) {
        const markup = await (early ?? source.forPage(pageUrl));
        if (!markup.ok) {
          logger({ sdnEdge: 'fail-open', url: pageUrl, reason: markup.reason });
          return null;
        }
        for (const name of ['content-length', 'etag', 'last-modified']) res.removeHeader(name);
        return new HeadInserter(edgeFragment(settings.clientId, pageUrl, markup.scripts), output);
      },
    });
    next();
  };
}

interface Interception {
  /** Decided once, at the first write, when status and headers are known. */
  rewritable(): boolean;
  /** The inserter for this page, or null to send it unchanged. */
  inserter(output: (chunk: Uint8Array) => void): Promise<HeadInserter | null>;
}

/**
 * Takes over `writeHead`, `write` and `end` until the first body write shows whether the answer is a page to
 * rewrite. Pages are queued while the service answers (within the budget), then flow through the inserter one
 * chunk at a time; any other answer gets the original methods back at once.
 */
function interceptBody(res: ServerResponse, interception: Interception): void {
  const original = { writeHead: res.writeHead, write: res.write as unknown as Write, end: res.end as unknown as End };
  const restore = () => Object.assign(res, original);
  const queue: { chunk: Uint8Array | null; callback?: () => void }[] = [];
  let state: 'undecided' | 'waiting' | 'passthrough' | 'rewriting' = 'undecided';
  let inserter: HeadInserter | null = null;
  let pumping = Promise.resolve();

  // Headers given to writeHead stay settable until the decision (writeHead would send them at once).
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (state !== 'undecided') return original.writeHead.apply(this, [status, ...rest] as never);
    res.statusCode = status;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as Record<string, string> | string[] | undefined;
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return res;
  } as typeof res.writeHead;

  const accept = (chunk: Chunk | null, encoding: unknown, callback: unknown): void => {
    const done = (typeof encoding === 'function' ? encoding : typeof callback === 'function' ? callback : undefined) as
      (() => void) | undefined;
    const bytes =
      chunk === null || chunk === undefined
        ? null
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk;
    if (state === 'undecided') decide();
    if (state === 'passthrough') {
      if (bytes === null) original.end.call(res, done);
      else original.write.call(res, bytes, done);
      return;
    }
    queue.push({ chunk: bytes, callback: done });
    if (state === 'rewriting') pump();
  };

  function decide(): void {
    if (!interception.rewritable()) {
      state = 'passthrough';
      restore();
      return;
    }
    state = 'waiting';
    interception
      .inserter((chunk) => original.write.call(res, chunk))
      .catch(() => null)
      .then((found) => {
        inserter = found;
        state = found ? 'rewriting' : 'passthrough';
        if (!found) restore();
        pump();
      });
  }

  // One chunk at a time through the rewriter (its writes must not overlap), in order.
  function pump(): void {
    pumping = pumping
      .then(async () => {
        while (queue.length > 0) {
          const { chunk, callback } = queue.shift()!;
          if (!inserter) {
            if (chunk === null) original.end.call(res, callback);
            else original.write.call(res, chunk, callback);
            continue;
          }
          if (chunk !== null) {
            await inserter.write(chunk);
            callback?.();
          } else {
            await inserter.end();
            original.end.call(res, callback);
          }
        }
      })
      .catch((error: unknown) => {
        // Part of the page may be out already: the connection is cut rather than sending a broken document whole.
        queue.length = 0;
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
  }

  res.write = function (chunk: Chunk, encoding?: unknown, callback?: unknown) {
    accept(chunk, encoding, callback);
    return true;
  } as typeof res.write;
  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'function') return (accept(null, undefined, chunk), res);
    if (chunk !== undefined && chunk !== null) accept(chunk as Chunk, encoding, undefined);
    accept(null, encoding, callback);
    return res;
  } as typeof res.end;
}
