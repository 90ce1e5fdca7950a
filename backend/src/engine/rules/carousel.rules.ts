import { asArray, childPath, isNode, typesOf } from '../validation/json-ld-node.js';
import { listPositions, textLength } from './common-checks.js';
import { LOCAL_BUSINESS_RULES } from './local-business.rules.js';
import type { CustomCheck, RuleSet } from './rule-set.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/carousel
// ItemList of ListItems: each has a position and either a url (summary page) or the full item (all-in-one page).
// Items must be of a carousel type (Course, Movie, Recipe, Restaurant), checked with that type's own rules.
//
// https://developers.google.com/search/docs/appearance/structured-data/carousels-beta
// The structured data carousel (beta), documented 29 Feb 2024 and extended to Turkey (May 2025) and South Africa
// (Aug 2025, more query types Jan 2026), takes an ItemList on a summary page whose items are LocalBusiness (and
// subtypes such as Hotel or VacationRental), Product or Event entities, each with name, image and the url of its
// detail page, and at least three of them. It is only shown in the EEA, Turkey and South Africa, so its parts are
// reported as recommendations rather than blocking the classic carousel. Google's beta examples list restaurants
// and hotels without an address, so a LocalBusiness inside a carousel keeps the Local business checks but with
// address recommended instead of required.
const BETA_DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/carousels-beta';
const BETA_TYPES = ['LocalBusiness', 'Product', 'Event'];
const LOCAL_BUSINESS = LOCAL_BUSINESS_RULES.find((rule) => rule.id === 'local-business')!;

/** The beta carousel needs a list of at least three entities. */
const betaListSize: CustomCheck = (node, path, context) => {
  const entries = asArray(node.itemListElement).map((entry) => context.resolve(entry));
  const entities = entries.filter((entry) => isNode(entry) && isBetaEntity(context.resolve(entry.item), context.vocabulary)).length;
  if (entities > 0 && entities < 3) {
    context.report.richResult(
      `${childPath(path, 'itemListElement', null)}: ${entities} LocalBusiness/Product/Event item(s); the Carousel (beta) rich result needs at least 3 (${BETA_DOCS}).`,
    );
  }
};

function isBetaEntity(value: unknown, vocabulary: Pick<Vocabulary, 'isAnySubtypeOf'>): boolean {
  return isNode(value) && vocabulary.isAnySubtypeOf(typesOf(value), BETA_TYPES);
}

export const CAROUSEL_RULES: RuleSet[] = [
  {
    id: 'carousel',
    feature: 'Carousel',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
    types: ['ItemList'],
    excludeTypes: ['BreadcrumbList', 'HowToSection', 'HowToStep', 'OfferCatalog'],
    required: ['itemListElement'],
    nested: { itemListElement: ['carousel-item'] },
    checks: [listPositions, betaListSize],
  },
  {
    id: 'carousel-item',
    feature: 'Carousel',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/carousel#list-item',
    types: ['ListItem'],
    nestedOnly: true,
    required: ['position:integer'],
    oneOf: [{ names: ['url', 'item'], required: true }],
    nested: { item: ['course', 'movie', 'recipe', 'carousel-local-business', 'carousel-beta-item'] },
  },
  {
    ...LOCAL_BUSINESS,
    id: 'carousel-local-business',
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['address', ...(LOCAL_BUSINESS.recommended ?? [])],
    // A list page reviewing several places is not a business reviewing itself, so the self-review reminder is left out.
    checks: [textLength('priceRange', 1, 99, false)],
  },
  {
    id: 'carousel-beta-item',
    feature: 'Carousel (beta)',
    docs: `${BETA_DOCS}#common`,
    types: BETA_TYPES,
    nestedOnly: true,
    recommended: ['name:text', 'image:url', 'url:url'],
  },
];
