import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.ts';
import { ownSchemas, waitForOwnSchemas } from '../support/json-ld-tags.ts';
import { refusingOrigin } from '../support/listen.ts';
import type { PageProbe } from '../support/page-probe.ts';
import { pageWithSnippet } from '../support/test-page-server.ts';

const suite = useBrowserSuite();

const BUY_BUTTON = '<button id="buy" onclick="this.textContent = \'Added\'">Buy</button>';
const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Still here' };

/** The host page's own code still runs and nothing the SDK did surfaced as an error. */
async function assertPageUnharmed(page: Page, probe: PageProbe): Promise<void> {
  await page.click('#buy');
  assert.equal(await page.textContent('#buy'), 'Added');
  assert.deepEqual(probe.pageErrors, []);
  assert.deepEqual(await probe.unhandledRejections(), []);
  assert.deepEqual(probe.dialogs, []);
}

/** Three route changes, each followed by a completed (failing) request for the new route. */
async function navigateThreeTimes(page: Page): Promise<void> {
  for (const path of ['/one', '/two', '/three']) {
    await page.evaluate((next) => history.pushState({}, '', next), path);
    await page.evaluate(() => window.SchemaDelivery?.refresh());
  }
}

test('with the whole service down the page works and nothing is thrown', async () => {
  const down = await refusingOrigin();
  const url = suite.pages.setPage('/down', pageWithSnippet(down, randomUUID(), { body: BUY_BUTTON }));
  const { page, probe } = await suite.openPage();

  await page.goto(url);

  await assertPageUnharmed(page, probe);
  assert.deepEqual(probe.warnings, []);
  assert.equal(await page.evaluate(() => window.SchemaDelivery), undefined);
});

test('with sdk.js cached but the API refusing connections: one warning for the page life, no error', async () => {
  const down = await refusingOrigin();
  const bundle = await readFile(new URL('../../dist/sdk.js', import.meta.url));
  const url = suite.pages.setPage('/api-down', pageWithSnippet(down, randomUUID(), { body: BUY_BUTTON }));
  const { page, probe } = await suite.openPage();
  // Only the script itself is served, as a browser or CDN cache would; /api/inject really is refused.
  await page.route(`${down}/sdk.js`, (route) => route.fulfill({ body: bundle, contentType: 'text/javascript' }));
  const warned = page.waitForEvent('console', (message) => message.type() === 'warning');

  await page.goto(url);
  await warned;
  await navigateThreeTimes(page);

  assert.equal(probe.warnings.length, 1);
  assert.match(probe.warnings[0]!, /^\[SchemaDelivery\] schemas not loaded/);
  assert.deepEqual(await ownSchemas(page), []);
  await assertPageUnharmed(page, probe);
});

test('a service answering 500: one warning for the page life, no tags, no error', async () => {
  const clientId = randomUUID();
  suite.service.failClient(clientId, 500);
  const url = suite.pages.setPage('/failing', pageWithSnippet(suite.service.origin, clientId, { body: BUY_BUTTON }));
  const { page, probe } = await suite.openPage();
  const warned = page.waitForEvent('console', (message) => message.type() === 'warning');

  await page.goto(url);
  assert.match((await warned).text(), /HTTP 500/);
  await navigateThreeTimes(page);

  assert.equal(probe.warnings.length, 1);
  const asked = new Set(
    suite.service
      .injectRequests()
      .filter((r) => r.clientId === clientId)
      .map((r) => r.url),
  );
  const paths = [...asked].map((requested) => requested && new URL(requested).pathname);
  assert.deepEqual(paths, ['/failing', '/one', '/two', '/three']);
  assert.deepEqual(await ownSchemas(page), []);
  await assertPageUnharmed(page, probe);
});

test('a request without an answer is aborted after data-timeout and later routes still load', async () => {
  const clientId = randomUUID();
  const html = pageWithSnippet(suite.service.origin, clientId, { attributes: 'data-timeout="300"', body: BUY_BUTTON });
  const url = suite.pages.setPage('/slow', html);
  const release = suite.service.hold(clientId, url);
  const aborted = suite.service.whenSettled(clientId, url);
  suite.service.publish(clientId, `${suite.pages.origin}/fast`, [article]);
  const { page, probe } = await suite.openPage();
  const warned = page.waitForEvent('console', (message) => message.type() === 'warning');

  await page.goto(url);
  assert.match((await warned).text(), /no answer within 300 ms/);
  await aborted;
  await page.evaluate(() => history.pushState({}, '', '/fast'));
  await waitForOwnSchemas(page, [article]);
  release();

  assert.equal(probe.warnings.length, 1);
  await assertPageUnharmed(page, probe);
});

for (const [label, attributes] of [
  ['an invalid data-client-id', 'data-client-id="not-a-client-id"'],
  ['a missing data-client-id', ''],
] as const) {
  test(`${label}: one warning and no request`, async () => {
    const html = `<!doctype html><html><head>
<script async src="${suite.service.origin}/sdk.js" ${attributes}></script></head><body>${BUY_BUTTON}</body></html>`;
    const url = suite.pages.setPage(`/misconfigured-${attributes.length}`, html);
    const before = suite.service.injectRequests().length;
    const { page, probe } = await suite.openPage();
    const warned = page.waitForEvent('console', (message) => message.type() === 'warning');

    await page.goto(url);
    assert.match((await warned).text(), /data-client-id/);
    await page.evaluate(() => history.pushState({}, '', '/elsewhere'));
    await page.evaluate(() => window.SchemaDelivery?.refresh());

    assert.equal(suite.service.injectRequests().length, before);
    assert.equal(probe.warnings.length, 1);
    await assertPageUnharmed(page, probe);
  });
}
