import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/software-app
// SoftwareApplication (MobileApplication, WebApplication, VideoGame): name, offers.price and a rating or review.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/software-app';

export const SOFTWARE_APP_RULES: RuleSet[] = [
  {
    id: 'software-app',
    feature: 'Software app',
    docs: DOCS,
    types: ['SoftwareApplication', 'VideoGame'],
    required: ['name:text', 'offers'],
    recommended: ['applicationCategory:text', 'operatingSystem:text'],
    oneOf: [{ names: ['aggregateRating', 'review'], required: true }],
    nested: { offers: ['software-offer'], ...NESTED_REVIEWS },
  },
  {
    id: 'software-offer',
    feature: 'Software app',
    docs: `${DOCS}#offers`,
    types: ['Offer'],
    nestedOnly: true,
    required: ['price:number'],
    recommended: ['priceCurrency:currency'],
  },
];
