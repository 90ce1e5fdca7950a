import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/movie
// Movie (carousel): name and image required; aggregateRating, dateCreated, director, review recommended.
export const MOVIE_RULES: RuleSet[] = [
  {
    id: 'movie',
    feature: 'Movie',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/movie',
    types: ['Movie'],
    required: ['name:text', 'image:url'],
    recommended: ['aggregateRating', 'dateCreated:dateTime', 'director', 'review'],
    nested: { ...NESTED_REVIEWS },
  },
];
