// Search Console from Connect to the chart, in a real browser against the real service and a loopback fake of
// Google (consent page, token endpoint, Search Console API) driven by the service's real Google client libraries.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startFakeGoogle } from '../../backend/test/support/fake-google.ts';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const SITE = 'https://shop.example.com';
const PAGE_A = `${SITE}/shoes/trail`;
const pacific = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const today = pacific.format(new Date());
const addDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('search console end to end', { timeout: 300_000 }, () => {
  let google;
  let service;
  let browser;
  let page;
  let pageErrors;
  const email = `sc-owner-${Date.now()}@example.com`;

  before(async () => {
    const rows = [];
    for (let back = 100; back >= 0; back -= 1) {
      rows.push({
        date: addDays(today, -back),
        page: PAGE_A,
        clicks: 3,
        impressions: 40,
        position: 4.5,
      });
      rows.push({
        date: addDays(today, -back),
        page: `${PAGE_A}/`,
        clicks: 1,
        impressions: 10,
        position: 8,
      });
    }
    google = await startFakeGoogle({
      clientId: 'e2e-client',
      clientSecret: 'e2e-secret',
      properties: [{ siteUrl: `${SITE}/`, permissionLevel: 'siteOwner' }],
      rows,
    });
    service = await startService((baseUrl) => ({
      ...google.env,
      GOOGLE_OAUTH_REDIRECT_URL: `${baseUrl}/api/search-console/oauth/callback`,
      TOKEN_ENCRYPTION_KEY: 'b'.repeat(64),
      SEARCH_CONSOLE_REQUEST_INTERVAL_MS: '0',
    }));
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 1000 } }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
    await google?.close();
  });

  test('a Pro owner connects Search Console and sees totals, the chart with the publish marked, and the near miss', async () => {
    const api = page.context().request;
    await api.post(`${service.baseUrl}/api/auth/signup`, {
      data: { email, password: 'correct-horse-42' },
    });
    await service.cli('plan', 'set', email, 'pro');
    const site = await (
      await api.post(`${service.baseUrl}/api/clients`, {
        data: { name: 'Shoe shop', websiteUrl: SITE },
      })
    ).json();
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Trail shoe',
      offers: { '@type': 'Offer', price: '120', priceCurrency: 'EUR' },
    };
    const schema = await (
      await api.post(`${service.baseUrl}/api/clients/${site.id}/schemas`, {
        data: { name: 'Trail shoe', pageUrl: PAGE_A, jsonLd },
      })
    ).json();
    assert.equal(
      (
        await api.post(`${service.baseUrl}/api/clients/${site.id}/schemas/${schema.id}/publish`, {
          data: {},
        })
      ).status(),
      200,
    );

    await page.goto(`${service.baseUrl}/sites/${site.id}`);
    await page.getByRole('link', { name: 'Performance' }).click();
    await page.waitForURL(/\/performance$/);
    await page.getByText('No data yet; Google reports with a 1–2 day lag.').waitFor();
    await page.getByRole('button', { name: 'Connect Search Console' }).click();

    // Google's consent (the fake consents at once) and back through the service's callback.
    await page.waitForURL(/\/performance\?searchConsole=connected/);
    assert.equal(
      google.consents.at(-1).get('scope'),
      'openid https://www.googleapis.com/auth/webmasters.readonly',
    );
    await page
      .getByTestId('property')
      .filter({ hasText: `${SITE}/` })
      .waitFor();
    // Figures land as each read does; the sync has ended once the freshness names the last day.
    await page
      .getByTestId('freshness')
      .filter({ hasText: /Data until \d+ \w+ \d{4}; Google reports with a 1–2 day lag\./ })
      .waitFor();
    await page.getByTestId('total-clicks').filter({ hasText: '84' }).waitFor();
    assert.equal(await page.getByTestId('total-impressions').textContent(), '1,120');
    await page
      .getByTestId('held-days')
      .filter({ hasText: /Figures held for/ })
      .waitFor();

    // The chart (ECharts, SVG) draws the two series and a mark on the publish day.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('app-performance-chart svg text')].some((t) =>
        t.textContent.startsWith('Published Trail shoe'),
      ),
    );
    assert.ok((await page.locator('app-performance-chart svg path').count()) > 2);

    await page.getByRole('cell', { name: /trailing slash/ }).waitFor();
    await page.getByRole('heading', { name: 'Before and after publishing' }).waitFor();
    await page.getByText('Too recent: Google has no data after the publish day yet.').waitFor();
    await page.getByRole('button', { name: '90 days' }).click();
    await page.getByTestId('total-clicks').filter({ hasText: '270' }).waitFor();
    // The first sync read the 90 days of the view, so there is no previous 90-day period to compare with yet.
    await page.getByText(/No comparison with the 90 days before yet/).waitFor();
    await screenshot(page, 'search-console-performance');
    assert.deepEqual(pageErrors, []);
  });
});
