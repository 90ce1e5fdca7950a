import { numbersShown, normalizedText } from '../audit/visible-text.js';
import { markupNodes } from './existing-markup.js';
import type { PageUnderstandingInput } from './page-statements.js';
import { availabilityOf, dollarOf, FREE_ADMISSION, MAPPED_VALUES, oneVariantNote, plainAmount, PREFIXED_DOLLAR } from './read-values.js';
import { datesIn } from './written-dates.js';

const MAX_CHECKED = 300;
const MAX_DATES = 60;
const MAX_DATED_TEXT = 50_000;
/** An ISO date or local date-time, the forms dates written in words are read as (no offset: the page writes none). */
const WRITTEN_DATE = /^\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::00)?)?$/;
const CURRENCY_SYMBOLS: Record<string, string[]> = { EUR: ['€', 'eur'], GBP: ['£', 'gbp'], JPY: ['¥', 'jpy'] };
/**
 * The dollars whose code or prefixed sign a page may write ("aud", "a$", "au$"), from the signs read-values reads; a
 * bare "$" means the dollar of the page's language.
 */
const DOLLAR_SIGNS: Record<string, string[]> = {};
for (const [sign, code] of Object.entries(PREFIXED_DOLLAR)) (DOLLAR_SIGNS[code] ??= [code.toLowerCase()]).push(sign.toLowerCase());
const MAX_MARKUP_STRINGS = 2000;

