// Rich results built with the keyboard only, without the JSON editor: a BreadcrumbList of 4 items (positions kept
// right through a reorder and a removal), an FAQPage of 3 questions, and a LocalBusiness with a structured address,
// geo coordinates and opening hours Mon-Fri 9-17 and Sat 10-14. Each validates without errors.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { builderKeys } from './builder-keys.mjs';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

describe('rich results built by keyboard: lists and nested values', { timeout: 600_000 }, () => {
  let service;
  let browser;
  let page;
  let pageErrors;
  let keys;
  let clientId = '';

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 1000 },
      locale: 'en-US',
      timezoneId: 'Europe/Paris',
    }));
    keys = builderKeys(page);
    const email = `lists-${Date.now()}@example.com`;
    const signup = await page.request.post(`${service.baseUrl}/api/auth/signup`, {
      data: { name: 'Lee Lists', email, password: 'correct-horse-42' },
    });
    assert.equal(signup.status(), 201, await signup.text());
    // FAQPage is no rich result any more (Google retired it): other types are for paid plans.
    await service.cli('plan', 'set', email, 'pro');
    const site = await page.request.post(`${service.baseUrl}/api/clients`, {
      data: { name: 'Trail shop', websiteUrl: 'https://shop.example.com' },
    });
    assert.equal(site.status(), 201, await site.text());
    clientId = (await site.json()).id;
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  test('a BreadcrumbList of 4 items, reordered and trimmed with the keyboard, keeps positions 1 to 4', async () => {
    const { startSchema, press, typeInto, tabTo, previewHolds, validateWithoutErrors, badge } =
      keys;
    await startSchema(
      service.baseUrl,
      clientId,
      'https://shop.example.com/lamps/headlamp-400',
      'BreadcrumbList',
    );
    assert.equal(await badge('itemListElement').textContent(), 'Required');
    const crumbs = [
      ['Home', 'https://shop.example.com/'],
      ['Lamps', 'https://shop.example.com/lamps'],
      ['Headlamps', 'https://shop.example.com/lamps/headlamps'],
      ['Headlamp 400', ''],
      ['Extra', ''],
    ];
    for (const [index, [name, url]] of crumbs.entries()) {
      await press('#prop-itemListElement-add');
      // The new item takes focus on its first field.
      await page.waitForFunction(
        (prefix) => document.activeElement?.id.startsWith(prefix),
        `prop-itemListElement-${index}-`,
      );
      await typeInto(`#prop-itemListElement-${index}-name`, name);
      if (url) await typeInto(`#prop-itemListElement-${index}-item`, url);
    }
    await previewHolds('"Extra"');
    // "Extra" goes up one place and back, then out; focus stays on the buttons that act on it.
    await press('[aria-label="Move List item 5 up"]');
    await page.waitForFunction(() => document.activeElement?.id === 'prop-itemListElement-3-up');
    assert.equal((await keys.previewHolds('"Extra"')).itemListElement[3].name, 'Extra');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'prop-itemListElement-4-up');
    await tabTo('#prop-itemListElement-4-remove');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="json-ld-preview"]')?.textContent?.includes('Extra'),
    );
    const doc = await previewHolds('Headlamp 400');
    assert.deepEqual(
      doc.itemListElement.map((item) => [item.position, item.name, item.item ?? null]),
      crumbs.slice(0, 4).map(([name, url], index) => [index + 1, name, url || null]),
    );
    await validateWithoutErrors();
    await screenshot(page, 'rich-results-01-breadcrumb');
  });

  test('an FAQPage with 3 questions and their answers', async () => {
    const { startSchema, press, typeInto, previewHolds, validateWithoutErrors } = keys;
    await startSchema(service.baseUrl, clientId, 'https://shop.example.com/faq', 'FAQPage');
    const questions = [
      ['How long does the battery last?', 'Up to 40 hours on the low setting.'],
      ['Is it waterproof?', 'It is rated IPX7: rain and a short dip are fine.'],
      ['Can I return it?', 'Yes, within 30 days.'],
    ];
    for (const [index, [question, answer]] of questions.entries()) {
      await press('#prop-mainEntity-add');
      await typeInto(`#prop-mainEntity-${index}-name`, question);
      await press(`#prop-mainEntity-${index}-acceptedAnswer`);
      await typeInto(`#prop-mainEntity-${index}-acceptedAnswer-text`, answer);
    }
    const doc = await previewHolds('within 30 days.');
    assert.deepEqual(
      doc.mainEntity,
      questions.map(([name, text]) => ({
        '@type': 'Question',
        name,
        acceptedAnswer: { '@type': 'Answer', text },
      })),
    );
    await validateWithoutErrors();
    await screenshot(page, 'rich-results-02-faq');
  });

  test('a LocalBusiness with its address, geo coordinates and opening hours rows', async () => {
    const { startSchema, press, typeInto, tabTo, previewHolds, validateWithoutErrors, badge } =
      keys;
    await startSchema(service.baseUrl, clientId, 'https://shop.example.com/store', 'LocalBusiness');
    assert.equal(await badge('address').textContent(), 'Required');
    await typeInto('#prop-name', 'Trail shop Lyon');
    // The address is required: its fields are open from the start.
    await typeInto('#prop-address-streetAddress', '12 Rue de la Republique');
    await typeInto('#prop-address-addressLocality', 'Lyon');
    await typeInto('#prop-address-postalCode', '69002');
    await tabTo('#prop-address-addressCountry');
    await page.keyboard.type('France');
    await press('#prop-geo');
    await typeInto('#prop-geo-latitude', '45.7640');
    await typeInto('#prop-geo-longitude', '4.8357');

    await press('#prop-openingHoursSpecification-add');
    await page.waitForFunction(
      () => document.activeElement?.id === 'prop-openingHoursSpecification-0-Monday',
    );
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await press(`#prop-openingHoursSpecification-0-${day}`, { key: 'Space' });
    await typeInto('#prop-openingHoursSpecification-0-opens', '0900AM');
    await typeInto('#prop-openingHoursSpecification-0-closes', '0500PM');
    await press('#prop-openingHoursSpecification-add');
    await press('#prop-openingHoursSpecification-1-Saturday', { key: 'Space' });
    await typeInto('#prop-openingHoursSpecification-1-opens', '1000AM');
    await typeInto('#prop-openingHoursSpecification-1-closes', '0200PM');
    // A Sunday row set to "closed all day" by its shortcut, then removed again.
    await press('#prop-openingHoursSpecification-add');
    await press('#prop-openingHoursSpecification-2-Sunday', { key: 'Space' });
    await press('#prop-openingHoursSpecification-2 button', { text: 'Closed all day' });
    let doc = await previewHolds('"closes": "00:00"');
    assert.deepEqual(
      [doc.openingHoursSpecification[2].opens, doc.openingHoursSpecification[2].closes],
      ['00:00', '00:00'],
    );
    await press('#prop-openingHoursSpecification-2-remove');
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="json-ld-preview"]')?.textContent?.includes('Sunday'),
    );
    doc = await previewHolds('"14:00"');
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    assert.deepEqual(doc.address, {
      '@type': 'PostalAddress',
      streetAddress: '12 Rue de la Republique',
      addressLocality: 'Lyon',
      postalCode: '69002',
      addressCountry: 'FR',
    });
    assert.deepEqual(doc.geo, { '@type': 'GeoCoordinates', latitude: 45.764, longitude: 4.8357 });
    assert.deepEqual(doc.openingHoursSpecification, [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: week.map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '14:00',
      },
    ]);
    await validateWithoutErrors();
    await screenshot(page, 'rich-results-03-local-business');
    assert.deepEqual(pageErrors, []);
  });
});
