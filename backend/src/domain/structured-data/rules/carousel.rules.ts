import { listPositions } from './common-checks.js';
import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/carousel
// ItemList of ListItems: each has a position and either a url (summary page) or the full item (all-in-one page).
// Items must be of a carousel type (Course, Movie, Recipe, Restaurant), checked with that type's own rules.
export const CAROUSEL_RULES: RuleSet[] = [
  {
    id: 'carousel',
    feature: 'Carousel',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
    types: ['ItemList'],
    excludeTypes: ['BreadcrumbList', 'HowToSection', 'HowToStep', 'OfferCatalog'],
    required: ['itemListElement'],
    nested: { itemListElement: ['carousel-item'] },
    checks: [listPositions],
  },
  {
    id: 'carousel-item',
    feature: 'Carousel',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/carousel#list-item',
    types: ['ListItem'],
    nestedOnly: true,
    required: ['position:integer'],
    oneOf: [{ names: ['url', 'item'], required: true }],
    nested: { item: ['course', 'movie', 'recipe', 'local-business'] },
  },
];
