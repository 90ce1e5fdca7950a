import type { PageRegion, Placed } from '../../domain/page-understanding/page-statements.js';

// The slice of the DOM this file reads (the backend compiles without the DOM library's types).
export interface DomNode {
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly childNodes: Iterable<DomNode>;
  readonly firstChild?: DomNode | null;
  readonly nextSibling?: DomNode | null;
}

/**
 * A node's children one by one, as far as the caller reads: linkedom's `childNodes` builds the whole list on every
 * call, so a bounded look at the siblings of each of 20,000 paragraphs would build 20,000 lists of 20,000.
 */
export function* childrenOf(node: DomNode): Generator<DomNode> {
  if (node.firstChild === undefined) {
    yield* node.childNodes;
    return;
  }
  for (let child = node.firstChild; child; child = child.nextSibling ?? null) yield child;
}
export interface El extends DomNode {
  readonly tagName: string;
  readonly parentElement: El | null;
  readonly previousSibling: DomNode | null;
  readonly nextSibling?: DomNode | null;
  readonly nextElementSibling: El | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  closest(selector: string): El | null;
  matches?(selector: string): boolean;
  contains?(other: El): boolean;
}

const MAX_DEPTH = 40;

/** An element's text with its spaces collapsed, as a reader sees it. */
const textOf = (el: DomNode | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const MAX_SIBLINGS = 60;
/**
 * Site chrome by class, with the page builders' own header and footer templates (Elementor's, Divi's theme builder's),
 * and a header or navigation bar named by a class of its own ("Header header-container", Shopline's "NavigationBar").
 */
const CHROME =
  /promo(?!ted)|announcement|banner|cookie|consent|notice|hinweis|bandeau|alert|subscribe|top-bar|emergency|masthead|newsletter|site-header|site-footer|elementor-location-(?:header|footer)|et-l--(?:header|footer)|(?:^|\s)(?:header(?:-container|-wrapper)?|navbar|navigation-?bar|footer(?:-container|-wrapper|-inner|-main)?|page-footer|global-footer|main-footer|jtpl-footer)(?:$|\s)/i;
/** Headings of a strip of other products or posts, in the languages read. */
const RELATED_HEADING =
  /you (?:may|might) also like|related (?:products|posts|articles)|similar (?:products|items)|recently viewed|best ?sellers|customers also bought|complete the look|shop the look|pairs well with|frequently bought together|das könnte (?:dich|ihnen) auch gefallen|(?:vielleicht|möglicherweise) gefällt|ähnliche (?:produkte|artikel)|zuletzt angesehen|vous aimerez aussi|vous aimerez peut-être|produits similaires|también te (?:puede|podría) gustar|productos relacionados|más vendidos|potrebbe(?:ro)? (?:anche )?piacerti|prodotti correlati|misschien ook leuk|gerelateerde producten|você também (?:pode gostar|vai gostar)|mais vendidos|produtos relacionados|może ci się (?:też )?spodobać|mohlo by se vám (?:také )?líbit|možda će vam se svidjeti|du kanske också gillar|du vil kanskje også like|du vil måske også kunne lide|saatat pitää myös|son incelediğiniz|son incelenen|benzer ürünler|bunlar da ilginizi çekebilir|meilleures ventes|i più venduti|mest sålda|bestsäljare|meistverkauft|bán chạy nhất/i;
const RELATED =
  /related|recommend|carousel|upsell|cross-?sell|also|recently|shop-the|associes|dazu|pairs|upcoming|most-read|sonincelenen|best-?sellers?|top-?sellers?/i;
/**
 * What readers add below a page (comment lists and their reply forms, in WordPress's `#comments`, `.commentlist`,
 * `.comment-body`, `.comment-metadata`, `#respond`, and alike in other systems: Disqus, discussion threads) and the
 * sidebars beside it are about the page, never the page itself: a comment's `<time>` is not the post's date, its
 * author not the post's. Read as related content.
 */
const AROUND_THE_PAGE =
  /(?:^|[\s_-])(?:comments?|commentlist|comment-(?:list|body|meta|metadata|content|author|respond|reply)|respond|reply|replies|disqus|discussion|sidebar|widget-area)(?:$|[\s_-])/i;
/**
 * A class that says comments or a sidebar, token by token: a layout that has a sidebar or the main column beside it
 * (Shopware's `cms-section-sidebar` and `cms-section-sidebar-main-content` around a category's product listing) is the
 * page's own.
 */
const SIDEBAR_LAYOUT =
  /(?:section-sidebar|sidebar-main(?:-content)?|has-sidebar|with-sidebar|sidebar-layout|sidebar(?:-mobile)?-wrap(?:per)?)$/i;
const aroundPage = (cls: string) => cls.split(/\s+/).some((token) => AROUND_THE_PAGE.test(token) && !SIDEBAR_LAYOUT.test(token));

// A "card" names a listing only when it is one of several alike (a lone `recipe-card` is the page's own content);
// `vcard` is the hCard microformat of a byline or an address, not a card.
const CARD = /(?<!v)card/i;
const LISTING_WORDS =
  /(?<![a-z])products(?![a-z])|product-(?:items|list|grid|listing)|(?<![\w-])product[-_]?(?:items?|list)(?![\w-])|cms-listing|listing-(?:row|col|item|grid)|carte|tile|teaser|plan|price-list|menu|karte|produits|bestseller|featured|article-list|posts|entries|archive|summary-item-list|(?<![\w-])prd-?list|(?<![\w-])goods-?list/i;
/**
 * "Grid" names a layout, not what it holds: a product grid is a listing because its items repeat alike
 * (`li.grid__item` × 12), a contact block's columns (`div.contactos__grid > div` × 3: address, phones, hours) are the
 * page's own content. So a grid marks a listing only where the grid or its children repeat. A layout grid
 * ("sqs-grid-12", "grid-container") never does.
 */
/** The id a theme gives its site header or footer, in the languages of the platforms that write them (Loja Integrada's "rodape"). */
const CHROME_ID = /^(?:header|site-header|cabecalho|cabecera|footer|site-footer|rodape|pie-de-pagina|piede|pied-de-page)$/i;
/** The id a theme gives the site's own footer ("footer", "site-footer"). */
const SITE_FOOTER = /^(?:footer|site-footer|page-footer|main-footer|global-footer)$/i;
const GRID = /grid(?![-_]?(?:\d|container|layout))/i;

/**
 * A teaser of a list: one of several sibling <article>s that share their first class (Squarespace's
 * `eventlist-event`, one of them also `eventlist-event--multiday`), whatever modifiers each adds, and that links to
 * the page it announces: side-by-side <article> boxes without a link are parts of this page (a marketplace's "Key
 * Features" and "Specifications" columns).
 */
export const teaserArticle = (el: El): boolean =>
  el.tagName === 'ARTICLE' && repeated(el, 2, firstClass) && el.querySelector('a[href]') !== null;

/** An element's class, else the hook a builder names it by (Wix Bookings' `data-hook="service-card"`, no class). */
const wholeClass = (el: El) => el.getAttribute('class') || el.getAttribute('data-hook');
const firstClass = (el: El) => el.getAttribute('class')?.trim().split(/\s+/)[0] || null;
const tagAndFirstClass = (el: El) => `${el.tagName} ${firstClass(el) ?? ''}`;

/**
 * Whether a sibling has the element's tag and first class (or no class, as `ul > li` items have): one of a kind
 * ("product", "product sale"), not a one-off block beside them (a pager, an SEO text).
 */
export const alikeSibling = (el: El): boolean => repeated(el, 2, tagAndFirstClass);

/** Whether the element and at least `least - 1` siblings share its class (or what `classKey` reads of it): one of a repeated set of cards. */
export function repeated(el: El, least = 2, classKey = wholeClass): boolean {
  const cls = classKey(el);
  if (!cls || !el.parentElement) return false;
  let alike = 0;
  let looked = 0;
  for (const sibling of childrenOf(el.parentElement)) {
    if (++looked > MAX_SIBLINGS) return false; // bounded: a hostile page's flat list is not walked for every element
    if (sibling.nodeType === 1 && classKey(sibling as El) === cls && ++alike >= least) return true;
  }
  return false;
}

/** A box of opening hours ("menu-hours-box" on a restaurant's menu page) is the place's own facts, never a listing. */
const HOURS_BOX = /(?:^|[-_\s])(?:hours|opening|öffnungszeiten|horaires|horarios|orari|openingstijden)(?:$|[-_\s])/i;

/**
 * A page builder's price list that names no money lists something else: Elementor's price-list widget is used for
 * opening hours ("Maandag t/m vrijdag … 08:00 – 18:00"), the place's own facts.
 */
const PRICE_LIST = /price-list/i;
/** A class whose only listing word is a menu's ("menu", "carte", "karte"). */
const onlyMenu = (cls: string) => !LISTING_WORDS.test(cls.replace(/menu|carte|karte/gi, ' '));
const MONEY = /[€$£¥₹]|\d\s?(?:kr|zł|kč|lei|chf)\b|\b(?:eur|usd|gbp|chf|sek|nok|dkk|pln|czk)\b/i;

/**
 * Whether an element marks a listing, asked for every ancestor of every statement's element: remembered per element,
 * as the statements are read from a document that no longer changes (hidden blocks are removed before). A grid of
 * cards that each hold many links is otherwise walked again for each of its descendants.
 */
const listingMarks = new WeakMap<El, boolean>();

/** The class marks a listing: a grid, menu or teaser list, or a card that repeats. */
export function marksListing(el: El): boolean {
  let marks = listingMarks.get(el);
  if (marks === undefined) listingMarks.set(el, (marks = marksListingNow(el)));
  return marks;
}

function marksListingNow(el: El): boolean {
  const cls = classOf(el);
  if (HOURS_BOX.test(cls)) return false;
  // A menu is a listing of dishes with their prices; a category menu in a side column (PrestaShop's
  // "category-top-menu") is navigation, and so is any menu that names no money.
  if (LISTING_WORDS.test(cls)) return !(PRICE_LIST.test(cls) || onlyMenu(cls)) || MONEY.test(textOf(el));
  // Two columns alike are a layout (UIkit's "uk-width-1-2@m" pair: contact details beside the hours); a grid of
  // listed items has three or more.
  // A grid's own cell ("GridCell" × 3 of GoDaddy's contact section: address, hours, form) is a listing's item only
  // where it links to another page, as a product card does.
  if (GRID.test(cls) && ((repeated(el, 3) && leadsElsewhere(el)) || (childrenRepeat(el, 3) && childrenLeading(el, 2)))) return true;
  // `.recipe-card__times` is part of the lone card above it; a card in a grid or a repeated one is a listing's.
  const parent = el.parentElement;
  // A lone card beside a map in a layout grid (Webflow's "visit-card" in "visit-grid") is the page's own block, and
  // so are cards that lead nowhere (a branch page's "info-card"s: address, hours, prices): a listing's items link to
  // their own pages.
  return (
    CARD.test(cls) &&
    leadsElsewhere(el) &&
    (repeated(el) ||
      (parent !== null && (LISTING_WORDS.test(classOf(parent)) || (GRID.test(classOf(parent)) && childrenRepeat(parent, 2)))))
  );
}

/** Whether at least `least` of a grid's children link to other pages, as a listing's items do. Bounded like `repeated`. */
function childrenLeading(el: El, least: number): boolean {
  let found = 0;
  let looked = 0;
  for (const child of childrenOf(el)) {
    if (++looked > MAX_SIBLINGS) return false;
    if (child.nodeType === 1 && leadsElsewhere(child as El) && ++found >= least) return true;
  }
  return false;
}

/** Whether a block links to another page (not a phone, an e-mail, a map or a place on this page). */
function leadsElsewhere(el: El): boolean {
  let looked = 0;
  for (const link of el.querySelectorAll('a[href]')) {
    if (++looked > MAX_SIBLINGS) return true;
    const href = (link.getAttribute('href') ?? '').trim();
    if (href && !/^(?:#|tel:|mailto:|sms:|javascript:)|maps\.|\/maps/i.test(href)) return true;
  }
  return el.tagName === 'A' && !/^(?:#|tel:|mailto:)/i.test(el.getAttribute('href') ?? '#');
}

/**
 * Whether at least `least` of the element's children share a class (the items of a grid). Bounded like `repeated`.
 * A page builder's widget wrappers (Duda's `flex-element widget-wrapper` around a heading, a paragraph, a map) are
 * the grid's layout, not its items.
 */
function childrenRepeat(el: El, least: number): boolean {
  const seen = new Map<string, number>();
  let looked = 0;
  for (const child of childrenOf(el)) {
    if (++looked > MAX_SIBLINGS) return false;
    const cls = child.nodeType === 1 ? (child as El).getAttribute('class') : null;
    if (!cls || /widget/i.test(cls)) continue;
    const count = (seen.get(cls) ?? 0) + 1;
    if (count >= least) return true;
    seen.set(cls, count);
  }
  return false;
}

/**
 * The names an element's role is written in: its classes and id, and where a builder writes atomic classes
 * (GoDaddy's `x-el c1-1 c1-2`) or generic ones (Nuvemshop's `section-featured-home` for a category's best-sellers
 * strip), the role it names in data attributes (`data-ux="GridCell"`, `data-aid="PRODUCT_TILE_0"`,
 * `data-store="category-related"`, Wix's `data-hook="rating-average"`).
 */
export const classOf = (el: El) =>
  ['class', 'id', 'data-ux', 'data-aid', 'data-store', 'data-hook'].map((name) => el.getAttribute(name) ?? '').join(' ');

/** A short CSS-like path to the element (three levels), for provenance. */
function where(el: El): string {
  const parts: string[] = [];
  for (let node: El | null = el; node && parts.length < 3 && node.tagName !== 'BODY'; node = node.parentElement) {
    const cls = (node.getAttribute('class') ?? '').trim().split(/\s+/)[0];
    parts.unshift(node.tagName.toLowerCase() + (cls ? `.${cls}` : ''));
  }
  return parts.join(' > ');
}

/**
 * What a shopper uses to buy the product shown: an add-to-cart form or button, a quantity field. Read from attributes
 * and classes, which themes write in English whatever the page's language (`form[action*="cart"]`, `name="add"`,
 * `name="qty"`, `.product-form`).
 */
const BUY_CONTROL = [
  'form[action*="cart" i]',
  'form[action*="basket" i]',
  'form[action*="panier" i]',
  'form[action*="warenkorb" i]',
  'form[action*="winkelwagen" i]',
  'form[action*="carrito" i]',
  'form[action*="carrello" i]',
  '[name="add" i]',
  '[name="qty" i]',
  '[name="quantity" i]',
  '[name*="add-to-cart" i]',
  '[class*="add-to-cart" i]',
  '[class*="addtocart" i]',
  '[class*="add_to_cart" i]',
  '[class*="tocart" i]',
  '[class*="product-form" i]',
  'product-form',
].join(', ');
/** How far above the main heading the product area may start (a title wrapper, its column, the product block). */
const PRODUCT_AREA_LEVELS = 4;

/** Which region of the page an element sits in (see PageRegion), from its ancestors' tags and classes. */
export class Regions {
  /**
   * The page's primary block. On a product page it is the product area: the smallest block around the main heading
   * that also holds the buy controls (the name, its price, variants and the add-to-cart form stand together; a price
   * outside that block is about something else: a header's gift cards, a menu's promo, a related product). Elsewhere
   * it is the heading's own parent.
   */
  private readonly primary: El | null;
  /** The page's `<main>` landmark, when it holds the main heading: what stands outside it is the site around the page. */
  private readonly main: El | null;
  /** The main heading's own `<article>`, when it sits in one. */
  private readonly article: El | null;
  /** The main heading's ancestors: a layout grid that holds the heading is the page's own, not a listing of cards. */
  private readonly aroundHeading = new Set<El>();
  /** What the main heading's class says the page is about ("event" of `event-title`); see SUBJECT. */
  private readonly subject: string | null;
  constructor(private readonly h1: El | null) {
    this.subject = subjectOf(h1);
    const parent = h1?.parentElement;
    this.primary = productArea(h1) ?? headingBlock(h1);
    this.main = mainLandmark(h1);
    this.article = h1?.closest('article') ?? null;
    for (let node = parent ?? null, depth = 0; node && depth < MAX_DEPTH; node = node.parentElement, depth++) this.aroundHeading.add(node);
  }

  of(el: El): PageRegion {
    let chrome = false;
    let related = false;
    let listing = false;
    let primary = false;
    let inMainOrArticle = false;
    let inMain = false;
    const seen: El[] = [];
    // A layout wrapper around the page's <main> (Drupal Olivero's "sidebar-grid") is no sidebar; a block beside main is.
    let passedMain = false;
    let factCard = false;
    for (let node: El | null = el, depth = 0; node && node.tagName !== 'BODY' && depth < MAX_DEPTH; node = node.parentElement, depth++) {
      seen.push(node);
      if (node === this.primary) primary = true;
      if (node === this.main) inMain = true;
      if (node.tagName === 'MAIN' || node.tagName === 'ARTICLE') inMainOrArticle = true;
      const cls = classOf(node);
      // A block that holds the main heading is no site chrome whatever its class says (Substack's post is an
      // `article.newsletter-post`).
      if (node.tagName === 'NAV' || ((CHROME.test(cls) || CHROME_ID.test(node.getAttribute('id') ?? '')) && !this.aroundHeading.has(node)))
        chrome = true;
      // A thread or a sidebar layout that holds the main heading ("discussion-page", "has-sidebar") is the page itself.
      // An <aside> inside the main heading's own <article> is its fact box ("In het kort": place, pay, hours), not
      // related content; one outside it is a sidebar.
      // A sidebar whose class names the heading's subject ("event-sidebar" beside "event-title") is its fact box too.
      // A card of a sidebar that is such a box ("Om stillingen" beside the ad, above "Andre stillinger") is the page's
      // own, its sibling cards are not.
      const reclaims = !factCard && node.parentElement?.tagName === 'ASIDE' && factBox(node, classOf(node.parentElement));
      if (reclaims) factCard = true;
      // So is a sidebar card headed as one ("Infos pratiques" beside a Joomla museum's home page: its address and hours).
      const ownAside =
        (node.tagName === 'ASIDE' &&
          ((this.article !== null && node.closest('article') === this.article) || factBox(node, cls) || factCard)) ||
        this.namesSubject(cls) ||
        (node.tagName !== 'ASIDE' && aroundPage(cls) && factBox(node, cls));
      const aroundThePage = aroundPage(cls) && !this.aroundHeading.has(node) && !ownAside && !passedMain;
      // A block that holds the main heading is the page's own, whatever its class says (Squarespace marks an event's
      // own article "event-upcoming").
      // "--upcoming" as a modifier says an event is still to come (Squarespace's `eventlist-event--upcoming` on every
      // item of an events index), not that the block lists other events.
      const relatedClass = RELATED.test(cls.replace(/--upcoming\b/gi, '')) && !this.aroundHeading.has(node);
      // A fact box and its own sidebar ("body-sidebar" holding "Class Details") are the page's, whatever the classes of
      // the box or its lines say ("sidebar-price"): read bottom-up, the box reclaims what its lines were taken for.
      if (reclaims || (node.tagName === 'ASIDE' && ownAside)) related = false;
      if ((node.tagName === 'ASIDE' && !ownAside) || (relatedClass && !ownAside && !factCard) || aroundThePage) related = true;
      if (node.tagName === 'MAIN' || node.getAttribute('role') === 'main') passedMain = true;
      // Repeated <article>s are a list of teasers (a blog or category page), whatever their classes say.
      if (!this.aroundHeading.has(node) && (marksListing(node) || (node !== el && teaserArticle(node)))) listing = true;
    }
    // A <header> that holds the main heading is the page's own hero (Webflow's `header.hero` around the h1), not the site's.
    for (const node of seen)
      if (((node.tagName === 'HEADER' && !this.aroundHeading.has(node)) || node.tagName === 'FOOTER') && !inMainOrArticle) chrome = true;
    // PrestaShop wraps the whole page in <main>: a footer there that names itself the site's (`footer#footer`), outside
    // any <article>, is the site's footer all the same.
    for (const node of seen)
      if (node.tagName === 'FOOTER' && SITE_FOOTER.test(node.getAttribute('id') ?? '') && !node.closest('article')) chrome = true;
    // A page that marks its main content (`<main>` around its h1) says that everything outside it (USP and promo bars,
    // sticky add-to-cart bars, sidebars, whatever their classes) is the site around the page, not the page's own.
    if (this.main && !inMain) chrome = true;
    if (chrome) return 'chrome';
    if (related) return 'related';
    // A second grid under "You may also like" ("Možda će vam se svidjeti", "Mais vendidos da loja") lists other products.
    if (listing) return this.sectionOf(el).some((heading) => RELATED_HEADING.test(heading)) ? 'related' : 'listing';
    return primary ? 'primary' : 'content';
  }

  /**
   * The headings an element stands under, nearest first (at most three, the main heading aside): the heading before
   * it or before a block around it. A price under "Tickets" is a ticket's; a phone under the address's heading is
   * the address's. Bounded: a few levels up, a few siblings back at each.
   */
  sectionOf(el: El): string[] {
    const found: string[] = [];
    let node: El | null = el;
    for (let level = 0; node && node.tagName !== 'BODY' && level < SECTION_LEVELS && found.length < 3; level++, node = node.parentElement) {
      let sibling = previousElementOf(node);
      for (let hops = 0; sibling && hops < SECTION_SIBLINGS; hops++, sibling = previousElementOf(sibling)) {
        const heading = /^H[2-6]$/.test(sibling.tagName) ? sibling : wrappedHeading(sibling);
        if (heading) {
          const text = textOf(heading).slice(0, 80);
          if (text) found.push(text);
          break;
        }
        if (sibling.tagName === 'H1') return found;
      }
    }
    return found;
  }

  private namesSubject(cls: string): boolean {
    const subject = this.subject;
    return subject !== null && cls.split(/\s+/).some((name) => SUBJECT.exec(name)?.[1]?.toLowerCase() === subject);
  }

  placed(el: El): Placed {
    return { region: this.of(el), where: where(el) };
  }

  headingRegion(): PageRegion | null {
    return this.h1 ? this.of(this.h1) : null;
  }
}

/**
 * A class that names what a block is about: "event-title", "event-sidebar", "product__title", "job-details". Themes
 * built by hand (Webflow, custom WordPress) name a page's blocks after its subject, so a sidebar named like the main
 * heading is the subject's own fact box (date, place, price), not a site's widget column.
 */
const SUBJECT = /^(event|concert|gig|show|product|recipe|job|vacancy|course|workshop|property)(?:[-_]|$)/i;

function subjectOf(h1: El | null): string | null {
  for (let node = h1, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
    for (const name of (node.getAttribute('class') ?? '').split(/\s+/)) {
      const subject = SUBJECT.exec(name)?.[1];
      if (subject) return subject.toLowerCase();
    }
  }
  return null;
}

/** The repeated card (listing item) an element sits in. */
export function cardOf(el: El): El | null {
  for (let node: El | null = el, depth = 0; node && depth < MAX_DEPTH; node = node.parentElement, depth++) {
    if (marksListing(node)) return node;
  }
  return null;
}

/**
 * A theme that writes its logo as an h1 in the site header (Shopify Dawn's `h1.header__heading` around the home
 * link): the site's name, not the page's heading. The page's main heading is the first h1 that is not one.
 */
export const isLogoHeading = (h1: El) =>
  (h1.closest('header, [role="banner"], #header') !== null && h1.querySelector('a[href="/"], img') !== null) ||
  // Cafe24's `h1.xans-layout-logotop`: a heading that is only a linked image (its words are the image's alt text).
  (textOf(h1) === '' && h1.querySelector('a img') !== null) ||
  // Substack's navbar writes the publication's name as an h1 that is only a link home, outside any <header>; Blogger's
  // header writes its blog's title as a link to the blog's root address ("https://name.blogspot.com/").
  [...h1.querySelectorAll('a[href]')].some((link) => ROOT_LINK.test(link.getAttribute('href') ?? '') && textOf(link) === textOf(h1));
const ROOT_LINK = /^(?:\/|https?:\/\/[^/?#]+\/?)$/;

export function mainHeadingOf(document: { querySelectorAll(selector: string): Iterable<El> }): El | null {
  let first: El | null = null;
  for (const h1 of document.querySelectorAll('h1')) {
    first ??= h1;
    if (!isLogoHeading(h1)) return h1;
  }
  return titleHeadingOf(document) ?? first;
}

/**
 * A class that names a block the page's own title ("posting-headline", "entry-title", "page-title", BASE's
 * "itemDetail__title", Cafe24's "headingArea").
 */
const TITLE_CLASS =
  /headline|(?:^|[-_\s])(?:heading[-_]?area|(?:page|entry|post|product|item|job|posting|article)(?:[-_]?details?)?[-_]*title)(?:$|[-_\s])/i;
const TITLE_LEVELS = 2;
const TITLE_CANDIDATES = 20;

/**
 * Where a page writes no h1 of its own (Lever's job page: `div.posting-headline > h2`), the h2 that a block naming
 * the page's title holds is its main heading.
 */
function titleHeadingOf(document: { querySelectorAll(selector: string): Iterable<El> }): El | null {
  let looked = 0;
  for (const h2 of document.querySelectorAll('h2')) {
    if (++looked > TITLE_CANDIDATES) return null;
    for (let node: El | null = h2, depth = 0; node && depth <= TITLE_LEVELS; node = node.parentElement, depth++)
      if (TITLE_CLASS.test(node.getAttribute('class') ?? '')) return h2;
  }
  // Blogger heads its one post with an h3 ("h3.post-title.entry-title") under the blog's own h1: one such title is the
  // post's, several are an index's.
  let post: El | null = null;
  for (const h3 of document.querySelectorAll('h3.entry-title, h3.post-title')) {
    if (post) return null;
    post = h3;
  }
  return post;
}

/**
 * The `<main>` landmark around the main heading, when it holds the page's content. Some builders mark only the hero as
 * main (GoDaddy's first widget, `role="main"` around the tagline) while the page's sections follow it: a landmark
 * followed by a sibling section with headings of its own (not a footer, aside or nav) says nothing of what is chrome.
 */
function mainLandmark(h1: El | null): El | null {
  const main = h1?.closest('main, [role="main"]') ?? null;
  const headed = (next: El) =>
    !/^(FOOTER|ASIDE|NAV|HEADER|SCRIPT)$/.test(next.tagName) &&
    !CHROME.test(classOf(next)) &&
    next.querySelector('h2') !== null &&
    !next.querySelector('footer');
  let looked = 0;
  for (let next = main?.nextElementSibling ?? null; next && looked < MAX_SIBLINGS; next = next.nextElementSibling, looked++)
    if (headed(next)) return null;
  // GoDaddy marks its hero widget `role="main"`, deep inside the first section: the page's sections with their own
  // headings follow beside the hero's ancestors. Two or more of them say the landmark holds the hero only.
  let sections = 0;
  for (
    let node = main?.parentElement ?? null, depth = 0;
    node && node.tagName !== 'BODY' && depth < MAX_DEPTH;
    node = node.parentElement, depth++
  )
    for (let next = node.nextElementSibling, seen = 0; next && seen < MAX_SIBLINGS; next = next.nextElementSibling, seen++)
      if (headed(next) && ++sections >= 2) return null;
  return main;
}

/** Headings of a page's own fact box ("Job details", "Auf einen Blick", "En bref", "In het kort"). */
const FACT_BOX =
  /^(?:(?:job|event|course|class|session|workshop|service|tour|property|product) details|details|at a glance|key facts|auf einen blick|eckdaten|kurzinfo|en bref|l['’]essentiel|infos? pratiques|datos clave|en resumen|in het kort|in breve|dettagli|w skrócie|about the (?:job|role|position)|om stillingen|om tjänsten|om jobbet|über die stelle|à propos du poste|sobre la vacante|sobre a vaga|tehtävän tiedot|where you['’]ll work|where you will work|place of work|dónde trabajarás|lieu de travail|arbeitsort|dove lavorerai|waar je gaat werken|onde você vai trabalhar|miejsce pracy|arbetsplats)$/i;

/**
 * An aside (or a card of one) beside the page's text whose first heading says it holds the page's own facts (Teamtailor's "Job details"
 * box: location, employment type, posted, apply before), or that opens with a list of labelled facts before any
 * heading (the same box unheaded: "Ort", "Anställningsform", "Sista ansökningsdag") and is no widget sidebar, not
 * related content.
 */
function factBox(box: El, asideClass: string): boolean {
  const first = box.querySelector('h2, h3, h4, dl');
  // An aside of several cards is judged card by card: its first card's heading says nothing of the others.
  if (box.tagName === 'ASIDE' && first?.parentElement !== box) return false;
  // A site's widget sidebar ("sidebar widget-area") stays related content whatever it opens with.
  return first !== null && (first.tagName === 'DL' ? !aroundPage(asideClass) : FACT_BOX.test(textOf(first)));
}

/**
 * A heading a page builder wraps in a header box of its own before the block it heads (Elementor's price table:
 * `div.elementor-price-table__header > h3` then the price, Dawn's `div.title-wrapper > h2` over a product grid): a
 * short box whose class names it a header, heading or title.
 */
function wrappedHeading(el: El): El | null {
  // The main heading's own wrapper (Dawn's `product__title` around the h1 and its h2 twin) heads no section.
  if (!/header|heading|title/i.test(classOf(el)) || textOf(el).length > 120 || el.querySelector('h1')) return null;
  return el.querySelector('h2, h3, h4, h5, h6');
}

/** Classes of text only screen readers hear ("Original price was: …", "Collection: " in a heading): not what is shown. */
export const SCREEN_READER_ONLY = '.visually-hidden, .sr-only, .screen-reader-text, .visuallyhidden, .hidden-visually, .u-hidden-visually';

/**
 * An element's text as it is shown: what only screen readers hear is no part of it (a heading's
 * `<span class="visually-hidden">Collection: </span>`, WP Recipe Maker's "15<span class="sr-only"> minuti</span> min").
 * Text that is all screen-reader text keeps it (a heading that is the page's title for them). Spaces not yet collapsed.
 */
export function shownText(
  el: Pick<DomNode, 'textContent'> & { querySelectorAll(selector: string): Iterable<Pick<DomNode, 'textContent'>> },
): string {
  let text = el.textContent ?? '';
  for (const hidden of el.querySelectorAll(SCREEN_READER_ONLY)) text = text.replace(hidden.textContent ?? '', ' ');
  return text.trim() ? text : (el.textContent ?? '');
}

const SECTION_LEVELS = 8;
const SECTION_SIBLINGS = 8;

/** The element before this one, over a few text or comment nodes. */
export function previousElementOf(el: El): El | null {
  let node = el.previousSibling;
  for (let hops = 0; node && node.nodeType !== 1 && hops < 4; hops++) node = (node as El).previousSibling;
  return node && node.nodeType === 1 ? (node as El) : null;
}

/**
 * The main heading's own block: its parent, or, where page builders wrap the heading alone in a widget or two
 * (Elementor's `elementor-widget-container` inside its widget), the first block above that holds more than the heading
 * (the badges and facts under a job's title). The climb stops below the page's main, article or body.
 */
function headingBlock(h1: El | null): El | null {
  const parent = h1?.parentElement ?? null;
  if (!parent || ['MAIN', 'BODY'].includes(parent.tagName)) return null;
  const title = textOf(h1);
  let node: El = parent;
  for (let level = 0; level < HEADING_WRAPPERS && textOf(node) === title; level++) {
    const above = node.parentElement;
    if (!above || OUTER_BLOCKS.includes(above.tagName)) break;
    node = above;
  }
  return node;
}
const HEADING_WRAPPERS = 4;
const OUTER_BLOCKS = ['MAIN', 'BODY', 'HTML', 'ARTICLE'];

/** The smallest block around the main heading, a few levels up at most, that holds a buy control; null when none does. */
function productArea(h1: El | null): El | null {
  let node = h1?.parentElement ?? null;
  for (let level = 0; node && level < PRODUCT_AREA_LEVELS; node = node.parentElement, level++) {
    if (['MAIN', 'BODY', 'HTML'].includes(node.tagName)) return null;
    if (node.querySelector(BUY_CONTROL)) return node;
  }
  return null;
}
