import { z } from 'zod';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';

/** The types the model may choose from when the caller names none: the ones our rules and generator know best. */
export const EXTRACTABLE_TYPES = [
  'Article',
  'BlogPosting',
  'NewsArticle',
  'Product',
  'FAQPage',
  'BreadcrumbList',
  'Event',
  'Recipe',
  'LocalBusiness',
  'Organization',
  'Person',
  'Course',
  'JobPosting',
  'SoftwareApplication',
  'VideoObject',
  'CollectionPage',
  'ItemList',
  'ContactPage',
  'AboutPage',
  'WebSite',
  'WebPage',
] as const;

const AVAILABILITY = ['InStock', 'OutOfStock', 'PreOrder', 'Discontinued', 'LimitedAvailability'] as const;

/**
 * The typed intermediate the model fills (strict structured output cannot describe free-form JSON-LD). Fields the
 * page does not state are null; `extraProperties` carries any other Schema.org property of the chosen type, which
 * we keep only when our vocabulary says the type has it.
 */
export function intermediateSchema(types: readonly [string, ...string[]]) {
  return z.object({
    schemaType: z.enum(types),
    name: z.string().nullable(),
    headline: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    url: z.string().nullable(),
    datePublished: z.string().nullable(),
    authorName: z.string().nullable(),
    brandName: z.string().nullable(),
    price: z.string().nullable(),
    priceCurrency: z.string().nullable(),
    availability: z.enum(AVAILABILITY).nullable(),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
    breadcrumbs: z.array(z.object({ name: z.string(), url: z.string().nullable() })),
    extraProperties: z.array(z.object({ property: z.string(), value: z.string() })),
    notes: z.array(z.string()),
  });
}

export type Intermediate = z.infer<ReturnType<typeof intermediateSchema>>;

const ARTICLES = new Set(['Article', 'BlogPosting', 'NewsArticle']);

/** Maps the intermediate to JSON-LD; what the vocabulary does not know for the type is dropped with a note. */
export function intermediateToJsonLd(value: Intermediate, vocabulary: Vocabulary, notes: string[]): Record<string, unknown> {
  const type = value.schemaType;
  const node: Record<string, unknown> = { '@context': 'https://schema.org', '@type': type };
  const allowed = vocabulary.propertiesOf(type);
  const set = (property: string, v: unknown) => {
    if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return;
    if (allowed.has(property)) node[property] = v;
  };
  if (ARTICLES.has(type)) set('headline', value.headline ?? value.name);
  else set('name', value.name ?? value.headline);
  set('description', value.description);
  set('image', value.image);
  set('url', value.url);
  set('datePublished', value.datePublished);
  if (value.authorName) set('author', { '@type': 'Person', name: value.authorName });
  if (value.brandName) set('brand', { '@type': 'Brand', name: value.brandName });
  if (value.price) {
    set('offers', {
      '@type': 'Offer',
      price: value.price,
      ...(value.priceCurrency ? { priceCurrency: value.priceCurrency } : {}),
      ...(value.availability ? { availability: `https://schema.org/${value.availability}` } : {}),
    });
  }
  if (type === 'FAQPage') {
    set(
      'mainEntity',
      value.faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    );
  }
  if (type === 'BreadcrumbList') {
    set(
      'itemListElement',
      value.breadcrumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, ...(c.url ? { item: c.url } : {}) })),
    );
  }
  for (const { property, value: text } of value.extraProperties) {
    if (property in node || property.startsWith('@')) continue;
    if (allowed.has(property)) node[property] = text;
    else notes.push(`The model proposed "${property}", which ${type} does not have; it was left out.`);
  }
  return node;
}
