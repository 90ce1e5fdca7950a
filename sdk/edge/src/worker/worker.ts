import { edgeFragment, isRewritablePage, looksLikePageView } from '../core/edge-fragment.js';
import { MarkupSource, type PageMarkup } from '../core/markup-source.js';
import { readEdgeSettings, type EdgeSettings } from '../core/settings.js';

/** The Worker's bindings (wrangler.toml `[vars]`). */
export interface EdgeEnv {
  SDN_CLIENT_ID: string;
  SDN_SERVICE_URL: string;
  /** Milliseconds to wait for the service (default 150). */
  SDN_BUDGET_MS?: string;
  /** Seconds an answer is reused before revalidating (default 0: every page view asks, by ETag). */
  SDN_CACHE_SECONDS?: string;
}

// One source per isolate and configuration: it keeps each page's last answer and ETag between requests.
let source: { key: string; settings: EdgeSettings; markup: MarkupSource } | null = null;

function sourceFor(env: EdgeEnv): { settings: EdgeSettings; markup: MarkupSource } {
  const key = `${env.SDN_CLIENT_ID}|${env.SDN_SERVICE_URL}|${env.SDN_BUDGET_MS}|${env.SDN_CACHE_SECONDS}`;
  if (source?.key !== key) {
    const settings = readEdgeSettings({
      clientId: env.SDN_CLIENT_ID,
      serviceUrl: env.SDN_SERVICE_URL,
      budgetMs: env.SDN_BUDGET_MS,
      cacheSeconds: env.SDN_CACHE_SECONDS,
    });
    source = { key, settings, markup: new MarkupSource(settings, fetchBypassingCache) };
  }
  return source;
}

/**
 * The source keeps each page's answer and revalidates it by ETag itself; a copy in Cloudflare's cache (embed answers
 * say `Cache-Control: public`) could be a minute old, so the Worker's calls to the service bypass it.
 */
const fetchBypassingCache: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-store' });

/**
 * Runs in front of the site: the origin's HTML pages get the published JSON-LD of their exact URL in `<head>`,
 * streamed through HTMLRewriter; every other answer is the origin's own Response, untouched. Whatever goes wrong
 * on our side (settings, service slow, down or failing), the page goes out as the origin sent it and the reason
 * is logged.
 */
export default {
  async fetch(request: Request, env: EdgeEnv): Promise<Response> {
    let edge: { settings: EdgeSettings; markup: MarkupSource };
    try {
      edge = sourceFor(env);
    } catch (error) {
      log('misconfigured', request.url, (error as Error).message);
      return fetch(request);
    }
    const startedAt = Date.now();
    // Pages: ask the service while the origin works, so the budget overlaps the origin's own time.
    const early = looksLikePageView(request.method, request.headers.get('accept')) ? edge.markup.forPage(request.url, startedAt) : null;
    const origin = await fetch(request);
    if (!isRewritablePage(request.method, origin.status, origin.headers.get('content-type'))) return origin;
    const markup: PageMarkup = await (early ?? edge.markup.forPage(request.url));
    if (!markup.ok) {
      log('fail-open', request.url, markup.reason);
      return origin;
    }
    return insertIntoHead(origin, edgeFragment(edge.settings.clientId, request.url, markup.scripts));
  },
} satisfies ExportedHandler<EdgeEnv>;

function insertIntoHead(origin: Response, fragment: string): Response {
  let inserted = false;
  const rewritten = new HTMLRewriter()
    .on('head', {
      element(head) {
        if (inserted) return;
        inserted = true;
        head.append(fragment, { html: true });
      },
    })
    // A page without a <head> tag still gets its markup, first in <body> (Google reads JSON-LD anywhere).
    .on('body', {
      element(body) {
        if (inserted) return;
        inserted = true;
        body.prepend(fragment, { html: true });
      },
    })
    .transform(origin);
  // The origin's validators describe its own bytes, not the page with markup: a browser revalidating with them
  // could keep a copy whose markup is out of date, so they are dropped for rewritten pages.
  const response = new Response(rewritten.body, rewritten);
  response.headers.delete('etag');
  response.headers.delete('last-modified');
  return response;
}

function log(outcome: string, url: string, reason: string): void {
  console.warn(JSON.stringify({ sdnEdge: outcome, url, reason }));
}
