// Sign-up confirmed by email in a real browser against the real service (SIGNUP_CONFIRMATION=required, no SMTP:
// the mail lands in <dataDir>/outbox): sign up -> "check your inbox" -> the link from the outbox -> a wrong password
// shows the error and opens nothing -> the password chosen at sign-up -> signed in on the dashboard; the same link
// again fails with one clear message; a second sign-up with the now registered address
// shows the very same "check your inbox" page and mails a log-in note instead of a link.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';

/** The messages written to the development outbox for this address, oldest first, once `count` are there. */
async function outboxMails(dataDir, email, count) {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => []))
      .filter((file) => file.endsWith('.eml') && file.includes(email))
      .sort();
    if (files.length >= count)
      return Promise.all(
        files.map(async (file) => decoded(await readFile(join(outbox, file), 'utf8'))),
      );
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mails for ${email} in ${outbox}, found ${files.length}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Quoted-printable wraps long lines with a soft break (`=` at the line end) and writes `=` itself as `=3D`. */
function decoded(message) {
  return /quoted-printable/i.test(message)
    ? message
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    : message;
}

describe('sign-up confirmed by email end to end', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let context;
  let page;
  let pageErrors;
  let confirmLink;
  const email = `confirm-${Date.now()}@example.com`;

  before(async () => {
    service = await startService({ SIGNUP_CONFIRMATION: 'required', LOG_LEVEL: 'info' });
    browser = await launchBrowser();
    ({ context, page, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  async function signUp(password) {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Cora Confirm');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Check your inbox', level: 1 }).waitFor();
    return page.getByRole('status').filter({ hasText: 'We sent an email' }).innerText();
  }

  test('the service says at start why confirmation is on', () => {
    assert.match(
      service.output.join(''),
      /sign-up confirmation by email: required \(SIGNUP_CONFIRMATION=required\)/,
    );
  });

  test('sign-up shows "check your inbox", stays signed out, and the outbox holds a single-use link', async () => {
    const shown = await signUp(PASSWORD);
    assert.match(shown, new RegExp(`We sent an email to ${email.replace(/[.]/g, '\\.')}`));
    await screenshot(page, 'signup-check-inbox');
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    assert.equal(me, 401);

    const [mail] = await outboxMails(service.dataDir, email, 1);
    assert.match(mail, /Subject: Confirm your email for Schema Delivery Network/);
    const match = /https?:\/\/[^\s"'<>]+\/signup\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail);
    assert.ok(match, `no confirmation link in:\n${mail}`);
    confirmLink = match[0];
    assert.ok(confirmLink.startsWith(service.baseUrl), confirmLink);
  });

  async function enterPassword(target, password) {
    await target.getByLabel('Password chosen at sign-up').fill(password);
    await target.getByRole('button', { name: 'Confirm and open my dashboard' }).click();
  }

  test('following the link with a wrong password shows why and opens nothing', async () => {
    await page.goto(confirmLink);
    await page.getByText('Enter the password you chose when you signed up.').waitFor();
    await enterPassword(page, 'not-the-password-9');
    await page
      .getByRole('alert')
      .filter({ hasText: 'This is not the password chosen at sign-up' })
      .waitFor();
    await screenshot(page, 'signup-confirm-wrong-password');
    assert.match(page.url(), /\/signup\/confirm\?token=/);
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    assert.equal(me, 401);
  });

  test('the password chosen at sign-up signs in and lands on the dashboard', async () => {
    await enterPassword(page, PASSWORD);
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    assert.match(page.url(), /\/sites$/);
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    assert.equal(me.user.email, email);
    assert.equal(me.user.name, 'Cora Confirm');
  });

  test('the same link a second time fails with one clear message', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(confirmLink);
    await enterPassword(second, PASSWORD);
    await second
      .getByRole('alert')
      .filter({ hasText: 'This confirmation link is invalid, already used or expired' })
      .waitFor();
    await second.getByRole('link', { name: 'Sign up again' }).waitFor();
    await other.close();
  });

  test('signing up again with the registered address looks the same, and mails a log-in note instead', async () => {
    await page.evaluate(async () =>
      fetch('/api/auth/logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    const shown = await signUp('another-password-7');
    assert.match(shown, new RegExp(`We sent an email to ${email.replace(/[.]/g, '\\.')}`));
    const mails = await outboxMails(service.dataDir, email, 2);
    const note = mails.find((mail) =>
      mail.includes('Subject: Sign-up attempt with your email address'),
    );
    assert.ok(note, 'no "sign-up attempt" note in the outbox');
    assert.ok(note.includes(`${service.baseUrl}/login`));
    assert.ok(!note.includes('token='));
    assert.deepEqual(pageErrors, []);
  });
});
