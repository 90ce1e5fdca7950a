import { childPath, isNode } from '../validation/json-ld-node.js';
import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/recipe
// Recipe: name and image required; times as ISO 8601 durations; ingredients, instructions, yield recommended.
// Re-read 2026-11-26 against an outside validator's gallery (the property tables taken as the page gives them):
// - nutrition.calories: "If nutrition.calories is defined, recipeYield must be defined with the number of
//   servings": a recipe with calories and no yield gets an error.
// - recipeInstructions as HowToStep / HowToSection (the page's recommended form; text is still read as is):
//   a HowToSection needs name and itemListElement (its steps); a HowToStep needs its text, or itemListElement
//   (HowToDirection / HowToTip substeps) instead; each HowToDirection and HowToTip needs text. The same rules apply
//   to a step or section published as a document of its own (alsoAtRoot). The How-to rich result itself is retired
//   (retired-features.rules.ts); these types live on as the Recipe's instructions.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/recipe';

/** Calories are per serving, so Google needs the number of servings they divide into. */
const yieldWithCalories: CustomCheck = (node, path, { report, resolve }, rule) => {
  const nutrition = resolve(node.nutrition);
  if (!isNode(nutrition) || nutrition.calories === undefined || node.recipeYield !== undefined) return;
  report.blocking(
    `${childPath(path, 'recipeYield', null)}: "nutrition.calories" is given, so the ${rule.feature} rich result requires "recipeYield" with the number of servings (e.g. "4 servings").`,
  );
};

export const RECIPE_RULES: RuleSet[] = [
  {
    id: 'recipe',
    feature: 'Recipe',
    docs: DOCS,
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
    checks: [yieldWithCalories],
    nested: { ...NESTED_REVIEWS, video: ['video'], recipeInstructions: ['recipe-section', 'recipe-step'] },
    // Instructions written as plain text are still read (Google recommends HowToStep).
    textAccepted: ['recipeInstructions'],
  },
  {
    id: 'recipe-section',
    feature: 'Recipe',
    docs: `${DOCS}#how-to-section`,
    types: ['HowToSection'],
    nestedOnly: true,
    alsoAtRoot: true,
    required: ['name:text', 'itemListElement'],
    nested: { itemListElement: ['recipe-step'] },
    textAccepted: ['itemListElement'],
  },
  {
    id: 'recipe-step',
    feature: 'Recipe',
    docs: `${DOCS}#how-to-step`,
    types: ['HowToStep'],
    nestedOnly: true,
    alsoAtRoot: true,
    oneOf: [{ names: ['text', 'itemListElement'], required: true }],
    checkedRequired: ['text:text'],
    nested: { itemListElement: ['recipe-direction'] },
    textAccepted: ['itemListElement'],
  },
  {
    id: 'recipe-direction',
    feature: 'Recipe',
    docs: `${DOCS}#how-to-direction`,
    types: ['HowToDirection', 'HowToTip'],
    nestedOnly: true,
    alsoAtRoot: true,
    required: ['text:text'],
  },
];
