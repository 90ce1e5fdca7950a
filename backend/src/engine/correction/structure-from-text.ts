/**
 * The structure Google reads, proposed from text people put where an object belongs, only when the text itself
 * holds every value the structure gets: "4.5 stars" is a rating of 4.5, "Home > Shop > Headlamp" is three named
 * breadcrumbs. Nothing is filled in that the text does not say (no review count, no breadcrumb URLs); when the
 * text does not read unambiguously, there is no proposal.
 */

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
/** "4.5/5", "4,5 out of 5", "4.5 of 5 stars", "Rated 4.5 / 5". */
const RATING_OUT_OF = new RegExp(String.raw`^\s*(?:rated\s*)?${NUMBER}\s*(?:/|out\s+of|of)\s*${NUMBER}\s*(?:stars?|points?|★)?\s*$`, 'i');
/** "4.5", "4.5 stars", "Rated 4.5 stars", "4.5★". */
const RATING_ALONE = new RegExp(String.raw`^\s*(?:rated\s*)?${NUMBER}\s*(?:stars?|points?|★)?\s*$`, 'i');
/** Separators people type between breadcrumbs. A plain "/" is left out: it is also part of names ("Bags/Cases"). */
const CRUMB_SEPARATOR = /\s*(?:>|›|»|→|\|)\s*|\s+\/\s+/;

const RATING_TYPES: Readonly<Record<string, string>> = { aggregateRating: 'AggregateRating', reviewRating: 'Rating' };

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/** `{ "@type": "AggregateRating", "ratingValue": 4.5 }` from "4.5 stars"; bestRating only when the text states it. */
export function ratingFromText(text: string, type: string): Record<string, unknown> | undefined {
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
  const names = text.split(CRUMB_SEPARATOR).map((name) => name.trim());
  if (names.length < 2 || names.some((name) => name === '')) return undefined;
  return names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name }));
}

/**
 * The proposal for a text value of `property` on a node of `parentTypes`, or undefined when none can be made
 * without inventing values.
 */
export function structureFromText(property: string, parentTypes: readonly string[], text: string): unknown {
  const ratingType = RATING_TYPES[property];
  if (ratingType) return ratingFromText(text, ratingType);
  if (property === 'itemListElement' && parentTypes.includes('BreadcrumbList')) return breadcrumbsFromText(text);
  return undefined;
}
