import type { PageRegion, Placed } from '../../domain/page-understanding/page-statements.js';

// The slice of the DOM this file reads (the backend compiles without the DOM library's types).
export interface DomNode {
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly childNodes: Iterable<DomNode>;
}
export interface El extends DomNode {
  readonly tagName: string;
  readonly parentElement: El | null;
  readonly previousSibling: DomNode | null;
  readonly nextElementSibling: El | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  closest(selector: string): El | null;
}

const MAX_DEPTH = 40;
const MAX_SIBLINGS = 60;
const CHROME =
  /promo|announcement|banner|cookie|consent|notice|hinweis|bandeau|alert|subscribe|top-bar|emergency|masthead|newsletter|site-header|site-footer/i;
const RELATED = /related|recommend|carousel|upsell|cross-?sell|also|recently|shop-the|associes|dazu|pairs|upcoming|most-read/i;
// A "card" names a listing only when it is one of several alike (a lone `recipe-card` is the page's own content);
// `vcard` is the hCard microformat of a byline or an address, not a card.
const CARD = /(?<!v)card/i;
// A layout grid ("sqs-grid-12", "grid-container") holds a page's own columns, not a listing of cards.
const LISTING_WORDS =
  /carte|grid(?![-_]?(?:\d|container|layout))|tile|teaser|plan|price-list|menu|karte|produits|bestseller|featured|article-list|posts|entries|archive/i;
export const LISTING = new RegExp(`${CARD.source}|${LISTING_WORDS.source}`, 'i');

/** Whether the element has a sibling with the same class: one of a repeated set of cards. */
export function repeated(el: El): boolean {
  const cls = el.getAttribute('class');
  if (!cls || !el.parentElement) return false;
  let alike = 0;
  let looked = 0;
  for (const sibling of el.parentElement.childNodes) {
    if (++looked > MAX_SIBLINGS) return false; // bounded: a hostile page's flat list is not walked for every element
    if (sibling.nodeType === 1 && (sibling as El).getAttribute('class') === cls && ++alike >= 2) return true;
  }
  return false;
}

/** The class marks a listing: a grid, menu or teaser list, or a card that repeats. */
export function marksListing(el: El): boolean {
  const cls = classOf(el);
  if (LISTING_WORDS.test(cls)) return true;
  // `.recipe-card__times` is part of the lone card above it; a card in a grid or a repeated one is a listing's.
  return CARD.test(cls) && (repeated(el) || (el.parentElement !== null && LISTING_WORDS.test(classOf(el.parentElement))));
}

export const classOf = (el: El) => `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;

/** A short CSS-like path to the element (three levels), for provenance. */
function where(el: El): string {
  const parts: string[] = [];
  for (let node: El | null = el; node && parts.length < 3 && node.tagName !== 'BODY'; node = node.parentElement) {
    const cls = (node.getAttribute('class') ?? '').trim().split(/\s+/)[0];
    parts.unshift(node.tagName.toLowerCase() + (cls ? `.${cls}` : ''));
  }
  return parts.join(' > ');
}

/** Which region of the page an element sits in (see PageRegion), from its ancestors' tags and classes. */
export class Regions {
  private readonly primary: El | null;
  /** The main heading's ancestors: a layout grid that holds the heading is the page's own, not a listing of cards. */
  private readonly aroundHeading = new Set<El>();
  constructor(private readonly h1: El | null) {
    const parent = h1?.parentElement;
    this.primary = parent && !['MAIN', 'BODY'].includes(parent.tagName) ? parent : null;
    for (let node = parent ?? null, depth = 0; node && depth < MAX_DEPTH; node = node.parentElement, depth++) this.aroundHeading.add(node);
  }

  of(el: El): PageRegion {
    let chrome = false;
    let related = false;
    let listing = false;
    let primary = false;
    let inMainOrArticle = false;
    const seen: El[] = [];
    for (let node: El | null = el, depth = 0; node && node.tagName !== 'BODY' && depth < MAX_DEPTH; node = node.parentElement, depth++) {
      seen.push(node);
      if (node === this.primary) primary = true;
      if (node.tagName === 'MAIN' || node.tagName === 'ARTICLE') inMainOrArticle = true;
      const cls = classOf(node);
      if (node.tagName === 'NAV' || CHROME.test(cls)) chrome = true;
      if (node.tagName === 'ASIDE' || RELATED.test(cls)) related = true;
      // Repeated <article>s are a list of teasers (a blog or category page), whatever their classes say.
      if (!this.aroundHeading.has(node) && (marksListing(node) || (node.tagName === 'ARTICLE' && node !== el && repeated(node))))
        listing = true;
    }
    for (const node of seen) if ((node.tagName === 'HEADER' || node.tagName === 'FOOTER') && !inMainOrArticle) chrome = true;
    if (chrome) return 'chrome';
    if (related) return 'related';
    if (listing) return 'listing';
    return primary ? 'primary' : 'content';
  }

  placed(el: El): Placed {
    return { region: this.of(el), where: where(el) };
  }

  headingRegion(): PageRegion | null {
    return this.h1 ? this.of(this.h1) : null;
  }
}

/** The repeated card (listing item) an element sits in. */
export function cardOf(el: El): El | null {
  for (let node: El | null = el, depth = 0; node && depth < MAX_DEPTH; node = node.parentElement, depth++) {
    if (marksListing(node)) return node;
  }
  return null;
}
