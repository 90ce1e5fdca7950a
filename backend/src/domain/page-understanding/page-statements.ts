/**
 * What a page states, read from its DOM with the place each statement sits in. The region decides what a statement
 * may be used for: a price in a promo bar, a carousel of other products or a product grid says nothing about the
 * page's own offer. Every string is untrusted page content.
 */
export type PageRegion =
  /** Beside the page's main heading (h1): the page's own offer, date, byline. */
  | 'primary'
  /** Elsewhere in the main content. */
  | 'content'
  /** A repeated card of a grid or list (products, posts, plans, menu items). */
  | 'listing'
  /** Related products, carousels, upsells, "recently viewed", asides, sidebars, readers' comments. */
  | 'related'
  /** Header, navigation, footer, promo and announcement bars, cookie banners. */
  | 'chrome';

/** A statement and where it sits: `where` is a short CSS-like path to the element, for provenance. */
export interface Placed {
  region: PageRegion;
  where: string;
}

export interface PriceStatement extends Placed {
  /** As written on the page (`1,850.00`, `59,90`). */
  amount: string;
  currency: string | null;
  /** The card or block holds a link (a product card links to its product). */
  linked: boolean;
  /** Written as the lowest of several ("From $148.00", "ab 19,90 €", "à partir de", "desde"): not the price of one offer. */
  from: boolean;
  /** Written as the top of a range after a "from" price ("od 499,00 zł do 579,00 zł"): the highest of several prices. */
  rangeTop?: boolean;
  /** How many offers its line sums up ("4 oferty od 499,00 zł"), as written. */
  offerCount?: string;
  /** It stands in a sentence of running prose ("Flat-rate shipping is $6.95, free on orders $60+"), not as a price. */
  prose?: boolean;
  /** In prose, the words just before the amount ("Tickets", "Eintritt:"): what the sentence prices. */
  lead?: string;
  /** Its row or card is marked sold out (a ticket type, a variant). */
  soldOut?: boolean;
  /** It stands in a link or button that books it ("Book now — NZ$165"). */
  booking?: boolean;
  /** The headings it stands under, nearest first ("Konferenzticket", "Tickets"). */
  section?: string[];
}

export interface TimeStatement extends Placed {
  datetime: string;
  /** The words just before the element (`Prep time:`, `Posted:`, `Termin:`). */
  label: string;
}

export interface TextStatement extends Placed {
  text: string;
  /** For a sentence read out of a paragraph: the paragraph it stands in (another place's address and phone may be there). */
  paragraph?: string;
}

export interface LabelledStatement extends Placed {
  label: string;
  value: string;
}

export interface DatedStatement extends Placed {
  text: string;
  /** The words that label it (`<dt>Date</dt>`, `<b>Veröffentlicht:</b>`), lower-cased; empty when none. */
  label: string;
  /** The headings it stands under, nearest first ("Autres sessions" says it is another session's date). */
  section?: string[];
  /**
   * The other items of the list it is an item of (an event's details as an icon list: the date, "7.00pm – 9.30pm",
   * the venue, "£35 per person"), in the page's order; absent outside a list.
   */
  beside?: string[];
}

export interface AddressStatement extends Placed {
  /** The address's lines, as split by the page (`<br>`) or by commas. */
  lines: string[];
  /** The headings it stands under, nearest first. */
  section?: string[];
}

export interface VenueStatement extends Placed {
  /** The venue's name: its block's heading ("Kehrwieder Kongresshalle"), else the venue element's text. */
  text: string;
  /** The lines of the address its block gives, when it gives one. */
  address?: string[];
}

export interface PhoneStatement extends Placed {
  /** The number as shown to visitors. */
  text: string;
  /** The `tel:` target, when the number is a link. */
  href: string | null;
  /** The words of its line ("WhatsApp: 912 555 307 (apenas mensagens)"), to tell a landline from a messages-only number. */
  line?: string;
  /** The headings it stands under, nearest first. */
  section?: string[];
}

/** The most listing items read from a page: a page listing this many may list more. */
export const MAX_LISTED_ITEMS = 40;

