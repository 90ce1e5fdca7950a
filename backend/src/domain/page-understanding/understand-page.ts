import { classifyPage } from './classify-page.js';
import { markupNodes, missingRequired, syntaxLabel, type MarkupNode } from './existing-markup.js';
import { DEFAULT_TYPE, KIND_LABEL, kindOfType, type PageKind } from './page-kind.js';
import type { PageUnderstandingInput } from './page-statements.js';
import { proposeCollection, proposeHome, proposeProduct } from './propose-commerce.js';
import { proposeArticle, proposeEvent, proposeFaq, proposePlainPage, proposeRecipe } from './propose-content.js';
import { proposeJob } from './propose-job.js';
import { proposeSitePage } from './propose-site-page.js';
import { localBusinessType, proposeLocalBusiness } from './propose-local-business.js';
import type { ProposalContext } from './proposal-context.js';
import type { TracedFact } from './traced-node.js';
import { deepMerge } from './merge-nodes.js';
import { isNode } from './node-values.js';
import { asShown, contradictions, withoutMarkup } from './shown-markup.js';
import { StatedValues } from './stated-values.js';
import { schemaOrgVocabulary } from '../../engine/vocabulary/schema-org-vocabulary.js';

export interface PageUnderstanding {
  kind: PageKind;
  /** The type proposed (the page's own, else the most specific the page supports); null when nothing is proposed. */
  schemaType: string | null;
  confidence: number;
  reasons: string[];
  /** The page's own markup of this kind, and the required properties it lacks. */
  existing: { type: string; syntax: string; missing: string[] } | null;
  /** The page already carries complete markup of its kind: adding another copy would duplicate it. */
  alreadyMarkedUp: boolean;
  /** JSON-LD whose every value is traced in `facts`; null when the page does not support a proposal. */
  proposal: Record<string, unknown> | null;
  facts: TracedFact[];
  /** What was left out and why. */
  notes: string[];
}

const CONTEXT = 'https://schema.org';
/** How many of its values the page's markup may contradict before it is taken as another page's (last year's posting). */
const STALE_MARKUP = 3;

/**
 * Reads a page the way a careful person would: what kind of page it is (from weighted signals, with the reasons),
 * the page's own markup as the best evidence, and a proposal built only from values the page states, each traced
 * to where it stands. Pure and bounded by the snapshot's own limits. `type` asks for a given Schema.org type.
 */
