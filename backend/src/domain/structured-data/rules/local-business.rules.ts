import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/local-business
// LocalBusiness and every subtype (Restaurant, Store, Dentist...): name and address; geo, hours, phone recommended.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/local-business';

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
    nested: { address: ['business-address'], geo: ['geo-coordinates'], openingHoursSpecification: ['opening-hours'], ...NESTED_REVIEWS },
  },
  {
    id: 'business-address',
    feature: 'Local business',
    docs: `${DOCS}#address`,
    types: ['PostalAddress'],
    nestedOnly: true,
    recommended: ['streetAddress:text', 'addressLocality:text', 'addressRegion:text', 'postalCode:text', 'addressCountry'],
  },
  {
    id: 'geo-coordinates',
    feature: 'Local business',
    docs: `${DOCS}#geo`,
    types: ['GeoCoordinates'],
    nestedOnly: true,
    required: ['latitude:number', 'longitude:number'],
  },
  {
    id: 'opening-hours',
    feature: 'Local business',
    docs: `${DOCS}#opening-hours`,
    types: ['OpeningHoursSpecification'],
    nestedOnly: true,
    required: ['dayOfWeek', 'opens:text', 'closes:text'],
  },
];
