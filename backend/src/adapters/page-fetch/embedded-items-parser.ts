// The slice of the DOM this file reads (the backend compiles without the DOM library's types).
export interface ItemElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly parentElement: ItemElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  closest(selector: string): ItemElement | null;
  querySelectorAll(selector: string): Iterable<ItemElement>;
}

export interface EmbeddedItem {
  syntax: 'microdata' | 'rdfa';
  /** The item as a JSON-LD object (`@context` schema.org, `@type`, properties; nested items nested). */
  item: Record<string, unknown>;
}

const MAX_ITEMS = 50;
const MAX_DEPTH = 8;
const MAX_VALUE = 2000;
const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE);

/** `https://schema.org/Product`, `schema:Product` and `Product` all name Product. */
const typeName = (raw: string | null) =>
  (raw ?? '')
    .trim()
    .split(/\s+/)[0]!
    .replace(/^.*[/#:]/, '');
const propertyNames = (raw: string | null) =>
  (raw ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.replace(/^.*[/#:]/, ''));

/** URL-valued attributes are absolute in the item, as the specifications resolve them against the page. */
function resolved(raw: string | null, base: string): string {
  const value = clean(raw);
  try {
    return new URL(value, base).toString();
  } catch {
    return value;
  }
}

/** The value of a property element as the Microdata and RDFa specifications define it, per element kind. */
function valueOf(element: ItemElement, base: string): string {
  const tag = element.tagName.toUpperCase();
  if (element.hasAttribute('content')) return clean(element.getAttribute('content'));
  if (['A', 'AREA', 'LINK'].includes(tag)) return resolved(element.getAttribute('href'), base);
  if (['IMG', 'AUDIO', 'VIDEO', 'SOURCE', 'IFRAME', 'EMBED', 'TRACK'].includes(tag)) return resolved(element.getAttribute('src'), base);
  if (tag === 'OBJECT') return resolved(element.getAttribute('data'), base);
  if (tag === 'DATA' || tag === 'METER') return clean(element.getAttribute('value'));
  if (tag === 'TIME' && element.hasAttribute('datetime')) return clean(element.getAttribute('datetime'));
  return clean(element.textContent);
}

interface Syntax {
  name: EmbeddedItem['syntax'];
  scope: string;
  property: string;
  type: string;
}

const MICRODATA: Syntax = { name: 'microdata', scope: 'itemscope', property: 'itemprop', type: 'itemtype' };
const RDFA: Syntax = { name: 'rdfa', scope: 'typeof', property: 'property', type: 'typeof' };

function readItem(scope: ItemElement, syntax: Syntax, depth: number, base: string): Record<string, unknown> {
  const item: Record<string, unknown> = depth === 0 ? { '@context': 'https://schema.org' } : {};
  const type = typeName(scope.getAttribute(syntax.type));
  if (type) item['@type'] = type;
  for (const element of scope.querySelectorAll(`[${syntax.property}]`)) {
    // A property belongs to the nearest item around it; properties of nested items are read with those items.
    if (element.parentElement?.closest(`[${syntax.scope}]`) !== scope) continue;
    const nested = element.hasAttribute(syntax.scope) && depth < MAX_DEPTH;
    const value = nested ? readItem(element, syntax, depth + 1, base) : valueOf(element, base);
    for (const name of propertyNames(element.getAttribute(syntax.property))) {
      const existing = item[name];
      item[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return item;
}

/**
 * Microdata (`itemscope`/`itemtype`/`itemprop`) and RDFa Lite (`vocab`/`typeof`/`property`) items of a page, read
 * from the parsed DOM into JSON-LD objects so the same validator and checks apply to every syntax. Top-level items
 * are the scopes that are not themselves a property of another item.
 */
export function embeddedItems(document: { querySelectorAll(selector: string): Iterable<ItemElement> }, base: string): EmbeddedItem[] {
  const items: EmbeddedItem[] = [];
  for (const syntax of [MICRODATA, RDFA]) {
    for (const scope of document.querySelectorAll(`[${syntax.scope}]`)) {
      if (scope.hasAttribute(syntax.property)) continue;
      if (syntax === MICRODATA && !scope.hasAttribute('itemtype')) continue;
      items.push({ syntax: syntax.name, item: readItem(scope, syntax, 0, base) });
      if (items.length >= MAX_ITEMS) return items;
    }
  }
  return items;
}
