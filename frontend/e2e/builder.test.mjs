// The schema builder with the keyboard only: from the type search (a combobox) to a saved Product whose Offer
// starts as the type Google expects and asks for price, currency and availability first. Sign-up and the site are
// set up through the API; everything from the type search to "Save draft" is Tab, arrows, Enter and typing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, previewedJson, screenshot, startService } from './harness.mjs';

describe('schema builder by keyboard', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let context;
  let page;
  let pageErrors;
  const state = { clientId: '', schemaId: '' };

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ context, page, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 1000 },
      locale: 'en-US',
      timezoneId: 'Europe/Paris',
    }));
    // The page's request context shares the browser's cookies: the session set here is the dashboard's.
    const api = page.request;
    const signup = await api.post(`${service.baseUrl}/api/auth/signup`, {
      data: {
        name: 'Kim Keys',
        email: `keys-${Date.now()}@example.com`,
        password: 'correct-horse-42',
      },
    });
    assert.equal(signup.status(), 201, await signup.text());
    const site = await api.post(`${service.baseUrl}/api/clients`, {
      data: { name: 'Trail shop', websiteUrl: 'https://shop.example.com' },
    });
    assert.equal(site.status(), 201, await site.text());
    state.clientId = (await site.json()).id;
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

  /**
   * Presses Tab (or Shift+Tab) until the element matching `selector` (and holding `text`, when given) has focus;
   * fails after `limit` presses.
   */
  async function tabTo(selector, { back = false, limit = 40, text = '' } = {}) {
    const focused = () =>
      page.evaluate(
        ([s, t]) => {
          const element = document.activeElement;
          return !!element?.matches(s) && (element.textContent ?? '').includes(t);
        },
        [selector, text],
      );
    for (let presses = 0; presses < limit; presses++) {
      if (await focused()) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    assert.fail(
      `${selector} not reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} (focus on #${await focusedId()})`,
    );
  }

  const activeOption = () => page.locator('#type-search').getAttribute('aria-activedescendant');
  /** Zoneless rendering follows a key press a moment later: wait until the combobox announces `id` (or any other). */
  async function expectActive(id, { not = false } = {}) {
    await page.waitForFunction(
      ([expected, negate]) => {
        const current =
          document.querySelector('#type-search')?.getAttribute('aria-activedescendant') ?? null;
        return negate ? current !== null && current !== expected : current === expected;
      },
      [id, not],
    );
  }

  test('the type picker is a combobox: rich results first, other types disabled on Free, arrows and Enter pick', async () => {
    await page.goto(`${service.baseUrl}/sites/${state.clientId}/schemas/new`);
    await page.locator('#type-option-Article').waitFor();
    await page.locator('#schema-page-url').focus();
    await page.keyboard.type('https://shop.example.com/trail-shoe');
    await page.keyboard.press('Tab');
    assert.equal(await focusedId(), 'type-search');
    const combobox = page.getByRole('combobox', { name: 'Search Schema.org types' });
    assert.equal(await combobox.getAttribute('aria-expanded'), 'true');
    // Unsearched, the list opens on Google's rich-result types, each naming its rich result.
    const first = page.getByRole('option').first();
    assert.equal(await first.locator('.name').textContent(), 'Article');
    assert.notEqual(await page.locator('#type-option-Product .badge.rich').textContent(), '');
    await screenshot(page, 'builder-01-type-picker');

    await page.keyboard.type('Pro');
    await page.waitForFunction(
      () =>
        document.querySelector('#type-search-status')?.textContent?.includes('on your plan') &&
        document.querySelector('[role="option"]')?.id === 'type-option-Product',
    );
    await expectActive('type-option-Product');
    assert.match(
      await page.locator('#type-option-Product .badge.rich').textContent(),
      /Merchant listing/,
    );
    // Free plan: a non-rich-result type is listed, marked and disabled; Enter on it explains the upgrade.
    await page.keyboard.press('End');
    await expectActive('type-option-Product', { not: true });
    const last = await activeOption();
    assert.equal(await page.locator(`#${last}`).getAttribute('aria-disabled'), 'true');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'needs the Pro plan' })
      .getByRole('link', { name: /Upgrade/ })
      .waitFor();
    await page.keyboard.press('Home');
    await expectActive('type-option-Product');
    await page.keyboard.press('ArrowDown');
    await expectActive('type-option-Product', { not: true });
    await page.keyboard.press('ArrowUp');
    await expectActive('type-option-Product');
    await screenshot(page, 'builder-02-type-search');
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => document.querySelector('#type-search')?.getAttribute('aria-expanded') === 'false',
    );
    assert.equal(await activeOption(), null, 'a closed list announces no option');
    await page.keyboard.press('ArrowDown');
    await expectActive('type-option-Product');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Type: Product' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'change-type');
  });

  test('a Product with its Offer, built with Tab and typing, saves valid JSON-LD', async () => {
    await page.getByRole('heading', { name: /^Required for Product snippet/ }).waitFor();
    await tabTo('#prop-name');
    await page.keyboard.type('Trail shoe');
    // offers is a list: "Add offer" starts an Offer (not a Demand), price and currency first, and takes focus there.
    await tabTo('#prop-offers-add');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'prop-offers-0-price');
    assert.equal(await page.locator('#prop-offers-0 legend').first().textContent(), 'Offer 1');
    const groups = await page.locator('#prop-offers-0 .group-label').allTextContents();
    assert.equal(groups[0], 'Required for Merchant listing');
    const required = await page
      .locator('#prop-offers-0 [data-group="required"] > app-property-field > [data-property]')
      .evaluateAll((nodes) => nodes.map((node) => node.dataset.property));
    assert.deepEqual(required, ['price', 'priceCurrency']);

    await tabTo('#prop-offers-0-price');
    // At a person's pace (Playwright's default sends the five keys with no pause): once in four CI runs the ".9"
    // of a burst was lost (price 89). Recorded for the dashboard as a suspected input race on number fields.
    await page.keyboard.type('89.90', { delay: 40 });
    await page.keyboard.press('Tab');
    assert.equal(await focusedId(), 'prop-offers-0-priceCurrency');
    // A burst on purpose: once under CI load the "r" was lost ("EU") when the next field's first key wrote the Offer
    // from the node as it was before it; the node editor now writes from its own last result.
    await page.keyboard.type('eur');
    await tabTo('#prop-offers-0-availability');
    await page.keyboard.type('In stock');
    await tabTo('#prop-offers-0-priceValidUntil');
    await page.keyboard.type('12312026');
    // Chromium fills the year digit by digit: after "202" the input already holds the valid date 0202-12-31, and
    // the preview shows it before the last digit lands. Wait for the input's final value, then for the preview.
    await page.waitForFunction(
      () => document.querySelector('#prop-offers-0-priceValidUntil')?.value === '2026-12-31',
    );
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="json-ld-preview"]')
        ?.textContent?.includes('2026-12-31'),
    );
    const written = await previewedJson(page);
    assert.deepEqual(written.offers, [
      {
        '@type': 'Offer',
        price: 89.9,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-12-31',
      },
    ]);
    // The code editor has caught up with the form when it holds the last value typed. Its diagnostics must be about
    // that text from then on: the debounced re-lint comes later and may never come while the form is being filled in.
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="json-code-editor"] .cm-content')
        ?.textContent?.includes('2026-12-31'),
    );
    assert.equal(
      await page
        .getByTestId('json-code-editor')
        .locator('.cm-lint-marker-error, .cm-lintRange-error, .cm-lintPoint-error')
        .count(),
      0,
      'valid JSON, not yet validated, shows no error in the code editor',
    );
    await screenshot(page, 'builder-03-product-offer');

    await tabTo('button', { text: 'Save draft', back: true, limit: 200 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/schemas\/[0-9a-f-]{36}$/);
    state.schemaId = /\/schemas\/([0-9a-f-]{36})$/.exec(page.url())[1];

    const saved = await page.request.get(
      `${service.baseUrl}/api/clients/${state.clientId}/schemas/${state.schemaId}`,
    );
    assert.equal(saved.status(), 200);
    const { jsonLd, name, pageUrl } = await saved.json();
    assert.equal(name, 'Product schema');
    assert.equal(pageUrl, 'https://shop.example.com/trail-shoe');
    assert.deepEqual(jsonLd, {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Trail shoe',
      offers: [
        {
          '@type': 'Offer',
          price: 89.9,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          priceValidUntil: '2026-12-31',
        },
      ],
    });
    assert.deepEqual(pageErrors, []);
  });
});