export function understandPage(page: PageUnderstandingInput, options: { type?: string | null } = {}): PageUnderstanding {
  const markup = markupNodes(page);
  const classification = classifyPage(page, markup);
  // A type of no known kind (WebPage...) is built as a plain page of that type.
  const requestedKind = options.type ? (kindOfType(options.type) ?? 'other') : null;
  const kind = requestedKind ?? classification.kind;
  const reasons = requestedKind && requestedKind !== classification.kind ? [`${options.type} was asked for.`] : classification.reasons;
  const context: ProposalContext = { page, facts: [], notes: [] };
  const base = { kind, confidence: requestedKind ? 1 : classification.confidence, reasons, facts: context.facts, notes: context.notes };
  if (kind === 'other' && !options.type) {
    return {
      ...base,
      schemaType: null,
      existing: null,
      alreadyMarkedUp: false,
      proposal: null,
      notes: [...classification.reasons, 'Nothing was proposed rather than guessing.'],
    };
  }
  const own = markup.find((node) => node.kind === kind && (!options.type || node.type === options.type)) ?? null;
  // A home page's WebSite markup (an SEO plugin's) says nothing about the organisation: the proposal is still its
  // Organization, beside the WebSite, and the page is not "already marked up" without one.
  const siteOnly = kind === 'home' && own?.type === 'WebSite' && !markup.some((node) => node.kind === 'home' && node.type !== 'WebSite');
  // Markup that says only "LocalBusiness" (Squarespace and Wix write it for every business) or a parent of the type
  // the page names itself by ("MedicalBusiness" on a physiotherapist's page): the more specific type the page names.
  const named = kind === 'local-business' && own && !options.type ? localBusinessType(context) : null;
  const generic =
    own !== null &&
    named !== null &&
    named.type !== own.type &&
    (own.type === 'LocalBusiness' || schemaOrgVocabulary.isSubtypeOf(named.type, own.type));
  if (generic && named.reason) context.notes.push(`${named.type}: ${named.reason}`);
  // A collection's ItemList markup is the list the page shows, not the page: the page is proposed, with that list.
  const list = kind === 'collection' && own?.type === 'ItemList' && !options.type ? own : null;
  const type = options.type ?? (siteOnly || list ? null : generic ? named.type : own?.type) ?? specificType(kind, context);
  const built = list ? withMarkedList(build(kind, type, context), list, context) : build(kind, type, context);
  if (!built) return { ...base, schemaType: null, existing: null, alreadyMarkedUp: false, proposal: null };
  const existing = own
    ? {
        type: own.type,
        syntax: syntaxLabel(own.syntax),
        missing: [...missingRequired(kind, own.node), ...(siteOnly ? ['Organization'] : [])],
      }
    : null;
  const corrections: string[] = [];
  if (generic)
    corrections.push(`The page's markup says ${own!.type}; the page calls itself a ${type}, the more specific type the proposal gives.`);
  const corrected = own && !list ? withOwnMarkup(built, own, context, corrections) : built;
  const proposal = generic ? { ...corrected, '@type': type } : corrected;
  // Markup that states what the page no longer shows (a stale price or rating) is not complete: it needs the update.
  const complete = existing !== null && existing.missing.length === 0 && corrections.length === 0;
  if (existing) {
    context.notes.unshift(
      complete
        ? `The page already carries complete ${existing.type} markup (${existing.syntax}); it is shown as found, and adding a second copy would duplicate it.`
        : existing.missing.length > 0
          ? `The page carries ${existing.type} markup (${existing.syntax}) without ${existing.missing.join(', ')}; the proposal completes it from the page.`
          : `The page carries ${existing.type} markup (${existing.syntax}) that disagrees with what the page shows; the proposal corrects it (see below).`,
    );
  }
  return {
    ...base,
    schemaType: type,
    existing,
    alreadyMarkedUp: complete,
    proposal: { '@context': CONTEXT, ...proposal },
  };
}

/**
 * The page's ItemList markup as the list the collection page is about: its items in its order (a theme writes the
 * grid's own products, never the sidebar's best sellers), each named as the markup names it or, where it gives only
 * the item's address, as the page's card for that address does.
 */
function withMarkedList(built: Record<string, unknown> | null, list: MarkupNode, context: ProposalContext): Record<string, unknown> | null {
  const marked = Array.isArray(list.node['itemListElement']) ? (list.node['itemListElement'] as unknown[]) : [];
  if (!built || marked.length < 2) return built;
  const cards = new Map((context.page.statements.listedItems ?? []).map((item) => [item.href, item.text]));
  const items = marked.flatMap((item, i) => {
    if (!isNode(item)) return [];
    const inner = isNode(item['item']) ? item['item'] : {};
    const url = [item['url'], item['item'], inner['url'], inner['@id']].find((value) => typeof value === 'string') as string | undefined;
    const name = [item['name'], inner['name'], url && cards.get(url)].find((value) => typeof value === 'string' && value.trim());
    return [{ '@type': 'ListItem', position: i + 1, ...(name ? { name } : {}), ...(url ? { url } : {}) }];
  });
  const count = list.node['numberOfItems'];
  context.facts.push({
    property: 'mainEntity',
    value: `${items.length} items`,
    from: `the page's ${syntaxLabel(list.syntax)} ItemList markup`,
  });
  context.notes.push(
    `The page's ItemList markup lists the ${items.length} items of its own grid; the proposal gives that list as what the page is about.`,
  );
  return {
    ...built,
    mainEntity: { '@type': 'ItemList', ...(count !== undefined ? { numberOfItems: count } : {}), itemListElement: items },
  };
}

