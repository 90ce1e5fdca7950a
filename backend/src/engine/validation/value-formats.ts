import { ISO_3166_COUNTRIES } from './iso-3166.js';
import { ISO_4217_CURRENCIES } from './iso-4217.js';
import { isNode } from './json-ld-node.js';

/** Value formats Google's documentation asks for, and how each one reads in a message. */
export const VALUE_FORMATS = {
  text: 'a non-empty text',
  url: 'an absolute URL (https://...)',
  date: 'an ISO 8601 date (YYYY-MM-DD)',
  dateTime: 'an ISO 8601 date or date-time (e.g. 2024-05-01 or 2024-05-01T19:30:00+02:00)',
  dateTimeZone: 'an ISO 8601 date-time with a time zone (e.g. 2024-05-01T19:30:00+02:00)',
  duration: 'an ISO 8601 duration (e.g. PT1H30M)',
  number: 'a number (e.g. 4.5; no currency symbol or thousands separator)',
  integer: 'a whole number',
  boolean: 'true or false',
  currency: 'an ISO 4217 currency code (e.g. USD, EUR)',
  country: 'a two-letter ISO 3166-1 alpha-2 country code (e.g. US, DE)',
  time: 'a time of day as hh:mm or hh:mm:ss (e.g. 09:00, 17:30)',
  object: 'an object with @type',
} as const;

export type ValueFormat = keyof typeof VALUE_FORMATS;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;
const DURATION =
  /^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether the YYYY-MM-DD that starts `value` (its digits already matched) is a day of the calendar. Read from the
 * character codes: these checks run for every date of every document, and a match array per date was most of
 * their cost.
 */
function validCalendarDate(value: string): boolean {
  const y = digits(value, 0, 4);
  const m = digits(value, 5, 2);
  const d = digits(value, 8, 2);
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= DAYS_IN_MONTH[m - 1] + (leap ? 1 : 0);
}

function digits(value: string, start: number, count: number): number {
  let number = 0;
  for (let i = start; i < start + count; i++) number = number * 10 + value.charCodeAt(i) - 48;
  return number;
}

export function isIsoDate(value: string): boolean {
  return DATE.test(value) && validCalendarDate(value);
}

export function isIsoDateTime(value: string): boolean {
  return DATE_TIME.test(value) && validCalendarDate(value);
}

export function hasTimeZone(value: string): boolean {
  return /(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T');
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** http(s) with a host: WHATWG parsing refuses an empty host for these schemes, so canParse is enough. */
export function isAbsoluteUrl(value: string): boolean {
  return HTTP_URL.test(value) && URL.canParse(value);
}

export function isNumeric(value: unknown): boolean {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && NUMBER_TEXT.test(value.trim()));
}

/** Whether a single JSON value has the format; objects count only for `object` (and url, for ImageObject-like nodes). */
export function matchesFormat(value: unknown, format: ValueFormat): boolean {
  switch (format) {
    case 'object':
      return isNode(value);
    case 'number':
      return isNumeric(value);
    case 'integer':
      return isNumeric(value) && Number.isInteger(Number(value));
    case 'boolean':
      return typeof value === 'boolean' || value === 'True' || value === 'False' || value === 'true' || value === 'false';
    default:
      break;
  }
  // A Country node names its code: { "@type": "Country", "name": "US" }.
  if (format === 'country' && isNode(value)) return typeof value.name === 'string' && ISO_3166_COUNTRIES.has(value.name);
  if (typeof value !== 'string') return format === 'url' && isNode(value) && typeof value.url === 'string';
  switch (format) {
    case 'text':
      return value.trim().length > 0;
    case 'url':
      return isAbsoluteUrl(value);
    case 'date':
      return isIsoDate(value);
    case 'dateTime':
      return isIsoDate(value) || isIsoDateTime(value);
    case 'dateTimeZone':
      return isIsoDateTime(value) && hasTimeZone(value);
    case 'duration':
      return DURATION.test(value);
    case 'currency':
      return ISO_4217_CURRENCIES.has(value);
    case 'country':
      return ISO_3166_COUNTRIES.has(value);
    case 'time':
      return TIME.test(value);
  }
}
