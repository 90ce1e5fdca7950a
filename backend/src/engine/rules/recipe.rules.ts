import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/recipe
// Recipe: name and image required; times as ISO 8601 durations; ingredients, instructions, yield recommended.
export const RECIPE_RULES: RuleSet[] = [
  {
    id: 'recipe',
    feature: 'Recipe',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/recipe',
    types: ['Recipe'],
    required: ['name:text', 'image:url'],
    recommended: [
      'author',
      'datePublished:dateTime',
      'description:text',
      'prepTime:duration',
      'cookTime:duration',
      'totalTime:duration',
      'recipeIngredient:text',
      'recipeInstructions',
      'recipeYield',
      'recipeCategory:text',
      'recipeCuisine:text',
      'keywords',
      'nutrition',
      'aggregateRating',
      'video',
    ],
    nested: { ...NESTED_REVIEWS, video: ['video'] },
  },
];
