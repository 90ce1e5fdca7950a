import { edgeFragment, isRewritablePage, looksLikePageView } from '../core/edge-fragment.js';
import { MarkupSource } from '../core/markup-source.js';
import { readEdgeSettings, type RawEdgeSettings } from '../core/settings.js';
import { consoleEdgeLogger, type EdgeLogger } from './edge-log.js';
import { insertIntoHeadStream } from './head-inserter.js';

export interface EdgeOptions extends RawEdgeSettings {
  logger?: EdgeLogger;
  /** The fetch the service is asked with (default: the global one). */
  fetch?: typeof fetch;
}

/**
 * A Web-standard handler (Next.js middleware and route handlers, Deno, Bun, any fetch runtime):
 * `handle(request, upstream)` asks `upstream` for the page and returns it with the page's published JSON-LD in
 * `<head>` when it is a 200 HTML answer to a GET; every other answer is upstream's Response itself. The same rules,
 * budget and fail-open behaviour as the Worker.
 */
export function createEdgeHandler(options: EdgeOptions) {
  const settings = readEdgeSettings(options);
  const source = new MarkupSource(settings, options.fetch);
  const logger = options.logger ?? consoleEdgeLogger;
  return {
    async handle(request: Request, upstream: (request: Request) => Promise<Response>): Promise<Response> {
      const early = looksLikePageView(request.method, request.headers.get('accept')) ? source.forPage(request.url) : null;
      const origin = await upstream(request);
      if (!isRewritablePage(request.method, origin.status, origin.headers.get('content-type')) || !origin.body) return origin;
      if (origin.headers.has('content-encoding')) {
        logger({ sdnEdge: 'fail-open', url: request.url, reason: 'the page is compressed; put the handler before compression' });
        return origin;
      }
      const markup = await (early ?? source.forPage(request.url));
      if (!markup.ok) {
        logger({ sdnEdge: 'fail-open', url: request.url, reason: markup.reason });
        return origin;
      }
      const headers = new Headers(origin.headers);
      // The body changes length and is no longer the origin's bytes (see the Worker for the validators).
      for (const name of ['content-length', 'etag', 'last-modified']) headers.delete(name);
      const body = insertIntoHeadStream(origin.body, edgeFragment(settings.clientId, request.url, markup.scripts));
      return new Response(body, { status: origin.status, statusText: origin.statusText, headers });
    },
  };
}
