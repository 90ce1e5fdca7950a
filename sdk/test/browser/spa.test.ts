import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { useBrowserSuite } from '../support/browser-suite.ts';
import { ownSchemas, waitForOwnSchemas } from '../support/json-ld-tags.ts';
import { pageWithSnippet } from '../support/test-page-server.ts';

const suite = useBrowserSuite();

const schema = (name: string) => ({ '@context': 'https://schema.org', '@type': 'WebPage', name });

/** A single-page app: one HTML document whose routes are history entries under /app/. */
function startApp(clientId: string, routes: Record<string, object[]>): string {
  const url = suite.pages.setPage('/app/home', pageWithSnippet(suite.service.origin, clientId));
  for (const [path, schemas] of Object.entries(routes)) {
    suite.service.publish(clientId, `${suite.pages.origin}${path}`, schemas as never);
  }
  return url;
}

function requestedUrls(clientId: string): (string | null)[] {
  return suite.service
    .injectRequests()
    .filter((r) => r.clientId === clientId)
    .map((r) => r.url);
}

test('an app that changes route three times ends with exactly the current route tags', async () => {
  const clientId = randomUUID();
  const routes = {
    '/app/home': [schema('home'), schema('home 2')],
    '/app/products': [schema('products')],
    '/app/about': [schema('about'), schema('about 2'), schema('about 3')],
  };
  const { page, probe } = await suite.openPage();
  await page.goto(startApp(clientId, routes));
  await waitForOwnSchemas(page, routes['/app/home']);

  await page.evaluate(() => history.pushState({}, '', '/app/products'));
  await waitForOwnSchemas(page, routes['/app/products']);
  await page.evaluate(() => history.pushState({}, '', '/app/about'));
  await waitForOwnSchemas(page, routes['/app/about']);
  await page.goBack();
  await waitForOwnSchemas(page, routes['/app/products']);

  assert.deepEqual(await ownSchemas(page), routes['/app/products']);
  assert.equal(await page.evaluate(() => document.querySelectorAll('script[data-sdn]').length), 1);
  assert.deepEqual(probe.pageErrors, []);
});

test('three route changes in a burst end with only the last route tags', async () => {
  const clientId = randomUUID();
  const routes = {
    '/app/home': [schema('home')],
    '/app/a': [schema('a')],
    '/app/b': [schema('b'), schema('b 2')],
    '/app/c': [schema('c')],
  };
  const { page, probe } = await suite.openPage();
  await page.goto(startApp(clientId, routes));
  await waitForOwnSchemas(page, routes['/app/home']);

  await page.evaluate(() => {
    history.pushState({}, '', '/app/a');
    history.pushState({}, '', '/app/b');
    history.replaceState({}, '', '/app/c');
  });
  await waitForOwnSchemas(page, routes['/app/c']);
  await page.evaluate(() => window.SchemaDelivery?.refresh());

  assert.deepEqual(await ownSchemas(page), routes['/app/c']);
  assert.ok(!(await probe.jsonLdEverAdded()).some((text) => /"name":"[ab]/.test(text)));
});

test('a late answer for an earlier route never overwrites the current route tags', async () => {
  const clientId = randomUUID();
  const home = `${suite.pages.origin}/app/home`;
  const routes = { '/app/home': [schema('home')], '/app/next': [schema('next')] };
  const url = startApp(clientId, routes);
  const releaseHome = suite.service.hold(clientId, home);
  const homeSettled = suite.service.whenSettled(clientId, home);
  const { page, probe } = await suite.openPage();

  await page.goto(url);
  await suite.service.whenRequested(home);
  await page.evaluate(() => history.pushState({}, '', '/app/next'));
  await waitForOwnSchemas(page, routes['/app/next']);
  releaseHome();
  await homeSettled;
  // A full request round trip after the old answer was released: by then the page has handled it.
  await page.evaluate(() => window.SchemaDelivery?.refresh());

  assert.deepEqual(await ownSchemas(page), routes['/app/next']);
  assert.ok(!(await probe.jsonLdEverAdded()).some((text) => text.includes('"home"')));
  assert.deepEqual(probe.warnings, []);
});

test('the same URL twice in a row, or a new #fragment, asks the service only once', async () => {
  const clientId = randomUUID();
  const routes = { '/app/home': [schema('home')], '/app/next': [schema('next')] };
  const { page } = await suite.openPage();
  await page.goto(startApp(clientId, routes));
  await waitForOwnSchemas(page, routes['/app/home']);

  await page.evaluate(() => {
    history.pushState({}, '', location.href);
    history.replaceState({}, '', '#reviews');
    location.hash = 'specs';
  });
  await page.evaluate(() => history.pushState({}, '', '/app/next'));
  await waitForOwnSchemas(page, routes['/app/next']);

  assert.deepEqual(requestedUrls(clientId), [`${suite.pages.origin}/app/home`, `${suite.pages.origin}/app/next`]);
});

test('the patched history methods keep their behaviour, state and errors', async () => {
  const clientId = randomUUID();
  const { page } = await suite.openPage();
  await page.goto(startApp(clientId, { '/app/home': [schema('home')] }));
  await waitForOwnSchemas(page, [schema('home')]);

  const outcome = await page.evaluate(() => {
    const pushed = history.pushState({ step: 1 }, '', '/app/x');
    const afterPush = { state: history.state, path: location.pathname };
    const replaced = history.replaceState({ step: 2 }, '', '/app/y');
    let crossOrigin = '';
    try {
      history.pushState({}, '', 'http://elsewhere.example/');
    } catch (error) {
      crossOrigin = (error as Error).name;
    }
    return { pushed, afterPush, replaced, state: history.state, path: location.pathname, crossOrigin };
  });

  assert.deepEqual(outcome, {
    pushed: undefined,
    afterPush: { state: { step: 1 }, path: '/app/x' },
    replaced: undefined,
    state: { step: 2 },
    path: '/app/y',
    crossOrigin: 'SecurityError',
  });
});

test('in canonical mode a route change follows the canonical link the app sets', async () => {
  const clientId = randomUUID();
  const html = pageWithSnippet(suite.service.origin, clientId, {
    attributes: 'data-url="canonical"',
    head: '<link rel="canonical" href="/shop/home">',
  });
  const url = suite.pages.setPage('/shop/home', html);
  const home = [schema('shop home')];
  const item = [schema('shop item')];
  suite.service.publish(clientId, `${suite.pages.origin}/shop/home`, home);
  suite.service.publish(clientId, `${suite.pages.origin}/shop/item`, item);
  const { page } = await suite.openPage();
  await page.goto(url);
  await waitForOwnSchemas(page, home);

  // Like a router: change the URL first, update the head afterwards.
  await page.evaluate(() => {
    history.pushState({}, '', '/shop/item?ref=home');
    setTimeout(() => document.querySelector('link[rel=canonical]')?.setAttribute('href', '/shop/item'), 50);
  });
  await waitForOwnSchemas(page, item);

  assert.deepEqual(requestedUrls(clientId), [`${suite.pages.origin}/shop/home`, `${suite.pages.origin}/shop/item`]);
});
