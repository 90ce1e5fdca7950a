/**
 * The structure Google reads, proposed from text people put where an object belongs, only when the text itself
 * holds every value the structure gets: "4.5 stars" is a rating of 4.5, "Home > Shop > Headlamp" is three named
 * breadcrumbs. Nothing is filled in that the text does not say (no review count, no breadcrumb URLs); when the
 * text does not read unambiguously, there is no proposal.
 */
import { ISO_4217_CURRENCIES } from '../validation/iso-4217.js';
import { parseLooseNumber } from './literal-normalizers.js';

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
/** "4.5/5", "4,5 out of 5", "4.5 of 5 stars", "Rated 4.5 / 5". */
const RATING_OUT_OF = new RegExp(String.raw`^\s*(?:rated\s*)?${NUMBER}\s*(?:/|out\s+of|of)\s*${NUMBER}\s*(?:stars?|points?|★)?\s*$`, 'i');
/** "4.5", "4.5 stars", "Rated 4.5 stars", "4.5★". */
const RATING_ALONE = new RegExp(String.raw`^\s*(?:rated\s*)?${NUMBER}\s*(?:stars?|points?|★)?\s*$`, 'i');
/** Separators people type between breadcrumbs. A plain "/" is left out: it is also part of names ("Bags/Cases"). */
const CRUMB_SEPARATOR = /\s*(?:>|›|»|→|\|)\s*|\s+\/\s+/;

const RATING_TYPES: Readonly<Record<string, string>> = { aggregateRating: 'AggregateRating', reviewRating: 'Rating' };

/** Symbols that name one currency; "$" (USD, CAD, AUD...) and "¥" (JPY, CNY) do not, so they give no proposal. */
const UNAMBIGUOUS_SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', '₹': 'INR', '₩': 'KRW' };
const AMOUNT_THEN_CURRENCY = /^(\d[\d.,]*) ?([A-Za-z]{3}|[€£₹₩])$/;
const CURRENCY_THEN_AMOUNT = /^([A-Za-z]{3}|[€£₹₩]) ?(\d[\d.,]*)$/;
/** "40.761293, -73.982294": latitude then longitude, each with a decimal point. */
const COORDINATES = /^(-?\d{1,2}\.\d{1,12})(?:[,;] ?| )(-?\d{1,3}\.\d{1,12})$/;
/**
 * Longer texts get no proposal: nothing this module reads is long, and a bound keeps every pattern below linear on
 * tenant text of any size.
 */
const MAX_TEXT = 300;

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/** `{ "@type": "AggregateRating", "ratingValue": 4.5 }` from "4.5 stars"; bestRating only when the text states it. */
export function ratingFromText(text: string, type: string): Record<string, unknown> | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const outOf = RATING_OUT_OF.exec(text);
  if (outOf) {
    const value = toNumber(outOf[1]);
    const best = toNumber(outOf[2]);
    if (best <= 0 || value > best) return undefined;
    return best === 5 ? { '@type': type, ratingValue: value } : { '@type': type, ratingValue: value, bestRating: best };
  }
  const alone = RATING_ALONE.exec(text);
  return alone ? { '@type': type, ratingValue: toNumber(alone[1]) } : undefined;
}

/** ListItems with positions and names from "Home > Shop > Headlamp 400"; at least two non-empty crumbs. */
export function breadcrumbsFromText(text: string): Record<string, unknown>[] | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const names = text.split(CRUMB_SEPARATOR).map((name) => name.trim());
  if (names.length < 2 || names.some((name) => name === '')) return undefined;
  return names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name }));
}

/** An Offer from "119.99 EUR", "€119.99", "USD 20": a price and a currency that the text names unambiguously. */
export function offerFromText(text: string): Record<string, unknown> | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const match = AMOUNT_THEN_CURRENCY.exec(text);
  const reversed = match ? undefined : CURRENCY_THEN_AMOUNT.exec(text);
  const [amount, unit] = match ? [match[1], match[2]] : reversed ? [reversed[2], reversed[1]] : [];
  if (amount === undefined || unit === undefined) return undefined;
  const currency = UNAMBIGUOUS_SYMBOLS[unit] ?? (ISO_4217_CURRENCIES.has(unit.toUpperCase()) ? unit.toUpperCase() : undefined);
  const price = parseLooseNumber(amount);
  if (!currency || price === undefined || price < 0) return undefined;
  return { '@type': 'Offer', price, priceCurrency: currency };
}

/** GeoCoordinates from "40.761293, -73.982294" (latitude first, as maps write them), within the valid ranges. */
export function coordinatesFromText(text: string): Record<string, unknown> | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const match = COORDINATES.exec(text);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
/** One "Mo-Fr 09:00-17:00" group of Schema.org's openingHours syntax (days: single, lists, ranges). */
const HOURS_GROUP = new RegExp(`(${DAY}(?:[-,]${DAY})*) (${TIME})-(${TIME})`, 'g');

function expandDays(days: string): string[] | undefined {
  const result: string[] = [];
  for (const part of days.split(',')) {
    const [from, to] = part.split('-').map((code) => DAY_CODES.indexOf(code));
    if (from === undefined || from < 0) return undefined;
    const last = to ?? from;
    // A range runs forward through the week and may wrap past Sunday ("Fr-Mo").
    for (let i = from; ; i = (i + 1) % 7) {
      if (!result.includes(DAY_NAMES[i])) result.push(DAY_NAMES[i]);
      if (i === last) break;
    }
  }
  return result;
}

/**
 * OpeningHoursSpecification rows from Schema.org's openingHours text ("Mo-Fr 09:00-17:00, Sa 10:00-14:00"): every
 * day and time is in the text. Anything else in it ("closed on holidays") means no proposal.
 */
export function openingHoursFromText(text: string): Record<string, unknown>[] | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const rows: Record<string, unknown>[] = [];
  let rest = text;
  for (const match of text.matchAll(HOURS_GROUP)) {
    const days = expandDays(match[1]);
    if (!days) return undefined;
    rows.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: match[2], closes: match[3] });
    rest = rest.replace(match[0], '');
  }
  return rows.length > 0 && /^[\s,;]*$/.test(rest) ? rows : undefined;
}

/**
 * The proposal for a text value of `property` on a node of `parentTypes`, or undefined when none can be made
 * without inventing values.
 */
export function structureFromText(property: string, parentTypes: readonly string[], raw: string): unknown {
  if (raw.length > MAX_TEXT) return undefined;
  const text = raw.trim();
  const ratingType = RATING_TYPES[property];
  if (ratingType) return ratingFromText(text, ratingType);
  if (property === 'itemListElement' && parentTypes.includes('BreadcrumbList')) return breadcrumbsFromText(text);
  if (property === 'offers') return offerFromText(text);
  if (property === 'geo') return coordinatesFromText(text);
  if (property === 'openingHoursSpecification') return openingHoursFromText(text);
  return undefined;
}
