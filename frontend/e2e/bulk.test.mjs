// A bulk run in a real browser against the real service: a Pro owner pastes three URLs of a customer site served on
// loopback (the service allows loopback fetches only through its SSRF test setting), follows the run to its end
// (one URL fails with its reason), publishes the two drafts together, and /api/inject then delivers them. No OpenAI
// key is set, so every page is read from its own metadata.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
/** The mug's price on the customer's page: a test changes it to see a later run propose the update. */
let mugPrice = '19.00';

/** Product and article pages with plain metadata; /missing answers 404. */
function fixturePage(path) {
  if (path === '/products/blue-mug') {
    return `<title>Blue mug</title><meta name="description" content="A blue stoneware mug, 350 ml.">
      <meta property="og:type" content="product"><meta property="og:title" content="Blue mug">
      <meta property="product:price:amount" content="${mugPrice}"><meta property="product:price:currency" content="EUR">`;
  }
  if (path === '/blog/launch') {
    return `<title>We launched</title><meta name="description" content="The story of our launch day.">
      <meta property="og:type" content="article"><meta property="article:published_time" content="2026-11-01T09:00:00Z">
      <meta name="author" content="Ada Writer">`;
  }
  return null;
}

async function startFixtureSite() {
  const server = createServer((request, response) => {
    const head = fixturePage(new URL(request.url, 'http://x').pathname);
    if (!head) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head>${head}</head><body><main><h1>${head.match(/<title>(.*?)<\/title>/)[1]}</h1>
      <p>${'Plain page text for the reader. '.repeat(20)}</p></main></body></html>`);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((done) => server.close(done)),
  };
}

describe('bulk generation end to end', { timeout: 240_000 }, () => {
  let site;
  let service;
  let browser;
  let page;
  let pageErrors;
  let siteId;
  const email = `bulk-${Date.now()}@example.com`;

  before(async () => {
    site = await startFixtureSite();
    service = await startService({ SSRF_ALLOW_PRIVATE: 'true', OPENAI_API_KEY: '' });
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, { viewport: { width: 390, height: 844 } }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
    await site?.stop();
  });

  const api = (method, path, data) => page.request.fetch(service.baseUrl + path, { method, data });
  const urls = () => [
    `${site.origin}/products/blue-mug`,
    `${site.origin}/blog/launch`,
    `${site.origin}/missing`,
  ];

  test('a Free owner sees the upgrade link instead of the form; the operator moves the workspace to Pro', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Bea Bulk');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    siteId = (
      await (await api('POST', '/api/clients', { name: 'Shop', websiteUrl: site.origin })).json()
    ).id;

    await page.goto(`${service.baseUrl}/sites/${siteId}`);
    await page.getByRole('link', { name: 'Bulk generate' }).click();
    await page.getByRole('heading', { name: 'Bulk generation', level: 1 }).waitFor();
    await page
      .getByTestId('bulk-upgrade')
      .getByRole('link', { name: 'Upgrade in Billing' })
      .waitFor();

    await service.cli('plan', 'set', email, 'pro');
    await page.reload();
    await page.getByTestId('bulk-limit').filter({ hasText: '10 URLs per run' }).waitFor();
  });

  test('pasted URLs run to the end with a row each; the failed one says why', async () => {
    await page.getByLabel('Page URLs, one a line').fill(urls().join('\n'));
    await page.getByText('3 of 10 URLs').waitFor();
    await page.getByRole('button', { name: 'Start run' }).click();
    await page.waitForURL(/run=/);
    await page
      .getByTestId('bulk-progress')
      .filter({ hasText: '3 of 3 done (100%)' })
      .waitFor({ timeout: 60_000 });
    const rows = page.getByTestId('bulk-row');
    assert.equal(await rows.count(), 3);
    await rows.filter({ hasText: '/products/blue-mug' }).filter({ hasText: 'Done' }).waitFor();
    await rows.filter({ hasText: '/blog/launch' }).filter({ hasText: 'Done' }).waitFor();
    const failed = rows.filter({ hasText: '/missing' });
    await failed.filter({ hasText: 'Failed' }).waitFor();
    assert.match(await failed.getByTestId('bulk-row-error').textContent(), /404/);
    await page.getByRole('button', { name: 'Retry 1 failed' }).waitFor();
    // No sideways scroll at 390 px.
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
    );
    assert.equal(
      await page.locator('.table-wrap').evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth),
      true,
    );
    await screenshot(page, '30-bulk-run-finished');
  });

  test('the two drafts are published together and delivered by /api/inject', async () => {
    await page.getByRole('checkbox', { name: 'Select every draft' }).check();
    await page.getByText('2 of 2 draft(s) selected').waitFor();
    await page.getByRole('button', { name: 'Publish selected' }).click();
    await page.getByText('2 schemas published').waitFor();
    await page.getByText('0 of 0 draft(s) selected').waitFor();

    const [mug, launch] = urls();
    // A post under /blog/ is read as a blog post: BlogPosting is one of the article types.
    for (const [url, type] of [
      [mug, /"@type":"Product"/],
      [launch, /"@type":"(Article|BlogPosting|NewsArticle)"/],
    ]) {
      const delivered = await (
        await fetch(
          `${service.baseUrl}/api/inject?clientId=${siteId}&url=${encodeURIComponent(url)}`,
        )
      ).json();
      assert.equal(delivered.items.length, 1, `one schema delivered on ${url}`);
      assert.match(JSON.stringify(delivered.items[0]), type, `${type} delivered on ${url}`);
    }
    const missing = await (
      await fetch(
        `${service.baseUrl}/api/inject?clientId=${siteId}&url=${encodeURIComponent(urls()[2])}`,
      )
    ).json();
    assert.equal(missing.items.length, 0);
  });

  test('a later run over a published page proposes an update, shown as a difference and applied only on request', async () => {
    const [mug] = urls();
    mugPrice = '17.50';
    await page.goto(`${service.baseUrl}/sites/${siteId}/bulk`);
    await page.getByLabel('Page URLs, one a line').fill(mug);
    await page.getByRole('button', { name: 'Start run' }).click();
    await page
      .getByTestId('bulk-progress')
      .filter({ hasText: '1 of 1 done (100%)' })
      .waitFor({ timeout: 60_000 });
    const row = page.getByTestId('bulk-row').filter({ hasText: '/products/blue-mug' });
    assert.match(
      await row.getByTestId('bulk-row-note').textContent(),
      /already has a published Product schema for this page; no second one was made/,
    );
    await row.getByRole('button', { name: /Compare the reading of/ }).click();
    const dialog = page.getByRole('dialog', { name: "Update the library's schema?" });
    await dialog.getByTestId('diff-summary').waitFor();
    const shown = await dialog.textContent();
    assert.match(shown, /17\.50?\b/, 'the new price on the page');
    assert.match(shown, /19(\.00)?\b/, 'the price in the library');
    await screenshot(page, '31-bulk-update-proposal');
    await dialog.getByRole('button', { name: 'Apply the reading to this schema' }).click();
    await page.getByText('updated from the page').waitFor();
    const delivered = await (
      await fetch(`${service.baseUrl}/api/inject?clientId=${siteId}&url=${encodeURIComponent(mug)}`)
    ).json();
    assert.equal(delivered.items.length, 1, 'still one schema on the page');
    assert.match(JSON.stringify(delivered.items[0].jsonLd), /"price":"?17\.50?"?/);
  });

  test('From URL in the schema editor reads a page, says AI is not configured, and "Use this" fills a draft to save', async () => {
    await page.goto(`${service.baseUrl}/sites/${siteId}/schemas/new`);
    await page.getByRole('button', { name: 'Generate from a page' }).click();
    const panel = page.locator('app-from-url-panel');
    await panel.getByLabel('Address of the page to read').fill(`${site.origin}/products/blue-mug`);
    await panel.getByRole('button', { name: 'Generate' }).click();
    await panel.getByTestId('from-url-ai-off').waitFor();
    await panel.getByRole('heading', { name: 'Proposed Product' }).waitFor();
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
    );
    await screenshot(page, '31-from-url-result');
    await panel.getByRole('button', { name: 'Use this' }).click();
    await page.getByRole('heading', { name: 'Type: Product' }).waitFor();
    assert.equal(
      await page.locator('#schema-page-url').inputValue(),
      `${site.origin}/products/blue-mug`,
    );
    assert.match(await page.getByTestId('json-ld-preview').textContent(), /Blue mug/);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/schemas\/[0-9a-f-]{36}$/);
    const schemas = await (await api('GET', `/api/clients/${siteId}/schemas?status=draft`)).json();
    assert.equal(
      schemas.items.filter(
        (schema) => schema.jsonLd['@type'] === 'Product' && schema.jsonLd.name === 'Blue mug',
      ).length,
      1,
    );
    assert.deepEqual(pageErrors, []);
  });
});
