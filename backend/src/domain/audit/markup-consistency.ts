import type { AuditFinding } from './audit-finding.js';
import { objectOf, property, textOf, type MarkupItem } from './markup-item.js';
import { normalizedText } from './visible-text.js';

/**
 * Types a page describes once: two items of one of these on a page are either the same thing marked up twice or
 * two versions that disagree. Types that legitimately repeat (Review, Person, Event...) are not compared.
 */
const ONE_PER_PAGE = new Set([
  'Product',
  'Article',
  'NewsArticle',
  'BlogPosting',
  'FAQPage',
  'BreadcrumbList',
  'Recipe',
  'WebPage',
  'WebSite',
  'Organization',
  'LocalBusiness',
  'JobPosting',
  'SoftwareApplication',
  'Book',
  'Course',
  'QAPage',
  'ProfilePage',
]);

const SOURCE_NAMES = {
  'json-ld': 'JSON-LD',
  microdata: 'microdata',
  rdfa: 'RDFa',
  delivered: 'the published schema delivered by the SDK',
} as const;

/** The facts compared between two versions of one thing. */
function facts(item: MarkupItem): Record<string, string | null> {
  const offer = objectOf(property(item.node, 'offers'));
  const rating = objectOf(property(item.node, 'aggregateRating'));
  const name = textOf(property(item.node, 'name')) ?? textOf(property(item.node, 'headline'));
  return {
    name: name ? normalizedText(name) : null,
    price: offer ? numberText(property(offer, 'price')) : null,
    currency: offer ? (textOf(property(offer, 'priceCurrency'))?.toUpperCase() ?? null) : null,
    rating: rating ? numberText(property(rating, 'ratingValue')) : null,
  };
}

function numberText(value: unknown): string | null {
  const text = textOf(value);
  if (text === null) return null;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? String(number) : text;
}

const describe = (item: MarkupItem) => SOURCE_NAMES[item.source];

/** Duplicates (warning) and conflicts (error) between the items of one page, one finding per type. */
export function consistencyFindings(items: MarkupItem[]): AuditFinding[] {
  const byType = new Map<string, MarkupItem[]>();
  for (const item of items) {
    if (!ONE_PER_PAGE.has(item.type)) continue;
    // Appended in place: copying the group on every item made a page of 5,000 Products quadratic.
    const group = byType.get(item.type);
    if (group) group.push(item);
    else byType.set(item.type, [item]);
  }
  const findings: AuditFinding[] = [];
  for (const [type, group] of byType) {
    if (group.length < 2) continue;
    const disagreement = firstDisagreement(group);
    if (disagreement) {
      const [field, a, b] = disagreement;
      findings.push({
        type: 'conflict',
        severity: 'error',
        schemaType: type,
        source: b.item.source,
        message: `${group.length} ${type} items disagree on ${field}: "${a.value}" in ${describe(a.item)}, "${b.value}" in ${describe(b.item)}.`,
        fix: `Keep one ${type} item for this page with the ${field} the page shows, and remove the other.`,
      });
    } else {
      const sources = [...new Set(group.map(describe))];
      findings.push({
        type: 'duplicate',
        severity: 'warning',
        schemaType: type,
        source: group[1]!.source,
        message: `${type} is marked up ${group.length} times (${sources.join(' and ')}).`,
        fix: `Keep a single ${type} item for this page${group.some((i) => i.source === 'delivered') ? ': remove the markup written into the page now that the published schema is delivered' : ''}.`,
      });
    }
  }
  return findings;
}

type Side = { item: MarkupItem; value: string };

function firstDisagreement(group: MarkupItem[]): [string, Side, Side] | null {
  const all = group.map((item) => ({ item, facts: facts(item) }));
  for (const field of ['name', 'price', 'currency', 'rating']) {
    const withValue = all.filter((entry) => entry.facts[field] !== null);
    const other = withValue.find((entry) => entry.facts[field] !== withValue[0]!.facts[field]);
    if (other) {
      const first = withValue[0]!;
      return [field, { item: first.item, value: first.facts[field]! }, { item: other.item, value: other.facts[field]! }];
    }
  }
  return null;
}
