// Team seats in a real browser against the real service: the owner moves to Agency with the operator command while
// the service runs, adds two sites, locks one site's delivery to its hosts, and invites a member by email (read from
// the development outbox); the member, in another browser, signs up, accepts and sees both sites; the owner removes
// them and their next navigation ends on log-in; then the owner fills all five seats.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const SITES = [
  { name: 'Alpha shop', url: 'https://alpha.example' },
  { name: 'Beta journal', url: 'https://beta.example' },
];

/** The accept link of the newest invitation written to the development outbox for this address. */
async function invitationLink(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => []))
      .filter((file) => file.endsWith('.eml') && file.includes(email))
      .sort();
    if (files.length > 0) return acceptLinkIn(await readFile(join(outbox, files.at(-1)), 'utf8'));
    if (Date.now() > deadline) throw new Error(`no invitation for ${email} in ${outbox}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

function acceptLinkIn(message) {
  // Quoted-printable wraps long lines with a soft break (`=` at the line end) and writes `=` itself as `=3D`.
  const text = /quoted-printable/i.test(message)
    ? message
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    : message;
  const match = /https?:\/\/[^\s"'<>]+\/accept-invite\?token=[^\s"'<>]+/.exec(text);
  assert.ok(match, `no accept link in the invitation:\n${message}`);
  return match[0];
}

describe('team seats end to end', { timeout: 400_000 }, () => {
  let service;
  let browser;
  let ownerContext;
  let memberContext;
  let owner;
  let member;
  let ownerErrors;
  let memberErrors;
  const stamp = Date.now();
  const ownerEmail = `owner-${stamp}@agency.example`;
  const memberEmail = `member-${stamp}@agency.example`;

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({
      context: ownerContext,
      page: owner,
      pageErrors: ownerErrors,
    } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  async function signUp(page, email, name) {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
  }

  async function invite(email) {
    await owner.getByLabel('Email').fill(email);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'Pending' })
      .waitFor();
  }

  test('the owner signs up and the operator command moves the running workspace to Agency', async () => {
    await signUp(owner, ownerEmail, 'Olga Owner');
    const printed = await service.cli('plan', 'set', ownerEmail, 'agency');
    assert.match(
      printed,
      new RegExp(`plan of ${ownerEmail.replace(/[.]/g, '\\.')} .*free -> agency`),
    );
    await owner.reload();
    await owner.locator('.topbar .chip').filter({ hasText: 'Agency' }).waitFor();
  });

  test('the owner adds two client sites', async () => {
    for (const site of SITES) {
      await owner
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Sites' })
        .click();
      await owner.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
      await owner.getByRole('button', { name: 'Add site' }).first().click();
      const dialog = owner.getByRole('dialog', { name: 'Add a site' });
      await dialog.getByLabel('Site name').fill(site.name);
      await dialog.getByLabel('Website URL').fill(site.url);
      await dialog.getByRole('button', { name: 'Add site' }).click();
      await owner.getByRole('heading', { name: site.name, level: 1 }).waitFor();
    }
  });

  test('the site page locks delivery to allowed hosts; a bad hostname shows the server message', async () => {
    const panel = owner.getByRole('region', { name: 'Domain lock' });
    const toggle = panel.getByRole('switch', { name: 'Lock delivery to allowed hosts' });
    assert.equal(await toggle.isChecked(), false);
    await panel
      .locator('code')
      .filter({ hasText: /^beta\.example$/ })
      .waitFor();

    await toggle.check();
    const host = panel.getByLabel('Add a hostname');
    await host.fill('bad_host');
    await host.press('Enter');
    await panel.getByRole('button', { name: 'Save domain lock' }).click();
    await panel.getByRole('alert').filter({ hasText: 'not a valid hostname' }).waitFor();

    await panel.getByRole('button', { name: 'Remove bad_host' }).click();
    await host.fill('https://www.beta.example/blog');
    await host.press('Enter');
    await panel
      .locator('code')
      .filter({ hasText: /^www\.beta\.example$/ })
      .waitFor();
    await panel.getByRole('button', { name: 'Save domain lock' }).click();
    await owner
      .getByText('Domain lock on: delivery answers only on beta.example, www.beta.example')
      .waitFor();
    await panel
      .getByRole('button', { name: 'Save domain lock' })
      .and(owner.locator(':disabled'))
      .waitFor();
    await screenshot(owner, '12-domain-lock');

    await owner.reload();
    await owner
      .getByRole('region', { name: 'Domain lock' })
      .locator('code')
      .filter({ hasText: /^www\.beta\.example$/ })
      .waitFor();
    assert.equal(
      await owner.getByRole('switch', { name: 'Lock delivery to allowed hosts' }).isChecked(),
      true,
    );
  });

  test('the owner invites a member from the Team page', async () => {
    await owner
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await owner.getByText('1 of 5 seats used').waitFor();
    await invite(memberEmail);
    await owner.getByText('2 of 5 seats used').waitFor();
  });

  test('the member signs up in another browser, opens the emailed link and sees both sites', async () => {
    const link = await invitationLink(service.dataDir, memberEmail);
    assert.ok(link.startsWith(`${service.baseUrl}/accept-invite?token=`), link);

    ({
      context: memberContext,
      page: member,
      pageErrors: memberErrors,
    } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
    await signUp(member, memberEmail, 'Max Member');
    await member.goto(link);
    await member.waitForURL((url) => url.pathname === '/sites');
    for (const site of SITES)
      await member.locator('app-site-card').filter({ hasText: site.name }).waitFor();
    assert.equal(await member.locator('app-site-card').count(), 2);

    await owner.bringToFront();
    await owner.reload();
    await owner
      .getByRole('row')
      .filter({ hasText: memberEmail })
      .filter({ hasText: 'Active' })
      .waitFor();
    await screenshot(owner, '13-team');
  });

  test('the owner removes the member and the member’s next navigation lands on log-in', async () => {
    await owner.getByRole('button', { name: `Remove ${memberEmail}` }).click();
    await owner
      .getByRole('dialog', { name: `Remove ${memberEmail}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await owner.getByRole('row').filter({ hasText: memberEmail }).waitFor({ state: 'detached' });
    await owner.getByText('1 of 5 seats used').waitFor();

    await member.bringToFront();
    await member
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await member.waitForURL(/\/login\?returnUrl=%2Fteam/);
    await member.reload();
    await member.getByRole('button', { name: 'Log in' }).waitFor();
    assert.match(new URL(member.url()).pathname, /^\/login$/);
    assert.deepEqual(memberErrors, []);
    await owner.bringToFront();
  });

  test('five seats fill the workspace: the counter says so and the form is disabled with a notice', async () => {
    for (let index = 1; index <= 4; index += 1) {
      await invite(`seat-${index}-${stamp}@agency.example`);
      await owner.getByText(`${index + 1} of 5 seats used`).waitFor();
    }
    await owner.getByText('All 5 seats are taken').waitFor();
    assert.equal(await owner.getByLabel('Email').isDisabled(), true);
    assert.equal(await owner.getByRole('button', { name: 'Send invitation' }).isDisabled(), true);
    await screenshot(owner, '14-team-full');
    assert.deepEqual(ownerErrors, []);
  });
});
