// The site owner's whole flow in a real browser against the real service:
// sign up -> site -> Article built in the form -> validate -> publish -> JSON-LD on a page of another origin ->
// pause -> gone -> unpause -> back. Screenshots of the main screens land in test-artifacts/.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  launchBrowser,
  openPage,
  previewedJson,
  screenshot,
  startService,
  startTestSite,
  trackPageErrors,
} from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const HEADLINE = 'We launched the Schema Delivery Network';

describe('dashboard end to end', { timeout: 400_000 }, () => {
  let service;
  let site;
  let browser;
  let context;
  let page;
  let pageErrors;
  // `snippet` is the exact SDK snippet the dashboard shows; the customer page embeds it as copied.
  const state = {
    clientId: '',
    snippet: '',
    pageUrl: '',
    email: `owner-${Date.now()}@example.com`,
  };

  before(async () => {
    service = await startService();
    site = await startTestSite(() => state.snippet);
    state.pageUrl = `${site.origin}/blog/launch`;
    browser = await launchBrowser();
    ({ context, page, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    }));
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
    await service?.stop();
  });

  /** Loads the customer page and waits for the SDK's delivery request to be answered. */
  async function openCustomerPage(customerPage) {
    const delivered = customerPage.waitForResponse((response) =>
      response.url().startsWith(`${service.baseUrl}/api/inject`),
    );
    await customerPage.goto(state.pageUrl);
    assert.equal((await delivered).status(), 200);
    // The SDK inserts the tags right after parsing the answer; give it that turn of the event loop.
    await customerPage.waitForTimeout(300);
    const tags = await customerPage.evaluate(() =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((tag) =>
        JSON.parse(tag.textContent),
      ),
    );
    // A background tab gets no animation frames, which Playwright's actionability checks wait for.
    await page.bringToFront();
    return tags;
  }

  test('sign up lands on an empty portfolio that explains the first step', async () => {
    // A logged-out visitor lands on the product page; its header leads to log-in.
    await page.goto(service.baseUrl + '/');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Log in' })
      .click();
    await page.waitForURL(/\/login/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill('Ada Owner');
    await page.getByLabel('Email').fill(state.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshot(page, '01-sign-up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Add your first site' }).waitFor();
    await screenshot(page, '02-sites-empty');
  });

  test('a sign-up for a registered address with another password shows the neutral server message', async () => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(service.baseUrl + '/signup');
    await otherPage.getByLabel('Email').fill(state.email);
    // With the account's own password sign-up just signs in; with another one it is refused without naming the account.
    await otherPage.getByLabel('Password', { exact: true }).fill('another-password-2');
    await otherPage.getByRole('button', { name: 'Sign up' }).click();
    const alert = otherPage.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.textContent(), /sign in instead/);
    await other.close();
  });

  test('create a site and see its snippet', async () => {
    await page.getByRole('button', { name: 'Add site' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByLabel('Site name').fill('Acme blog');
    await dialog.getByLabel('Website URL').fill(site.origin);
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('heading', { name: 'Acme blog', level: 1 }).waitFor();
    const snippet = await page.getByLabel('SDK snippet', { exact: true }).inputValue();
    const match =
      /^<script async src="(.+)\/sdk\.js" data-client-id="([0-9a-f-]{36})"><\/script>$/.exec(
        snippet,
      );
    assert.ok(match, `unexpected snippet: ${snippet}`);
    assert.equal(match[1], service.baseUrl);
    state.clientId = match[2];
    state.snippet = snippet;
    await page.getByRole('button', { name: 'Copy SDK snippet' }).click();
    await page
      .getByRole('button', { name: 'Copy SDK snippet' })
      .filter({ hasText: 'Copied' })
      .waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
    await page.getByRole('heading', { name: 'No schemas yet' }).waitFor();
    await screenshot(page, '03-site-page-empty');
  });

  test('build an Article in the generated form, with the JSON editor kept in sync', async () => {
    await page.getByRole('link', { name: 'New schema' }).click();
    await page.getByLabel('Search Schema.org types').fill('Article');
    const article = page.locator('#type-option-Article');
    await article.click();
    await page.getByRole('heading', { name: 'Type: Article' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Launch article');
    await page.getByLabel('Page URL').fill(state.pageUrl);
    await page.getByLabel('Headline', { exact: true }).fill('Draft headline');
    await page.getByLabel('Author type').selectOption('Person');
    await page.getByLabel('Author', { exact: true }).fill('Ada Owner');
    await page.getByLabel('Date published', { exact: true }).fill('2026-11-20T09:00');
    await page.getByLabel('Date published UTC offset').selectOption('+00:00');
    await page.getByLabel('Date modified', { exact: true }).fill('2026-11-21T09:00');
    await page.getByLabel('Date modified UTC offset').selectOption('+00:00');
    await page.getByLabel('Image 1', { exact: true }).fill(`${site.origin}/cover.png`);

    const json = page.getByRole('textbox', { name: 'JSON-LD' });
    const written = await previewedJson(page);
    assert.deepEqual(written.author, { '@type': 'Person', name: 'Ada Owner' });
    assert.equal(written.headline, 'Draft headline');

    // JSON -> form: editing the JSON updates the generated field.
    await json.fill(JSON.stringify({ ...written, headline: HEADLINE }, null, 2));
    await page.waitForFunction(
      (text) => document.querySelector('#prop-headline')?.value === text,
      HEADLINE,
    );

    // "Add property" adds any other property of the type: choose it, then press Add.
    await page.getByLabel('Add property').selectOption('description');
    await page.locator('#add-property-button').click();
    await page
      .getByLabel('Description', { exact: true })
      .fill('How we deliver JSON-LD to every page.');
    assert.equal((await previewedJson(page)).description, 'How we deliver JSON-LD to every page.');

    const preview = await page.getByTestId('json-ld-preview').textContent();
    assert.match(preview, /<script type="application\/ld\+json">/);
    assert.match(preview, new RegExp(HEADLINE));
  });

  test('validate shows the grouped report', async () => {
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    const report = page.locator('app-validation-report');
    await report.getByRole('heading', { level: 3 }).waitFor();
    const heading = await report.getByRole('heading', { level: 3 }).textContent();
    assert.match(heading, /^Valid$|^\d+ (error|warning|recommendation)s?/);
    await screenshot(page, '04-schema-editor-validated');
  });

  test('apply corrected schema replaces the JSON with the validator correction', async () => {
    const json = page.getByRole('textbox', { name: 'JSON-LD' });
    const good = await previewedJson(page);
    await json.fill(JSON.stringify({ ...good, author: 'Ada Owner' }, null, 2));
    await page.waitForFunction(() => document.querySelector('#prop-author')?.value === 'Ada Owner');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await page.getByRole('button', { name: 'Review corrections…' }).click();
    await page.getByRole('button', { name: 'Apply corrections' }).click();
    await page.waitForFunction(() =>
      /"@type": "Person"/.test(
        document.querySelector('[data-testid="json-ld-preview"]')?.textContent ?? '',
      ),
    );
    assert.deepEqual((await previewedJson(page)).author, { '@type': 'Person', name: 'Ada Owner' });
    await page.locator('app-validation-report').getByRole('heading', { level: 3 }).waitFor();
  });

  test('publish, and a page on another origin gets the JSON-LD in its head', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish with errors?' });
    const chip = page.locator('.title .chip');
    await Promise.race([
      chip.filter({ hasText: 'Published' }).waitFor(),
      confirm.waitFor().then(() => confirm.getByRole('button', { name: 'Publish anyway' }).click()),
    ]);
    await chip.filter({ hasText: 'Published' }).waitFor();
    assert.match(page.url(), /\/sites\/[0-9a-f-]{36}\/schemas\/[0-9a-f-]{36}$/);

    const customer = await context.newPage();
    const customerErrors = trackPageErrors(customer);
    const delivered = await openCustomerPage(customer);
    assert.equal(delivered.length, 1);
    assert.equal(delivered[0]['@type'], 'Article');
    assert.equal(delivered[0].headline, HEADLINE);
    await screenshot(customer, '05-customer-page');
    state.customer = customer;
    state.customerErrors = customerErrors;
  });

  test('pause stops delivery on the next request, unpause brings it back', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.locator('.title .chip').filter({ hasText: 'Paused' }).waitFor();
    assert.deepEqual(await openCustomerPage(state.customer), []);

    await page.getByRole('button', { name: 'Unpause' }).click();
    await page.locator('.title .chip').filter({ hasText: 'Published' }).waitFor();
    const back = await openCustomerPage(state.customer);
    assert.equal(back.length, 1);
    assert.equal(back[0].headline, HEADLINE);
    assert.deepEqual(state.customerErrors, []);
  });

  test('the library lists the schema with its status, and filters by status and search', async () => {
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Acme blog' })
      .click();
    const row = page.getByRole('row').filter({ hasText: 'Launch article' });
    await row.waitFor();
    assert.match(await row.textContent(), /Article/);
    assert.match(await row.textContent(), /Published/);
    // A page of the site shows by its path (what tells rows apart); the full address is the tooltip.
    assert.match(await row.textContent(), /\/blog\/launch/);
    assert.equal(await row.locator('.url').getAttribute('title'), state.pageUrl);
    await screenshot(page, '06-site-page-library');

    await page.getByLabel('Status').selectOption('draft');
    await page.getByText('No schema matches these filters.').waitFor();
    await page.getByLabel('Status').selectOption('published');
    await row.waitFor();
    await page.getByLabel('Search').fill('nothing-like-this');
    await page.getByText('No schema matches these filters.').waitFor();
    await page.getByLabel('Search').fill('/blog/launch');
    await row.waitFor();
  });

  test('the portfolio card counts the schema', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sites' })
      .click();
    // The list refreshes on every visit; wait for the fresh count rather than the one cached from before.
    const card = page
      .locator('app-site-card')
      .filter({ hasText: 'Acme blog' })
      .filter({ hasText: /Managed schemas\s*1/ });
    await card.waitFor();
    const text = await card.textContent();
    assert.match(text, /Managed schemas\s*1/);
    assert.match(text, /No audit yet/);
    assert.match(text, /Pending SDK|Verified/);
    await screenshot(page, '07-sites');

    // The Free plan has one site (more are Agency's client portfolios): Add site is off before any form is filled,
    // and the meter beside it offers the upgrade.
    await page.getByText('1 of 1 sites · limit reached').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add site' }).isDisabled(), true);
    const upgrade = page.locator('.page-header').getByRole('link', { name: 'Upgrade for more' });
    assert.equal(await upgrade.getAttribute('href'), '/billing');
    assert.equal(await page.getByRole('dialog', { name: 'Add a site' }).count(), 0);
    await screenshot(page, '07b-plan-limit');
  });

  test('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.locator('app-site-card').first().waitFor();
    await screenshot(page, '08-sites-390');
    await page.locator('app-site-card').first().getByRole('link', { name: 'Open' }).click();
    await page.getByRole('row').filter({ hasText: 'Launch article' }).getByRole('link').click();
    await page.getByLabel('Headline', { exact: true }).waitFor();
    assert.equal(
      await page.getByLabel('Author type').inputValue(),
      'Person',
      'a saved nested type is shown after reload',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 1, `the editor scrolls sideways by ${overflow}px at 390px`);
    await screenshot(page, '09-schema-editor-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('an expired session returns to log-in and back to the remembered page', async () => {
    const siteUrl = `/sites/${state.clientId}`;
    await page.goto(service.baseUrl + siteUrl);
    await page.getByRole('heading', { name: 'Acme blog', level: 1 }).waitFor();
    // The session ends once the page has loaded: a first request still on its way when the cookie goes would end it
    // first, and the log-in would remember the page without the user's filter.
    await page.getByRole('row').filter({ hasText: 'Launch article' }).waitFor();
    await page.locator('#schema-meter').waitFor();
    await context.clearCookies();
    // The filter is the user's own change: the address keeps it, and the log-in brings the user back to that view.
    await page.getByLabel('Status').selectOption('draft');
    await page.waitForURL(/\/login\?returnUrl=/);
    assert.equal(new URL(page.url()).searchParams.get('returnUrl'), `${siteUrl}?status=draft`);
    await page.getByLabel('Email').fill(state.email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
    await screenshot(page, '10-login-error');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(
      (url) => url.pathname === siteUrl && url.searchParams.get('status') === 'draft',
    );
    await page.getByRole('heading', { name: 'Acme blog', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('Status').inputValue(), 'draft');
    // Every status again for the steps that follow (the published schema).
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('row').filter({ hasText: 'Launch article' }).waitFor();
  });

  test('unsaved edits survive a session expiry and can be restored after logging in again', async () => {
    await page.getByRole('row').filter({ hasText: 'Launch article' }).getByRole('link').click();
    const headline = page.getByLabel('Headline', { exact: true });
    await headline.fill('Edited while the session ended');
    const editorPath = new URL(page.url()).pathname;
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('dialog', { name: 'Update the live schema?' })
      .getByRole('button', { name: 'Save and go live' })
      .click();
    await page.waitForURL(/\/login\?returnUrl=/);
    assert.equal(new URL(page.url()).searchParams.get('returnUrl'), editorPath);
    await page.getByLabel('Email').fill(state.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === editorPath);
    await page.getByRole('button', { name: 'Restore them' }).click();
    await page.waitForFunction(
      () => document.querySelector('#prop-headline')?.value === 'Edited while the session ended',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('dialog', { name: 'Update the live schema?' })
      .getByRole('button', { name: 'Save and go live' })
      .click();
    await page
      .getByRole('button', { name: 'Save changes' })
      .and(page.locator(':disabled'))
      .waitFor();
    const delivered = await openCustomerPage(state.customer);
    assert.equal(delivered[0].headline, 'Edited while the session ended');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Acme blog' })
      .click();
  });

  test('delete the schema and the site with confirmation, then log out', async () => {
    await page.getByRole('row').filter({ hasText: 'Launch article' }).getByRole('link').click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this schema?' });
    await dialog.getByRole('button', { name: 'Delete schema' }).click();
    await page.getByRole('heading', { name: 'No schemas yet' }).waitFor();
    assert.deepEqual(await openCustomerPage(state.customer), []);

    // Rename, then delete the site after confirming.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sites' })
      .click();
    await page.getByRole('button', { name: 'Rename Acme blog' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename site' });
    await rename.getByLabel('Site name').fill('Acme journal');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('heading', { name: 'Acme journal' }).waitFor();
    await page.getByRole('button', { name: 'Delete Acme journal' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete Acme journal?' });
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await page.locator('app-site-card').count(), 1);
    await page.getByRole('button', { name: 'Delete Acme journal' }).click();
    await confirmDelete.getByRole('button', { name: 'Delete site' }).click();
    await page.getByRole('heading', { name: 'Add your first site' }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(service.baseUrl + '/sites');
    await page.waitForURL(/\/login\?returnUrl=%2Fsites/);
    assert.deepEqual(pageErrors, []);
  });
});