function specificType(kind: PageKind, context: ProposalContext): string {
  if (kind === 'local-business') {
    const { type, reason } = localBusinessType(context);
    if (reason) context.notes.push(`${type}: ${reason}`);
    return type;
  }
  if (kind === 'article') {
    const { page } = context;
    if (page.openGraph['section'] || /\b(gazette|news|times|herald|tribune|zeitung|journal du)\b/i.test(page.title ?? ''))
      return 'NewsArticle';
    if (/\/(blogs?|journal)\//i.test(page.url) || /\b(blog|journal)\b/i.test(page.title ?? '')) return 'BlogPosting';
  }
  return DEFAULT_TYPE[kind] ?? 'WebPage';
}

function build(kind: PageKind, type: string, context: ProposalContext): Record<string, unknown> | null {
  switch (kind) {
    case 'product':
      return proposeProduct(context);
    case 'article':
      return proposeArticle(context, type);
    case 'local-business':
      return proposeLocalBusiness(context, type);
    case 'event':
      return proposeEvent(context);
    case 'recipe':
      return proposeRecipe(context);
    case 'faq':
      return context.page.faqs.length > 0 ? proposeFaq(context) : null;
    case 'job':
      return proposeJob(context);
    case 'home':
      return proposeHome(context);
    case 'collection':
      return proposeCollection(context, type);
    case 'contact':
    case 'about':
      return proposeSitePage(context, kind, type);
    default:
      return proposePlainPage(context, type);
  }
}

/** The page's own markup wins over what was read from its text: it is what the site owner stated on purpose. */
function withOwnMarkup(
  built: Record<string, unknown>,
  own: MarkupNode,
  context: ProposalContext,
  corrections: string[],
): Record<string, unknown> {
  const from = `the page's ${syntaxLabel(own.syntax)} ${own.type} markup`;
  // What the page states without its markup, read once for both checks below.
  const shown = new StatedValues(withoutMarkup(context.page));
  // A home page's graph is checked node by node: the markup's Organization against the one read from the page.
  const graph = Array.isArray(built['@graph']) ? (built['@graph'] as Node[]) : null;
  const read = graph?.find((node) => node['@type'] === own.type) ?? built;
  const { '@context': _context, ...node } = asShown(
    withPersonNames(definedOnly(own, context, corrections)),
    read,
    context.page,
    shown,
    corrections,
  );
  // Markup pasted from last year's posting (another title, town and pay): its name and several more values contradict
  // the page. Corrected one by one it would keep the rest of a page that no longer exists; a business that moved keeps
  // its name, and its markup is corrected value by value.
  const contradicted = contradictions(own.node, read, shown);
  if (contradicted.length >= STALE_MARKUP && contradicted.some((value) => /^(name|title|headline) /.test(value))) {
    corrections.push(
      `The page's markup contradicts what the page shows in ${contradicted.length} values (${contradicted.slice(0, 3).join(', ')}): it describes another posting or edition, so the proposal is read from the page alone.`,
    );
    context.notes.push(...corrections);
    return { ...built, '@type': own.type };
  }
  const stated = new Set(Object.keys(node));
  const kept = context.facts.filter((fact) => !stated.has(fact.property.split('.')[0]!));
  context.facts.length = 0;
  context.facts.push(...kept);
  for (const [property, value] of Object.entries(node)) {
    if (!property.startsWith('@'))
      context.facts.push({ property, value: typeof value === 'string' ? value : JSON.stringify(value).slice(0, 200), from });
  }
  // A note that something could not be read from the text is moot where the markup states it ("no author" beside
  // the JSON-LD's author would tell the user to add what is there).
  const moot = context.notes.filter((note) =>
    NOTE_SUBJECTS.some(([pattern, properties]) => pattern.test(note) && properties.some((p) => stated.has(p))),
  );
  context.notes.splice(0, context.notes.length, ...context.notes.filter((note) => !moot.includes(note)), ...corrections);
  if (Array.isArray(built['@graph'])) return withinGraph(built['@graph'] as Node[], { ...node, '@type': own.type });
  return { ...deepMerge(built, node), '@type': own.type };
}

/**
 * The markup's properties that Schema.org defines for its type: PrestaShop nests the accessory cards inside the
 * product's own microdata as `itemprop="item"`, which would carry their prices into the proposal.
 */
function definedOnly(own: MarkupNode, context: ProposalContext, corrections: string[]): Node {
  const defined = schemaOrgVocabulary.propertiesOf(own.type);
  if (defined.size === 0) return own.node;
  const undefinedNames = Object.keys(own.node).filter((property) => !property.startsWith('@') && !defined.has(property));
  // `"performer": "Organization"`: a plugin's placeholder where no one was entered, the type the property expects, named.
  const placeholders = Object.entries(own.node)
    .filter(([property, value]) => typeof value === 'string' && schemaOrgVocabulary.nodeRange(property).includes(value))
    .map(([property]) => property);
  if (undefinedNames.length === 0 && placeholders.length === 0) return own.node;
  const markup = `The page's ${syntaxLabel(own.syntax)} markup`;
  const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
  if (undefinedNames.length > 0)
    context.notes.push(`${markup} gives ${quoted(undefinedNames)}, which Schema.org does not define for ${own.type}; left out.`);
  // A placeholder is a value to correct: markup that carries one is not complete.
  if (placeholders.length > 0) corrections.push(`${markup} gives ${quoted(placeholders)} as a type's name only, a placeholder; left out.`);
  return Object.fromEntries(
    Object.entries(own.node).filter(([property]) => !undefinedNames.includes(property) && !placeholders.includes(property)),
  );
}

/**
 * A home page's Organization and WebSite, with the page's own markup of one of them merged into the node of its type:
 * the site's WebSite markup completes the proposed WebSite and leaves the Organization read from the page beside it.
 */
function withinGraph(graph: Node[], own: Node): Node {
  const at = graph.findIndex((node) => node['@type'] === own['@type']);
  const nodes = at < 0 ? [...graph, own] : graph.map((node, i) => (i === at ? { ...deepMerge(node, own), '@type': own['@type'] } : node));
  return { '@graph': nodes };
}

/** The property each builder's "left out" note is about. */
const NOTE_SUBJECTS: [RegExp, string[]][] = [
  [/\bno author\b/i, ['author']],
  [/opening hours/i, ['openingHours', 'openingHoursSpecification']],
  [/\b(price|offer)\b/i, ['offers']],
  [/street address/i, ['address']],
  [/\bvenue\b/i, ['location']],
  [/hiring organisation/i, ['hiringOrganization']],
  [/country of its place of work/i, ['jobLocation']],
  [/ingredient/i, ['recipeIngredient']],
];

/** One line for the notes: what the page was read as, and why. */
export function kindNote(understanding: Pick<PageUnderstanding, 'kind' | 'confidence' | 'reasons'>): string {
  return `Read as a ${KIND_LABEL[understanding.kind]} (confidence ${Math.round(understanding.confidence * 100)}%): ${understanding.reasons.join(' ')}`;
}

type Node = Record<string, unknown>;

/** `"author": "Hannah Okoye"` is stated as a name: the proposal says it as a Person, as search engines prefer. */
function withPersonNames(node: Record<string, unknown>): Record<string, unknown> {
  const named = { ...node };
  for (const property of ['author', 'creator']) {
    if (typeof named[property] === 'string') named[property] = { '@type': 'Person', name: named[property] };
  }
  return named;
}
