import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { useBrowserSuite } from '../support/browser-suite.ts';
import { jsonLdTags, ownSchemas, waitForOwnSchemas } from '../support/json-ld-tags.ts';
import { pageWithSnippet } from '../support/test-page-server.ts';

const suite = useBrowserSuite();

const article = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: 'Launch day',
  author: { '@type': 'Person', name: 'Ada' },
};
const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };

test('inserts one JSON-LD tag per schema into <head>, with the exact JSON, tagged with the Client ID', async () => {
  const clientId = randomUUID();
  const url = suite.pages.setPage('/articles/launch', pageWithSnippet(suite.service.origin, clientId));
  suite.service.publish(clientId, url, [article, breadcrumbs]);
  const { page, probe } = await suite.openPage();

  await page.goto(url);
  await waitForOwnSchemas(page, [article, breadcrumbs]);

  const tags = await jsonLdTags(page);
  assert.deepEqual(
    tags.map((tag) => ({ parent: tag.parent, sdn: tag.sdn })),
    [
      { parent: 'HEAD', sdn: clientId },
      { parent: 'HEAD', sdn: clientId },
    ],
  );
  assert.deepEqual(
    tags.map((tag) => JSON.parse(tag.text)),
    [article, breadcrumbs],
  );
  const request = suite.service.injectRequests().find((r) => r.clientId === clientId);
  assert.equal(request?.url, url);
  assert.deepEqual(probe.pageErrors, []);
  assert.deepEqual(probe.warnings, []);
});

test('asks for the page URL without its #fragment', async () => {
  const clientId = randomUUID();
  const url = suite.pages.setPage('/guide', pageWithSnippet(suite.service.origin, clientId));
  suite.service.publish(clientId, url, [article]);
  const { page } = await suite.openPage();

  await page.goto(`${url}#installation`);
  await waitForOwnSchemas(page, [article]);

  assert.deepEqual(
    suite.service
      .injectRequests()
      .filter((r) => r.clientId === clientId)
      .map((r) => r.url),
    [url],
  );
});

test('asks for the <link rel=canonical> URL with data-url="canonical"', async () => {
  const clientId = randomUUID();
  const canonical = `${suite.pages.origin}/products/chair`;
  const html = pageWithSnippet(suite.service.origin, clientId, {
    attributes: 'data-url="canonical"',
    head: '<link rel="canonical" href="/products/chair">',
  });
  const url = suite.pages.setPage('/products/chair-with-tracking', html);
  suite.service.publish(clientId, canonical, [article]);
  const { page } = await suite.openPage();

  await page.goto(`${url}?utm_source=newsletter`);
  await waitForOwnSchemas(page, [article]);

  assert.deepEqual(
    suite.service
      .injectRequests()
      .filter((r) => r.clientId === clientId)
      .map((r) => r.url),
    [canonical],
  );
});

test('leaves JSON-LD the page carries itself untouched', async () => {
  const clientId = randomUUID();
  const foreignHead = '{"@context":"https://schema.org","@type":"Organization","name":"Own"}';
  const foreignBody = '{"@context":"https://schema.org","@type":"WebSite","name":"Own site"}';
  const html = pageWithSnippet(suite.service.origin, clientId, {
    head: `<script type="application/ld+json">${foreignHead}</script>`,
    body: `<script type="application/ld+json">${foreignBody}</script>`,
  });
  const url = suite.pages.setPage('/with-own-json-ld', html);
  suite.service.publish(clientId, url, [article]);
  suite.service.publish(clientId, `${suite.pages.origin}/next`, [breadcrumbs]);
  const { page } = await suite.openPage();

  await page.goto(url);
  await waitForOwnSchemas(page, [article]);
  await page.evaluate(() => history.pushState({}, '', '/next'));
  await waitForOwnSchemas(page, [breadcrumbs]);

  const foreign = (await jsonLdTags(page)).filter((tag) => tag.sdn === null);
  assert.deepEqual(foreign, [
    { parent: 'HEAD', sdn: null, text: foreignHead },
    { parent: 'BODY', sdn: null, text: foreignBody },
  ]);
});

test('a script injection attempt inside the JSON stays inert text', async () => {
  const clientId = randomUUID();
  const hostile = {
    '@context': 'https://schema.org',
    '@type': 'Review',
    reviewBody: '</script><script>window.__pwned = true; alert(1)</script><!-- & \u2028',
  };
  const url = suite.pages.setPage('/reviews', pageWithSnippet(suite.service.origin, clientId));
  suite.service.publish(clientId, url, [hostile]);
  const { page, probe } = await suite.openPage();

  await page.goto(url);
  await waitForOwnSchemas(page, [hostile]);

  assert.deepEqual(await ownSchemas(page), [hostile]);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(probe.dialogs, []);
  const executableScripts = await page.evaluate(() => document.querySelectorAll('script:not([type="application/ld+json"])').length);
  assert.equal(executableScripts, 1);
  // Serialised, as a prerenderer would ship the page, the markup still holds a single inert element.
  const serialised = await page.evaluate(() => document.head.innerHTML);
  assert.doesNotMatch(serialised, /<\/script><script>window/);
  assert.equal(serialised.match(/<script type="application\/ld\+json" data-sdn=/g)?.length, 1);
});

test('defines one global namespace with its version and nothing else', async () => {
  const clientId = randomUUID();
  const html = pageWithSnippet(suite.service.origin, clientId, {
    head: '<script>window.__globalsBefore = Object.getOwnPropertyNames(window);</script>',
  });
  const url = suite.pages.setPage('/globals', html);
  suite.service.publish(clientId, url, [article]);
  const { page } = await suite.openPage();

  await page.goto(url);
  await waitForOwnSchemas(page, [article]);

  const added = await page.evaluate(() => {
    const before = new Set(window.__globalsBefore);
    return Object.getOwnPropertyNames(window).filter((name) => !before.has(name) && name !== '__globalsBefore');
  });
  assert.deepEqual(added, ['SchemaDelivery']);
  assert.equal(await page.evaluate(() => window.SchemaDelivery?.version), '1.0.0');
});

test('refresh() fetches the current page again and replaces the tags', async () => {
  const clientId = randomUUID();
  const url = suite.pages.setPage('/refresh', pageWithSnippet(suite.service.origin, clientId));
  suite.service.publish(clientId, url, [article]);
  const { page } = await suite.openPage();
  await page.goto(url);
  await waitForOwnSchemas(page, [article]);

  suite.service.publish(clientId, url, [breadcrumbs]);
  await page.evaluate(() => window.SchemaDelivery?.refresh());

  assert.deepEqual(await ownSchemas(page), [breadcrumbs]);
});
