// The schema library at scale in a real browser against the real service: a Pro owner's site with 60 schemas
// filters, sorts and pages on the server, selects several rows and publishes then pauses them in one request each
// (delivery follows on the next request), duplicates a schema to other URLs, exports the site, and imports a file
// after a dry run that shows what would be rejected. The table never scrolls sideways at 1280 px or 390 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { join } from 'node:path';
import { artifactsDir, launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const SHOP = 'https://shop.example.com';
const article = (n) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: `Post ${n}`,
});
const brokenProduct = (n) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: `Lamp ${n}`,
  offers: { '@type': 'Offer', price: 'cheap' },
});

describe('schema library end to end', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let page;
  let pageErrors;
  let siteId;
  const email = `library-${Date.now()}@example.com`;

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  const api = (method, path, data) => page.request.fetch(service.baseUrl + path, { method, data });
  const row = (text) => page.getByRole('row').filter({ hasText: text });
  const pagerStatus = () =>
    page.getByRole('navigation', { name: 'Pages of schemas' }).getByRole('status');
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const delivered = async (url) =>
    (
      await (
        await api('GET', `/api/inject?clientId=${siteId}&url=${encodeURIComponent(url)}`)
      ).json()
    ).items.length;

  test('a Pro site with 60 schemas opens on the first page of the library without sideways scrolling', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Lia Library');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await service.cli('plan', 'set', email, 'pro');
    siteId = (await (await api('POST', '/api/clients', { name: 'Shop', websiteUrl: SHOP })).json())
      .id;
    const schemas = Array.from({ length: 60 }, (_, i) =>
      i % 6 === 5
        ? {
            name: `Lamp ${String(i).padStart(2, '0')}`,
            pageUrl: `${SHOP}/lamps/${i}`,
            jsonLd: brokenProduct(i),
          }
        : {
            name: `Post ${String(i).padStart(2, '0')}`,
            pageUrl: `${SHOP}/blog/${i}`,
            jsonLd: article(i),
          },
    );
    assert.equal(
      (await api('POST', `/api/clients/${siteId}/schemas/import`, { schemas })).status(),
      201,
    );

    await page.goto(`${service.baseUrl}/sites/${siteId}`);
    await page.getByRole('heading', { name: 'Schema library' }).waitFor();
    await pagerStatus().filter({ hasText: '1–50 of 60' }).waitFor();
    assert.ok((await sideways()) <= 1, 'the library scrolls sideways at 1280 px');
  });

  test('filters by type and validity, sorts by name both ways, and pages on the server', async () => {
    await page.getByLabel('Type').fill('Product');
    await page.getByLabel('Type').press('Enter');
    await pagerStatus().filter({ hasText: '1–10 of 10' }).waitFor();
    await page.getByLabel('Validity').selectOption('true');
    await page.getByText('No schema matches these filters.').waitFor();
    await page.getByLabel('Validity').selectOption('false');
    await pagerStatus().filter({ hasText: '1–10 of 10' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).waitFor({ state: 'detached' });
    await page.getByLabel('Type').fill('');
    await page.getByLabel('Type').press('Enter');
    await page.getByLabel('Validity').selectOption('');
    await pagerStatus().filter({ hasText: '1–50 of 60' }).waitFor();

    await page.getByRole('button', { name: /^Name/ }).click();
    await page.locator('tbody tr').first().filter({ hasText: 'Lamp 05' }).waitFor();
    await page.getByRole('button', { name: /^Name/ }).click();
    await page.locator('tbody tr').first().filter({ hasText: 'Post 58' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await pagerStatus().filter({ hasText: '51–60 of 60' }).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await pagerStatus().filter({ hasText: '1–50 of 60' }).waitFor();
    await page.getByLabel('Search').fill('/blog/1');
    // /blog/1 and /blog/10 to /blog/19, less the two lamps (11 and 17) that live under /lamps/.
    await pagerStatus().filter({ hasText: '1–9 of 9' }).waitFor();
  });

  test('selects several rows, publishes them in one request (delivered at once), then pauses them', async () => {
    for (const name of ['Post 10', 'Post 12', 'Post 13'])
      await row(name).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    const bulk = page.waitForRequest((req) => req.url().endsWith('/schemas/bulk'));
    await bar.getByRole('button', { name: 'Publish' }).click();
    const summary = page.getByRole('dialog', { name: 'Publish 3 schemas?' });
    await summary.getByText(/^3 schemas selected: \d valid, \d with errors/).waitFor();
    await screenshot(page, 'library-bulk-summary');
    await summary.getByRole('button', { name: /^Publish (all )?3$/ }).click();
    assert.deepEqual((await bulk).postDataJSON().action, 'publish');
    await page.getByText('Published 3').waitFor();
    await row('Post 12').getByText('Published').waitFor();
    assert.equal(await delivered(`${SHOP}/blog/12`), 1);
    await screenshot(page, 'library-1280');

    for (const name of ['Post 10', 'Post 12', 'Post 13'])
      await row(name).getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Pause' }).click();
    await page
      .getByRole('dialog', { name: 'Pause 3 schemas?' })
      .getByRole('button', { name: 'Pause 3' })
      .click();
    await page.getByText('Paused 3').waitFor();
    await row('Post 13').getByText('Paused').waitFor();
    assert.equal(await delivered(`${SHOP}/blog/12`), 0);
  });

  test('duplicates a schema to two other URLs as drafts', async () => {
    await page.getByRole('button', { name: 'Duplicate Post 14' }).click();
    await page
      .getByLabel('Page URLs, one per line')
      .fill(`${SHOP}/blog/14-copy-a\n${SHOP}/blog/14-copy-b`);
    await page.getByRole('button', { name: 'Create 2 copies' }).click();
    await page.getByText('Created 2 draft copies').waitFor();
    await row('/blog/14-copy-b').getByText('Draft').waitFor();
  });

  test('exports the site, previews an import with its rejections, then imports the valid file', async () => {
    await page.getByLabel('Search').fill('');
    await pagerStatus().filter({ hasText: '1–50 of 62' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export JSON' }).click(),
    ]);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    assert.equal(file.format, 'sdn-schemas');
    assert.equal(file.schemas.length, 62);

    const moved = file.schemas
      .slice(0, 2)
      .map((s, i) => ({ ...s, name: `Imported ${i}`, pageUrl: `${SHOP}/imported/${i}` }));
    const withBroken = {
      ...file,
      schemas: [...moved, { name: 'Broken', pageUrl: 'not-a-url', jsonLd: article(0) }],
    };
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.locator('#import-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(withBroken)),
    });
    const preview = page.getByRole('list', { name: 'Import preview' });
    await preview.getByText('Must be an absolute URL starting with http:// or https://').waitFor();
    assert.match(
      await page.locator('.summary').textContent(),
      /2\s+would be created,\s+1\s+would be rejected/,
    );
    // Some rows rejected: all or none is off the table; importing the valid ones is a choice of its own.
    await page.getByRole('button', { name: 'Import the 2 valid schemas' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Import 2 schemas' }).count(), 0);
    await screenshot(page, 'library-import-preview');

    await page.locator('#import-file').setInputFiles({
      name: 'good.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...file, schemas: moved })),
    });
    await page
      .locator('.summary')
      .filter({ hasText: /2\s+would be created,\s+0\s+would be rejected/ })
      .waitFor();
    await page.getByRole('button', { name: 'Import 2 schemas' }).click();
    await page.getByText('Imported 2 schemas as drafts').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await pagerStatus().filter({ hasText: '1–50 of 64' }).waitFor();
  });

  test('is usable at 390 px: cards instead of columns, no sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The library's own address, without the earlier tests' sort (a reload would keep it): newest first.
    await page.goto(`${service.baseUrl}/sites/${siteId}`);
    await pagerStatus().filter({ hasText: '1–50 of 64' }).waitFor();
    assert.ok(
      (await sideways()) <= 1,
      `the library scrolls sideways by ${await sideways()}px at 390 px`,
    );
    await row('Imported 1').getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByText('1 selected').waitFor();
    await screenshot(page, 'library-390');
    await page.getByRole('heading', { name: 'Schema library' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifactsDir, 'library-390-viewport.png') });
    assert.deepEqual(pageErrors, []);
  });
});
