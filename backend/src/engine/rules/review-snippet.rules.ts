import { childPath, typesOf } from '../validation/json-ld-node.js';
import { ratingWithinBounds, textLength } from './common-checks.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/review-snippet
// Review: author, reviewRating (ratingValue within bestRating/worstRating) and itemReviewed when standalone.
// AggregateRating: ratingValue, ratingCount or reviewCount, and itemReviewed when standalone.
// A standalone itemReviewed needs a name and must be one of the types Google lists for review snippets.
// Changelog (https://developers.google.com/search/updates):
// - 15 Jan 2025: Google advises accepting ratings only with a review comment and the author's name (a site
//   practice, not markup we can check).
// - 12 Nov 2025: say what is reviewed one way only: a review or rating nested in the item (review/aggregateRating)
//   leaves out itemReviewed, which is for standalone ones; we warn when both are used.
// - 24 July 2026: fake or undisclosed incentivised reviews are against the guidelines (content, not checkable).
// The author's name must stay under 100 characters to be eligible for an author-based review snippet.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet';

const REVIEWABLE_TYPES = [
  'Book',
  'Course',
  'CreativeWorkSeason',
  'CreativeWorkSeries',
  'Episode',
  'Event',
  'Game',
  'HowTo',
  'LocalBusiness',
  'MediaObject',
  'Movie',
  'MusicPlaylist',
  'MusicRecording',
  'Organization',
  'Product',
  'Recipe',
  'SoftwareApplication',
];

/** A nested review or rating already names its item through the parent, so itemReviewed is a second, competing way. */
const noSecondItemReviewed: CustomCheck = (node, path, { report }, rule) => {
  if (node.itemReviewed === undefined) return;
  report.richResult(
    `${childPath(path, 'itemReviewed', null)}: this ${typesOf(node).join('/')} is nested in the item it is about, so leave out "itemReviewed"; use one way of saying what is reviewed (${rule.feature}).`,
  );
};

const reviewableType: CustomCheck = (node, path, { report, vocabulary }, _rule) => {
  const types = typesOf(node);
  if (vocabulary.isAnySubtypeOf(types, REVIEWABLE_TYPES)) return;
  report.richResult(
    `${childPath(path, '@type', null)}: ${types.join(', ') || 'an untyped item'} is not a type Google shows review snippets for; use one of ${REVIEWABLE_TYPES.join(', ')}.`,
  );
};

export const REVIEW_SNIPPET_RULES: RuleSet[] = [
  {
    id: 'review',
    feature: 'Review snippet',
    docs: DOCS,
    types: ['Review'],
    excludeTypes: ['ClaimReview', 'EmployerReview'],
    required: ['author', 'itemReviewed', 'reviewRating'],
    recommended: ['datePublished:dateTime'],
    nested: { reviewRating: ['rating'], author: ['review-author'], itemReviewed: ['reviewed-item'] },
  },
  {
    id: 'reviewed-item',
    feature: 'Review snippet',
    docs: `${DOCS}#review`,
    types: ['Thing'],
    nestedOnly: true,
    required: ['name:text'],
    checks: [reviewableType],
  },
  {
    id: 'review-nested',
    feature: 'Review snippet',
    docs: `${DOCS}#review`,
    types: ['Review'],
    nestedOnly: true,
    required: ['author', 'reviewRating'],
    recommended: ['datePublished:dateTime'],
    checks: [noSecondItemReviewed],
    nested: { reviewRating: ['rating'], author: ['review-author'] },
  },
  {
    id: 'review-author',
    feature: 'Review snippet',
    docs: `${DOCS}#review`,
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
    checks: [textLength('name', 1, 99, false)],
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
    nested: { itemReviewed: ['reviewed-item'] },
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
    checks: [ratingWithinBounds, noSecondItemReviewed],
  },
];

/** The nested review parts any reviewable rich result (Product, Recipe, Movie, LocalBusiness...) accepts. */
export const NESTED_REVIEWS = { review: ['review-nested'], aggregateRating: ['aggregate-rating-nested'] } as const;
