import { isNode, type JsonNode } from '../validation/json-ld-node.js';
import { currencyFromSymbol, normalizeDate, normalizeDuration, parseLooseNumber } from '../correction/literal-normalizers.js';

/** A name or an object becomes a node of the given type (an explicit @type in the data wins). */
export function entity(value: unknown, type: string): unknown {
  if (typeof value === 'string') return { '@type': type, name: value.trim() };
  if (isNode(value)) return { '@type': type, ...value };
  return value;
}

export function entities(value: unknown, type: string): unknown {
  return Array.isArray(value) ? value.map((item) => entity(item, type)) : entity(value, type);
}

export function number(value: unknown): unknown {
  return typeof value === 'string' ? (parseLooseNumber(value) ?? value) : value;
}

export function date(value: unknown): unknown {
  return typeof value === 'string' ? (normalizeDate(value) ?? value) : value;
}

export function duration(value: unknown): unknown {
  return typeof value === 'string' ? (normalizeDuration(value) ?? value) : value;
}

/** Availability and similar enumeration members as full schema.org URLs, as Google's examples write them. */
export function member(value: unknown): unknown {
  if (typeof value !== 'string' || /^https?:\/\//.test(value)) return value;
  return `https://schema.org/${value.replace(/^schema:/, '')}`;
}

/** Shortcut fields arrive as `{ price: data.price, ... }`: a field the caller did not give is left out, not undefined. */
function givenFields(value: JsonNode): JsonNode {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}

export function offer(value: unknown): JsonNode | unknown {
  if (!isNode(value)) return value;
  const type = value['@type'] ?? (value.lowPrice !== undefined ? 'AggregateOffer' : 'Offer');
  const shaped: JsonNode = { '@type': type, ...givenFields(value) };
  for (const key of ['price', 'lowPrice', 'highPrice']) if (shaped[key] !== undefined) shaped[key] = number(shaped[key]);
  if (typeof shaped.priceCurrency === 'string') shaped.priceCurrency = currencyFromSymbol(shaped.priceCurrency) ?? shaped.priceCurrency;
  if (shaped.availability !== undefined) shaped.availability = member(shaped.availability);
  if (shaped.itemCondition !== undefined) shaped.itemCondition = member(shaped.itemCondition);
  return shaped;
}

export function rating(value: unknown, type: 'Rating' | 'AggregateRating'): unknown {
  if (!isNode(value)) return value;
  const shaped: JsonNode = { '@type': type, ...givenFields(value) };
  for (const key of ['ratingValue', 'bestRating', 'worstRating', 'ratingCount', 'reviewCount'])
    if (shaped[key] !== undefined) shaped[key] = number(shaped[key]);
  return shaped;
}

export function review(value: unknown): unknown {
  if (!isNode(value)) return value;
  const { ratingValue, bestRating, worstRating, ...rest } = value;
  const shaped: JsonNode = { '@type': 'Review', ...rest };
  if (value.author !== undefined) shaped.author = entity(value.author, 'Person');
  if (ratingValue !== undefined) shaped.reviewRating = rating({ ratingValue, bestRating, worstRating }, 'Rating');
  else if (value.reviewRating !== undefined) shaped.reviewRating = rating(value.reviewRating, 'Rating');
  return shaped;
}

/** Event/job locations: text is a place with that address; an object with only a url is an online location. */
export function place(value: unknown): unknown {
  if (typeof value === 'string') return { '@type': 'Place', name: value.trim(), address: value.trim() };
  if (!isNode(value)) return value;
  if (value['@type'] === undefined && value.url !== undefined && value.address === undefined)
    return { '@type': 'VirtualLocation', ...value };
  return { '@type': 'Place', ...value, ...(isNode(value.address) ? { address: { '@type': 'PostalAddress', ...value.address } } : {}) };
}

export function postalAddress(value: unknown): unknown {
  return isNode(value) ? { '@type': 'PostalAddress', ...value } : value;
}

export function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}
