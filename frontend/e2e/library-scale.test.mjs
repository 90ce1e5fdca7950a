// The library of a client site at scale, in a real browser against the real service: a Pro site holding 500
// schemas (seeded through the import endpoint) shows each page by its path, pages with a chosen page size, and keeps
// every filter in the address, so a reload, back and a shared link show the same rows. Then a CSV is exported, and a
// CSV of the agency's own is imported: a column mapping changed by hand, the dry run with its rejections and the
// status note, and "Import the N valid rows".
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const SHOP = 'https://shop.example.com';
const COUNT = 500;
const padded = (n) => String(n).padStart(3, '0');
const article = (n) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: `Post ${n}`,
});
const product = (n) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: `Lamp ${n}`,
  offers: { '@type': 'Offer', price: '19.00', priceCurrency: 'EUR' },
});
/** A CSV cell: quoted, quotes doubled (RFC 4180). */
const cell = (value) => `"${String(value).replaceAll('"', '""')}"`;

describe('schema library at 500 schemas end to end', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let page;
  let context;
  let pageErrors;
  let siteId;
  const email = `scale-${Date.now()}@example.com`;

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ context, page, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  const api = (method, path, data) => page.request.fetch(service.baseUrl + path, { method, data });
  const pagerStatus = (on = page) =>
    on.getByRole('navigation', { name: 'Pages of schemas' }).getByRole('status');
  const query = (on = page) => Object.fromEntries(new URL(on.url()).searchParams);
  const library = () => `${service.baseUrl}/sites/${siteId}`;

  test('a Pro site with 500 schemas opens on 50 rows that show each page by its path', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Sam Scale');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await service.cli('plan', 'set', email, 'pro');
    siteId = (await (await api('POST', '/api/clients', { name: 'Shop', websiteUrl: SHOP })).json())
      .id;
    // Every fifth schema a lamp (a Product), the others posts; one import request of 500 items.
    const schemas = Array.from({ length: COUNT }, (_, i) =>
      i % 5 === 4
        ? { name: `Lamp ${padded(i)}`, pageUrl: `${SHOP}/lamps/${padded(i)}`, jsonLd: product(i) }
        : { name: `Post ${padded(i)}`, pageUrl: `${SHOP}/blog/${padded(i)}`, jsonLd: article(i) },
    );
    const seeded = await api('POST', `/api/clients/${siteId}/schemas/import`, { schemas });
    assert.equal(seeded.status(), 201);
    const ids = (await seeded.json()).items.map((item) => item.schemaId);
    // The first 40 lamps published (ids in file order: every fifth is a lamp).
    const lamps = ids.filter((_, i) => i % 5 === 4).slice(0, 40);
    const published = await api('POST', `/api/clients/${siteId}/schemas/bulk`, {
      action: 'publish',
      schemaIds: lamps,
    });
    assert.equal(published.status(), 200);

    await page.goto(library());
    await page.getByRole('heading', { name: 'Schema library' }).waitFor();
    await pagerStatus()
      .filter({ hasText: `1–50 of ${COUNT}` })
      .waitFor();
    assert.equal(await page.locator('tbody tr').count(), 50);
    // The path tells rows apart; the site's own host is left out (the full URL is in the tooltip).
    const shown = await page.locator('tbody tr').first().locator('.url').textContent();
    assert.match(shown.trim(), /^\/(blog|lamps)\/\d{3}$/);
    assert.equal(await page.locator('tbody').getByText('shop.example.com').count(), 0);
    assert.deepEqual(query(), {});
  });

  test('the page size is a choice kept in the address with the page', async () => {
    await page.getByLabel('Rows per page').selectOption('100');
    await pagerStatus()
      .filter({ hasText: `1–100 of ${COUNT}` })
      .waitFor();
    assert.equal(await page.locator('tbody tr').count(), 100);
    await page.getByRole('button', { name: 'Next' }).click();
    await pagerStatus()
      .filter({ hasText: `101–200 of ${COUNT}` })
      .waitFor();
    assert.deepEqual(query(), { page: '2', size: '100' });
    await page.reload();
    await pagerStatus()
      .filter({ hasText: `101–200 of ${COUNT}` })
      .waitFor();
    assert.equal(await page.getByLabel('Rows per page').inputValue(), '100');
    await screenshot(page, 'library-scale-1280');
  });

  test('filters apply as they are typed or chosen, live in the address, and survive a reload, back and a shared link', async () => {
    await page.goto(library());
    await pagerStatus()
      .filter({ hasText: `1–50 of ${COUNT}` })
      .waitFor();
    // Type applies without Enter, once typing pauses.
    await page.getByLabel('Type').pressSequentially('Product');
    await pagerStatus().filter({ hasText: '1–50 of 100' }).waitFor();
    await page.getByLabel('Status').selectOption('published');
    await pagerStatus().filter({ hasText: '1–40 of 40' }).waitFor();
    await page.getByLabel('Search').fill('/lamps/1');
    // Published lamps are the first 40 (lamps 004 to 199): those under /lamps/1 are 104 to 199, every fifth.
    await pagerStatus().filter({ hasText: '1–20 of 20' }).waitFor();
    await page.getByRole('button', { name: /^Name/ }).click();
    await page.locator('tbody tr').first().filter({ hasText: 'Lamp 104' }).waitFor();
    const view = { type: 'Product', status: 'published', q: '/lamps/1', sort: 'name' };
    assert.deepEqual(query(), view);
    await screenshot(page, 'library-scale-filters');

    await page.reload();
    await pagerStatus().filter({ hasText: '1–20 of 20' }).waitFor();
    assert.equal(await page.getByLabel('Type').inputValue(), 'Product');
    assert.equal(await page.getByLabel('Status').inputValue(), 'published');
    assert.equal(await page.getByLabel('Search').inputValue(), '/lamps/1');
    await page.locator('tbody tr').first().filter({ hasText: 'Lamp 104' }).waitFor();

    // Back undoes the sort, then the search; forward brings the search back.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await pagerStatus().filter({ hasText: '1–20 of 20' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await pagerStatus().filter({ hasText: '1–40 of 40' }).waitFor();
    assert.equal(await page.getByLabel('Search').inputValue(), '');
    await page.goForward();
    await pagerStatus().filter({ hasText: '1–20 of 20' }).waitFor();
    assert.equal(await page.getByLabel('Search').inputValue(), '/lamps/1');

    // A colleague opening the link (same workspace session) sees the same rows.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await pagerStatus(shared).filter({ hasText: '1–20 of 20' }).waitFor();
    assert.equal(await shared.getByLabel('Type').inputValue(), 'Product');
    await shared.close();

    await page.goto(library());
    await pagerStatus()
      .filter({ hasText: `1–50 of ${COUNT}` })
      .waitFor();
  });

  test('exports the 500 schemas as CSV: a header, one record a schema, formula-safe', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `schemas-${siteId}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    assert.ok(text.startsWith('\uFEFFname,pageUrl,schemaType,status,jsonLd,updatedAt\r\n'));
    const records = text.split('\r\n').filter((line) => line !== '');
    assert.equal(records.length, COUNT + 1);
    assert.match(records[1], /^Post 000,https:\/\/shop\.example\.com\/blog\/000,Article,draft,"\{/);
  });

  test('imports a CSV of its own: a mapping changed by hand, the dry run, then the valid rows only', async () => {
    const jsonLd = (n) => JSON.stringify(article(`csv ${n}`));
    const csv = [
      ['Name', 'Label', 'URL', 'JSON-LD', 'status'],
      ['row-1', 'CSV import 1', `${SHOP}/csv/1`, jsonLd(1), 'published'],
      ['row-2', 'CSV import 2', 'not-a-url', jsonLd(2), 'draft'],
      ['row-3', '=CSV import 3', `${SHOP}/csv/3`, jsonLd(3), 'published'],
      ['row-4', 'CSV import 4', `${SHOP}/csv/4`, '{"@type": "Article", headline', 'draft'],
      ['row-5', 'CSV import 5', `${SHOP}/csv/5`, jsonLd(5), 'paused'],
    ]
      .map((record) => record.map(cell).join(','))
      .join('\r\n');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import schemas' });
    await dialog.locator('#import-file').setInputFiles({
      name: 'agency-library.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // Mapped from the header: Name, URL and JSON-LD; the names this agency wants are in "Label".
    const preview = dialog.getByRole('table', { name: 'First rows as they will be imported' });
    await preview.getByRole('cell', { name: 'row-1' }).waitFor();
    assert.equal(await dialog.getByLabel('Page URL').inputValue(), '2');
    await dialog.getByLabel('Name').selectOption({ label: 'Label' });
    await preview.getByRole('cell', { name: 'CSV import 1' }).waitFor();
    await screenshot(page, 'library-csv-mapping');

    const dryRun = page.waitForRequest((req) => req.url().endsWith('/schemas/import'));
    await dialog.getByRole('button', { name: 'Check 5 rows' }).click();
    assert.equal((await dryRun).postDataJSON().dryRun, true);
    await dialog
      .locator('.summary')
      .filter({ hasText: /3\s+would be created,\s+2\s+would be rejected/ })
      .waitFor();
    const list = dialog.getByRole('list', { name: 'Import preview' });
    await list.getByText('Must be an absolute URL starting with http:// or https://').waitFor();
    await list.getByText('jsonLd: Must be a JSON object (or an array of objects)').waitFor();
    assert.match(
      await dialog.getByTestId('import-status-note').textContent(),
      /^3 schemas are created as drafts: nothing is delivered until it is published\. In the file, 2 were published and 1 paused: they arrive as drafts too/,
    );
    assert.equal(await dialog.getByRole('button', { name: 'Import 3 schemas' }).count(), 0);
    await screenshot(page, 'library-csv-dry-run');

    const imported = page.waitForRequest(
      (req) => req.url().endsWith('/schemas/import') && req.postDataJSON().dryRun === false,
    );
    await dialog.getByRole('button', { name: 'Import the 3 valid rows' }).click();
    assert.equal((await imported).postDataJSON().validOnly, true);
    await page.getByText('Imported 3 schemas as drafts; 2 rejected left out').waitFor();
    await dialog
      .locator('.summary')
      .filter({ hasText: /3\s+created,\s+2\s+rejected/ })
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await pagerStatus()
      .filter({ hasText: `1–50 of ${COUNT + 3}` })
      .waitFor();

    const rows = await (
      await api('GET', `/api/clients/${siteId}/schemas?search=/csv/&sort=pageUrl`)
    ).json();
    assert.deepEqual(
      rows.items.map((s) => [s.name, s.pageUrl, s.status]),
      [
        ['CSV import 1', `${SHOP}/csv/1`, 'draft'],
        ['=CSV import 3', `${SHOP}/csv/3`, 'draft'],
        ['CSV import 5', `${SHOP}/csv/5`, 'draft'],
      ],
    );
    assert.deepEqual(pageErrors, []);
  });
});