export interface LinkStatement extends Placed {
  /** The link's words ("Je m'inscris gratuitement", "Register now"). */
  text: string;
  /** The absolute http(s) target. */
  href: string;
}

export interface ImageStatement extends Placed {
  /** The absolute http(s) address. */
  src: string;
  alt: string;
}

export interface PageStatements {
  prices: PriceStatement[];
  times: TimeStatement[];
  bylines: TextStatement[];
  labelled: LabelledStatement[];
  /** Short texts that write a date in words or digits ("samedi 7 mars 2026 à 20h30", "03.02.2026"), read as dates by the domain. */
  dated: DatedStatement[];
  addresses: AddressStatement[];
  phones: PhoneStatement[];
  emails: string[];
  /** Text of blocks about opening hours. */
  hours: TextStatement[];
  /** Text of stock and availability notes. */
  stock: TextStatement[];
  /** The words of the page's enabled buttons ("Add to cart", "In den Warenkorb"); disabled ones are left out. */
  buttons?: TextStatement[];
  /** Text of rating summaries (`4.6 out of 5 · 128 reviews`). */
  ratings: TextStatement[];
  /** Vendor or brand lines near the product title. */
  vendors: TextStatement[];
  /** Venue or location lines of an event. */
  venues: VenueStatement[];
  /** Whether a form asks for a file (a CV): an application form. */
  uploadForms?: number;
  /** Short lines beside the main heading (badges, facts under a title: "Łódź, ul. Kolejowa 18", "pełny etat"). */
  headingLines?: TextStatement[];
  ingredients: string[];
  instructions: string[];
  /** Short texts that say how much a recipe makes ("Makes 1 drink · Glass: coupe", "Für 4 Personen"). */
  yields?: TextStatement[];
  /** The short lines right before and after the main heading (an eyebrow, a vendor line, a subtitle). */
  besideHeading?: string[];
  /** Region of the main heading; null when the page has no h1. */
  mainHeadingRegion: PageRegion | null;
  /** Whether the main heading sits inside an `<article>`. */
  mainHeadingInArticle: boolean;
  /** Repeated cards that link somewhere (product and post teasers). */
  linkedCards: number;
  /** The items a listing lists (its cards' names and the pages they link to), in the page's order; at most MAX_LISTED_ITEMS. */
  listedItems?: LinkStatement[];
  /** Forms with a free-text field (contact forms). */
  messageForms: number;
  /** The site's name as its header's home link (or logo) states it; null when it shows none. */
  siteName: string | null;
  /** The image of the site header's home link (its logo), as an absolute http(s) address. */
  siteLogo?: string | null;
  /** The site's own profiles its header or footer links to (Instagram, LinkedIn…), never share buttons. */
  profiles?: string[];
  /** Links beside the main heading (registration or join buttons), with their words. */
  primaryLinks?: LinkStatement[];
  /** Images of the page's own content (never chrome, listings, related items, logos or icons), in page order. */
  images?: ImageStatement[];
}

export const NO_STATEMENTS: PageStatements = {
  prices: [],
  times: [],
  bylines: [],
  labelled: [],
  dated: [],
  addresses: [],
  phones: [],
  emails: [],
  hours: [],
  stock: [],
  ratings: [],
  vendors: [],
  venues: [],
  ingredients: [],
  instructions: [],
  mainHeadingRegion: null,
  mainHeadingInArticle: false,
  linkedCards: 0,
  messageForms: 0,
  siteName: null,
};

/** The part of a page snapshot the understanding reads (a snapshot of the page reader satisfies it). */
export interface PageUnderstandingInput {
  url: string;
  lang: string | null;
  title: string | null;
  metaDescription: string | null;
  canonical: string | null;
  author: string | null;
  openGraph: Record<string, string>;
  jsonLd: unknown[];
  embeddedItems: { syntax: 'microdata' | 'rdfa'; item: Record<string, unknown> }[];
  headings: { level: number; text: string }[];
  faqs: { question: string; answer: string }[];
  visibleText: string;
  statements: PageStatements;
}
