// An agency's portfolio at 30 clients in a real browser against the real service, with neither Stripe nor Google
// configured: the list view with search, sort and the health roll-up (kept in the address), the header's client
// switcher staying on the same tab, and the pages that would need the operator saying "ask your administrator"
// instead (billing, Search Console), with the publish history shown without Google. Nothing scrolls sideways at 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const CLIENTS = 30;
const clientName = (n) => `Client ${String(n).padStart(2, '0')}`;
/** Saved as a draft, judged invalid by the validator (a Product needs a price it can read). */
const brokenProduct = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Lamp',
  offers: { '@type': 'Offer', price: 'cheap' },
};
const article = (url) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: 'Opening hours for the holidays',
  url,
});

describe('agency portfolio at 30 clients end to end', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let page;
  let pageErrors;
  const sites = new Map();
  const email = `portfolio-${Date.now()}@agency.example`;

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  const api = async (method, path, data) => {
    const response = await page.request.fetch(service.baseUrl + path, { method, data });
    assert.ok(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const listedClients = () =>
    page.getByRole('table').getByRole('rowheader').getByRole('link').allTextContents();

  test('an Agency owner with 30 client sites, a few schemas on some of them', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Dana Agency');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await service.cli('plan', 'set', email, 'agency');
    for (let n = 1; n <= CLIENTS; n++) {
      const site = await api('POST', '/api/clients', {
        name: clientName(n),
        websiteUrl: `https://client-${n}.example`,
      });
      sites.set(n, site.id);
    }
    // Client 07 has two invalid drafts, Client 12 one, Client 03 one published schema.
    for (const [n, count] of [
      [7, 2],
      [12, 1],
    ]) {
      for (let i = 0; i < count; i++) {
        await api('POST', `/api/clients/${sites.get(n)}/schemas`, {
          name: `Lamp ${i}`,
          pageUrl: `https://client-${n}.example/lamp-${i}`,
          jsonLd: brokenProduct,
        });
      }
    }
    const url = 'https://client-3.example/holidays';
    const published = await api('POST', `/api/clients/${sites.get(3)}/schemas`, {
      name: 'Holidays',
      pageUrl: url,
      jsonLd: article(url),
    });
    await api('POST', `/api/clients/${sites.get(3)}/schemas/${published.id}/publish`);
  });

  test('the list view finds, sorts and rolls up health, and the address keeps the view across a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await page
      .getByRole('group', { name: 'Show sites as' })
      .getByRole('button', { name: 'List' })
      .click();
    await page.getByText(`${CLIENTS} of ${CLIENTS} sites`).waitFor();
    assert.equal((await listedClients()).length, CLIENTS);
    for (const column of [
      'Schemas',
      'Published',
      'Paused',
      'Invalid',
      'Last audit',
      'SDK',
      'Search Console',
    ])
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();

    await page.getByLabel('Search').fill('client 2');
    await page.getByText(`10 of ${CLIENTS} sites`).waitFor();
    assert.deepEqual(
      await listedClients(),
      Array.from({ length: 10 }, (_, i) => clientName(20 + i)),
    );
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Sort by').selectOption({ label: 'Most invalid schemas' });
    await page.getByText(`${CLIENTS} of ${CLIENTS} sites`).waitFor();
    assert.deepEqual((await listedClients()).slice(0, 2), [clientName(7), clientName(12)]);
    const seven = page.getByRole('row').filter({ hasText: clientName(7) });
    assert.equal((await seven.getByRole('cell').nth(3).textContent()).trim(), '2');
    assert.match(await seven.textContent(), /Not connected/);
    assert.match(await seven.textContent(), /Pending SDK/);
    const three = page.getByRole('row').filter({ hasText: clientName(3) });
    assert.equal((await three.getByRole('cell').nth(1).textContent()).trim(), '1');

    assert.match(page.url(), /sort=invalid/);
    assert.match(page.url(), /view=list/);
    await page.reload();
    await page.getByText(`${CLIENTS} of ${CLIENTS} sites`).waitFor();
    assert.equal(await page.getByLabel('Sort by').inputValue(), 'invalid');
    assert.deepEqual((await listedClients()).slice(0, 2), [clientName(7), clientName(12)]);
    await screenshot(page, 'portfolio-30-clients-list');
  });

  test('the header switcher moves between clients and stays on the same tab', async () => {
    await page.goto(`${service.baseUrl}/sites/${sites.get(3)}/performance`);
    await page.getByRole('heading', { name: 'Search performance', level: 1 }).waitFor();
    const switcher = page.getByLabel('Client', { exact: true });
    await switcher.waitFor();
    // Every client, plus the "Go to a client…" prompt.
    await page.waitForFunction(
      (count) => document.querySelectorAll('#client-switch option').length === count,
      CLIENTS + 1,
    );
    await switcher.selectOption({ label: clientName(12) });
    await page.waitForURL(`**/sites/${sites.get(12)}/performance`);
    await page.getByRole('link', { name: clientName(12) }).waitFor();
    await switcher.selectOption({ label: clientName(3) });
    await page.waitForURL(`**/sites/${sites.get(3)}/performance`);
  });

  test('without Google configured, Performance asks for the administrator and still shows the publish history', async () => {
    await page.getByTestId('search-console-not-configured').waitFor();
    const text = await page.locator('main').textContent();
    assert.match(text, /ask your administrator/i);
    assert.doesNotMatch(text, /GOOGLE_|npm run|environment variable/i);
    const history = page.getByTestId('publish-history');
    await history.getByText('Holidays').first().waitFor();
    assert.match(await history.textContent(), /publish/i);
    await screenshot(page, 'portfolio-performance-not-configured');
  });

  test('without Stripe configured, Billing asks for the administrator, with no operator command in sight', async () => {
    await page.goto(service.baseUrl + '/billing');
    await page.getByTestId('billing-not-configured').waitFor();
    const text = await page.locator('main').textContent();
    assert.match(text, /ask your administrator/i);
    assert.doesNotMatch(text, /npm run|cli|STRIPE_/i);
    await screenshot(page, 'portfolio-billing-not-configured');
  });

  test('an unknown address shows a real not-found page', async () => {
    await page.goto(service.baseUrl + '/no-such-page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    assert.match(page.url(), /\/no-such-page$/);
  });

  test('at 390 px the list view stacks its rows and nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${service.baseUrl}/sites?view=list&sort=invalid`);
    await page.getByText(`${CLIENTS} of ${CLIENTS} sites`).waitFor();
    assert.equal(await sideways(), 0);
    await page.goto(`${service.baseUrl}/sites/${sites.get(3)}/performance`);
    await page.getByTestId('search-console-not-configured').waitFor();
    assert.equal(await sideways(), 0);
    await screenshot(page, 'portfolio-390');
    assert.deepEqual(pageErrors, []);
  });
});
