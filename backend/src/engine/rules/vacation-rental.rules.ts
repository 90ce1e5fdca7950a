import { asArray, childPath, isNode } from '../validation/json-ld-node.js';
import { isNumeric } from '../validation/value-formats.js';
import { isMissing } from './rich-result-checker.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/vacation-rental (checked against the page as
// last updated 2025-12-10)
// VacationRental required: containsPlace (one Accommodation) with occupancy.value (Integer), identifier, image
// (at least 8 photos), latitude and longitude (or geo.latitude / geo.longitude, at least 5 decimal places) and name.
// Recommended: additionalType, address (with its parts), aggregateRating, brand, checkinTime, checkoutTime,
// description, knowsLanguage, review (each review needs datePublished for vacation rentals), and on the
// Accommodation: additionalType, amenityFeature, bed, floorSize (unitCode FTK/SQFT/MTK/SQM), numberOfBathroomsTotal,
// numberOfBedrooms, numberOfRooms.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/vacation-rental';
const MIN_IMAGES = 8;
const MIN_DECIMALS = 5;
const FLOOR_UNITS = ['FTK', 'SQFT', 'MTK', 'SQM'];

const enoughImages: CustomCheck = (node, path, { report }, rule) => {
  const count = asArray(node.image).length;
  if (count > 0 && count < MIN_IMAGES)
    report.blocking(
      `${childPath(path, 'image', null)}: ${count} image(s); the ${rule.feature} rich result needs at least ${MIN_IMAGES} photos of the listing (at least one each of a bedroom, a bathroom and a common area).`,
    );
};

/** latitude/longitude on the rental itself or under geo, with at least 5 decimal places. */
const coordinates: CustomCheck = (node, path, { report, resolve }, rule) => {
  const geo = resolve(node.geo);
  for (const name of ['latitude', 'longitude']) {
    const onGeo = isMissing(node[name]) && isNode(geo) && !isMissing(geo[name]);
    const value = onGeo ? (geo as Record<string, unknown>)[name] : node[name];
    const at = onGeo ? childPath(childPath(path, 'geo', null), name, null) : childPath(path, name, null);
    if (isMissing(value)) {
      report.blocking(
        `${at}: missing required property "${name}" for the ${rule.feature} rich result. Add "${name}" (or "geo.${name}") as a number with at least ${MIN_DECIMALS} decimal places.`,
      );
    } else if (!isNumeric(value)) {
      report.blocking(
        `${at}: invalid value ${JSON.stringify(value)?.slice(0, 60)} for the ${rule.feature} rich result; "${name}" must be a number (e.g. 42.12345).`,
      );
    } else {
      const decimals = (String(value).split('.')[1] ?? '').length;
      // Google reads the JSON number too, so a coordinate that really ends in zeros must be written as a string.
      const zeros =
        typeof value === 'number' ? ' (a JSON number keeps no trailing zeros; write "42.12340" as a string if yours ends in zeros)' : '';
      if (decimals < MIN_DECIMALS)
        report.blocking(
          `${at}: ${value} has ${decimals} decimal places; the ${rule.feature} rich result needs at least ${MIN_DECIMALS}${zeros}.`,
        );
    }
  }
};

const floorSizeUnit: CustomCheck = (node, path, { report, resolve }, rule) => {
  const size = resolve(node.floorSize);
  if (!isNode(size)) return;
  if (typeof size.unitCode !== 'string' || !FLOOR_UNITS.includes(size.unitCode.toUpperCase())) {
    report.richResult(
      `${childPath(childPath(path, 'floorSize', null), 'unitCode', null)}: give the floor size unit as one of ${FLOOR_UNITS.join(', ')} for the ${rule.feature} rich result.`,
    );
  }
};

export const VACATION_RENTAL_RULES: RuleSet[] = [
  {
    id: 'vacation-rental',
    feature: 'Vacation rental',
    docs: DOCS,
    types: ['VacationRental'],
    required: ['containsPlace', 'identifier', 'image:url', 'name:text'],
    recommended: [
      'additionalType:text',
      'address',
      'aggregateRating',
      'brand',
      'checkinTime:text',
      'checkoutTime:text',
      'description:text',
      'knowsLanguage',
      'review',
    ],
    checks: [enoughImages, coordinates],
    nested: {
      containsPlace: ['rental-accommodation'],
      address: ['rental-address'],
      aggregateRating: ['aggregate-rating-nested'],
      review: ['review-nested', 'rental-review'],
    },
  },
  {
    id: 'rental-accommodation',
    feature: 'Vacation rental',
    docs: `${DOCS}#vacationrental`,
    types: ['Accommodation'],
    nestedOnly: true,
    required: ['occupancy'],
    recommended: [
      'additionalType:text',
      'amenityFeature',
      'bed',
      'floorSize',
      'numberOfBedrooms:integer',
      'numberOfBathroomsTotal:number',
      'numberOfRooms:integer',
    ],
    checks: [floorSizeUnit],
    nested: { occupancy: ['rental-occupancy'] },
  },
  {
    id: 'rental-occupancy',
    feature: 'Vacation rental',
    docs: `${DOCS}#vacationrental`,
    types: ['QuantitativeValue'],
    nestedOnly: true,
    required: ['value:integer'],
  },
  {
    id: 'rental-address',
    feature: 'Vacation rental',
    docs: `${DOCS}#vacationrental`,
    types: ['PostalAddress'],
    nestedOnly: true,
    recommended: ['addressCountry:text', 'addressLocality:text', 'addressRegion:text', 'postalCode:text', 'streetAddress:text'],
  },
  {
    // Review snippets only recommend datePublished; Google requires it on vacation rental reviews.
    id: 'rental-review',
    feature: 'Vacation rental',
    docs: `${DOCS}#vacationrental`,
    types: ['Review'],
    nestedOnly: true,
    required: ['datePublished:dateTime'],
  },
];
