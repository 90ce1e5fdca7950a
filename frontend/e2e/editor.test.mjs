// The schema editor's code editor, findings and previews in a real browser against the real service: broken JSON typed
// into the CodeMirror editor gets a lint marker, Repair shows the service's repair as a diff before it is used, the
// validator's corrections are reviewed as a diff, applied and undone, a finding sits on its field, and the
// search-result preview shows the product. Screenshots of the code editor, the diff and the preview are saved.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { join } from 'node:path';
import {
  artifactsDir,
  launchBrowser,
  openPage,
  previewedJson,
  screenshot,
  startService,
} from './harness.mjs';

const PASSWORD = 'correct-horse-42';
const BROKEN = `{'@context': 'https://schema.org', '@type': 'Product', name: 'Anvil', image: 'https://example.com/anvil.jpg',
  offers: {'@type': 'Offer', price: 19.99, priceCurrency: 'USD', availability: 'https://schema.org/InStock',},
  aggregateRating: {'@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 89}}`;

describe('schema editor: code editor, findings and previews', { timeout: 300_000 }, () => {
  let service;
  let browser;
  let page;
  let pageErrors;

  before(async () => {
    service = await startService();
    browser = await launchBrowser();
    ({ page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  test('a new schema opens with the code editor loaded on demand', async () => {
    await page.goto(service.baseUrl + '/signup');
    await page.getByLabel('Name').fill('Eda Editor');
    await page.getByLabel('Email').fill(`editor-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add site' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByLabel('Site name').fill('Anvil shop');
    await dialog.getByLabel('Website URL').fill('https://shop.example.com');
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('heading', { name: 'Anvil shop', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New schema' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Anvil product');
    await page.getByLabel('Page URL').fill('https://shop.example.com/anvils/classic');
    await page.getByRole('textbox', { name: 'JSON-LD' }).waitFor();
  });

  test("broken JSON typed in the code editor gets a lint marker at the parser's line", async () => {
    const editor = page.getByRole('textbox', { name: 'JSON-LD' });
    await editor.click();
    await page.keyboard.insertText(BROKEN);
    await page.locator('.cm-lint-marker-error').waitFor();
    await page
      .getByText(/^\s*Invalid JSON/)
      .first()
      .waitFor();
    // The marker is on the first line: the parser stops at the first single quote.
    const marked = await page
      .locator('.cm-gutter-lint .cm-gutterElement')
      .filter({ has: page.locator('.cm-lint-marker-error') })
      .boundingBox();
    const firstLine = await page.locator('.cm-line').first().boundingBox();
    assert.ok(
      Math.abs(marked.y - firstLine.y) < firstLine.height / 2,
      `marker at ${marked.y}, line 1 at ${firstLine.y}`,
    );
    // Keyboard escape: Escape, then Tab leaves the editor for the next control.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor')), false);
    await page
      .locator('app-json-code-editor')
      .screenshot({ path: join(artifactsDir, 'editor-code-broken.png') });
  });

  test('Repair sends the text to the service and shows the repair as a diff before it is used', async () => {
    await page.getByRole('button', { name: 'Repair', exact: true }).click();
    const proposal = page.locator('app-proposed-change').filter({ hasText: 'Repaired JSON' });
    await proposal.waitFor();
    await proposal.getByRole('heading', { name: /Repaired JSON/ }).waitFor();
    await screenshot(page, 'editor-repair-diff');
    await proposal.getByRole('button', { name: 'Use the repaired JSON' }).click();
    await page.getByRole('heading', { name: 'Type: Product' }).waitFor();
    const doc = await previewedJson(page);
    assert.equal(doc.name, 'Anvil');
    assert.equal(doc.offers.priceCurrency, 'USD');
    await page.getByText('Repaired JSON applied.').waitFor();
    // The parse error's marker goes with the next lint pass.
    await page.waitForFunction(() => !document.querySelector('.cm-lint-marker-error'));
  });

  test('corrections are shown side by side, applied, and undone', async () => {
    const editor = page.getByRole('textbox', { name: 'JSON-LD' });
    await editor.fill(JSON.stringify({ ...(await previewedJson(page)), brand: 'ACME' }, null, 2));
    await page.waitForFunction(() =>
      /"brand": "ACME"/.test(
        document.querySelector('[data-testid="json-ld-preview"]')?.textContent ?? '',
      ),
    );
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await page.getByRole('button', { name: 'Review corrections…' }).click();
    const proposal = page.locator('app-proposed-change').filter({ hasText: 'Corrected schema' });
    await proposal.locator('app-json-diff').waitFor();
    await screenshot(page, 'editor-corrections-diff');
    assert.equal((await previewedJson(page)).brand, 'ACME', 'nothing changes before Apply');
    await proposal.getByRole('button', { name: 'Apply corrections' }).click();
    await page.getByText('Corrections applied.').waitFor();
    assert.deepEqual((await previewedJson(page)).brand, { '@type': 'Brand', name: 'ACME' });
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.waitForFunction(() =>
      /"brand": "ACME"/.test(
        document.querySelector('[data-testid="json-ld-preview"]')?.textContent ?? '',
      ),
    );
    assert.equal(await page.getByText('Corrections applied.').count(), 0);
  });

  test('a finding sits on its field, the header never says valid with warnings, and Show field moves there', async () => {
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    const report = page.locator('app-validation-report');
    await report.getByRole('heading', { level: 3 }).waitFor();
    const heading = await report.getByRole('heading', { level: 3 }).textContent();
    assert.match(heading, /\d+ warnings?/);
    assert.doesNotMatch(heading, /valid/i);
    // "brand" is text where Schema.org expects a Brand: the finding is shown under the Brand field and once in the summary.
    const onField = page.locator('app-property-field [data-property="brand"] .findings li');
    await onField.first().waitFor();
    assert.equal(await onField.count(), 1);
    const text = (await onField.first().textContent()).trim();
    const inSummary = report.locator('li').filter({ hasText: text });
    assert.equal(await inSummary.count(), 1);
    assert.equal(await inSummary.locator('code.path').textContent(), 'brand');
    await inSummary.getByRole('button', { name: /Show where/ }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'prop-brand');
    await screenshot(page, 'editor-findings-on-fields');
    await page.locator('.cm-lint-marker-warning').first().waitFor();
  });

  test('the search-result preview shows the product, labelled as an approximation', async () => {
    const preview = page.locator('app-serp-preview');
    await preview.scrollIntoViewIfNeeded();
    await preview.getByText('An approximation: Google decides').waitFor();
    const product = preview.locator('[data-feature="product"]');
    assert.equal(await product.locator('.title').textContent(), 'Anvil');
    assert.match(await product.locator('.facts').textContent(), /USD 19\.99 · In stock/);
    assert.equal(await product.locator('.stars').textContent(), '★★★★☆');
    assert.equal(
      await product.locator('.url').textContent(),
      'shop.example.com › anvils › classic',
    );
    // The toasts of the earlier steps would cover the preview in the screenshot. They also close by themselves, so
    // clicking each one's Dismiss races its timer: hide them instead.
    await page.addStyleTag({ content: 'app-toast-host { display: none !important; }' });
    await preview.screenshot({ path: join(artifactsDir, 'editor-serp-preview.png') });
    assert.deepEqual(pageErrors, []);
  });
});
