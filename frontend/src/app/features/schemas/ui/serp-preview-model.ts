import type { JsonLdDocument, JsonLdObject } from '@sdn/contracts';
import type { Finding } from '../data/validation-findings';

/** One rich-result feature the markup asks for, with what the search result would show of it. */
export interface SerpFeature {
  kind: 'product' | 'article' | 'faq' | 'qa' | 'breadcrumb' | 'event' | 'recipe';
  label: string;
  title: string;
  description: string | null;
  /** Facts shown under the title: price, availability, date, place, time… */
  facts: string[];
  rating: { value: number; best: number; count: number | null } | null;
  image: string | null;
  trail: string[];
  questions: { question: string; answer: string }[];
  /** The blocking errors in this feature's node: while there are any, no preview is drawn. */
  blockers: Finding[];
  /** The validator's notice that Google no longer shows this rich result (e.g. FAQ), or null. */
  retired: string | null;
}

type Node = JsonLdObject;

const KINDS: [SerpFeature['kind'], string, readonly string[]][] = [
  ['product', 'Product snippet', ['Product', 'ProductGroup', 'IndividualProduct']],
  ['article', 'Article', ['Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'Report']],
  ['faq', 'FAQ', ['FAQPage']],
  ['qa', 'Q&A', ['QAPage']],
  ['breadcrumb', 'Breadcrumb', ['BreadcrumbList']],
  [
    'event',
    'Event',
    [
      'Event',
      'MusicEvent',
      'SportsEvent',
      'TheaterEvent',
      'BusinessEvent',
      'Festival',
      'ExhibitionEvent',
      'EducationEvent',
    ],
  ],
  ['recipe', 'Recipe', ['Recipe']],
];

const text = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' || typeof first === 'number') return String(first).trim() || null;
  if (first && typeof first === 'object')
    return text(
      (first as Node)['name'] ??
        (first as Node)['text'] ??
        (first as Node)['url'] ??
        (first as Node)['@id'],
    );
  return null;
};
const object = (value: unknown): Node | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object' ? (first as Node) : null;
};
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const typesOf = (node: Node): string[] =>
  list(node['@type']).filter((type): type is string => typeof type === 'string');

/** The document's top-level nodes, each with the path the validator uses for it. */
export function topNodes(doc: JsonLdDocument | null): { node: Node; path: string }[] {
  if (!doc) return [];
  if (Array.isArray(doc))
    return doc.flatMap((node, index) =>
      object(node) ? [{ node: node as Node, path: `[${index}]` }] : [],
    );
  const graph = doc['@graph'];
  if (Array.isArray(graph))
    return graph.flatMap((node, index) =>
      object(node) ? [{ node: node as Node, path: `@graph[${index}]` }] : [],
    );
  return [{ node: doc, path: '' }];
}

// The engine words every retired feature's notice this way (rules/retired-features.rules.ts).
const RETIRED = /no longer produces a rich result|retired by Google/;

/** Errors inside a node: its own path prefix, or anything about the text as a whole. */
function blockersOf(findings: readonly Finding[], path: string, single: boolean): Finding[] {
  return findings.filter((finding) => {
    if (finding.severity !== 'error') return false;
    if (finding.path === null || single) return true;
    return (
      finding.path === path ||
      finding.path.startsWith(`${path}.`) ||
      finding.path.startsWith(`${path}[`)
    );
  });
}

export function serpFeatures(
  doc: JsonLdDocument | null,
  findings: readonly Finding[],
): SerpFeature[] {
  const nodes = topNodes(doc);
  return nodes.flatMap(({ node, path }) => {
    const kind = KINDS.find(([, , types]) => typesOf(node).some((type) => types.includes(type)));
    if (!kind) return [];
    const base: SerpFeature = {
      kind: kind[0],
      label: kind[1],
      title: text(node['name']) ?? text(node['headline']) ?? '(no name)',
      description: text(node['description']),
      facts: [],
      rating: ratingOf(node),
      image: imageOf(node['image']),
      trail: [],
      questions: [],
      blockers: blockersOf(findings, path, nodes.length === 1),
      retired:
        findings.find((finding) => finding.path === path && RETIRED.test(finding.text))?.text ??
        null,
    };
    return [DETAILS[kind[0]](node, base)];
  });
}

