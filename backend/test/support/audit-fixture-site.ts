import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const PAGES = join(import.meta.dirname, '../fixtures/audit-site');

/** Path -> fixture file of the audit site; every page the sitemaps list except the two planted non-pages. */
const ROUTES: Record<string, string> = {
  '/': 'home',
  '/products/good': 'product-good',
  '/products/broken': 'product-broken',
  '/products/duplicate': 'product-duplicate',
  '/products/conflict': 'product-conflict',
  '/products/mismatch': 'product-mismatch',
  '/blog/clean-article': 'article-clean',
  '/products/microdata': 'product-microdata',
  '/articles/rdfa': 'article-rdfa',
  '/faq-no-markup': 'faq-no-markup',
  '/products/delivered': 'product-delivered',
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

/**
 * A small shop on loopback with planted structured-data problems. `/robots.txt` disallows `/private/` and names a
 * sitemap index of two sitemaps; `/moved` redirects to another host (a second server, whose hits are counted to
 * prove it is never contacted). With `sitemaps: false` there is no robots.txt and no sitemap: the audit must
 * follow links from the home page. `delayMs` slows every page (for cancel and restart specs).
 */
export async function startAuditFixtureSite(options: { sitemaps?: boolean; delayMs?: number } = {}) {
  const hits = new Map<string, number>();
  const offsiteHits: string[] = [];
  const withSitemaps = options.sitemaps ?? true;
  let delayMs = options.delayMs ?? 0;
  const offsite = createServer((req, res) => {
    offsiteHits.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Elsewhere</h1></body></html>');
  });
  const offsiteOrigin = await listen(offsite);
  const fill = (html: string) => html.replaceAll('{{origin}}', origin).replaceAll('{{offsite}}', offsiteOrigin);
  const xml = (res: ServerResponse, body: string) =>
    res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  const urlset = (paths: string[]) =>
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (withSitemaps && path === '/robots.txt') {
      return void res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap-index.xml\n`);
    }
    if (withSitemaps && path === '/sitemap-index.xml') {
      return xml(
        res,
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-more.xml</loc></sitemap></sitemapindex>`,
      );
    }
    if (withSitemaps && path === '/sitemap-pages.xml') {
      return xml(
        res,
        urlset([
          '/',
          '/products/good',
          '/products/broken',
          '/products/duplicate',
          '/products/conflict',
          '/products/mismatch',
          '/blog/clean-article',
          '/private/secret',
        ]),
      );
    }
    if (withSitemaps && path === '/sitemap-more.xml') {
      return xml(res, urlset(['/products/microdata', '/articles/rdfa', '/faq-no-markup', '/moved', '/products/delivered']) + '');
    }
    if (path === '/moved') return void res.writeHead(302, { location: `${offsiteOrigin}/landing` }).end();
    const file = ROUTES[path];
    if (!file && path !== '/private/secret') return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    const body = file ? fill(readFileSync(join(PAGES, `${file}.html`), 'utf8')) : '<html><body>secret</body></html>';
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body), delayMs);
  });
  const origin = await listen(server);
  return {
    origin,
    offsiteOrigin,
    url: (path: string) => `${origin}${path}`,
    hits,
    offsiteHits,
    setDelay: (ms: number) => void (delayMs = ms),
    close: async () => {
      await close(server);
      await close(offsite);
    },
  };
}
