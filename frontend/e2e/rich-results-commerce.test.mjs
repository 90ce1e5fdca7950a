// Rich results built with the keyboard only, without the JSON editor: a Product with two offers (one on sale, with a
// strikethrough price), a return policy and shipping details; an Event with its venue and tickets; a Recipe with
// ingredients and steps. Each validates without errors.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { builderKeys } from './builder-keys.mjs';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

describe('rich results built by keyboard: products, events, recipes', { timeout: 600_000 }, () => {
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
    const signup = await page.request.post(`${service.baseUrl}/api/auth/signup`, {
      data: {
        name: 'Cam Commerce',
        email: `commerce-${Date.now()}@example.com`,
        password: 'correct-horse-42',
      },
    });
    assert.equal(signup.status(), 201, await signup.text());
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

  test('a Product with two offers, one on sale, a return policy and shipping details', async () => {
    const { startSchema, press, typeInto, tabTo, previewHolds, validateWithoutErrors, badge } =
      keys;
    await startSchema(
      service.baseUrl,
      clientId,
      'https://shop.example.com/headlamp-400',
      'Product',
    );
    await typeInto('#prop-name', 'Headlamp 400');
    assert.equal(await page.locator('app-property-field [data-property="image"]').count(), 0);
    await press('#prop-offers-add');
    // With an offer the Product is a merchant listing, which requires an image: the form says so before validating.
    await page.waitForFunction(() =>
      document
        .querySelector('app-property-field [data-property="image"] .badge')
        ?.textContent?.includes('Required'),
    );
    assert.equal(await badge('offers').textContent(), 'Required');
    await typeInto('#prop-offers-0-price', '89.90');
    await typeInto('#prop-offers-0-priceCurrency', 'eur');
    await tabTo('#prop-offers-0-availability');
    await page.keyboard.type('In stock');
    await press('#prop-offers-0-hasMerchantReturnPolicy');
    const policy = '#prop-offers-0-hasMerchantReturnPolicy';
    assert.equal(await badge('applicableCountry').textContent(), 'Required');
    assert.equal(await badge('returnPolicyCategory').textContent(), 'Required');
    await tabTo(`${policy}-applicableCountry-0-value`);
    await page.keyboard.type('France');
    await tabTo(`${policy}-returnPolicyCategory`);
    await page.keyboard.type('Merchant return unlimited');
    await press('#prop-offers-0-shippingDetails-add');
    const shipping = '#prop-offers-0-shippingDetails-0';
    await tabTo(`${shipping}-shippingDestination-addressCountry`);
    await page.keyboard.type('France');
    await typeInto(`${shipping}-shippingRate-currency`, 'EUR');
    await typeInto(`${shipping}-shippingRate-value`, '4.95');
    for (const [part, min, max] of [
      ['handlingTime', '0', '1'],
      ['transitTime', '1', '3'],
    ]) {
      await press(`${shipping}-deliveryTime-${part}`);
      await typeInto(`${shipping}-deliveryTime-${part}-minValue`, min);
      await typeInto(`${shipping}-deliveryTime-${part}-maxValue`, max);
      await typeInto(`${shipping}-deliveryTime-${part}-unitCode`, 'DAY');
    }
    await typeInto('#prop-image-0-value', 'https://shop.example.com/headlamp-400.jpg');

    // The second offer is on sale: its price beside the strikethrough price it replaces.
    await press('#prop-offers-add');
    await typeInto('#prop-offers-1-price', '59');
    await typeInto('#prop-offers-1-priceCurrency', 'EUR');
    await tabTo('#prop-offers-1-add');
    await page.keyboard.type('priceSpecification');
    await press('#prop-offers-1-add-button');
    // The added property takes focus: Enter opens its details.
    await page.waitForFunction(
      () => document.activeElement?.id === 'prop-offers-1-priceSpecification',
    );
    await press('#prop-offers-1-priceSpecification');
    await typeInto('#prop-offers-1-priceSpecification-priceType', 'StrikethroughPrice');
    await typeInto('#prop-offers-1-priceSpecification-price', '79');
    await typeInto('#prop-offers-1-priceSpecification-priceCurrency', 'EUR');

    const doc = await previewHolds('"StrikethroughPrice"');
    assert.deepEqual(doc.image, ['https://shop.example.com/headlamp-400.jpg']);
    const [regular, sale] = doc.offers;
    assert.deepEqual(regular.hasMerchantReturnPolicy, {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['FR'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnUnlimitedWindow',
    });
    assert.deepEqual(regular.shippingDetails[0].shippingDestination, {
      '@type': 'DefinedRegion',
      addressCountry: 'FR',
    });
    assert.deepEqual(regular.shippingDetails[0].deliveryTime.transitTime, {
      '@type': 'QuantitativeValue',
      minValue: 1,
      maxValue: 3,
      unitCode: 'DAY',
    });
    assert.deepEqual([regular.price, regular.priceCurrency, sale.price], [89.9, 'EUR', 59]);
    assert.deepEqual(sale.priceSpecification, {
      '@type': 'UnitPriceSpecification',
      priceType: 'StrikethroughPrice',
      price: 79,
      priceCurrency: 'EUR',
    });
    await validateWithoutErrors();
    await screenshot(page, 'rich-results-04-product');
  });

  test('an Event with its venue and tickets', async () => {
    const { startSchema, press, typeInto, tabTo, previewHolds, validateWithoutErrors } = keys;
    await startSchema(service.baseUrl, clientId, 'https://shop.example.com/night-run', 'Event');
    await typeInto('#prop-name', 'Night trail run');
    await tabTo('#prop-startDate');
    // Chromium's year segment takes up to six digits: ArrowRight moves on to the hour.
    await page.keyboard.type('12012026', { delay: 40 });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('0730P', { delay: 40 });
    await typeInto('#prop-location', 'Parc de la Tete d Or');
    await typeInto('#prop-location-address-streetAddress', 'Place du General Leclerc');
    await typeInto('#prop-location-address-addressLocality', 'Lyon');
    await typeInto('#prop-location-address-postalCode', '69006');
    await tabTo('#prop-location-address-addressCountry');
    await page.keyboard.type('France');
    await press('#prop-offers-add');
    await typeInto('#prop-offers-0-price', '25');
    await typeInto('#prop-offers-0-priceCurrency', 'EUR');
    await tabTo('#prop-offers-0-availability');
    await page.keyboard.type('In stock');
    await typeInto('#prop-offers-0-url', 'https://shop.example.com/night-run/tickets');
    const doc = await previewHolds('/night-run/tickets');
    assert.equal(doc.startDate, '2026-12-01T19:30:00+01:00');
    assert.deepEqual(doc.location, {
      '@type': 'Place',
      name: 'Parc de la Tete d Or',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Place du General Leclerc',
        addressLocality: 'Lyon',
        postalCode: '69006',
        addressCountry: 'FR',
      },
    });
    assert.deepEqual(doc.offers, [
      {
        '@type': 'Offer',
        price: 25,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example.com/night-run/tickets',
      },
    ]);
    await validateWithoutErrors();
    await screenshot(page, 'rich-results-05-event');
  });

  test('a Recipe with ingredients and steps, reordered by keyboard', async () => {
    const { startSchema, press, typeInto, previewHolds, validateWithoutErrors } = keys;
    await startSchema(service.baseUrl, clientId, 'https://shop.example.com/trail-mix', 'Recipe');
    await typeInto('#prop-name', 'Trail mix');
    await typeInto('#prop-image-0-value', 'https://shop.example.com/trail-mix.jpg');
    const ingredients = ['100 g almonds', '50 g raisins', '30 g dark chocolate'];
    for (const [index, ingredient] of ingredients.entries()) {
      if (index > 0) await press('#prop-recipeIngredient-add');
      await typeInto(`#prop-recipeIngredient-${index}-value`, ingredient);
    }
    await press('[aria-label="Move Recipe ingredient 3 up"]');
    await page.waitForFunction(() => document.activeElement?.id === 'prop-recipeIngredient-1-up');
    const steps = ['Chop the chocolate.', 'Mix everything in a bowl.'];
    for (const [index, step] of steps.entries()) {
      await press('#prop-recipeInstructions-add');
      await typeInto(`#prop-recipeInstructions-${index}-text`, step);
    }
    const doc = await previewHolds('in a bowl.');
    assert.deepEqual(doc.recipeIngredient, [
      '100 g almonds',
      '30 g dark chocolate',
      '50 g raisins',
    ]);
    assert.deepEqual(
      doc.recipeInstructions,
      steps.map((text) => ({ '@type': 'HowToStep', text })),
    );
    await validateWithoutErrors();
    await screenshot(page, 'rich-results-06-recipe');
    assert.deepEqual(pageErrors, []);
  });
});
