// The trash in a real browser against the real service: an owner deletes a client site that has schemas (the
// confirmation says it goes to the Trash and for how long, delivery stops at once), finds it on the Trash page (no
// sideways scroll at 390 px), restores it, follows the link to where it went, and finds its schemas back, the
// published one delivered again.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const SHOP = 'https://shop.example.com';
const article = (headline) => ({ '@context': 'https://schema.org', '@type': 'Article', headline });

describe('trash end to end', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let page;
  let pageErrors;
  let siteId;
  const email = `trash-${Date.now()}@example.com`;

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  const api = (method, path, data) => page.request.fetch(service.baseUrl + path, { method, data });
  const delivered = async (url) =>
    (
      await (
        await api('GET', `/api/inject?clientId=${siteId}&url=${encodeURIComponent(url)}`)
      ).json()
    ).items.length;
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test('deleting a site with schemas sends it to the Trash and stops its delivery', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Tia Trash');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    siteId = (
      await (await api('POST', '/api/clients', { name: 'Acme shop', websiteUrl: SHOP })).json()
    ).id;
    for (const [name, path] of [
      ['Launch post', '/blog/launch'],
      ['Draft post', '/blog/draft'],
    ]) {
      const created = await api('POST', `/api/clients/${siteId}/schemas`, {
        name,
        pageUrl: SHOP + path,
        jsonLd: article(name),
      });
      assert.equal(created.status(), 201);
      if (path === '/blog/launch') {
        const { id } = await created.json();
        assert.equal(
          (await api('POST', `/api/clients/${siteId}/schemas/${id}/publish`)).status(),
          200,
        );
      }
    }
    assert.equal(await delivered(`${SHOP}/blog/launch`), 1);

    await page.reload();
    await page.getByRole('button', { name: 'Delete Acme shop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Acme shop?' });
    const message = await confirm.textContent();
    assert.match(message, /go to the Trash, where they can be restored for 30 days/);
    await confirm.getByRole('button', { name: 'Delete site' }).click();
    await page.getByText('Acme shop moved to the Trash').waitFor();
    assert.equal(await delivered(`${SHOP}/blog/launch`), 0);
  });

  test('the Trash lists the site with its schemas, who deleted it and when it goes, at 390 px too', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Trash' })
      .click();
    await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Acme shop' });
    await item.getByText(`${SHOP} · with 2 schemas`).waitFor();
    assert.match(await item.textContent(), new RegExp(`by ${email}`));
    assert.match(await item.textContent(), /Deleted for good on .* \(in 30 days\)/);
    await item.getByRole('button', { name: 'Delete forever Acme shop' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Restore Acme shop' }).waitFor();
    assert.ok((await sideways()) <= 0, 'the Trash page scrolls sideways at 390 px');
    await screenshot(page, 'trash-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('restoring brings the site back with its schemas and says where it went', async () => {
    await page.getByRole('button', { name: 'Restore Acme shop' }).click();
    const status = page.getByRole('status').filter({ hasText: 'is back in Sites' });
    await status
      .getByText('Acme shop is back in Sites with its 2 schemas, delivered as before.')
      .waitFor();
    await page.getByText('The trash is empty.').waitFor();
    await screenshot(page, 'trash-restored');
    assert.equal(await delivered(`${SHOP}/blog/launch`), 1);

    await status.getByRole('link', { name: 'Open Acme shop' }).click();
    await page.waitForURL(new RegExp(`/sites/${siteId}$`));
    await page.getByRole('row').filter({ hasText: 'Launch post' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Draft post' }).waitFor();
    assert.deepEqual(pageErrors, []);
  });
});
