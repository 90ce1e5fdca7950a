import { ratingWithinBounds } from './common-checks.js';
import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/employer-rating
// EmployerAggregateRating: itemReviewed (the Organization, with a name), ratingValue, ratingCount or reviewCount.
export const EMPLOYER_RATING_RULES: RuleSet[] = [
  {
    id: 'employer-rating',
    feature: 'Employer aggregate rating',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/employer-rating',
    types: ['EmployerAggregateRating'],
    required: ['itemReviewed', 'ratingValue:number'],
    recommended: ['bestRating:number', 'worstRating:number'],
    oneOf: [{ names: ['ratingCount', 'reviewCount'], required: true }],
    checks: [ratingWithinBounds],
    nested: { itemReviewed: ['employer-organization'] },
  },
  {
    id: 'employer-organization',
    feature: 'Employer aggregate rating',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/employer-rating#itemreviewed',
    types: ['Organization'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['sameAs:url'],
  },
];
