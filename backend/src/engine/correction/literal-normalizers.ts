import { isIsoDate, isIsoDateTime } from '../validation/value-formats.js';
import { lookupTable } from '../shared/lookup-table.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CURRENCY_SYMBOLS = lookupTable({
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  C$: 'CAD',
  A$: 'AUD',
});

/** "$1,299.00", "19,99 €", " 4.5 " -> a number; undefined when the text is not a single amount. */
export function parseLooseNumber(text: string): number | undefined {
  let digits = text.replace(/[\s\u00a0]/g, '').replace(/^(US\$|C\$|A\$|[$€£¥₹₩])|([$€£¥₹₩]|USD|EUR|GBP)$/gi, '');
  if (!/^-?[\d.,]+$/.test(digits)) return undefined;
  const comma = digits.lastIndexOf(',');
  const dot = digits.lastIndexOf('.');
  if (comma > -1 && dot > -1) digits = comma > dot ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  else if (comma > -1)
    digits = /,\d{3}$/.test(digits) && !/,\d{3},?\d{1,2}$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(digits)) return undefined;
  return Number(digits);
}

export function currencyFromSymbol(text: string): string | undefined {
  const trimmed = text.trim();
  const code = CURRENCY_SYMBOLS[trimmed];
  if (code) return code;
  return /^[a-z]{3}$/i.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Common non-ISO dates -> ISO 8601 ("2024/01/05", "January 5, 2024", "5 Jan 2024", "2024-01-05 10:00"). */
/** Which normaliser a property's range calls for: durations, or dates where the range takes no plain text. */
export function temporalKindOf(range: readonly string[]): 'duration' | 'date' | undefined {
  if (range.includes('Duration')) return 'duration';
  if ((range.includes('Date') || range.includes('DateTime')) && !range.includes('Text')) return 'date';
  return undefined;
}

export function normalizeDate(text: string): string | undefined {
  const value = text.trim();
  if (isIsoDate(value) || isIsoDateTime(value)) return undefined;
  const spaced = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (spaced) return `${spaced[1]}T${spaced[2]}${spaced[4] ?? ''}`;
  const slashed = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(value);
  if (slashed) return checked(`${slashed[1]}-${pad(+slashed[2])}-${pad(+slashed[3])}`);
  const monthFirst = /^([A-Za-z]{3,9})\.? (\d{1,2})(st|nd|rd|th)?,? (\d{4})$/.exec(value);
  if (monthFirst) return fromParts(monthFirst[4], monthFirst[1], monthFirst[2]);
  const dayFirst = /^(\d{1,2})(st|nd|rd|th)? ([A-Za-z]{3,9})\.?,? (\d{4})$/.exec(value);
  if (dayFirst) return fromParts(dayFirst[4], dayFirst[3], dayFirst[1]);
  return undefined;
}

function fromParts(year: string, monthName: string, day: string): string | undefined {
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase());
  return month < 0 ? undefined : checked(`${year}-${pad(month + 1)}-${pad(+day)}`);
}

function checked(date: string): string | undefined {
  return isIsoDate(date) ? date : undefined;
}

/** "1 hour 30 minutes", "45 min", "2h" -> ISO 8601 durations (PT1H30M, PT45M, PT2H). */
export function normalizeDuration(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (value.startsWith('p')) return undefined;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/g)];
  if (
    parts.length === 0 ||
    parts
      .map((p) => p[0])
      .join('')
      .replace(/\s/g, '').length < value.replace(/\s|and|,/g, '').length
  )
    return undefined;
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  for (const [, amount, unit] of parts) {
    if (unit.startsWith('h')) hours += Number(amount);
    else if (unit.startsWith('m')) minutes += Number(amount);
    else seconds += Number(amount);
  }
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
}
