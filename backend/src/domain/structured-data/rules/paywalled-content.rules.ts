import { asArray, childPath, isNode } from '../validation/json-ld-node.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/paywalled-content
// Subscription and paywalled content: isAccessibleForFree (Boolean); when false, hasPart lists the paywalled
// sections, each with isAccessibleForFree false and the cssSelector of the section.
const paywalledParts: CustomCheck = (node, path, { report, resolve }, rule) => {
  if (node.isAccessibleForFree !== false && node.isAccessibleForFree !== 'False' && node.isAccessibleForFree !== 'false') return;
  const parts = asArray(node.hasPart).map(resolve).filter(isNode);
  if (parts.length === 0) {
    report.blocking(`${childPath(path, 'hasPart', null)}: paywalled content needs "hasPart" with a WebPageElement whose "cssSelector" marks the paywalled section (${rule.feature}).`);
    return;
  }
  parts.forEach((part, i) => {
    const at = childPath(path, 'hasPart', Array.isArray(node.hasPart) ? i : null);
    if (part.isAccessibleForFree === undefined) report.blocking(`${at}.isAccessibleForFree: missing required property "isAccessibleForFree" (false) for the ${rule.feature} rich result.`);
    if (typeof part.cssSelector !== 'string' || !part.cssSelector) report.blocking(`${at}.cssSelector: missing required property "cssSelector" naming the paywalled section's class, e.g. ".paywall" (${rule.feature}).`);
  });
};

export const PAYWALLED_CONTENT_RULES: RuleSet[] = [
  {
    id: 'paywalled-content',
    feature: 'Subscription and paywalled content',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/paywalled-content',
    types: ['CreativeWork'],
    excludeTypes: ['Dataset'],
    when: (node) => node.isAccessibleForFree !== undefined,
    required: ['isAccessibleForFree:boolean'],
    checks: [paywalledParts],
  },
];
