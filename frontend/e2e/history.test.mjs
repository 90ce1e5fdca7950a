// Revision history in a real browser against the real service: a schema is created, edited twice and published;
// the editor's History panel lists every change with its author, compares two revisions side by side, and
// restores one with an explicit publish choice. Delivery (/api/inject) serves the restored markup only once it is
// published. The schema's writes before the panel go through the dashboard's own API with the browser's session:
// the editor form is not what this test is about.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const PAGE_URL = 'https://shop.example.com/blog/launch';
const article = (headline) => ({ '@context': 'https://schema.org', '@type': 'Article', headline });

describe('revision history end to end', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let page;
  let pageErrors;
  const email = `history-${Date.now()}@example.com`;
  let clientId = '';
  let schemaId = '';

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
    assert.ok(
      response.ok(),
      `${method} ${path} answered ${response.status()}: ${await response.text()}`,
    );
    return response.status() === 204 ? null : response.json();
  };
  const delivered = async () => {
    const response = await fetch(
      `${service.baseUrl}/api/inject?clientId=${clientId}&url=${encodeURIComponent(PAGE_URL)}`,
    );
    assert.equal(response.status, 200);
    return (await response.json()).items.map((item) => item.jsonLd.headline);
  };
  const panel = () => page.locator('#schema-history');
  const row = (number) => panel().locator(`li.revision[data-revision="${number}"]`);

  test('create, edit twice and publish: delivery serves the live version', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Hana History');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    clientId = (
      await api('POST', '/api/clients', { name: 'Shop', websiteUrl: 'https://shop.example.com' })
    ).id;
    const base = `/api/clients/${clientId}/schemas`;
    schemaId = (
      await api('POST', base, {
        name: 'Launch post',
        pageUrl: PAGE_URL,
        jsonLd: article('First draft'),
      })
    ).id;
    await api('PATCH', `${base}/${schemaId}`, { jsonLd: article('Second draft') });
    await api('PATCH', `${base}/${schemaId}`, {
      jsonLd: article('Bad live edit'),
      name: 'Launch post (final)',
    });
    await api('POST', `${base}/${schemaId}/publish`, {});
    assert.deepEqual(await delivered(), ['Bad live edit']);
  });

  test('the History panel lists every change with who, when and what changed', async () => {
    await page.goto(`${service.baseUrl}/sites/${clientId}/schemas/${schemaId}`);
    await page.getByRole('heading', { name: 'Launch post (final)', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    await row(4).waitFor();
    const texts = (await panel().locator('li.revision').allInnerTexts()).map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    );
    assert.equal(texts.length, 4);
    assert.match(texts[0], /^#4 Published .*Current$/);
    assert.match(texts[1], /^#3 Edited name and JSON-LD changed /);
    assert.match(texts[2], /^#2 Edited JSON-LD changed /);
    assert.match(texts[3], /^#1 Created /);
    for (const text of texts) assert.ok(text.includes(email), `no author in "${text}"`);
    await screenshot(page, '40-history-list');
  });

  test('two chosen revisions are compared side by side, older on the left', async () => {
    await row(3).getByRole('checkbox').check();
    await row(1).getByRole('checkbox').check();
    const diff = panel().locator('app-json-diff');
    await diff.waitFor();
    const headers = await diff.locator('th').allTextContents();
    assert.match(headers[0], /#1 Created/);
    assert.match(headers[1], /#3 Edited/);
    assert.ok((await diff.locator('td.left').allTextContents()).join('\n').includes('First draft'));
    assert.ok(
      (await diff.locator('td.right').allTextContents()).join('\n').includes('Bad live edit'),
    );
    await diff.scrollIntoViewIfNeeded();
    await screenshot(page, '41-history-diff');
  });

  test('restoring without publishing takes the schema off the page; unpausing delivers the restored version', async () => {
    await row(2).getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore revision #2?' });
    await dialog.getByText('nothing is delivered on its page until you unpause it').waitFor();
    await screenshot(page, '42-history-restore-dialog');
    await dialog.getByRole('button', { name: 'Restore and pause for review' }).click();
    await page.getByText('Revision #2 restored as #5').waitFor();
    await row(5).filter({ hasText: 'Restored from #2' }).waitFor();
    await page.locator('.page-header app-status-chip').filter({ hasText: 'Paused' }).waitFor();
    await page.getByRole('heading', { name: 'Launch post', exact: true, level: 1 }).waitFor();
    assert.deepEqual(await delivered(), []);
    // The editor now holds the restored version, with nothing left unsaved.
    assert.equal(await page.getByLabel('Headline', { exact: true }).inputValue(), 'Second draft');
    assert.equal(await page.getByText('Unsaved changes').count(), 0);

    await page.getByRole('button', { name: 'Unpause' }).click();
    await page.locator('.page-header app-status-chip').filter({ hasText: 'Published' }).waitFor();
    assert.deepEqual(await delivered(), ['Second draft']);
    await row(6).filter({ hasText: 'Unpaused' }).waitFor();
  });

  test('"Restore and keep live" puts an old version live at once', async () => {
    await row(1).getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore revision #1?' });
    await dialog.getByRole('button', { name: 'Restore and keep live' }).click();
    await page.getByText('Revision #1 restored as #7').waitFor();
    assert.deepEqual(await delivered(), ['First draft']);
    assert.deepEqual(pageErrors, []);
  });
});