/** The string values in parsed JSON values (markup nodes), bounded in the values walked. */
export function stringsOf(nodes: unknown[]): string[] {
  const found: string[] = [];
  let seen = 0;
  const visit = (value: unknown): void => {
    if (++seen > MAX_MARKUP_STRINGS) return; // bounded in values walked, not only in strings kept
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

/** Structure the proposal adds around stated values: never a fact about the page. */
export const STRUCTURAL = new Set(['position', 'bestRating', 'worstRating']);

/** Everything the page states, once: its text, its meta and markup values, dates and addresses of its elements. */
export class StatedValues {
  private readonly text: string;
  private readonly numbers: number[];
  private readonly availability: string | null;
  /** Whether the page says the admission is free in so many words. */
  private readonly free: boolean;
  /** Prices of the page's own offer: its content, meta tags and markup, never promo bars, grids or carousels. */
  private readonly ownPrices: number[];
  /** The currencies the page's own prices are written in ("499,00 zł" states PLN, "349 kr" on a Norwegian page NOK). */
  private readonly currencies: Set<string | null>;
  /** Dates the page writes in words or digits ("samedi 7 mars 2026 à 20h30", "03.02.2026"), as ISO dates and date-times. */
  private readonly dates: Set<string>;

  constructor(private readonly page: PageUnderstandingInput) {
    const s = page.statements;
    const nodes = markupNodes(page).map((node) => node.node);
    const markup = nodes.map((node) => JSON.stringify(node));
    this.text = normalizedText(
      [
        page.url,
        page.title,
        page.metaDescription,
        page.canonical,
        page.author,
        page.visibleText,
        ...Object.values(page.openGraph),
        ...markup,
        // The markup's values as strings, not as JSON writes them: a description with quotes or line breaks is
        // escaped in JSON (`\"`, `\n`) and would not match the same words in an answer.
        ...stringsOf(nodes),
        ...s.times.map((time) => time.datetime),
        ...s.phones.flatMap((phone) => [phone.text, phone.href ?? '']),
        ...s.emails,
      ]
        .filter(Boolean)
        .join(' \u0000 '),
    );
    this.numbers = numbersShown(this.text);
    const marked = /"availability":"https?:\/\/schema\.org\/(\w+)"/.exec(markup.join(' '))?.[1];
    const stockNotes = [
      page.openGraph['availability'] ?? '',
      ...s.stock.map((note) => note.text).filter((text) => !oneVariantNote(text)),
    ].join(' ');
    this.availability = marked ? `https://schema.org/${marked}` : availabilityOf(stockNotes);
    const ownStatements = s.prices.filter((price) => price.region === 'primary' || price.region === 'content');
    const ownPrices = ownStatements.map((price) => plainAmount(price.amount));
    this.currencies = new Set(ownStatements.map((price) => price.currency));
    const declared = [
      page.openGraph['price:amount'],
      ...markup.flatMap((json) => [...json.matchAll(/"price":"?([\d.]+)/g)].map((m) => m[1])),
    ];
    // "Admission: Free", "Prix : Entrée libre", or "Free admission · All are welcome" beside the heading.
    const own = (entry: { region: string }) => entry.region === 'primary' || entry.region === 'content';
    const free =
      s.labelled.some((entry) => own(entry) && FREE_ADMISSION.test(entry.value)) ||
      (s.headingLines ?? []).some((line) => own(line) && FREE_ADMISSION.test(line.text.trim()));
    this.free = free;
    this.ownPrices = [...ownPrices, ...declared, ...(free ? ['0'] : [])].filter((price): price is string => Boolean(price)).map(Number);
    const written = [...s.dated.map((date) => date.text), ...s.labelled.map((entry) => entry.value)].flatMap((text) =>
      datesIn(text, page.lang, 4),
    );
    const dates = [...written, ...datesIn(page.visibleText.slice(0, MAX_DATED_TEXT), page.lang, MAX_DATES)];
    // A date-time states its day too ("7 mars 2026 à 20h30" states 2026-03-07).
    this.dates = new Set(dates.flatMap((date) => [date, date.slice(0, 10)]));
  }

  /** Whether the page states this value of this property (case, spacing and number formats aside). */
  states(property: string, value: string): boolean {
    if (STRUCTURAL.has(property) || MAPPED_VALUES.has(value)) return true;
    if (WRITTEN_DATE.test(value.trim()) && this.dates.has(value.trim().replace(/(T\d\d:\d\d):00$/, '$1'))) return true;
    if (property === 'price' || property === 'lowPrice' || property === 'highPrice')
      return this.ownPrices.some((price) => Math.abs(price - Number(value.replace(',', '.'))) < 0.005);
    if (property === 'availability') return value.replace(/^http:/, 'https:') === this.availability;
    if (property === 'isAccessibleForFree' && value === 'true') return this.free;
    if (/^https?:\/\/schema\.org\/\w+$/.test(value)) return true;
    if (this.currencies.has(value)) return true;
    if (CURRENCY_SYMBOLS[value]?.some((symbol) => this.text.includes(symbol))) return true;
    // A dollar is stated by its code or prefixed sign, or by a bare "$" on a page whose language means that dollar
    // (USD on an en-AU page is not stated by its "$": read-values' currencyOf reads "$" the same way).
    if (DOLLAR_SIGNS[value]?.some((sign) => this.text.includes(sign))) return true;
    if (DOLLAR_SIGNS[value] && dollarOf(this.page.lang) === value && this.text.includes('$')) return true;
    const wanted = normalizedText(value);
    if (wanted && this.text.includes(wanted)) return true;
    if (/^\d+(?:\.\d+)?$/.test(value.trim())) return this.numbers.some((n) => Math.abs(n - Number(value)) < 0.005);
    if (/^https?:\/\//.test(value)) {
      try {
        return this.text.includes(normalizedText(new URL(value).pathname)) && new URL(value).host === new URL(this.page.url).host;
      } catch {
        return false;
      }
    }
    return false;
  }
}

/**
 * Drops from a proposal every value the page does not state (the model's answer is checked this way): a property
 * left without any value goes too. Returns what was dropped, as `path "value"`, for the notes.
 */
export function keepStatedValues(
  node: Record<string, unknown>,
  stated: StatedValues,
): { node: Record<string, unknown>; dropped: string[] } {
  const dropped: string[] = [];
  let checked = 0;
  const visit = (value: unknown, property: string, path: string): unknown => {
    if (checked++ > MAX_CHECKED) return undefined;
    if (Array.isArray(value)) {
      const kept = value.map((item) => visit(item, property, path)).filter((item) => item !== undefined);
      return kept.length > 0 ? kept : undefined;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).flatMap(([key, inner]) => {
        if (key.startsWith('@')) return [[key, inner]];
        const kept = visit(inner, key, path ? `${path}.${key}` : key);
        return kept === undefined ? [] : [[key, kept]];
      });
      const kept = Object.fromEntries(entries) as Record<string, unknown>;
      // An offer without its price says nothing true on its own.
      if (kept['@type'] === 'Offer' && kept['price'] === undefined) return undefined;
      if (kept['@type'] === 'AggregateOffer' && kept['lowPrice'] === undefined) return undefined;
      return Object.keys(kept).some((key) => !key.startsWith('@')) ? kept : undefined;
    }
    if (typeof value !== 'string' && typeof value !== 'number') return value;
    if (stated.states(property, String(value))) return value;
    dropped.push(`${path} "${String(value).slice(0, 80)}"`);
    return undefined;
  };
  const kept = (visit(node, '', '') as Record<string, unknown> | undefined) ?? { '@context': node['@context'], '@type': node['@type'] };
  return { node: kept, dropped };
}
