/**
 * How the type picker ranks a type: the rich-result types Google's pages name (Product, Recipe, LocalBusiness),
 * then the types most schemas nest or use (Person, Offer, PostalAddress...), then the more specific types that
 * inherit a rich result (Restaurant is a LocalBusiness), then the rest of Schema.org.
 */
export type VocabularyTypeGroup = 'richResult' | 'common' | 'richResultSubtype' | 'other';

/** Summary row of `GET /api/vocabulary/types?search=&richResultsOnly=`. */
export interface VocabularyTypeSummary {
  name: string;
  description: string;
  /** True when Google documents a rich result for this type (Free plan may use these). */
  richResult: boolean;
  /** Google's rich-result features the type can get, as Google titles them (e.g. "Product snippet", "Merchant listing"). */
  richResultFeatures: string[];
  group: VocabularyTypeGroup;
  /** Set when Google no longer shows a rich result for the type. */
  deprecation?: string;
}

export interface VocabularyTypeListResponse {
  /** Ranked: exact name, name prefix, name substring, then description matches; each by group, then name. */
  items: VocabularyTypeSummary[];
}

/** Value formats Google's rich-result rules ask for (`price` a number, `priceCurrency` an ISO 4217 code...). */
export type VocabularyValueFormat =
  | 'text'
  | 'url'
  | 'date'
  | 'dateTime'
  | 'dateTimeZone'
  | 'duration'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'currency'
  /** A two-letter ISO 3166-1 alpha-2 country code. */
  | 'country'
  /** A time of day, hh:mm or hh:mm:ss (opening hours). */
  | 'time'
  | 'object';

/** One property of a type as the schema editor builds its form from it. */
export interface VocabularyPropertyDto {
  name: string;
  description: string;
  /** Expected value types: data types (Text, URL, Date, DateTime, Number, Boolean, Duration...) or type names. */
  expectedTypes: string[];
  /** Google requires it for the rich result. */
  required: boolean;
  /** Google recommends it for the rich result. */
  recommended: boolean;
  /** The format Google's rules check the value against, when they name one. */
  format?: VocabularyValueFormat;
  /** The type Google expects for a nested value (Product.offers -> Offer), when the range allows several. */
  defaultType?: string;
  /**
   * With `defaultType`: false when Google's rules for that nested value ask for other properties and not a name (an
   * Offer, an AggregateRating, a PostalAddress), so the builder opens its details instead of asking for a name.
   */
  namedValue?: boolean;
  /** Google reads a list here (breadcrumb items, FAQ questions, images, offers): the builder offers add, remove, reorder. */
  repeatable?: boolean;
  /** The builder shows it unasked: what an item is made of where no rule names it (a breadcrumb item's name and page). */
  shown?: boolean;
  /** Members of the enumerations in the range (availability -> InStock, OutOfStock...). */
  enumValues?: string[];
}

/**
 * `GET /api/vocabulary/types/:name[?parent=&property=&ancestors=&present=]`: a type with its inherited properties,
 * required and recommended first. With `parent` and `property` the requirements are those Google has for the type as
 * that property's value (an Offer as a Product's `offers` needs price and priceCurrency); `ancestors` gives the steps
 * above the parent, root first, as `Type.property` joined by commas (`Product.offers` for an Offer's shippingDetails).
 * `present` (comma-separated) names the properties the node holds, so rule sets that apply only then count (a
 * Product with `offers` is a merchant listing, which requires `image`).
 */
export interface VocabularyTypeDetail extends VocabularyTypeSummary {
  parents: string[];
  /** Enumeration members when the type is an enumeration. */
  members: string[];
  properties: VocabularyPropertyDto[];
  /** Google's documentation page for the rich result, when there is one. */
  documentationUrl?: string;
  /** The features whose rules set `required`/`recommended` here (a nested value's come from its parent's features). */
  guidedBy: string[];
}
