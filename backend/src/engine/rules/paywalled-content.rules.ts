import { asArray, childPath, isNode, typesOf } from '../validation/json-ld-node.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/paywalled-content (checked against the page as
// last updated 2025-12-10)
// Subscription and paywalled content, for CreativeWork and its subtypes: isAccessibleForFree (Boolean) is the only
// required property. hasPart.@type (WebPageElement), hasPart.isAccessibleForFree (false) and hasPart.cssSelector are
// recommended, one hasPart per paywalled section. Guidelines: cssSelector takes only class selectors (".paywall"), and
// content sections must not be nested.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/paywalled-content';
const CLASS_SELECTOR = /^\.-?[_a-zA-Z][\w-]*$/;

const isFalse = (value: unknown) => value === false || value === 'False' || value === 'false';

const paywalledParts: CustomCheck = (node, path, { report, resolve }, rule) => {
  if (!isFalse(node.isAccessibleForFree)) return;
  const parts = asArray(node.hasPart).map(resolve).filter(isNode);
  if (parts.length === 0) {
    report.richResult(
      `${childPath(path, 'hasPart', null)}: recommended for paywalled content: add "hasPart" with a WebPageElement (isAccessibleForFree false, cssSelector ".your-class") for each paywalled section (${rule.feature}).`,
    );
    return;
  }
  parts.forEach((part, i) => {
    const at = childPath(path, 'hasPart', Array.isArray(node.hasPart) ? i : null);
    if (!typesOf(part).includes('WebPageElement'))
      report.richResult(`${at}.@type: Google recommends "WebPageElement" for a paywalled section (${rule.feature}).`);
    if (part.isAccessibleForFree === undefined)
      report.richResult(
        `${at}.isAccessibleForFree: recommended property "isAccessibleForFree" is missing; set it to false for the paywalled section (${rule.feature}).`,
      );
    const selectors = asArray(part.cssSelector);
    if (selectors.length === 0) {
      report.richResult(
        `${at}.cssSelector: recommended property "cssSelector" is missing; name the paywalled section's class, e.g. ".paywall" (${rule.feature}).`,
      );
    }
    for (const selector of selectors) {
      if (typeof selector !== 'string' || !CLASS_SELECTOR.test(selector.trim())) {
        report.richResult(
          `${at}.cssSelector: ${JSON.stringify(selector)?.slice(0, 60)} is not a class selector; Google accepts only ".class" selectors for paywalled sections (${rule.feature}).`,
        );
      }
    }
    if (asArray(part.hasPart).some((inner) => isNode(resolve(inner)))) {
      report.richResult(
        `${at}.hasPart: Google's guidelines say not to nest paywalled sections; list each section directly under the article's "hasPart" (${rule.feature}).`,
      );
    }
  });
};

export const PAYWALLED_CONTENT_RULES: RuleSet[] = [
  {
    id: 'paywalled-content',
    feature: 'Subscription and paywalled content',
    docs: DOCS,
    types: ['CreativeWork'],
    excludeTypes: ['Dataset'],
    when: (node) => node.isAccessibleForFree !== undefined,
    required: ['isAccessibleForFree:boolean'],
    checks: [paywalledParts],
  },
];
