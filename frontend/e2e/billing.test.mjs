// Billing in a real browser against the real service, with Stripe replaced by a loopback fake that the service's
// real Stripe SDK talks to: upgrade -> Checkout page -> pay (the fake sends signed webhooks) -> the dashboard shows
// Pro and Pro limits apply -> cancel at period end in the portal -> still Pro with the notice -> the period ends
// (a short period set in the fake; the service's clock is the real one) -> Free, every piece of data kept and the
// published schema still delivered.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FakeStripe } from '../../backend/test/support/fake-stripe.ts';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
// Long enough for checkout and cancellation in the browser, short enough to wait for.
const PERIOD_SECONDS = 30;
const article = (headline) => ({ '@context': 'https://schema.org', '@type': 'Article', headline });

describe('billing end to end', { timeout: 400_000 }, () => {
  let stripe;
  let service;
  let browser;
  let page;
  let pageErrors;
  let siteId;
  let periodEnd;
  const email = `payer-${Date.now()}@example.com`;

  before(async () => {
    stripe = await new FakeStripe().start();
    stripe.periodSeconds = PERIOD_SECONDS;
    service = await startService(stripe.env());
    stripe.webhookUrl = `${service.baseUrl}/api/billing/webhook`;
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
    await stripe?.stop();
  });

  /** The dashboard API with the browser's own session cookie. */
  const api = (method, path, data) => page.request.fetch(service.baseUrl + path, { method, data });
  const planChip = (name) => page.locator('.topbar .chip').filter({ hasText: name });

  test('a Free owner with five saved schemas, one published, is at the limit', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Paula Payer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();

    siteId = (
      await (
        await api('POST', '/api/clients', { name: 'Shop', websiteUrl: 'https://shop.example' })
      ).json()
    ).id;
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const res = await api('POST', `/api/clients/${siteId}/schemas`, {
        name: `Post ${i}`,
        pageUrl: `https://shop.example/p${i}`,
        jsonLd: article(`Post ${i}`),
      });
      assert.equal(res.status(), 201);
      ids.push((await res.json()).id);
    }
    assert.equal(
      (await api('POST', `/api/clients/${siteId}/schemas/${ids[0]}/publish`)).status(),
      200,
    );
    const sixth = await api('POST', `/api/clients/${siteId}/schemas`, {
      name: 'Sixth',
      pageUrl: 'https://shop.example/p5',
      jsonLd: article('Sixth'),
    });
    assert.equal(sixth.status(), 403);
    assert.equal((await sixth.json()).error, 'limit_reached');
  });

  test('the plans page leads to Billing, which sends the owner to Stripe Checkout', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plans' })
      .click();
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByTestId('billing-plan').filter({ hasText: 'Free' }).waitFor();
    await screenshot(page, '20-billing-free');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await page.getByText('price_fake_pro').waitFor();
  });

  test('paying sends signed webhooks; back on the dashboard the workspace is Pro and Pro limits apply', async () => {
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();
    await page.waitForURL(`${service.baseUrl}/billing/success**`);
    await page
      .getByTestId('billing-confirmed')
      .filter({ hasText: 'Your workspace is on Pro.' })
      .waitFor();
    await planChip('Pro').waitFor();
    const sixth = await api('POST', `/api/clients/${siteId}/schemas`, {
      name: 'Sixth',
      pageUrl: 'https://shop.example/p5',
      jsonLd: article('Sixth'),
    });
    assert.equal(sixth.status(), 201);
    await page.getByRole('link', { name: 'Back to Billing' }).click();
    await page.getByTestId('billing-plan').filter({ hasText: 'Pro' }).waitFor();
    await page.getByText(/^Renews on \d{1,2} \w{3} \d{4}\.$/).waitFor();
    periodEnd = Date.parse((await (await api('GET', '/api/billing')).json()).currentPeriodEnd);
  });

  test('cancelling in the portal keeps Pro until the period end, with the notice', async () => {
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.waitForURL(`${service.baseUrl}/billing`);
    await page
      .getByTestId('billing-cancellation')
      .filter({ hasText: /^\s*Pro until \d{1,2} \w{3} \d{4}, then Free\.\s*$/ })
      .waitFor();
    await planChip('Pro').waitFor();
    await screenshot(page, '21-billing-cancelled');
    assert.ok(Date.now() < periodEnd, 'the period must still be running');
  });

  test('after the period end the workspace is Free, with every schema kept and the published one still delivered', async () => {
    // No final webhook is sent: the period end read from the subscription alone ends the plan.
    await new Promise((done) => setTimeout(done, Math.max(0, periodEnd - Date.now()) + 500));
    await page.reload();
    await planChip('Free').waitFor();
    await page.getByTestId('billing-plan').filter({ hasText: 'Free' }).waitFor();
    assert.equal(await page.getByTestId('billing-cancellation').count(), 0);

    const schemas = await (await api('GET', `/api/clients/${siteId}/schemas`)).json();
    assert.equal(schemas.items.length, 6);
    const delivered = await (
      await fetch(
        `${service.baseUrl}/api/inject?clientId=${siteId}&url=${encodeURIComponent('https://shop.example/p0')}`,
      )
    ).json();
    assert.equal(delivered.items.length, 1);
    const seventh = await api('POST', `/api/clients/${siteId}/schemas`, {
      name: 'Seventh',
      pageUrl: 'https://shop.example/p6',
      jsonLd: article('Seventh'),
    });
    assert.equal(seventh.status(), 403);
    await screenshot(page, '22-billing-free-again');
    assert.deepEqual(pageErrors, []);
  });
});
