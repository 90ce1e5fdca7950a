// The Audit tab in a real browser against the real service: an Agency owner adds a site served on loopback (robots.txt,
// a sitemap, a clean product page, one whose price and rating disagree with the page, an FAQ page without markup),
// runs a deep audit, watches it finish, filters the findings, opens a page's detail, saves the proposed markup as
// drafts, compares with a second audit, and downloads the white-label PDF, whose first page is rendered to a PNG.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { artifactsDir, launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';

const product = (origin, name, price, rating) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    image: `${origin}/img.jpg`,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: '10' },
  })}</script>`;

/** The client's shop on loopback. */
async function startShop() {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const html = (head, body) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Shop</title>${head}</head><body>${body}</body></html>`,
        );
    if (path === '/robots.txt')
      return res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`User-agent: *\nDisallow: /admin/\nSitemap: ${origin}/sitemap.xml\n`);
    if (path === '/sitemap.xml') {
      const urls = ['/', '/kettle', '/teapot', '/faq', '/admin/panel']
        .map((p) => `<url><loc>${origin}${p}</loc></url>`)
        .join('');
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
        );
    }
    if (path === '/')
      return html(
        `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Shop","url":"${origin}/"}</script>`,
        '<h1>Shop</h1>',
      );
    if (path === '/kettle')
      return html(
        product(origin, 'Kettle', '49.99', '4.5'),
        '<h1>Kettle</h1><p>€49.99</p><p>Rated 4.5</p>',
      );
    if (path === '/teapot')
      return html(
        product(origin, 'Teapot', '99.00', '4.9'),
        '<h1>Teapot</h1><p>€79.00</p><p>Rated 3.1</p>',
      );
    if (path === '/faq')
      return html(
        '',
        '<h1>FAQ</h1><details><summary>Do you ship?</summary><p>Yes, everywhere.</p></details><details><summary>Can I return?</summary><p>Within 30 days.</p></details>',
      );
    res.writeHead(404).end('not found');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      }),
  };
}

describe('site audit end to end', { timeout: 300_000 }, () => {
  let service;
  let shop;
  let browser;
  let page;
  let errors;
  const email = `auditor-${Date.now()}@agency.example`;

  before(async () => {
    shop = await startShop();
    service = await startService({ SSRF_ALLOWED_ADDRESSES: '127.0.0.1', AUDIT_DELAY_MS: '0' });
    browser = await launchBrowser();
    ({ page, pageErrors: errors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
    await shop?.stop();
  });

  test('an Agency owner adds the client site and opens its Audit tab', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Ada Auditor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await service.cli('plan', 'set', email, 'agency');
    await page.reload();
    await page.getByRole('button', { name: 'Add site' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByLabel('Site name').fill('Kettle Corner');
    await dialog.getByLabel('Website URL').fill(`${shop.origin}/`);
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('heading', { name: 'Kettle Corner', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'Site audit', level: 1 }).waitFor();
    await page.getByText('No audit yet.').waitFor();
  });

  test('a deep audit runs with a progress bar and lists the findings with their fixes', async () => {
    await page.getByLabel('Deep audit (propose markup)').check();
    await page.getByRole('button', { name: 'Start audit' }).click();
    await page.getByRole('progressbar', { name: 'Audit progress' }).waitFor();
    await page
      .locator('.score')
      .filter({ hasText: /Score \d+ \/ 100/ })
      .waitFor({ timeout: 60_000 });
    await page.getByText('1 excluded by robots.txt').waitFor();
    assert.equal(
      await page.getByRole('progressbar', { name: 'Audit progress' }).getAttribute('aria-valuenow'),
      '100',
    );

    await page.getByLabel('Severity').selectOption('error');
    const rows = page.locator('table.pages tbody tr');
    await rows.filter({ hasText: '/teapot' }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('table.pages tbody tr').length === 1,
    );
    assert.match(await rows.first().innerText(), /\/teapot/);
    await page.getByRole('button', { name: '/teapot' }).click();
    await page.getByText('The Product price 99.00 is not the price shown on the page.').waitFor();
    await page.getByText('Make offers.price equal to the price visitors see').first().waitFor();

    await page.getByLabel('Severity').selectOption('');
    await page.getByLabel('Type').selectOption('missing-markup');
    await page.getByRole('button', { name: '/faq' }).click();
    await page.getByText('Proposed FAQPage (from page metadata)').waitFor();
    await screenshot(page, 'audit-results');
    // No sideways scroll at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => !element.closest('.table-wrap'))
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .slice(0, 5),
    );
    assert.deepEqual(wider, [], 'nothing outside a scrolling table reaches past the right edge');
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
    );
    await screenshot(page, 'audit-results-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the proposals are saved as drafts in one click, and a second audit compares with the first', async () => {
    await page.getByRole('button', { name: /Save \d+ proposed schema\(s\) as drafts/ }).click();
    await page.getByText(/draft schema\(s\) saved to the library/).waitFor();
    await page.getByText('· saved as a draft').waitFor();

    await page.getByLabel('Deep audit (propose markup)').uncheck();
    await page.getByRole('button', { name: 'Start audit' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.history li').length === 2);
    await page
      .locator('.score')
      .filter({ hasText: /Score \d+ \/ 100/ })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Compare with previous' }).click();
    const compared = page.getByLabel('Comparison with the previous audit');
    await compared.waitFor();
    assert.match(await compared.innerText(), /0 fixed, 0 new, \d+ still open/);
    assert.equal(await page.locator('.history li').count(), 2);
  });

  test('Download PDF gives the white-label report; its first page renders to a PNG', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdfPath = join(artifactsDir, 'audit-report.pdf');
    await download.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString('utf8').replace(/\s+/g, ' ');
    assert.match(text, /Structured data audit Kettle Corner/);
    assert.doesNotMatch(text, /schema delivery network|\bSDN\b/i);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      join(artifactsDir, 'audit-report-page-1'),
    ]);
    assert.ok(
      statSync(join(artifactsDir, 'audit-report-page-1.png')).size > 2000,
      'the cover page renders',
    );
    assert.deepEqual(errors, []);
  });
});
