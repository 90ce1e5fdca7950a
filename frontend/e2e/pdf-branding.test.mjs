// The PDF's branding in a real browser against the real service: an Agency owner names the workspace, uploads a logo
// on the Team page (an SVG named .png is refused at once, a PNG is previewed), picks an accent colour, audits a
// client's site on loopback and downloads the report. Its text says "Prepared by … for …" (pdftotext), the logo is
// embedded (pdfimages), and page 1, rendered to a PNG kept beside the other screenshots, shows the accent colour.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { artifactsDir, launchBrowser, openPage, screenshot, startService } from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const ACCENT = '#6a1b9a';
/** The logo's one colour: orange, far from the accent and from every severity colour. */
const LOGO_RGB = [230, 145, 56];

/** A real 160 x 64 RGB PNG of one colour, built with zlib. */
function logoPng() {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [160, 64];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => LOGO_RGB).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pixels of page 1 (pdftoppm's raw PPM) within a few levels of `#rrggbb`. */
function accentPixels(pdfPath, hex) {
  const ppm = execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '60', '-singlefile', pdfPath]);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  const rgb = ppm.subarray(header[0].length);
  const target = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  let count = 0;
  for (let at = 0; at + 2 < rgb.length; at += 3) {
    if (target.every((value, channel) => Math.abs(rgb[at + channel] - value) <= 8)) count++;
  }
  return count;
}

/** A small client shop on loopback: robots.txt, a sitemap and two product pages. */
async function startShop() {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/robots.txt')
      return res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`User-agent: *\nSitemap: ${origin}/sitemap.xml\n`);
    if (path === '/sitemap.xml')
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/kettle</loc></url></urlset>`,
        );
    if (path === '/' || path === '/kettle')
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Kettle Corner</title></head><body><h1>Kettles</h1><p>€49.99</p></body></html>`,
        );
    res.writeHead(404).end('not found');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      }),
  };
}

describe('branded PDF report end to end', { timeout: 300_000 }, () => {
  let service;
  let shop;
  let browser;
  let page;
  let errors;
  const email = `brand-${Date.now()}@agency.example`;
  const files = {
    svg: join(artifactsDir, 'not-a-logo.png'),
    png: join(artifactsDir, 'brand-logo.png'),
  };

  before(async () => {
    shop = await startShop();
    service = await startService({ SSRF_ALLOWED_ADDRESSES: '127.0.0.1', AUDIT_DELAY_MS: '0' });
    browser = await launchBrowser();
    ({ page, pageErrors: errors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    }));
    writeFileSync(
      files.svg,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    writeFileSync(files.png, logoPng());
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
    await shop?.stop();
  });

  test('an Agency owner names the workspace on the Team page', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Dana Whitfield');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await service.cli('plan', 'set', email, 'agency');
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await page.getByRole('heading', { name: 'Report branding' }).waitFor();
    await page.locator('#workspace-name').fill('Northwind Digital');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Workspace renamed to Northwind Digital').waitFor();
  });

  test('the owner uploads a logo (an SVG named .png refused at once) and sets the accent colour', async () => {
    await page.locator('.logo-preview').getByText('No logo').waitFor();
    await page.locator('#brand-logo').setInputFiles(files.svg);
    await page
      .locator('#brand-logo-error')
      .getByText(/The logo must be a PNG or JPEG image/)
      .waitFor();

    await page.locator('#brand-logo').setInputFiles(files.png);
    await page.getByText('Logo saved').waitFor();
    const preview = page.getByRole('img', { name: 'Workspace logo' });
    await preview.waitFor();
    assert.equal(
      await preview.evaluate((img) => img.complete && img.naturalWidth),
      160,
      'the stored logo is shown',
    );
    assert.equal(
      await page.locator('#brand-logo-error [role="alert"]').count(),
      0,
      'the earlier refusal is gone',
    );
    await page.getByText('PNG, 160 × 64 px').waitFor();

    await page.locator('#brand-accent').fill(ACCENT);
    assert.equal(await page.locator('#brand-accent-hex').innerText(), ACCENT);
    await page.getByRole('button', { name: 'Save colour' }).click();
    await page.getByText(`Accent colour set to ${ACCENT}`).waitFor();
    await screenshot(page, 'pdf-branding-settings');
    // The card fits a phone: no sideways scroll at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
    );
    await screenshot(page, 'pdf-branding-settings-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('an audit of the client site downloads a report prepared by the agency, with its logo and colour', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sites' })
      .click();
    await page.getByRole('button', { name: 'Add site' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByLabel('Site name').fill('Kettle Corner');
    await dialog.getByLabel('Website URL').fill(`${shop.origin}/`);
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('heading', { name: 'Kettle Corner', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('button', { name: 'Start audit' }).click();
    await page
      .locator('.score')
      .filter({ hasText: /Score \d+ \/ 100/ })
      .waitFor({ timeout: 60_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdfPath = join(artifactsDir, 'pdf-branding-report.pdf');
    await download.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString('utf8').replace(/\s+/g, ' ');
    assert.match(text, /Structured data audit Kettle Corner/);
    const prepared = text.split('Prepared by Northwind Digital for Kettle Corner').length - 1;
    assert.ok(prepared >= 2, `on the cover and in the footer (${prepared} times)`);
    assert.doesNotMatch(text, /schema delivery network|\bSDN\b/i);

    const images = execFileSync('pdfimages', ['-list', pdfPath])
      .toString('utf8')
      .split('\n')
      .slice(2)
      .filter(Boolean);
    assert.match(
      images[0] ?? '',
      /^\s*1\s+\d+\s+image\s+160\s+64\s/,
      'the logo is embedded on page 1',
    );

    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      join(artifactsDir, 'pdf-branding-page-1'),
    ]);
    assert.ok(
      accentPixels(pdfPath, ACCENT) > 100,
      'the title and rule of page 1 are in the accent colour',
    );
    assert.ok(accentPixels(pdfPath, '#e69138') > 100, 'the logo shows on page 1');
    assert.deepEqual(errors, []);
  });
});
