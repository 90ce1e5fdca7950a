import { gzipSync } from 'node:zlib';
import { loopbackServer } from './listening-service.js';

export type HostileAnswer = { status?: number; type?: string; headers?: Record<string, string>; body: string | Buffer };
type UnreadablePage = HostileAnswer & { /** What From URL and the copywriter answer. */ expected: 200 | 422 };

/** JSON-LD nested deeper than any parser's stack: `{"a":{"a":…}}`, `depth` levels. */
export const deeplyNestedJsonLd = (depth: number) =>
  `<script type="application/ld+json">${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}</script>`;

/** Unreadable pages of the kinds real sites answer with, by path. */
export const UNREADABLE_PAGES: Record<string, UnreadablePage> = {
  '/empty': { body: '', expected: 422 },
  '/plain-text': { body: 'Just some words, no tags at all.', expected: 422 },
  '/gzip-unasked': { body: gzipSync(Buffer.from('<html><body><h1>Compressed</h1></body></html>')), expected: 422 },
  '/only-whitespace': { body: ' \n\t '.repeat(1000), expected: 422 },
  // The block is not usable JSON-LD; the page itself is, and the answer says what it found.
  '/deep-json-ld': {
    body:
      `<html lang="en"><head><title>How to descale a kettle</title><meta property="og:type" content="article">${deeplyNestedJsonLd(60_000)}</head>` +
      '<body><article><h1>How to descale a kettle</h1><p class="byline">By Dana Kerr</p><time datetime="2026-01-02">2 January 2026</time>' +
      `<p>${'Fill the kettle halfway with equal parts water and white vinegar, then bring it to the boil. '.repeat(8)}</p></article></body></html>`,
    expected: 200,
  },
};

/** A loopback site answering fixed bodies by path (every other path: 404), counting hits. */
export async function startHostileSite(answers: Record<string, HostileAnswer>) {
  const hits = new Map<string, number>();
  const current = { ...answers };
  const { url: origin, close } = await loopbackServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = current[path];
    if (!answer) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html; charset=utf-8', ...answer.headers }).end(answer.body);
  });
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    hits,
    /** Answers by path; change them while the site runs (e.g. to name its own origin). */
    answers: current,
    close,
  };
}
