import { schemaOrgVocabulary } from '../../engine/vocabulary/schema-org-vocabulary.js';
import { kindOfType, type PageKind } from './page-kind.js';

export type MarkupSyntax = 'json-ld' | 'microdata' | 'rdfa';

export interface MarkupNode {
  type: string;
  kind: PageKind | null;
  node: Record<string, unknown>;
  syntax: MarkupSyntax;
}

const SYNTAX_LABEL: Record<MarkupSyntax, string> = { 'json-ld': 'JSON-LD', microdata: 'microdata', rdfa: 'RDFa' };
export const syntaxLabel = (syntax: MarkupSyntax) => SYNTAX_LABEL[syntax];

const MAX_NODES = 50;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The node's type; of several (Yoast Local's `["Organization", "Place", "MedicalClinic"]`), the one that says most about
 * the page: a local business's most specific subtype, else the first that names a kind of page, else the first.
 */
function typeOf(node: Record<string, unknown>): string | null {
  const types = [node['@type']]
    .flat()
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/#:]/, ''));
  const depth = (type: string) => schemaOrgVocabulary.ancestors(type).size;
  const business = types.filter((type) => kindOfType(type) === 'local-business').sort((a, b) => depth(b) - depth(a))[0];
  return business ?? types.find((type) => kindOfType(type) !== null) ?? types[0] ?? null;
}

/** The top-level nodes of the page's own markup (JSON-LD blocks, arrays and @graph; microdata and RDFa items). */
export function markupNodes(page: {
  jsonLd: unknown[];
  embeddedItems: { syntax: 'microdata' | 'rdfa'; item: Record<string, unknown> }[];
}): MarkupNode[] {
  const found: MarkupNode[] = [];
  const add = (value: unknown, syntax: MarkupSyntax) => {
    if (!isObject(value) || found.length >= MAX_NODES) return;
    const type = typeOf(value);
    if (type) found.push({ type, kind: kindOfType(type), node: withHttpsSchemaUrls(value) as Record<string, unknown>, syntax });
  };
  for (const block of page.jsonLd) {
    for (const value of Array.isArray(block) ? block : [block]) {
      if (isObject(value) && Array.isArray(value['@graph'])) value['@graph'].forEach((node) => add(node, 'json-ld'));
      else add(value, 'json-ld');
    }
  }
  for (const entry of page.embeddedItems) add(entry.item, entry.syntax);
  return found;
}

/**
 * `http://schema.org/InStock` and `https://schema.org/InStock` name the same thing; the proposal says it one way.
 * Microdata and RDFa read a linked property from its `href`, so `<a href="tel:+1503…" itemprop="telephone">` states
 * `tel:+1503…`: the number is what follows the scheme.
 */
function withHttpsSchemaUrls(value: unknown, depth = 0, key = ''): unknown {
  if (depth > 8) return value;
  if (typeof value === 'string') {
    if (key === 'telephone' || key === 'faxNumber') return value.replace(/^tel:/i, '');
    if (key === 'email') return value.replace(/^mailto:/i, '');
    return decodeEntities(value.replace(/^http:\/\/schema\.org\b/, 'https://schema.org'));
  }
  if (Array.isArray(value)) return value.map((item) => withHttpsSchemaUrls(item, depth + 1, key));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, withHttpsSchemaUrls(item, depth + 1, inner)]));
  return value;
}

/** The named character references WordPress plugins leave in JSON-LD strings; numeric ones are decoded by number. */
const NAMED: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/**
 * "Het Verhaal van de Zeeman &#8211; Toneelgroep Wierde", "Bramble &amp; Birch": HTML references some plugins write
 * into JSON-LD strings (JSON needs none) stand for the characters they name, as the page shows them.
 */
function decodeEntities(text: string): string {
  // Encoded markup ("&lt;p&gt;…") is a description written as HTML: left as the page's markup states it.
  if (!text.includes('&') || /&lt;|&#0*60;/i.test(text)) return text;
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));/gi, (all, decimal: string, hex: string, name: string) => {
    const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : null;
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    return NAMED[name.toLowerCase()] ?? all;
  });
}

/** Properties without which markup of a kind says too little to be useful (Google's required ones, roughly). */
const REQUIRED: Partial<Record<PageKind, string[][]>> = {
  product: [['name'], ['offers', 'aggregateRating', 'review']],
  article: [
    ['headline', 'name'],
    ['author', 'datePublished'],
  ],
  'local-business': [['name'], ['address'], ['telephone']],
  event: [['name'], ['startDate'], ['location']],
  recipe: [['name'], ['recipeIngredient']],
  faq: [['mainEntity']],
  job: [['title'], ['datePosted'], ['description']],
};

/** The required properties the node lacks (each entry names the alternatives). */
export function missingRequired(kind: PageKind, node: Record<string, unknown>): string[] {
  return (REQUIRED[kind] ?? [['name']])
    .filter((alternatives) => !alternatives.some((property) => present(node[property])))
    .map((alternatives) => alternatives.join(' or '));
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
