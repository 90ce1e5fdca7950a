import { childPath, isNode, typesOf } from '../validation/json-ld-node.js';
import { isNumeric } from '../validation/value-formats.js';
import { ratingWithinBounds } from './common-checks.js';
import { isMissing } from './rich-result-checker.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/employer-rating (checked against the page as
// last updated 2025-12-10)
// EmployerAggregateRating required: itemReviewed (must be the Organization being rated), ratingValue (a number,
// or text such as "60%" or "6 / 10") and at least one of ratingCount or reviewCount. Recommended: bestRating and
// worstRating (defaults 5 and 1). Google lists no properties of the Organization itself; its example gives name and
// sameAs, so those are recommended here.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/employer-rating';
const FRACTION = /^\s*-?\d+(\.\d+)?\s*\/\s*\d+(\.\d+)?\s*$/;
const PERCENTAGE = /^\s*-?\d+(\.\d+)?\s*%\s*$/;

/** Google reads a number, a fraction ("6 / 10") or a percentage ("60%"); anything else is not a rating. */
const ratingValueForm: CustomCheck = (node, path, { report }, rule) => {
  const value = node.ratingValue;
  if (isMissing(value) || isNumeric(value)) return;
  if (typeof value === 'string' && (FRACTION.test(value) || PERCENTAGE.test(value))) return;
  report.blocking(
    `${childPath(path, 'ratingValue', null)}: invalid value ${JSON.stringify(value)?.slice(0, 60)} for the ${rule.feature} rich result; use a number (e.g. 4.5), a fraction ("6 / 10") or a percentage ("60%").`,
  );
};

const countsAreNumbers: CustomCheck = (node, path, { report }, rule) => {
  for (const name of ['ratingCount', 'reviewCount']) {
    const value = node[name];
    if (!isMissing(value) && !isNumeric(value))
      report.blocking(
        `${childPath(path, name, null)}: invalid value ${JSON.stringify(value)?.slice(0, 60)} for the ${rule.feature} rich result; "${name}" must be a number.`,
      );
  }
};

const reviewedOrganization: CustomCheck = (node, path, { report, resolve, vocabulary }, rule) => {
  if (isMissing(node.itemReviewed)) return;
  const item = resolve(node.itemReviewed);
  if (isNode(item) && vocabulary.isAnySubtypeOf(typesOf(item), ['Organization'])) return;
  report.blocking(
    `${childPath(path, 'itemReviewed', null)}: must be the Organization being rated (an object with "@type": "Organization") for the ${rule.feature} rich result.`,
  );
};

export const EMPLOYER_RATING_RULES: RuleSet[] = [
  {
    id: 'employer-rating',
    feature: 'Employer aggregate rating',
    docs: DOCS,
    types: ['EmployerAggregateRating'],
    required: ['itemReviewed', 'ratingValue'],
    recommended: ['bestRating:number', 'worstRating:number'],
    oneOf: [{ names: ['ratingCount', 'reviewCount'], required: true }],
    checks: [ratingValueForm, ratingWithinBounds, countsAreNumbers, reviewedOrganization],
    nested: { itemReviewed: ['employer-organization'] },
  },
  {
    id: 'employer-organization',
    feature: 'Employer aggregate rating',
    docs: `${DOCS}#employeraggregaterating`,
    types: ['Organization'],
    nestedOnly: true,
    recommended: ['name:text', 'sameAs:url'],
  },
];
