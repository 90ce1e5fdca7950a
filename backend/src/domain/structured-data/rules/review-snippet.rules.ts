import { ratingWithinBounds } from './common-checks.js';
import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/review-snippet
// Review: author, reviewRating (ratingValue within bestRating/worstRating) and itemReviewed when standalone.
// AggregateRating: ratingValue, ratingCount or reviewCount, and itemReviewed when standalone.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet';

export const REVIEW_SNIPPET_RULES: RuleSet[] = [
  {
    id: 'review',
    feature: 'Review snippet',
    docs: DOCS,
    types: ['Review'],
    excludeTypes: ['ClaimReview', 'EmployerReview'],
    required: ['author', 'itemReviewed', 'reviewRating'],
    recommended: ['datePublished:dateTime'],
    nested: { reviewRating: ['rating'], author: ['review-author'] },
  },
  {
    id: 'review-nested',
    feature: 'Review snippet',
    docs: `${DOCS}#review`,
    types: ['Review'],
    nestedOnly: true,
    required: ['author', 'reviewRating'],
    recommended: ['datePublished:dateTime'],
    nested: { reviewRating: ['rating'], author: ['review-author'] },
  },
  {
    id: 'review-author',
    feature: 'Review snippet',
    docs: `${DOCS}#review`,
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
  },
  {
    id: 'rating',
    feature: 'Review snippet',
    docs: `${DOCS}#rating`,
    types: ['Rating'],
    nestedOnly: true,
    required: ['ratingValue:number'],
    recommended: ['bestRating:number', 'worstRating:number'],
    checks: [ratingWithinBounds],
  },
  {
    id: 'aggregate-rating',
    feature: 'Review snippet',
    docs: `${DOCS}#aggregate-rating`,
    types: ['AggregateRating'],
    excludeTypes: ['EmployerAggregateRating'],
    required: ['itemReviewed', 'ratingValue:number'],
    recommended: ['bestRating:number', 'worstRating:number'],
    oneOf: [{ names: ['ratingCount', 'reviewCount'], required: true }],
    checks: [ratingWithinBounds],
  },
  {
    id: 'aggregate-rating-nested',
    feature: 'Review snippet',
    docs: `${DOCS}#aggregate-rating`,
    types: ['AggregateRating'],
    nestedOnly: true,
    required: ['ratingValue:number'],
    recommended: ['bestRating:number', 'worstRating:number'],
    oneOf: [{ names: ['ratingCount', 'reviewCount'], required: true }],
    checks: [ratingWithinBounds],
  },
];

/** The nested review parts any reviewable rich result (Product, Recipe, Movie, LocalBusiness...) accepts. */
export const NESTED_REVIEWS = { review: ['review-nested'], aggregateRating: ['aggregate-rating-nested'] } as const;
