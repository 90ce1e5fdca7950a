// Keyboard helpers for the schema builder's e2e tests: reach a control with Tab (or Shift+Tab), type, press keys,
// pick a type, and validate the document through the page's own Validate button.
import assert from 'node:assert/strict';
import { previewedJson } from './harness.mjs';

export function builderKeys(page) {
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
  const focused = (selector, text) =>
    page.evaluate(
      ([s, t]) => {
        const element = document.activeElement;
        return !!element?.matches(s) && (element.textContent ?? '').includes(t);
      },
      [selector, text],
    );

  /** Where `selector` lies from the focused element: after it (Tab reaches it) or before it (Shift+Tab). */
  const direction = (selector, text) =>
    page.evaluate(
      ([s, t]) => {
        const target = [...document.querySelectorAll(s)].find((e) =>
          (e.textContent ?? '').includes(t),
        );
        const from = document.activeElement ?? document.body;
        if (!target || from === document.body) return 'Tab';
        return from.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING
          ? 'Tab'
          : 'Shift+Tab';
      },
      [selector, text],
    );

  /**
   * Presses Tab (or Shift+Tab, when the control lies above the focus) until `selector` (holding `text`) has focus;
   * fails after `limit` presses. Never wraps through the JSON code editor, which keeps Tab for indenting. The way is
   * read again before each press: the builder moves focus on its own a moment after a click (a new list item's
   * first field takes it when its fields arrive), and a way read once could lead away from the control from there.
   */
  async function tabTo(selector, { text = '', limit = 80 } = {}) {
    await page.locator(selector).filter({ hasText: text }).first().waitFor();
    let key = 'Tab';
    for (let presses = 0; presses < limit; presses++) {
      if (await focused(selector, text)) return;
      key = await direction(selector, text);
      await page.keyboard.press(key);
    }
    assert.fail(
      `${selector} not reached with ${limit} presses of ${key} (focus on #${await focusedId()})`,
    );
  }

  /** Types at a person's pace (a burst can outrun a zoneless re-render of a number input). */
  async function typeInto(selector, text) {
    await tabTo(selector);
    await page.keyboard.type(text, { delay: 25 });
  }

  /** Activates a button (Enter) or toggles a checkbox (Space). */
  async function press(selector, { key = 'Enter', text = '', limit = 80 } = {}) {
    await tabTo(selector, { text, limit });
    await page.keyboard.press(key);
  }

  /** Opens a new schema for `pageUrl` and picks `type` in the type search with the keyboard. */
  async function startSchema(baseUrl, clientId, pageUrl, type) {
    await page.goto(`${baseUrl}/sites/${clientId}/schemas/new`);
    await page.locator('#type-option-Article').waitFor();
    await page.locator('#schema-page-url').focus();
    await page.keyboard.type(pageUrl);
    await page.keyboard.press('Tab');
    assert.equal(await focusedId(), 'type-search');
    await page.keyboard.type(type);
    await page.waitForFunction(
      (id) => document.querySelector('#type-search')?.getAttribute('aria-activedescendant') === id,
      `type-option-${type}`,
    );
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Type: ${type}` }).waitFor();
  }

  /** Waits until the head preview holds `fragment` (the form has written the last value). */
  async function previewHolds(fragment) {
    await page.waitForFunction(
      (text) =>
        document.querySelector('[data-testid="json-ld-preview"]')?.textContent?.includes(text),
      fragment,
    );
    return previewedJson(page);
  }

  /** Presses Validate by keyboard and answers the report's heading; fails on any error the validator lists. */
  async function validateWithoutErrors() {
    // From the bottom of a long form (a Product with two offers has some 150 stops) up to the page's toolbar.
    await press('button', { text: 'Validate', limit: 300 });
    const report = page.locator('app-validation-report');
    await report.getByRole('heading', { level: 3 }).waitFor();
    const errors = await report.locator('[data-group="issues"] li').allTextContents();
    assert.deepEqual(
      errors,
      [],
      `the validator found errors in ${JSON.stringify(await previewedJson(page))}`,
    );
    return report.getByRole('heading', { level: 3 }).textContent();
  }

  /** The badges of a field: Required / Recommended as the form shows them. */
  const badge = (property) =>
    page.locator(`app-property-field [data-property="${property}"] .label-row .badge`).first();

  return {
    focusedId,
    tabTo,
    typeInto,
    press,
    startSchema,
    previewHolds,
    validateWithoutErrors,
    badge,
  };
}
