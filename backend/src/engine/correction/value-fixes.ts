import { closestName } from '../vocabulary/did-you-mean.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { stripSchemaPrefix, type JsonNode } from '../validation/json-ld-node.js';
import { currencyFromSymbol, normalizeDate, normalizeDuration, parseLooseNumber, temporalKindOf } from './literal-normalizers.js';
import { forEachNode } from './node-visitor.js';
import { lookupTable } from '../shared/lookup-table.js';

/** Which type a plain-text value becomes for properties that expect an entity (spec: author -> Person). */
const ENTITY_FOR_TEXT = lookupTable({
  author: 'Person',
  creator: 'Person',
  director: 'Person',
  actor: 'Person',
  performer: 'Person',
  contributor: 'Person',
  editor: 'Person',
  publisher: 'Organization',
  provider: 'Organization',
  organizer: 'Organization',
  hiringOrganization: 'Organization',
  manufacturer: 'Organization',
  seller: 'Organization',
  brand: 'Brand',
});

/** Properties Google reads as numbers (prices, ratings, counts, positions, coordinates, offsets). */
const NUMERIC = new Set([
  'price',
  'lowPrice',
  'highPrice',
  'ratingValue',
  'bestRating',
  'worstRating',
  'ratingCount',
  'reviewCount',
  'answerCount',
  'upvoteCount',
  'position',
  'latitude',
  'longitude',
  'startOffset',
  'endOffset',
  'offerCount',
  'merchantReturnDays',
  'minValue',
  'maxValue',
]);
const CURRENCY = new Set(['priceCurrency', 'currency', 'salaryCurrency']);
type ValueFix = (value: unknown, property: string, vocabulary: Vocabulary) => unknown;

function fixEachValue(document: unknown, vocabulary: Vocabulary, fix: ValueFix): boolean {
  let changed = false;
  forEachNode(document, (node: JsonNode) => {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      const property = stripSchemaPrefix(key);
      const apply = (item: unknown) => {
        const fixed = fix(item, property, vocabulary);
        if (fixed !== undefined && fixed !== item) changed = true;
        return fixed === undefined ? item : fixed;
      };
      node[key] = Array.isArray(value) ? value.map(apply) : apply(value);
    }
  });
  return changed;
}

/** author: "Jane" -> { "@type": "Person", "name": "Jane" }; Event location text -> a Place with that address. */
export function fixTextEntities(document: unknown, vocabulary: Vocabulary): boolean {
  return fixEachValue(document, vocabulary, (value, property) => {
    if (typeof value !== 'string' || !value.trim()) return undefined;
    const entityType = ENTITY_FOR_TEXT[property];
    if (entityType) return { '@type': entityType, name: value.trim() };
    if (property === 'location' || property === 'jobLocation') return { '@type': 'Place', name: value.trim(), address: value.trim() };
    return undefined;
  });
}

export function fixNumbers(document: unknown, vocabulary: Vocabulary): boolean {
  return fixEachValue(document, vocabulary, (value, property) => {
    if (typeof value !== 'string' || !NUMERIC.has(property)) return undefined;
    return parseLooseNumber(value);
  });
}

/** Dates to ISO 8601, durations to ISO 8601 durations, where the property's range is temporal. */
export function fixDatesAndDurations(document: unknown, vocabulary: Vocabulary): boolean {
  return fixEachValue(document, vocabulary, (value, property, vocab) => {
    const range = vocab.property(property)?.r;
    if (typeof value !== 'string' || !range) return undefined;
    const kind = temporalKindOf(range);
    return kind === 'duration' ? normalizeDuration(value) : kind === 'date' ? normalizeDate(value) : undefined;
  });
}

/** Enumeration typos ("InStok", "instock"), currency symbols ("$" -> "USD") and "true"/"false" strings. */
export function fixEnumerationsAndCodes(document: unknown, vocabulary: Vocabulary): boolean {
  return fixEachValue(document, vocabulary, (value, property, vocab) => {
    if (typeof value !== 'string') return undefined;
    if (CURRENCY.has(property)) return currencyFromSymbol(value);
    const range = vocab.property(property)?.r ?? [];
    if (range.includes('Boolean') && !range.includes('Text') && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
    const members = vocab.rangeEnumerationMembers(property);
    if (members.length === 0 || range.includes('Text')) return undefined;
    const member = stripSchemaPrefix(value.trim());
    if (members.includes(member)) return undefined;
    const suggestion = closestName(member.replace(/[\s_-]/g, ''), members);
    return suggestion ? `https://schema.org/${suggestion}` : undefined;
  });
}
