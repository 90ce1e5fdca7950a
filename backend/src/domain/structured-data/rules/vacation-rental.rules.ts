import { asArray, childPath } from '../validation/json-ld-node.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/vacation-rental
// VacationRental: containsPlace (an Accommodation with occupancy), identifier, image (8 or more recommended),
// latitude, longitude and name.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/vacation-rental';

const enoughImages: CustomCheck = (node, path, { report }, rule) => {
  const count = asArray(node.image).length;
  if (count > 0 && count < 8) report.richResult(`${childPath(path, 'image', null)}: ${count} image(s); Google recommends at least 8 for the ${rule.feature} rich result.`);
};

export const VACATION_RENTAL_RULES: RuleSet[] = [
  {
    id: 'vacation-rental',
    feature: 'Vacation rental',
    docs: DOCS,
    types: ['VacationRental'],
    required: ['containsPlace', 'identifier', 'image:url', 'latitude:number', 'longitude:number', 'name:text'],
    recommended: ['address', 'aggregateRating', 'brand', 'checkinTime:text', 'checkoutTime:text', 'description:text', 'knowsLanguage', 'review'],
    checks: [enoughImages],
    nested: { containsPlace: ['rental-accommodation'], aggregateRating: ['aggregate-rating-nested'], review: ['review-nested'] },
  },
  {
    id: 'rental-accommodation',
    feature: 'Vacation rental',
    docs: `${DOCS}#accommodation`,
    types: ['Accommodation'],
    nestedOnly: true,
    required: ['occupancy'],
    recommended: ['additionalType:text', 'amenityFeature', 'bed', 'floorSize', 'numberOfBedrooms:number', 'numberOfBathroomsTotal:number', 'numberOfRooms:number'],
    nested: { occupancy: ['rental-occupancy'] },
  },
  {
    id: 'rental-occupancy',
    feature: 'Vacation rental',
    docs: `${DOCS}#quantitative-value`,
    types: ['QuantitativeValue'],
    nestedOnly: true,
    required: ['value:integer'],
  },
];