const DETAILS: Record<SerpFeature['kind'], (node: Node, base: SerpFeature) => SerpFeature> = {
  product: (node, base) => {
    const offer = object(node['offers']);
    const price = offer && (text(offer['price']) ?? text(offer['lowPrice']));
    const currency = offer && text(offer['priceCurrency']);
    const availability =
      offer && text(offer['availability'])?.replace(/^https?:\/\/schema\.org\//, '');
    return {
      ...base,
      facts: [
        price ? `${currency ?? ''} ${price}`.trim() : null,
        availability ? humanWords(availability) : null,
      ].filter(isText),
    };
  },
  article: (node, base) => ({
    ...base,
    title: text(node['headline']) ?? base.title,
    facts: [dateOf(node['datePublished']), text(node['author'])].filter(isText),
  }),
  faq: (node, base) => ({
    ...base,
    questions: list(node['mainEntity'])
      .map(object)
      .filter((q): q is Node => !!q)
      .slice(0, 3)
      .map((q) => ({
        question: text(q['name']) ?? '',
        answer: text(object(q['acceptedAnswer'])?.['text']) ?? '',
      })),
  }),
  qa: (node, base) => {
    const question = object(node['mainEntity']);
    const answer =
      question && (object(question['acceptedAnswer']) ?? object(question['suggestedAnswer']));
    const count = question && text(question['answerCount']);
    return {
      ...base,
      title: (question && text(question['name'])) ?? base.title,
      description: (answer && text(answer['text'])) ?? base.description,
      facts: count ? [`${count} answer${count === '1' ? '' : 's'}`] : [],
    };
  },
  breadcrumb: (node, base) => ({
    ...base,
    trail: list(node['itemListElement'])
      .map(object)
      .filter((item): item is Node => !!item)
      .sort((a, b) => Number(a['position'] ?? 0) - Number(b['position'] ?? 0))
      .map((item) => text(item['name']) ?? text(item['item']) ?? '?'),
  }),
  event: (node, base) => {
    const place = object(node['location']);
    const where = place
      ? [
          text(place['name']),
          text(object(place['address'])?.['addressLocality']) ??
            (typeof place['address'] === 'string' ? place['address'] : null),
        ]
          .filter(isText)
          .join(', ')
      : null;
    return { ...base, facts: [dateOf(node['startDate']), where].filter(isText) };
  },
  recipe: (node, base) => ({
    ...base,
    facts: [
      durationOf(node['totalTime'] ?? node['cookTime']),
      text(object(node['nutrition'])?.['calories']),
    ].filter(isText),
  }),
};

function isText(value: string | null | undefined): value is string {
  return !!value;
}

function ratingOf(node: Node): SerpFeature['rating'] {
  const rating = object(node['aggregateRating']);
  const value = Number(rating?.['ratingValue']);
  if (!rating || !Number.isFinite(value)) return null;
  const count = Number(rating['reviewCount'] ?? rating['ratingCount']);
  return {
    value,
    best: Number(rating['bestRating'] ?? 5) || 5,
    count: Number.isFinite(count) ? count : null,
  };
}

/** Only web addresses are shown as images. */
function imageOf(value: unknown): string | null {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
}

function dateOf(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime())
    ? raw
    : date.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
}

/** "PT1H20M" -> "1 hr 20 min". */
function durationOf(value: unknown): string | null {
  const raw = text(value);
  const match = raw ? /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(raw) : null;
  if (!match) return raw;
  return (
    [match[1] && `${match[1]} hr`, match[2] && `${match[2]} min`].filter(Boolean).join(' ') || raw
  );
}

function humanWords(value: string): string {
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "https://www.example.com/blog/post" -> "www.example.com › blog › post", as results show addresses. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return [parsed.host, ...parsed.pathname.split('/').filter(Boolean)].join(' › ');
  } catch {
    return url;
  }
}
