import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const PAGES = join(import.meta.dirname, '../fixtures/pages');
export const fixturePage = (name: string) => readFileSync(join(PAGES, `${name}.html`), 'utf8');

/**
 * Fixture pages on loopback, counting every request per path:
 * `/product`, `/article`, `/faq` (the fixture files), `/page/<n>` (a small article per n, optionally slow),
 * `/data.json` (not HTML), `/big` (over any small byte limit), `/gone` (404), `/sitemap.xml` (lists `/page/1..n`).
 */
export async function startFixtureSite(options: { delayMs?: number; sitemapPages?: number } = {}) {
  const hits = new Map<string, number>();
  let delayMs = options.delayMs ?? 0;
  const load = { inFlight: 0, maxInFlight: 0 };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const named = /^\/(product|article|faq)$/.exec(path);
    if (named) return html(fixturePage(named[1]!));
    const page = /^\/page\/(\d+)$/.exec(path);
    if (page) {
      const body = `<!doctype html><html lang="en"><head><title>Guide ${page[1]}</title><meta name="description" content="Guide number ${page[1]}.">
        <meta property="og:type" content="article"></head><body><article><h1>Guide ${page[1]}</h1><p>${'Useful words about the topic. '.repeat(20)}</p></article></body></html>`;
      load.inFlight += 1;
      load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
      setTimeout(() => {
        load.inFlight -= 1;
        html(body);
      }, delayMs);
      return;
    }
    if (path === '/data.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    if (path === '/big') return html(`<html><body>${'<p>filler text</p>'.repeat(20_000)}</body></html>`);
    if (path === '/sitemap.xml') {
      const urls = Array.from({ length: options.sitemapPages ?? 3 }, (_, i) => `<url><loc>${origin}/page/${i + 1}</loc></url>`).join('');
      return void res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    hits,
    /** Concurrent `/page/<n>` requests: now, and the most seen at once. */
    load,
    setDelay: (ms: number) => void (delayMs = ms),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
