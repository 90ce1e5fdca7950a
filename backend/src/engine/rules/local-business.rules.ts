import { childPath } from '../validation/json-ld-node.js';
import { isNumeric } from '../validation/value-formats.js';
import { allowedValues, textLength } from './common-checks.js';
import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (an older stored copy: its examples match; its property tables were not in it).
// https://developers.google.com/search/docs/appearance/structured-data/local-business
// LocalBusiness and every subtype (Restaurant, Store, Dentist...): only name and address are required. Google lists
// everything else as recommended, including geo.latitude/longitude (5+ decimal places) and the opens, closes and
// dayOfWeek of each openingHoursSpecification; priceRange must stay under 100 characters; food establishments
// should add menu and servesCuisine.
// Changelog (https://developers.google.com/search/updates):
// - 2 Aug 2023: review and aggregateRating are only for sites that collect reviews about other businesses; a business
//   showing reviews of itself (directly or through a widget) is not eligible for review stars, so we remind of it.
// - 15 Aug 2023: dayOfWeek takes only the standard Schema.org days, in English (Monday ... Sunday, or their
//   https://schema.org/ URLs).
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/local-business';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'];

export const LOCAL_BUSINESS_RULES: RuleSet[] = [
  {
    id: 'local-business',
    feature: 'Local business',
    docs: DOCS,
    types: ['LocalBusiness'],
    // VacationRental is a LodgingBusiness but has its own feature with its own requirements.
    excludeTypes: ['VacationRental'],
    required: ['name:text', 'address'],
    recommended: ['url:url', 'telephone:text', 'geo', 'openingHoursSpecification', 'priceRange:text', 'image:url'],
    checks: [textLength('priceRange', 1, 99, false), selfServingReviews],
    nested: { address: ['business-address'], geo: ['geo-coordinates'], openingHoursSpecification: ['opening-hours'], ...NESTED_REVIEWS },
  },
  {
    id: 'food-establishment',
    feature: 'Local business',
    docs: DOCS,
    types: ['FoodEstablishment'],
    recommended: ['menu:url', 'servesCuisine:text'],
  },
  {
    id: 'business-address',
    feature: 'Local business',
    docs: `${DOCS}#address`,
    types: ['PostalAddress'],
    nestedOnly: true,
    recommended: ['streetAddress:text', 'addressLocality:text', 'addressRegion:text', 'postalCode:text', 'addressCountry:country'],
  },
  {
    id: 'geo-coordinates',
    feature: 'Local business',
    docs: `${DOCS}#geo`,
    types: ['GeoCoordinates'],
    nestedOnly: true,
    recommended: ['latitude:number', 'longitude:number'],
    checks: [coordinatePrecision],
  },
  {
    id: 'opening-hours',
    feature: 'Local business',
    docs: `${DOCS}#opening-hours`,
    types: ['OpeningHoursSpecification'],
    nestedOnly: true,
    recommended: ['dayOfWeek', 'opens:time', 'closes:time'],
    checks: [allowedValues('dayOfWeek', DAYS, 'dayOfWeek (Schema.org days in English)')],
  },
];

/**
 * Review stars are for reviews of other businesses; a business marking up reviews of itself is not eligible. The
 * markup cannot show which case it is, so this is a general note, not a rich-result finding.
 */
function selfServingReviews(...[node, path, { report }, rule]: Parameters<CustomCheck>): void {
  if (node.review === undefined && node.aggregateRating === undefined) return;
  const property = node.aggregateRating !== undefined ? 'aggregateRating' : 'review';
  report.warning(
    `${childPath(path, property, null)}: the ${rule.feature} review stars only apply when your site collects reviews about other businesses; reviews a business shows about itself are not eligible.`,
  );
}

/** Google asks for coordinates with at least 5 decimal places (about a metre), so the pin lands on the business. */
function coordinatePrecision(...[node, path, { report }, rule]: Parameters<CustomCheck>): void {
  for (const name of ['latitude', 'longitude']) {
    const value = node[name];
    if (!isNumeric(value)) continue;
    const decimals = (String(value).split('.')[1] ?? '').length;
    if (decimals < 5)
      report.richResult(
        `${childPath(path, name, null)}: ${value} has ${decimals} decimal places; the ${rule.feature} rich result asks for at least 5.`,
      );
  }
}
