// The SDK against the real service in a real browser: an SPA that changes route three times ends with exactly the
// current route's tags, and a page whose service is down keeps working with no uncaught error.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, repoRoot, screenshot, startService, trackPageErrors } from './harness.mjs';

/** A signed-in API client: sign-up cookie kept, JSON bodies, the same endpoints the dashboard calls. */
async function apiClient(baseUrl) {
  let cookie = '';
  async function call(method, path, body) {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
  await call('POST', '/api/auth/signup', {
    email: `spa-${Date.now()}@example.com`,
    password: 'correct-horse-42',
  });
  return call;
}

function listen(handler) {
  const server = createServer(handler);
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ origin: `http://127.0.0.1:${server.address().port}`, server }),
    ),
  );
}

describe('SDK delivery in the browser', { timeout: 180_000 }, () => {
  let service;
  let browser;
  const servers = [];

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    for (const { server } of servers) await new Promise((done) => server.close(done));
    await service?.stop();
  });

  test('an SPA changing route three times ends with exactly the current route tags', async () => {
    let clientId = '';
    const spa = await listen((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><title>SPA</title>
        <script type="application/ld+json" id="own">{"@context":"https://schema.org","@type":"WebSite","name":"Own tag"}</script>
        <script async src="${service.baseUrl}/sdk.js" data-client-id="${clientId}"></script>
        </head><body><main>SPA ${request.url}</main></body></html>`);
    });
    servers.push(spa);
    const call = await apiClient(service.baseUrl);
    const site = await call('POST', '/api/clients', { name: 'SPA', websiteUrl: spa.origin });
    clientId = site.id;
    for (const route of ['a', 'b', 'c']) {
      const schema = await call('POST', `/api/clients/${clientId}/schemas`, {
        name: `Route ${route}`,
        pageUrl: `${spa.origin}/app/${route}`,
        jsonLd: { '@context': 'https://schema.org', '@type': 'Article', name: `Page ${route}` },
      });
      await call('POST', `/api/clients/${clientId}/schemas/${schema.id}/publish`, {});
    }

    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    const sdkTags = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="application/ld+json"]:not(#own)')].map(
          (t) => JSON.parse(t.textContent).name,
        ),
      );
    const waitForOnly = (name) =>
      page.waitForFunction(
        (expected) => {
          const names = [
            ...document.head.querySelectorAll('script[type="application/ld+json"]:not(#own)'),
          ].map((t) => JSON.parse(t.textContent).name);
          return names.length === 1 && names[0] === expected;
        },
        name,
        { timeout: 10_000 },
      );

    await page.goto(`${spa.origin}/app/a`);
    await waitForOnly('Page a');
    await page.evaluate(() => history.pushState({}, '', '/app/b'));
    await waitForOnly('Page b');
    await page.evaluate(() => history.pushState({}, '', '/app/c'));
    await waitForOnly('Page c');
    await page.evaluate(() => history.back());
    await waitForOnly('Page b');
    await page.waitForTimeout(500);
    assert.deepEqual(await sdkTags(), ['Page b']);
    assert.equal(await page.locator('#own').count(), 1, 'the page’s own JSON-LD is left alone');
    assert.deepEqual(errors, []);
    await screenshot(page, '11-spa-page');
    await page.close();
  });

  test('a page whose service is down keeps working, with no uncaught error', async () => {
    const sdkSource = await readFile(join(repoRoot, 'sdk', 'dist', 'sdk.js'), 'utf8');
    // This origin serves the SDK but every API call dies mid-connection, like a service that is down.
    const down = await listen((request, response) => {
      if (request.url.startsWith('/sdk.js')) {
        response.writeHead(200, { 'Content-Type': 'text/javascript' });
        response.end(sdkSource);
      } else if (request.url.startsWith('/api/')) {
        request.socket.destroy();
      } else {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html><head><title>Down</title>
          <script async src="/sdk.js" data-client-id="2e45c662-0622-47f2-b9b0-2a53af42dd4f"></script>
          </head><body><button id="b" onclick="this.textContent='clicked'">Click</button>
          <script>document.body.dataset.ready = 'yes'</script></body></html>`);
      }
    });
    servers.push(down);
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    const warnings = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${down.origin}/article`);
    await page.waitForFunction(() => window.SchemaDelivery !== undefined);
    await page.evaluate(() => window.SchemaDelivery.refresh());
    await page.locator('#b').click();
    assert.equal(await page.locator('#b').textContent(), 'clicked');
    assert.equal(await page.evaluate(() => document.body.dataset.ready), 'yes');
    assert.equal(await page.locator('script[type="application/ld+json"]').count(), 0);
    assert.deepEqual(errors, []);
    assert.ok(warnings.length <= 1, `at most one console warning, got ${warnings.length}`);
    await page.close();
  });
});
