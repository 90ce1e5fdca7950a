import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MarkupSource } from '../dist/core/markup-source.js';
import { readEdgeSettings } from '../dist/core/settings.js';
import { edgeFragment, isRewritablePage } from '../dist/core/edge-fragment.js';

const CLIENT_ID = '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001';
const PAGE = 'https://shop.example.com/a?b=1&c=2';
const SCRIPTS = '<script type="application/ld+json">{"@type":"Article"}</script>';

/** A service that answers embed like the real one: 200 with an ETag, 304 when If-None-Match matches. */
function fakeService(body = SCRIPTS) {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    calls.push({ url: String(input), ifNoneMatch });
    if (ifNoneMatch === '"v1"') return new Response(null, { status: 304, headers: { etag: '"v1"' } });
    return new Response(body, { status: 200, headers: { etag: '"v1"', 'content-type': 'text/html; charset=utf-8' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const settings = (cacheSeconds = 0) => readEdgeSettings({ clientId: CLIENT_ID, serviceUrl: 'https://sdn.example.com/', cacheSeconds });

test('asks embed for the exact URL and revalidates by ETag on every page view when nothing may be cached', async () => {
  const service = fakeService();
  const source = new MarkupSource(settings(0), service.fetchImpl);
  assert.deepEqual(await source.forPage(PAGE), { ok: true, scripts: SCRIPTS, etag: '"v1"' });
  assert.deepEqual(await source.forPage(PAGE), { ok: true, scripts: SCRIPTS, etag: '"v1"' });
  assert.deepEqual(service.calls, [
    { url: `https://sdn.example.com/api/embed?clientId=${CLIENT_ID}&url=${encodeURIComponent(PAGE)}`, ifNoneMatch: null },
    { url: `https://sdn.example.com/api/embed?clientId=${CLIENT_ID}&url=${encodeURIComponent(PAGE)}`, ifNoneMatch: '"v1"' },
  ]);
});

test('within SDN_CACHE_SECONDS reuses the answer without asking, and asks again after it', async () => {
  const service = fakeService();
  let now = 1_000_000;
  const source = new MarkupSource(settings(5), service.fetchImpl, () => now);
  await source.forPage(PAGE);
  now += 4_999;
  await source.forPage(PAGE);
  assert.equal(service.calls.length, 1);
  now += 1;
  await source.forPage(PAGE);
  assert.equal(service.calls.length, 2);
  assert.equal(service.calls[1]!.ifNoneMatch, '"v1"');
});

test('refuses an answer that is not delivery markup, and says so', async () => {
  const source = new MarkupSource(settings(), fakeService('<html><body>Sign in</body></html>').fetchImpl);
  const markup = await source.forPage(PAGE);
  assert.equal(markup.ok, false);
  assert.match(!markup.ok ? markup.reason : '', /not delivery markup/);
});

test('bad bindings name the setting at fault', () => {
  assert.throws(() => readEdgeSettings({ clientId: 'x', serviceUrl: 'https://a.example' }), /SDN_CLIENT_ID/);
  assert.throws(() => readEdgeSettings({ clientId: CLIENT_ID, serviceUrl: 'ftp://a.example' }), /SDN_SERVICE_URL/);
  assert.throws(() => readEdgeSettings({ clientId: CLIENT_ID, serviceUrl: 'https://a.example', budgetMs: '0' }), /SDN_BUDGET_MS/);
  assert.throws(() => readEdgeSettings({ clientId: CLIENT_ID, serviceUrl: 'https://a.example', cacheSeconds: '61' }), /SDN_CACHE_SECONDS/);
  assert.equal(readEdgeSettings({ clientId: CLIENT_ID, serviceUrl: 'https://a.example' }).budgetMs, 150);
});

test('marks every embed tag with the Client ID and escapes the URL in the marker', () => {
  const fragment = edgeFragment(CLIENT_ID, 'https://a.example/?q="x"&y=<1>', SCRIPTS + SCRIPTS);
  assert.equal(
    fragment,
    `<script type="application/ld+json" data-sdn="${CLIENT_ID}">{"@type":"Article"}</script>`.repeat(2) +
      `<meta name="sdn-edge" data-sdn="${CLIENT_ID}" content="https://a.example/?q=&#34;x&#34;&#38;y=&#60;1&#62;">`,
  );
});

test('only 200 text/html answers to GET are rewritten', () => {
  assert.equal(isRewritablePage('GET', 200, 'text/html; charset=utf-8'), true);
  assert.equal(isRewritablePage('GET', 200, 'TEXT/HTML'), true);
  for (const [method, status, type] of [
    ['HEAD', 200, 'text/html'],
    ['GET', 404, 'text/html'],
    ['GET', 200, 'application/xhtml+xml'],
    ['GET', 200, 'text/htmlx'],
    ['GET', 200, null],
  ] as const) {
    assert.equal(isRewritablePage(method, status, type), false, `${method} ${status} ${type}`);
  }
});
