import type { VocabularyValueFormat } from '@sdn/contracts';

/**
 * How the schema builder shapes values Google reads as lists or as a particular nested type where the rule tables
 * say nothing about shape: which properties hold several values (so the form offers add, remove and reorder), and
 * the item type for a few properties whose Schema.org range is too wide to guess from (FAQPage.mainEntity).
 * From Google's documentation examples: breadcrumb `itemListElement`, FAQ `mainEntity`, Product `image`, `offers`
 * and `review`, Recipe `recipeIngredient` and `recipeInstructions`, LocalBusiness `openingHoursSpecification`.
 */
const LIST_VALUED = new Set([
  'applicableCountry',
  'dayOfWeek',
  'hasPart',
  'image',
  'itemListElement',
  'offers',
  'openingHoursSpecification',
  'performer',
  'recipeIngredient',
  'recipeInstructions',
  'review',
  'sameAs',
  'shippingDetails',
  'step',
  'suggestedAnswer',
  'supply',
  'tool',
]);

/** Lists only on some types: mainEntity is one entity on a WebPage, the list of questions on an FAQPage. */
const LIST_VALUED_ON: Readonly<Record<string, readonly string[]>> = {
  mainEntity: ['FAQPage'],
};

const ITEM_TYPES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  FAQPage: { mainEntity: 'Question' },
  Recipe: { recipeInstructions: 'HowToStep' },
  HowTo: { step: 'HowToStep' },
};

/**
 * What an item is made of when no rule set names it: a breadcrumb item's name and page, a question's answer, a
 * step's text. The builder shows these fields without marking them (Google's rules decide what is required).
 */
const SHOWN: Readonly<Record<string, readonly string[]>> = {
  Answer: ['text'],
  FAQPage: ['mainEntity'],
  HowToStep: ['name', 'text'],
  ListItem: ['name', 'item'],
  // An address where no rule set asks for its parts (an Event venue's): the parts Google's examples give.
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  Question: ['name', 'acceptedAnswer'],
  // A strikethrough (sale) or list price beside an offer's price.
  UnitPriceSpecification: ['priceType', 'price', 'priceCurrency'],
};

export function isShownByDefault(property: string, isSubtypeOf: (targets: readonly string[]) => boolean): boolean {
  return Object.entries(SHOWN).some(([owner, names]) => names.includes(property) && isSubtypeOf([owner]));
}

/**
 * The input a property takes where the rule sets name no format and the Schema.org range misleads: a breadcrumb
 * item's `item` ranges over Thing, yet Google's examples (and most pages) give the page's URL.
 */
const FORMATS: Readonly<Record<string, Readonly<Record<string, VocabularyValueFormat>>>> = {
  ListItem: { item: 'url' },
  // An address where no rule set names its parts' formats (an Event venue's): Google reads the country's code.
  PostalAddress: { addressCountry: 'country' },
  // A strikethrough price is a price like the offer's own (Merchant listing checks it in a custom rule).
  PriceSpecification: { price: 'number', priceCurrency: 'currency' },
};

export function builderFormat(property: string, isSubtypeOf: (targets: readonly string[]) => boolean): VocabularyValueFormat | undefined {
  for (const [owner, formats] of Object.entries(FORMATS)) {
    if (formats[property] && isSubtypeOf([owner])) return formats[property];
  }
  return undefined;
}

/** False for a type the builder edits by other fields than its name (an Answer is its text). */
export function isNamedByDefault(type: string): boolean {
  const shown = SHOWN[type];
  return shown === undefined || shown.includes('name');
}

export function isListValued(type: string, property: string, isSubtypeOf: (targets: readonly string[]) => boolean): boolean {
  if (LIST_VALUED.has(property)) return true;
  const types = LIST_VALUED_ON[property];
  return types !== undefined && isSubtypeOf(types);
}

/** The item type the builder starts a value of `type.property` with, when the rules name none. */
export function builderItemType(type: string, property: string, isSubtypeOf: (targets: readonly string[]) => boolean): string | undefined {
  for (const [owner, items] of Object.entries(ITEM_TYPES)) {
    if (items[property] && isSubtypeOf([owner])) return items[property];
  }
  return undefined;
}
