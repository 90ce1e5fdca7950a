// A new user's first run in a real browser against the real service: the landing page (1280 and 390 px), sign-up,
// the onboarding checklist advancing as a site is added by bare domain and a schema is created and published, the
// Free plan's meter and the disabled New schema at 5 schemas, an invitation read by a logged-out visitor, the skip
// link by keyboard, dialogs giving focus back, and no sideways scroll at 390 px on every main page.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService, trackPageErrors } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const ARTICLE = (headline) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline,
  author: { '@type': 'Person', name: 'Ada' },
  datePublished: '2026-11-01',
});

/** The accept link of the newest invitation written to the development outbox for this address. */
async function invitationLink(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => []))
      .filter((file) => file.endsWith('.eml') && file.includes(email))
      .sort();
    if (files.length > 0) {
      const raw = await readFile(join(outbox, files.at(-1)), 'utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      const match = /https?:\/\/[^\s"'<>]+\/accept-invite\?token=[^\s"'<>]+/.exec(text);
      assert.ok(match, `no accept link in the invitation:\n${raw}`);
      return match[0];
    }
    if (Date.now() > deadline) throw new Error(`no invitation for ${email} in ${outbox}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** No page may scroll sideways at a phone's width. */
async function assertNoSidewaysScroll(page, label) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(widths.scroll <= 390, `${label}: scrollWidth ${widths.scroll} > 390`);
}

describe('first run end to end', { timeout: 400_000 }, () => {
  let service;
  let browser;
  let context;
  let page;
  let pageErrors;
  const state = { email: `first-${Date.now()}@example.com`, clientId: '', schemaIds: [] };

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ context, page, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  /** A JSON call with the page's session cookie, as the dashboard makes it. */
  function api(method, path, body) {
    return page.evaluate(
      async ([method, path, body]) => {
        const response = await fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, body: await response.json().catch(() => null) };
      },
      [method, path, body],
    );
  }

  async function checklistSays(text) {
    await page
      .getByRole('region', { name: /Get started|You are live/ })
      .getByText(text)
      .waitFor();
  }

  test('a loading screen shows while the app boots and while the session is checked, never a blank page', async () => {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await visitor.newPage();
    let releaseScript;
    const scriptHeld = new Promise((done) => (releaseScript = done));
    await guest.route(/\/main-[A-Z0-9]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    let releaseSession;
    const sessionHeld = new Promise((done) => (releaseSession = done));
    await guest.route('**/api/auth/me', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await guest.goto(service.baseUrl + '/', { waitUntil: 'commit' });
    // Before any script: the inline boot screen of index.html.
    await guest.locator('app-root > .boot[role="status"]').getByText('Loading…').waitFor();
    await screenshot(guest, '29-boot-screen');
    releaseScript();
    // The app is running but the first navigation waits for the session check: the same screen, drawn by the app.
    await guest.locator('app-route-loading .boot').waitFor();
    releaseSession();
    await guest
      .getByRole('heading', {
        level: 1,
        name: 'JSON-LD for every page of your site, from one script tag',
      })
      .waitFor();
    assert.equal(await guest.locator('app-route-loading .boot').count(), 0);
    await visitor.close();
  });

  test('the landing page says what the service does and offers sign-up and log-in, at 1280 and 390 px', async () => {
    await page.goto(service.baseUrl + '/');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'JSON-LD for every page of your site, from one script tag',
      })
      .waitFor();
    for (const plan of ['Free', 'Pro', 'Agency'])
      await page.getByRole('heading', { level: 3, name: plan, exact: true }).waitFor();
    await page.getByText('$29 / month').waitFor();
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Log in' })
        .getAttribute('href'),
      '/login',
    );
    await screenshot(page, '30-landing');

    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoSidewaysScroll(page, 'landing');
    await screenshot(page, '30b-landing-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the skip link is the first keyboard stop and moves focus to the main content', async () => {
    await page.goto(service.baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.equal(await skip.evaluate((link) => link === document.activeElement), true);
    // Focused, it is on screen and carries the visible focus ring.
    assert.ok((await skip.boundingBox()).x >= 0);
    assert.notEqual(await skip.evaluate((link) => getComputedStyle(link).outlineStyle), 'none');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    assert.equal(new URL(page.url()).pathname, '/');
  });

  test('sign-up from the landing page opens an empty portfolio with the checklist at its first step', async () => {
    await page.getByRole('link', { name: 'Sign up free' }).click();
    await page.waitForURL(/\/signup/);
    await page.getByLabel('Name').fill('Fiona First');
    await page.getByLabel('Email').fill(state.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await checklistSays('0 of 5 steps done');
    await page.getByText('0 of 1 sites').waitFor();
    await screenshot(page, '31-first-run-checklist');
  });

  test('the skip link works by keyboard inside the dashboard too', async () => {
    await page.keyboard.press('Tab');
    assert.equal(
      await page
        .getByRole('link', { name: 'Skip to content' })
        .evaluate((link) => link === document.activeElement),
      true,
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    assert.equal(new URL(page.url()).pathname, '/sites');
  });

  test('a dialog keeps focus inside and gives it back to the button that opened it', async () => {
    const add = page.locator('.page-header').getByRole('button', { name: 'Add site' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.waitFor();
    for (let stop = 0; stop < 6; stop += 1) {
      await page.keyboard.press('Tab');
      assert.equal(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        true,
        `Tab ${stop + 1} left the dialog`,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await add.evaluate((button) => button === document.activeElement), true);
  });

  test('a bare domain is a valid site address; the checklist ticks the site and links the next steps', async () => {
    await page
      .getByRole('region', { name: 'Get started' })
      .getByRole('button', { name: 'Add your site' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByLabel('Site name').fill('First shop');
    await dialog.getByLabel('Website URL').fill('not a domain');
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await dialog.getByText(/Must not contain spaces/).waitFor();
    await dialog.getByLabel('Website URL').fill('shop.first-run.example');
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await page.waitForURL(/\/sites\/[0-9a-f-]{36}$/);
    state.clientId = new URL(page.url()).pathname.split('/').at(-1);
    await page.getByRole('link', { name: 'shop.first-run.example' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'shop.first-run.example' }).getAttribute('href'),
      'https://shop.first-run.example',
    );
    await page.getByText('0 of 5 schemas').waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sites' })
      .click();
    await checklistSays('1 of 5 steps done');
    const steps = page.getByRole('region', { name: 'Get started' });
    assert.equal(
      await steps.getByRole('link', { name: 'Create your first schema' }).getAttribute('href'),
      `/sites/${state.clientId}/schemas/new`,
    );
    await page.getByText('1 of 1 sites · limit reached').waitFor();
    assert.equal(
      await page.locator('.page-header').getByRole('button', { name: 'Add site' }).isDisabled(),
      true,
    );
  });

  test('the snippet box keeps the tag whole and scrolls at 390 px; copy still works', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${service.baseUrl}/sites/${state.clientId}`);
    const snippet = page.getByLabel('SDK snippet', { exact: true });
    await snippet.waitFor();
    const box = await snippet.evaluate((area) => ({
      wrap: getComputedStyle(area).whiteSpace,
      scroll: area.scrollWidth,
      client: area.clientWidth,
    }));
    assert.equal(box.wrap, 'pre');
    assert.ok(box.scroll > box.client, 'the long snippet line scrolls inside its box');
    await assertNoSidewaysScroll(page, 'site page');
    await page.getByRole('button', { name: 'Copy SDK snippet' }).click();
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      await snippet.inputValue(),
    );
    await screenshot(page, '32-install-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a failed installation check stays in the install panel with its reason', async () => {
    await page.goto(`${service.baseUrl}/sites/${state.clientId}`);
    const install = page.getByRole('region', { name: 'Install' });
    await install.getByRole('button', { name: 'Check installation' }).click();
    const failure = install.getByRole('alert');
    await failure.getByText('The installation check failed.').waitFor();
    const reason = (await failure.textContent())
      .replace('The installation check failed.', '')
      .trim();
    assert.ok(reason.length > 10, `a reason is given: ${reason}`);
    // Toasts fade after a few seconds; the panel keeps the answer until the next check.
    await page.waitForTimeout(6_000);
    assert.equal(await failure.isVisible(), true);
    await screenshot(page, '32b-install-check-failed');
  });

  test('the checklist advances as a schema is created and then published', async () => {
    const created = await api('POST', `/api/clients/${state.clientId}/schemas`, {
      name: 'Launch post',
      pageUrl: 'https://shop.first-run.example/blog/launch',
      jsonLd: ARTICLE('Launch'),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    state.schemaIds.push(created.body.id);
    await page.goto(`${service.baseUrl}/sites`);
    await checklistSays('2 of 5 steps done');
    await page
      .getByRole('region', { name: 'Get started' })
      .getByText('Create your first schema (done)')
      .waitFor();

    const published = await api(
      'POST',
      `/api/clients/${state.clientId}/schemas/${created.body.id}/publish`,
    );
    assert.equal(published.status, 200, JSON.stringify(published.body));
    await page.reload();
    await checklistSays('3 of 5 steps done');
    await page
      .getByRole('region', { name: 'Get started' })
      .getByText('Publish it (done)')
      .waitFor();
    await screenshot(page, '33-checklist-published');
  });

  test('at 5 schemas on Free the meter says so and New schema is disabled with an upgrade link, before any form', async () => {
    await page.goto(`${service.baseUrl}/sites/${state.clientId}`);
    await page.getByText('1 of 5 schemas').waitFor();
    for (let index = 2; index <= 5; index += 1) {
      const created = await api('POST', `/api/clients/${state.clientId}/schemas`, {
        name: `Post ${index}`,
        pageUrl: `https://shop.first-run.example/blog/${index}`,
        jsonLd: ARTICLE(`Post ${index}`),
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }
    await page.reload();
    await page.getByText('5 of 5 schemas · limit reached').waitFor();
    const header = page.locator('.header-actions');
    assert.equal(await header.getByRole('button', { name: 'New schema' }).isDisabled(), true);
    assert.equal(await header.getByRole('link', { name: 'New schema' }).count(), 0);
    assert.equal(
      await header.getByRole('link', { name: 'Upgrade for more' }).getAttribute('href'),
      '/billing',
    );
    await screenshot(page, '34-schema-limit');
  });

  test('an invitation link tells a logged-out visitor who invites them, where and as what, then offers sign-up', async () => {
    await service.cli('plan', 'set', state.email, 'agency');
    await page.goto(`${service.baseUrl}/team`);
    const invitee = `invitee-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(invitee);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('row').filter({ hasText: invitee }).waitFor();
    await page.getByText('2 of 5 seats').first().waitFor();
    const link = await invitationLink(service.dataDir, invitee);

    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await visitor.newPage();
    const guestErrors = trackPageErrors(guest);
    await guest.goto(link);
    await guest.getByRole('link', { name: 'Sign up to accept' }).waitFor();
    await guest.getByRole('heading', { level: 1, name: /^Join / }).waitFor();
    const text = (await guest.locator('main').textContent()).replace(/\s+/g, ' ');
    assert.match(
      text,
      /Fiona First \(first-\d+@example\.com\) invited you to the workspace .+ as a member/,
    );
    assert.ok(text.includes(invitee), text);
    const signUp = guest.getByRole('link', { name: 'Sign up to accept' });
    const token = new URL(link).searchParams.get('token');
    assert.equal(
      new URL(await signUp.getAttribute('href'), service.baseUrl).searchParams.get('returnUrl'),
      `/accept-invite?token=${token}`,
    );
    await assertNoSidewaysScroll(guest, 'invitation');
    await screenshot(guest, '35-invitation-logged-out');

    await guest.goto(`${service.baseUrl}/accept-invite?token=not-a-real-token`);
    await guest.getByRole('alert').getByText('This invitation is not valid').waitFor();
    assert.equal(await guest.getByRole('link', { name: 'Sign up to accept' }).count(), 0);
    assert.deepEqual(guestErrors, []);
    await visitor.close();
  });

  test('no page scrolls sideways at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const schemaId = state.schemaIds[0];
    const pages = [
      ['sites', '/sites', () => page.locator('app-site-card').first().waitFor()],
      [
        'site',
        `/sites/${state.clientId}`,
        () => page.getByLabel('SDK snippet', { exact: true }).waitFor(),
      ],
      [
        'editor',
        `/sites/${state.clientId}/schemas/${schemaId}`,
        () => page.getByRole('heading', { level: 1 }).waitFor(),
      ],
      ['team', '/team', () => page.getByRole('heading', { name: 'Members' }).waitFor()],
      ['billing', '/billing', () => page.getByRole('heading', { level: 1 }).waitFor()],
      ['plans', '/plans', () => page.getByRole('heading', { name: 'Your usage' }).waitFor()],
      [
        'bulk',
        `/sites/${state.clientId}/bulk`,
        () => page.getByRole('heading', { level: 1 }).waitFor(),
      ],
      [
        'audit',
        `/sites/${state.clientId}/audit`,
        () => page.getByRole('heading', { level: 1 }).waitFor(),
      ],
    ];
    const failures = [];
    for (const [name, path, ready] of pages) {
      await page.goto(service.baseUrl + path);
      await ready();
      await page.waitForTimeout(300);
      await screenshot(page, `36-${name}-390`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) failures.push(`${name}: ${width}`);
    }
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await visitor.newPage();
    for (const [name, path] of [
      ['landing', '/'],
      ['login', '/login'],
      ['signup', '/signup'],
    ]) {
      await guest.goto(service.baseUrl + path);
      await guest.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(guest, `36-${name}-390`);
      const width = await guest.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) failures.push(`${name}: ${width}`);
    }
    await visitor.close();
    assert.deepEqual(failures, []);
    assert.deepEqual(pageErrors, []);
  });
});
