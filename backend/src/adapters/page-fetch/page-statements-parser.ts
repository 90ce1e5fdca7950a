import type {
  AddressStatement,
  DatedStatement,
  LabelledStatement,
  LinkStatement,
  PageStatements,
  PhoneStatement,
  PriceStatement,
  TextStatement,
  VenueStatement,
} from '../../domain/page-understanding/page-statements.js';
import { MAX_LISTED_ITEMS } from '../../domain/page-understanding/page-statements.js';
import { dayWordIn } from '../../domain/page-understanding/opening-hours.js';
import { clockIn } from '../../domain/page-understanding/clock-time.js';
import { countryCode } from '../../domain/page-understanding/country-names.js';
import {
  CURRENCY_AFTER,
  CURRENCY_CODE,
  CURRENCY_SIGN,
  currencyOf,
  RECIPE_TIME,
  RECIPE_YIELD,
  REVIEW_COUNT,
  STREET_NAMES,
  JAPANESE_BLOCK,
  EMAIL_ADDRESS,
  KOREAN_OR_HEBREW_ADDRESS,
  REGION,
  moneyLanguage,
} from '../../domain/page-understanding/read-values.js';
import { contentImages } from './content-images.js';
import { profileLinks, siteLogo, siteName } from './site-identity.js';
import { webAddress } from './web-address.js';
import {
  Regions,
  alikeSibling,
  cardOf,
  childrenOf,
  classOf,
  mainHeadingOf,
  marksListing,
  previousElementOf,
  SCREEN_READER_ONLY,
  shownText,
  teaserArticle,
  type DomNode,
  type El,
} from './page-regions.js';

export interface StatementDocument {
  readonly body: El | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
}

// Bounds: a hostile page cannot make this walk more than MAX_ELEMENTS elements or keep more than MAX_EACH of a kind.
const MAX_ELEMENTS = 4000;
const MAX_EACH = 40;
/** A link or button that books what its price is for ("Book now — NZ$165", "Buy tickets – €20", "Réserver · 25 €"). */
const BOOKING =
  /^(?:book(?: now| your (?:place|spot|seat))?|buy tickets?|get tickets?|reserve(?: (?:now|your (?:place|spot|seat)))?|réserver|reservar|buchen|jetzt buchen|tickets? kaufen|prenota(?: ora)?|reserveer|boka)\b/i;
const LEAF_TEXT = 240;
const MAX_DEPTH_TEXT = 12;

/**
 * An amount with its currency sign before it ("$49", "A$49", "€ 49,90", "$145,000 AUD", a code after it saying which
 * dollar) or its sign or code after it ("49,90 €", "59 EUR"). Groups: 1 sign, 2 amount, 3 code; 4 amount, 5 sign or code.
 */
// A sign and its amount in spans of their own may stand apart by the page's line breaks and indentation (Elementor's price
// table: `<span>COP</span>\n\t\t<span>189.000</span>`).
const PRICE = new RegExp(
  `(?:(${CURRENCY_SIGN})\\s*(\\d{1,3}(?:[,.\\u00a0 ]\\d{3})+(?:[.,]\\d{2})?|\\d{1,7}(?:[.,]\\d{1,2})?)(?:\\s?(${CURRENCY_CODE})\\b)?)|(?:(\\d{1,3}(?:[.,\\u00a0 ]\\d{3})+(?:[.,]\\d{2})?|\\d{1,7}(?:[.,]\\d{2})?)\\s?(${CURRENCY_AFTER}))`,
  'g',
);
/** A card's class that says it shows a category ("product-category", "subcategory-item", "category-tile"). */
const CATEGORY_TILE =
  /(?:^|[\s_-])(?:product-category|sub-?categor(?:y|ies)|category-(?:tile|card|item)|collection-(?:tile|card))(?:$|[\s_-])/i;
/** One amount with its currency, anywhere in a text. */
const PRICE_ONCE = new RegExp(PRICE.source);
const REVIEW = /review|testimonial|comment|quote/i;
const SUMMARY = /summary|badge|average|overview|stats/i;
/** A rating's scale: "/5", "out of 5", "von 5", "sur 5", "de 5", "av 5", "z 5". */
const SCALE = /\d\s*(?:\/|out of|von|sur|de|av|van|su|z)\s*(?:5|10)\b/i;
/** The words a byline starts with, in the languages read: "By", "Par", "Von", "Door", "Por", "Di", "Av", "Af", "Recette de". */
const BYLINE_LEAD =
  /^(?:by|written by|words by|par|von|door|por|di|av|af|przez|recette de|une recette de|recipe by|receta de|ricetta di|receita de|texte? de|text von)\s+/i;
/** A by-word followed by a capitalised name. */
const isByline = (text: string) => {
  const lead = BYLINE_LEAD.exec(text);
  return lead !== null && /^\p{Lu}/u.test(text.slice(lead[0].length)) && text.length <= 80;
};
const BLOCKS = 'p, li, div, dd, dt, td, ul, ol, table, section, article, address';
/** The word before a house number ("Moda Cad. No: 142/A", "Nr.: 5"), which is no label of a whole line. */
const HOUSE_NUMBER_MARK = /\b(?:no|nr|n°|nº|numara)\.?$/i;
const LABELLED = /^([\p{L}][\p{L}\p{M} ./'’&()-]{0,28}?)\s*(?::|：|\bno\.)\s*(\S.{0,159})$/iu;
/**
 * The next label in a line ends the value before it: "Art.-Nr.: WK-1 Hersteller-Nr.: AS18" is two statements. A label
 * is a capitalised word or few, which may hold dots and hyphens as abbreviations do ("Hersteller-Nr.", "Best.-Nr."), and
 * commas as a list of names does (WooCommerce's "GTIN, UPC, EAN lub ISBN:").
 */
const NEXT_LABEL = /\s+\p{Lu}[\p{L} .,-]{1,30}:\s/u;
// Four-digit postcodes (Danish "2200 København N", Swiss, Austrian, Belgian) only where a line starts with one, or ends
// one after a comma as South African addresses do ("14 Oxford Street, Durbanville, 7550", and Squarespace's "Camogli,
// GE, 16032" with five digits), or after a town that follows a comma as New Zealand's do ("214 St Asaph Street,
// Christchurch 8011"), or before the town that ends a line as Norway's and Denmark's do ("Sandakerveien 56, 0477 Oslo"):
// a year in a sentence ("since 2004 Bakers…") is none. Dutch postcodes carry two capitals before the town ("…, 8011 RK
// Zwolle"); Japanese ones their mark ("〒606-8267"); Thai ones follow the province ("จังหวัดเชียงใหม่ 50200").
const POSTAL =
  /(?:^|\n)\d{4}\s\p{Lu}|\b[A-Z]{2}\s\d{5}\b|\b\d{5}\s\p{Lu}|\b\d{4}-\d{3}\s\p{Lu}|\b\d{2}-\d{3}\s\p{Lu}|\b\d{3}\s\d{2}\s\p{Lu}|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s\d[A-Z]\d\b|\b\d{5}-\d{3}\b|\b\d{4}\s?[A-Z]{2}\s\p{Lu}|\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}\b|,\s\d{4,5}(?:\n|$)|,\s\p{Lu}[\p{L} .'-]*\s(?!19\d\d|20\d\d)\d{4}(?:\n|$)|,\s\d{4}\s\p{Lu}[\p{L}-]+(?:\s\p{Lu}{1,2})?(?:\n|$)|\n\p{Lu}[\p{L} .'-]*\s(?!19\d\d|20\d\d)\d{4}$|\n\p{Lu}[\p{L} .'-]*\s\d{5,6}(?:,|\n|$)|\b(?:Gauteng|Cape|KwaZulu-Natal|Free State|Limpopo|Mpumalanga|North West)\s\d{4}\b|〒\s?\d{3}-\d{4}|\bSingapore\s\d{6}\b|\bC\.\s?P\.\s?\d{5}\b|\b[A-HJ-NP-Z]\d{4}[A-Z]{3}\b|\b[A-Z]\d{4}(?:[A-Z]{3})?\s\p{Lu}|\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s[0-9AC-FHKNPRTV-Y]{4}\b|(?:จังหวัด|จ\.|กรุงเทพ)\S*\s\d{5}/u;
const POSTAL_ALL = new RegExp(POSTAL.source, 'gu');
/** A street: a number and a name, a street word, or its abbreviation ("Av. da Igreja", "R. Augusta", "ul. Kolejowa"). */
const STREET = new RegExp(String.raw`\d+[a-z]?\s+\p{L}|(?:straße|strasse|weg|platz|allee)\s+\d|${STREET_NAMES}|${JAPANESE_BLOCK}`, 'iu');
/**
 * A postcode with a street beside it, the street's number before or after its name ("Wurmova 18, 779 00 Olomouc"):
 * "69004 Lyon" alone is a postcode and a town, although its digits and word read as a street.
 */
function streetAndPostcode(text: string): boolean {
  // Each place a postcode may stand is tried: "1589 Barrington Street" starts like a four-digit postcode and its town,
  // and the postcode is "B3J 1Z7" on the next line.
  const streetBeside = [...text.matchAll(POSTAL_ALL)].some((postcode) => {
    const rest = `${text.slice(0, postcode.index)} ${text.slice(postcode.index + postcode[0].length)}`;
    return STREET.test(rest) || /\p{L}\s+\d+[a-z]?\b/iu.test(rest);
  });
  return streetBeside || KOREAN_OR_HEBREW_ADDRESS.test(text);
}
/** A line that only labels the next item of a contact block ("Phone", "Email", "Postal", "Opening hours"). */
const NEXT_ITEM =
  /^(?:phone|telephone|tel\.?|mobile|email|e-mail|fax|postal(?: address)?|mailing address|hours|opening hours|telefon|téléphone|teléfono|telefone|correo|horario|horaires|öffnungszeiten)\s*:?$/i;
/** A date and nothing else ("November 12, 2026", "12 November 2026"): a post's date, never a street and a postcode. */
const DATE_ONLY = /^(?:\p{L}{3,12}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\.?\s+\p{L}{3,12}\.?)[,\s]*(?:19|20)\d\d$/u;
/** A dated line ("Samstag, 14. März 2026, 19:30 Uhr") is an event's or a post's date, not opening hours. */
const YEAR = /\b(?:19|20)\d\d\b/;
/** A saving or discount line ("Save $350", "Sie sparen 20 €") states no price of the product. */
const SAVING = /\b(?:you save|save|saving|sparen|sie sparen|économisez|ahorra|ahorro|economize|economia|bespaar|risparmi)\b|\boff\b/i;
/**
 * A quantity tier ("Staffelpreis: ab 3 Stück nur 179,90 €", "3 for $20", "$9 each when you buy 4", "Mengenrabatt",
 * "à partir de 3 pièces") is the price of buying several, never the price of one: read in the sentence around the amount.
 */
const QUANTITY_TIER =
  /staffelpreis|mengenrabatt|mengenpreis|\bab\s+\d+\s*(?:stück|stk\.?|st\.)|\b(?:from|buy)\s+\d+\s*(?:\+\s*)?(?:items?|pieces?|units?|pcs\.?|or more)|\bwhen you buy\s+\d+|\b\d+\s+for\s+[$€£]|\bper (?:piece|item|unit) when|\b(?:bulk|volume|quantity|tier(?:ed)?) (?:price|pricing|discount)|à partir de\s+\d+\s*(?:pièces|unités|articles|exemplaires)|prix dégressif|a partir de\s+\d+\s*(?:unidades|piezas)|vanaf\s+\d+\s*stuks|staffelkorting|da\s+\d+\s*pezzi|sconto quantità/i;
/**
 * A unit price ("Grundpreis: 17,20 € / l", "Τιμή ανά λίτρο: 17,20 €", "£2.40 per kg", "jämförpris"): what a litre or a
 * kilo costs, the law's comparison figure beside the price, never the price of the item.
 */
const UNIT_PRICE =
  /grundpreis|literpreis|kilopreis|\bpro\s+(?:liter|kilo(?:gramm)?|kg|100\s?g|100\s?ml)\b|(?:[€$£]|\bkr|zł|kč)\s*\/\s*(?:kg|l|lt|100\s?g|100\s?ml)(?![\p{L}])|\bper\s+(?:kg|kilo|kilogram|litre|liter|lb|100\s?g|100\s?ml)\b|prix (?:au (?:kilo|kg|litre)|unitaire)|ανά\s+(?:λίτρο|κιλό)|precio por (?:litro|kilo|kg)|prezzo al (?:litro|kg|chilo)|prijs per (?:liter|kilo|kg)|cena za (?:litr|kg|kilogram)|jednotková cena|jämförpris|kilopris|literpris|preço por (?:litro|kg|quilo)/iu;
/**
 * A table or box of shipping rates its theme names so (VTEX's "shippingTable", a "frete" calculator): its amounts are
 * rates. PrestaShop's "product-price-and-shipping" holds the price itself, so "shipping" alone says nothing.
 */
const SHIPPING_CLASS =
  '[class*="shippingTable" i], [class*="shipping-table" i], [class*="shipping-rates" i], [class*="shippingRates" i], [class*="frete" i], [class*="freight" i], [class*="versandkosten" i]';
const UNIT_PRICE_CLASS =
  '[class*="unit-price" i], [class*="unit_price" i], [class*="base-price" i], [class*="baseprice" i], [class*="grundpreis" i], [class*="price-per-unit" i]';
/** Every e-mail address a text writes. */
const EMAIL_ADDRESSES = new RegExp(EMAIL_ADDRESS.source, 'g');
/** How much of the page's text is searched for the currency code it prices in. */
const MONEY_TEXT = 100_000;
/** A column header that says its table prices by how many are bought ("Quantità", "Menge", "Qty"). */
const QUANTITY_HEADER =
  /^(?:quantity|qty|menge|anzahl|stückzahl|ab menge|quantité|quantità|cantidad|aantal|quantidade|ilość|antal|antall|mængde|määrä)(?!\p{L})/iu;

/** A price in a table with a quantity column (a discount plugin's "2 – 3 lattine | -4% | 52,70 €"): the price of several. */
function inQuantityTable(el: El): boolean {
  const table = el.closest('table');
  return table !== null && [...take(table.querySelectorAll('th'), 12)].some((th) => QUANTITY_HEADER.test(clean(th.textContent, 40)));
}

const SAVING_CLASS = /sav(?:e|ing)|discount|rabatt|ersparnis|instal?ments?|financ/i;
/** Instalments ("12 Raten à 108,25 €", "4 payments of $25") are a way to pay, not the price. */
const INSTALMENT =
  /\b(?:raten|monatsraten|instal?l?ments?|payments of|per month|a month|\/mo|mensualités|fois sans frais|cuotas|termijnen|klarna|afterpay|affirm|raty|\d+\s*rat|splátk\w*|avbetaling|delbetalning|afbetaling|parcelas?|sem juros|sin interés|sin intereses|\d{1,2}\s?x\s+de)\b/i;
/**
 * A free-delivery threshold ("Fri frakt över 499 kr", "Free shipping over $75", "Versandkostenfrei ab 50 €"): no
 * price; after a shipping rate, "free" alone says it ("Estafeta: $149.00 · Gratis desde $999"). "Free shipping" alone
 * beside a price says nothing about it, so the threshold's preposition is required.
 */
const THRESHOLD = new RegExp(
  String.raw`(?:free (?:shipping|delivery)|fri frakt|fri fragt|gratis (?:frakt|fragt|verzending|levering|versand|envío|spedizione)|versandkostenfrei|kostenlose[rn]? (?:versand|lieferung)|livraison (?:gratuite|offerte)|envío gratis|spedizione gratuita|frete grátis|darmowa dostawa|doprava zdarma|ilmainen toimitus|ingyenes szállítás|бесплатная доставка|ücretsiz kargo|(?<![\p{L}])(?:gratis|free|grátis|gratuit[ea]?|kostenlos))\s*(?:on (?:all )?orders\s*)?(?:over|above|from|of|ab|über|dès|à partir de|desde|a partir de|över|vanaf|od|oltre|yli|felett|от|üzeri)(?![\p{L}])|送料無料|무료 배송`,
  'iu',
);
/**
 * A price for members of a club or a loyalty scheme ("Readers' Club members pay £22.50", "Mitgliederpreis", "prix
 * adhérent", "Preço sócio") is the price of a group of buyers, never the offer's, and a price for one way of paying
 * ("R$ 170,91 no PIX", "no boleto", "$369.55 con transferencia") a discount: read in the sentence around the amount.
 */
const MEMBER_PRICE =
  /\b(?:no|via|com|pagando com) (?:pix|boleto)\b|\b(?:con|por|pagando con) (?:transferencia|depósito|oxxo|spei)\b|\bby bank transfer\b|\bmembers?['’]?s? (?:pay|price|only)\b|\bmember price\b|\bprice for members\b|\bloyalty (?:price|card)\b|\bclub price\b|mitgliederpreis|mitglieder zahlen|clubpreis|prix (?:adhérent|membre|fidélité)|precio (?:socio|miembro)|preço (?:sócio|membro)|ledenprijs|prezzo soci|medlemspris|cena klubowa/i;
/** A price before tax beside the price a consumer pays ("KDV Hariç: 1.041,58 TL", "zzgl. MwSt.", "HT", "excl. VAT"). */
const WITHOUT_TAX =
  /(?<![\p{L}])(?:excl\.?|exkl\.?|excluding|ex\.?|zzgl\.?|plus|ohne|hors|sin|senza|exclusief|bez)\s*(?:vat|mwst|ust|btw|moms|iva|dph|taxes?|tax)(?![\p{L}])|(?<![\p{L}])(?:HT|netto)(?![\p{L}])|kdv hariç/iu;
/**
 * The lowest price of the last 30 days that EU law has shops show beside a reduced price ("Najniższa cena z 30 dni
 * przed obniżką: 389,00 zł"): a past price, never the offer's.
 */
const LOWEST_EARLIER =
  /najniższa cena|lowest price (?:in|of|during|from) the (?:last|previous|past) 30 days|30-day low|niedrigste[rn]? (?:gesamt)?preis|prix le plus bas|prezzo più basso|precio más bajo|laagste prijs|nejnižší cena|lägsta pris|laveste pris|alhaisin hinta/i;
/** Classes of the element that holds a product's price ("price-final", "product-price", "current-price"). */
const PRICE_ELEMENT = /(?:^|[\s_-])(?:price-final|final-price|product-price|current-price|sale-price|price-current)(?:$|[\s_-])/i;
/** Extras bought beside the product (gift wrapping, engraving, assembly), whose price is theirs. */
const ADD_ON =
  /gift ?wrap|geschenkverpackung|emballage cadeau|papel de regalo|confezione regalo|cadeauverpakking|engraving|gravur|gravure|personali[sz]ation|assembly service|montageservice/i;
/** How far before an amount its label is read. */
const LABEL_REACH = 40;
/** The label of a shipping cost ("Cena przesyłki: od 12,99 zł", "Versand: 4,90 €"), read in the words before the amount. */
const SHIPPING_LEAD =
  /(?<![\p{L}])(?:shipping|delivery|postage|versand\w*|lieferung|livraison|frais de port|envío|gastos de envío|spedizione|verzend\w*|bezorg\w*|przesyłk\w*|dostaw\w*|doprava|doručení|frakt|fragt|porto|frete|despacho)(?![\p{L}])/iu;
/**
 * A struck former price, by its element or its class (PrestaShop's `product-discount > regular-price` above the current
 * one, a "strikethrough" class, Jumia's line-through utility `-lthr`).
 */
const FORMER_PRICE =
  'del, s, strike, [class*="strike" i], [class~="-lthr"], [class*="compare-at" i], [class*="compare-price" i], [class*="was-price" i], [class*="old-price" i], [class*="price-old" i], [class*="price--compare" i], [class*="before-price" i], [class*="line-through" i], [style*="line-through" i], [data-price-type="oldPrice"], [class*="product-discount" i] [class*="regular-price" i]';
const VENUE = '[class*="venue" i], [class*="lieu" i], [class*="event" i][class*="address" i], [class*="event" i][class*="location" i]';
/** A row or card marked sold out (Webflow's `ticket-row is-soldout`, a theme's `product--sold-out`). */
const SOLD_OUT = '[class*="soldout" i], [class*="sold-out" i], [class*="sold_out" i]';
const CLOCK = /\d{1,2}(?::\d{2})?\s*(?:am|pm|uhr)\b|\d{1,2}:\d{2}|\d{1,2}h\d{0,2}\b/i;
const HOURS =
  /hours|horaires|öffnungszeiten|oeffnungszeiten|sprechzeiten|sprechstunden|bürozeiten|buerozeiten|geschäftszeiten|kanzleizeiten|praxiszeiten|ordinationszeiten|behandlungszeiten|spreekuur|spreekuren|opening|orari|horário|horario|openingstijden|geöffnet|åpningstider|öppettider|åbningstider|godziny otwarcia|godziny przyjęć|godziny pracy|otevírací doba|ordinační hodiny|nyitvatartás|nyitva tartás|aukioloajat|aukiolo|program de lucru|orar|çalışma saatleri|часы работы|режим работы|ωράριο|営業時間|營業時間|营业时间|診療時間|영업시간|운영시간|שעות פתיחה|שעות פעילות|مواعيد العمل|ساعات العمل|أوقات العمل|ساعات الدوام|أوقات الدوام/i;

/** "From $148.00", "ab 19,90 €", "à partir de 12 €", "desde 9,95 €", "a partire da", "vanaf": the lowest of several prices. */
const FROM =
  /(?:^|[\s(])(?:from|starting at|starts at|as low as|ab|ab nur|à partir de|a partir de|dès|desde|da|a partire da|vanaf|vana|fra|från|od|už od)\s*:?\s*$/i;
/** The top of a range written after its "from" price ("od 499,00 zł do 579,00 zł", "from $40 to $65", "19 € bis 29 €"). */
const RANGE_TOP = /\d[^\d]{0,12}(?:\s*[〜～–—]|\s(?:to|do|bis|à|a|hasta|tot|til|till|až|fino a))\s*:?\s*$/i;
/** "24,800円〜": a price written as the start of a range (Japanese "from"). */
const FROM_AFTER = /^\s*[〜～]/;
/** How many offers a price line sums up ("4 oferty od 499,00 zł", "12 offers from $40", "3 Angebote ab 19 €", "4件"). */
const OFFER_COUNT =
  /(?<![\p{L}\d])(\d{1,4})(?:\s*件|\s+(?:offers?|sellers?|oferty|ofert|ofertas?|offres?|angebote?|anbieter|händler|vendeurs?|sprzedawców|nabídek|nabídky|tilbud|erbjudanden|aanbiedingen|offerte)(?![\p{L}]))/iu;
/** Elements that may hold a label of a label/value pair (`<b>Gehalt:</b>`, `<span class="label">SKU</span>`). */
const LABEL_TAGS = /^(B|STRONG|SPAN|DIV|TD|TH|DT|LABEL|P|EM|SMALL|I)$/;
/** Regions around the page's own content: listings, related items and the site's chrome. */
const AROUND = new Set(['listing', 'related', 'chrome']);
const LABEL_TEXT = /^\p{L}[\p{L}\p{M}\p{N} ./'’()&-]{0,29}$/u;
const LABEL_CLASS = /(?:^|[\s_-])(?:label|key|term)(?:$|[\s_-])/i;
/** A year, and a month written as a word or a day.month or day/month of digits: a text that may state a date. */
const DATE_LIKE = /\b(?:19|20)\d\d\b/;
const MAX_DATED_TEXT = 90;
const MAX_CHILD_NODES = 40;

const clean = (text: string | null | undefined, max = LEAF_TEXT) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
const isElement = (node: DomNode): node is El => node.nodeType === 1;

/** A leaf-ish block: short, and holding no other block (so a statement is read once, at its own element). */
const leafish = (el: El) => clean(el.textContent, LEAF_TEXT + 1).length <= LEAF_TEXT && !el.querySelector(BLOCKS);

/**
 * Reads the statements a page makes with the region each sits in (see PageStatements), after scripts, styles and
 * hidden elements are removed. Linear in the page: every query is bounded by MAX_ELEMENTS or MAX_EACH. `bodyText` is the
 * body's text where the caller has read it already.
 */
export function readPageStatements(document: StatementDocument, url?: string, bodyText?: string): PageStatements {
  const h1 = mainHeadingOf(document as unknown as Parameters<typeof mainHeadingOf>[0]);
  const regions = new Regions(h1);
  const elements = [...take(document.body?.querySelectorAll('*') ?? [], MAX_ELEMENTS)];
  const leaves = elements.filter((el) => isLeafTag(el) && leafish(el));
  // A card is a listing's repeated item: it carries the listing class, or its list does (`ul.posts > li`).
  // A repeated <article> is a teaser of a list (Squarespace's `article.eventlist-event` × 8) where it stands in the
  // page's own content: its own region is the content around it, only what it holds is the listing's.
  // A child of a listing's container counts where it is one of its kind (a pager or an SEO text below the grid is not).
  const listed = (el: El) => el.parentElement !== null && marksListing(el.parentElement) && alikeSibling(el);
  const cards = elements.filter((el) => {
    // A custom element is a theme's component (Shopline's `<product-item>`), a block like a div.
    if (!/^(LI|DIV|ARTICLE)$|-/.test(el.tagName) || !el.querySelector('a[href]')) return false;
    if ((!marksListing(el) && !listed(el) && !teaserArticle(el)) || listingControl(el)) return false;
    const region = regions.of(el);
    return region === 'listing' || (region === 'content' && teaserArticle(el));
  });
  const phones = [
    ...[...take(document.querySelectorAll('a[href^="tel:" i]'), MAX_EACH)].map((el): PhoneStatement => ({
      text: clean(el.textContent, 40),
      href: clean(el.getAttribute('href'), 60).slice(4),
      // Spaced: "Tel./WhatsApp: 0744 512 387<br>E-mail: …" is two lines, not "…387E-mail".
      line: clean(spacedText(el.closest('p, li, dd, td, div') ?? el), 160),
      section: regions.sectionOf(el),
      ...regions.placed(el),
    })),
    ...textPhones(leaves, regions),
  ].slice(0, MAX_EACH);
  return {
    // The dollar of an "en" page is read from its phone links' country, as the domain reads a salary's.
    prices: prices(
      elements,
      regions,
      moneyLanguage(
        document.querySelector('html')?.getAttribute('lang') ?? null,
        phones.map((phone) => phone.href),
        (bodyText ?? document.querySelector('body')?.textContent ?? '').slice(0, MONEY_TEXT),
        url,
      ),
    ),
    times: [...take(document.querySelectorAll('time[datetime]'), MAX_EACH)].map((el) => ({
      datetime: timeOfDay(clean(el.getAttribute('datetime'), 60), clean(el.textContent, 20)),
      label: timeLabel(el),
      ...regions.placed(el),
    })),
    bylines: texts(
      [
        ...take(
          document.querySelectorAll('[rel~="author"], [class*="byline" i], [class*="author" i], [class*="auteur" i], [class*="autor" i]'),
          MAX_EACH,
        ),
      ]
        // An hCard of an organisation (`class="author fn org"`) or a venue's block names a place, not who wrote the page.
        .filter((el) => !el.closest(`${VENUE}, [class~="org"]`)),
      regions,
    )
      // A short line that starts with a by-word and a name is a byline, whatever its class ("Par Camille Renaud").
      .concat(
        leaves
          .filter((el) => isByline(clean(el.textContent, 81)))
          .slice(0, MAX_EACH)
          .map((el) => text(el, regions)),
      )
      .filter((byline, i, all) => !REVIEW.test(byline.where) && all.findIndex((other) => other.text === byline.text) === i),
    // Each line as the page breaks it (`Préparation : 20 min<br>Cuisson : 1 h 10 min`), each part of a line
    // ("Posted: … · Apply by: …"), and each label within a part ("SKU: MT-1 Category: Kitchen" holds two statements).
    labelled: leaves
      .flatMap((el) =>
        linesOf(el)
          .flatMap((line) => line.split(/\s[·|•]\s/))
          .flatMap((segment) => splitAtLabels(segment.trim()))
          .flatMap((piece) => {
            // "🍲 분량: 2인분", "• SKU: 12": a symbol before the label is no part of it; "⏱ 조리시간 30분" is a time label
            // and its duration without a colon.
            const plain = piece.replace(LEADING_SYMBOLS, '');
            const match = LABELLED.exec(plain) ?? TIME_WITHOUT_COLON.exec(plain);
            const value = match ? clean(match[2]) : '';
            return match && value ? [{ label: clean(match[1]).toLowerCase(), value, ...regions.placed(el) }] : [];
          }),
      )
      .concat(
        termPairs(document, regions),
        valuePairs(elements, regions),
        inlinePairs(elements, regions),
        organizerCards(document, regions),
        founderCards(document, regions),
      )
      .filter((entry, i, all) => all.findIndex((other) => other.label === entry.label && other.value === entry.value) === i)
      // The page's own pairs first, then the grids' and the site's: a category's forty cards ("판매가: 19,000원" each)
      // do not crowd out the product's own details table read after them.
      .sort((a, b) => Number(AROUND.has(a.region)) - Number(AROUND.has(b.region)))
      .slice(0, MAX_EACH * 2),
    dated: dated(leaves, regions),
    addresses: inPageOrder(elements, [...addresses(document, leaves, regions), ...lineBlocks(elements, regions)]).slice(0, MAX_EACH),
    phones,
    // Linked first, then written as text only (a Wix text block's "reservas@…"), each once.
    emails: [
      ...new Set([
        ...[...take(document.querySelectorAll('a[href^="mailto:" i]'), MAX_EACH)].map((el) => clean(el.getAttribute('href'), 120).slice(7)),
        // Line by line: "07700 900417<br>hello@…" is an address after a number, not "900417hello@…".
        ...leaves.flatMap((el) => [...clean(linesOf(el).join(' '), 400).matchAll(EMAIL_ADDRESSES)].map((match) => match[0])),
      ]),
    ].slice(0, MAX_EACH),
    // Spaced text: a table's "Monday" and "Closed" cells are two words, not "MondayClosed".
    hours: hoursStatements(document, leaves, elements, regions),
    // A note inside a size or colour picker ("Variant sold out or unavailable" on size 16's label) speaks for that one
    // variant, never for the product as a whole: one sold-out size leaves the others for sale.
    stock: texts(
      [
        ...take(
          document.querySelectorAll(
            '[class*="stock" i], [class*="availab" i], [class*="dispo" i], [class*="lieferbar" i], [class*="sold" i], [class*="inventory" i]',
          ),
          MAX_EACH * 4,
        ),
      ].filter((el) => !el.closest('label, option, [role="radio"], [role="option"], [class*="swatch" i]') && !idleBadge(el)),
      regions,
    ),
    // A widget often splits its value from its scale and count (`<span class="rating-value">4,7</span>/5 (86 reviews)`,
    // `<span class="rating-result">4.5 out of 5</span> <a>18 reviews</a>`): a value without its scale or its count is
    // read with its parent's short text. A summary of the reviews is no review.
    // A product card's stars come before the product's own review widget on many pages: more are looked at than kept.
    ratings: [
      ...take(
        // A reviews section's own title or summary line ("27 Reviews · Average 4.3 out of 5") too.
        document.querySelectorAll(
          // Brazil's review widgets name theirs in Portuguese or by the tool ("avaliacoes", Trustvox's "ts-summary-rate").
          '[class*="rating" i], [class*="stars" i], [class*="bewertung" i], [data-hook*="rating" i], [class*="review" i][class*="title" i], [class*="review" i][class*="summary" i], [class*="summary-rate" i], [class*="shelf-rate" i], [class*="avaliac" i], [class*="valoraci" i]',
        ),
        MAX_EACH * 4,
      ),
    ]
      .map((el) => {
        const own = clean(`${labelsWithin(el)} ${el.textContent ?? ''}`);
        const parent = el.parentElement;
        const whole = SCALE.test(own) && REVIEW_COUNT.test(own);
        const widget = !whole && parent && clean(parent.textContent, 161).length <= 160 ? parent : el;
        const rating =
          widget === el
            ? { text: own, ...regions.placed(el) }
            : { text: clean(`${labelsWithin(widget)} ${spacedText(widget)}`), ...regions.placed(widget) };
        // Inside a reviews widget, only its summary ("R-flex-row R-summary": 4.8, based on 203) speaks for the product;
        // a text that gives both a rating on its scale and a count of reviews is a summary whatever its class
        // (PrestaShop's "product-comments-additional-info": "Lire les avis (23) Note moyenne : 4,6/5").
        const summary = SUMMARY.test(`${rating.where} ${classOf(widget)}`) || (SCALE.test(rating.text) && REVIEW_COUNT.test(rating.text));
        return !REVIEW.test(rating.where) || summary ? rating : { ...rating, text: '' };
      })
      .filter((rating) => rating.text)
      .slice(0, MAX_EACH),
    // Never a button's words ("Buy it now" on Shopify's "shopify-payment-button__button--unbranded"). PrestaShop shows
    // the manufacturer as its logo only: the image's alt text names it.
    vendors: [
      ...take(
        document.querySelectorAll(
          '[class*="vendor" i], [class*="brand" i], [class*="marque" i], [class*="marke" i], [class*="manufacturer" i]',
        ),
        MAX_EACH,
      ),
    ]
      .filter((el) => !el.closest('button, [role="button"], form'))
      .map((el) => ({ text: clean(el.textContent) || clean(el.querySelector('img[alt]')?.getAttribute('alt'), 80), ...regions.placed(el) }))
      .filter((vendor) => vendor.text),
    venues: venues(document, regions),
    ingredients: ingredientList(document),
    instructions: listAfter(
      document,
      '[class*="instruction" i] li, [class*="method" i] li, [class*="steps" i] li',
      // "Cómo hacer lentejas estofadas", "How to make the sauce": a method's heading as a blog writes it.
      /^(method|instructions|directions|(?:how to make|cómo (?:hacer|preparar)|como (?:fazer|preparar)|comment (?:faire|préparer)|come (?:fare|preparare)|so (?:machst du|macht man)|zo maak je|jak (?:zrobić|przygotować)) .+|préparation|zubereitung|steps|preparación|elaboración|bereiding|bereidingswijze|preparazione|procedimento|modo de preparo|modo de fazer|preparo|preparação|jak to zrobić|przygotowanie|sposób przygotowania|wykonanie|postup|fremgangsmåde|fremgangsmåte|gör så här|tillagning|作り方|εκτέλεση|οδηγίες|παρασκευή|приготовление|способ приготовления|hazırlanışı|yapılışı|valmistus|valmistusohje|elkészítés|mod de preparare|preparare|만드는 법|조리법|做法|אופן ההכנה|طريقة التحضير)(?:\s+(?:paso a paso|step by step|schritt für schritt|étape par étape|passo (?:a|per) passo|stap voor stap|krok po kroku|steg för steg|trin for trin))?$/i,
    ),
    besideHeading: besideHeading(h1),
    mainHeadingRegion: regions.headingRegion(),
    mainHeadingInArticle: Boolean(h1?.closest('article')),
    linkedCards: cards.length,
    listedItems: listedItems(cards, regions, url),
    // A shop disables its add-to-cart button (and writes "Sold out" on it) when the chosen variant cannot be bought.
    buttons: [...take(document.querySelectorAll('button, input[type="submit" i]'), MAX_EACH * 4)]
      .filter((el) => el.getAttribute('disabled') === null && el.getAttribute('aria-disabled') !== 'true')
      .map((el) => ({ text: clean(el.tagName === 'INPUT' ? el.getAttribute('value') : spacedText(el), 80), ...regions.placed(el) }))
      .filter((button) => button.text)
      .slice(0, MAX_EACH),
    messageForms: [...take(document.querySelectorAll('form'), MAX_EACH)].filter((form) => form.querySelector('textarea')).length,
    uploadForms: [...take(document.querySelectorAll('form'), MAX_EACH)].filter((form) => form.querySelector('input[type="file" i]')).length,
    yields: leaves
      .filter((el) => RECIPE_YIELD.test(clean(el.textContent)))
      .slice(0, MAX_EACH)
      .map((el) => spaced(el, regions)),
    headingLines: leaves
      .filter((el) => regions.of(el) === 'primary' && !/^H[1-6]$/.test(el.tagName) && clean(el.textContent).length <= 120)
      .slice(0, MAX_EACH)
      .map((el) => spaced(el, regions)),
    siteName: siteName(document, url),
    siteLogo: siteLogo(document, url),
    profiles: profileLinks(document, regions, url),
    primaryLinks: primaryLinks(elements, regions, url),
    images: contentImages(document.querySelectorAll('img'), regions, url),
  };
}

/**
 * The links beside the main heading (a registration button, a join link), with their words: an online event's page
 * links where to register. Only http(s) targets, resolved against the page; never a link the page does not make.
 */
function primaryLinks(elements: El[], regions: Regions, base: string | undefined): LinkStatement[] {
  const found: LinkStatement[] = [];
  for (const el of elements) {
    if (found.length >= MAX_EACH) break;
    if (el.tagName !== 'A' || regions.of(el) !== 'primary') continue;
    const target = el.getAttribute('href');
    const href = target ? webAddress(target, base) : null;
    if (href) found.push({ text: clean(spacedText(el), 120), href, ...regions.placed(el) });
  }
  return found;
}

/** A pager's list ("Sida 2", "Seite 3"): its class or its list's says pages. */
const PAGER = /(?:^|[\s_-])(?:pages|pager|pagination)(?:$|[\s_-])/i;
/**
 * A listing's own controls, which a theme's classes name like its items ("products-sort-order", "pages-items"): a
 * sort dropdown and a pager lead to the same listing, never to an item of it.
 */
const listingControl = (el: El): boolean =>
  el.querySelector('[aria-haspopup], select, [data-toggle="dropdown"]') !== null ||
  [el, el.parentElement, el.parentElement?.parentElement].some((node) => node && PAGER.test(classOf(node)));

/**
 * What a listing lists: each outermost card's name (its heading, else its title or name element, else its link's
 * words) and the page it links to, in the page's order; a card inside another card is part of it.
 */
function listedItems(cards: El[], regions: Regions, base: string | undefined): LinkStatement[] {
  // The cards around each card, a few levels up (one walk per card, not a comparison of every pair).
  const cardSet = new Set(cards);
  const around = (el: El): El[] => {
    const found: El[] = [];
    for (let up = el.parentElement, depth = 0; up && depth < 12; up = up.parentElement, depth++) if (cardSet.has(up)) found.push(up);
    return found;
  };
  const held = new Map<El, number>();
  for (const card of cards) for (const up of around(card)) held.set(up, (held.get(up) ?? 0) + 1);
  // A block holding several cards is their list (Squarespace's `summary-item-list`), not one of them.
  const items = cards.filter((card) => (held.get(card) ?? 0) < 2);
  const all = new Set(items);
  const inCard = (el: El) => around(el).some((up) => all.has(up));
  const found: LinkStatement[] = [];
  for (const card of items) {
    if (found.length >= MAX_LISTED_ITEMS) break;
    // A block of several headed cards ("Možda će vam se svidjeti" over three products the page does not list) is a
    // list of its own, not one item named by its heading.
    if (inCard(card) || [...take(card.querySelectorAll('h2, h3, h4, h5, h6'), 3)].length >= 3) continue;
    const link = [...take(card.querySelectorAll('a[href]'), 8)].find((a) => !a.getAttribute('href')!.startsWith('#'));
    const href = link ? webAddress(link.getAttribute('href')!, base) : null;
    // A subcategory's tile, shown before the items: marked as a category or counting its items ("First Earlies (6)"),
    // without a price, leading further down this listing's own path ("/product-category/seed-potatoes/first-earlies/").
    // (An events index's items lie under its path too, and so do Shopify's at ".../products/…".)
    const tile = CATEGORY_TILE.test(classOf(card)) || /\(\d+\)$/.test(clean(card.textContent, 200));
    if (tile && href && subListing(href, base) && !PRICE_ONCE.test(clean(card.textContent, 400))) continue;
    // Its heading names it before a subtitle line above it ("Salad · Second Early" over "Charlotte Seed Potatoes").
    const named =
      card.querySelector('h2, h3, h4, h5, h6') ??
      card.querySelector('[class*="title" i]:not([class*="subtitle" i]), [class*="name" i], [data-aid*="NAME"]');
    const name = clean(named?.textContent, 121) || clean(link?.textContent, 121);
    // A teaser article stands in the content around it, as the list's item.
    const placed = regions.placed(card);
    const region = teaserArticle(card) && placed.region === 'content' ? 'listing' : placed.region;
    if (href && name && name.length <= 120) found.push({ text: name, href, ...placed, region });
  }
  return found;
}

/** Whether an address lies under the page's own path (a subcategory's page under its category's), not at it. */
function subListing(href: string, base: string | undefined): boolean {
  const [target, page] = [URL.parse(href), base ? URL.parse(base) : null];
  if (!target || !page || target.host !== page.host) return false;
  const path = page.pathname.replace(/\/?$/, '/');
  const rest = target.pathname.startsWith(path) ? target.pathname.slice(path.length) : '';
  return path.length > 1 && rest.length > 0 && !/^(?:page\/\d+|products?\/)/.test(rest);
}

function* take<T>(items: Iterable<T>, max: number): Iterable<T> {
  let count = 0;
  for (const item of items) {
    if (count++ >= max) return;
    yield item;
  }
}

/**
 * The text under a heading: the block after it and, where that block is one short line of several siblings (Wix's
 * "Tue–Sun", "Lunch 11:30am – 2:30pm", "Dinner 5pm – 9:30pm" each a paragraph), the lines after it up to the next
 * heading, at most a few.
 */
function linesUnder(heading: El, block: El, regions: Regions): TextStatement {
  const first = spaced(block, regions);
  if (block !== heading.nextElementSibling || first.text.length > 40) return first;
  const lines = [first.text];
  for (
    let next = block.nextElementSibling, seen = 0;
    next && seen < 8 && !/^H[1-6]$/.test(next.tagName);
    next = next.nextElementSibling, seen++
  )
    lines.push(clean(spacedText(next), 200));
  return { ...first, text: clean(lines.join(' '), LEAF_TEXT * 2) };
}

const isLeafTag = (el: El) => /^(P|LI|DD|DT|TD|TH|SPAN|DIV|ADDRESS|H2|H3|H4)$/.test(el.tagName);
const text = (el: El, regions: Regions): TextStatement => ({ text: clean(el.textContent), ...regions.placed(el) });
const spaced = (el: El, regions: Regions): TextStatement => ({ text: clean(spacedText(el)), ...regions.placed(el) });

/** The longest block under an hours heading read as one week's lines (a longer one holds other things' hours too). */
const WEEK_BLOCK = 200;

/**
 * Text of blocks about opening hours: elements whose class says hours, lines that give days and times, sentences of
 * prose that do, and the block under an hours heading. A line inside such a block (an item of Elementor's price-list
 * widget under "Openingstijden winkel") is read with the block, not as a week of its own that would stop at Friday.
 */
function hoursStatements(document: StatementDocument, leaves: El[], elements: El[], regions: Regions): TextStatement[] {
  const hoursLine = hoursLineIn(document.querySelector('html')?.getAttribute('lang') ?? null);
  const headed = headingsLike(document, HOURS).flatMap((heading) => {
    const block = blockAfter(heading);
    return block ? [[block, linesUnder(heading, block, regions)] as const] : [];
  });
  // Only a short block, one week's lines: a long one holds other things' hours too (a terrace, a second shop).
  const inHeadedBlock = (el: El) =>
    headed.some(([block, statement]) => block !== el && statement.text.length <= WEEK_BLOCK && block.contains?.(el));
  return [
    ...[
      ...take(
        document.querySelectorAll(
          '[class*="hours" i], [class*="horaires" i], [class*="oeffnungszeiten" i], [class*="opening" i], [class*="orari" i], [class*="openingstijden" i]',
        ),
        MAX_EACH,
      ),
    ].map((el) => spaced(el, regions)),
    ...leaves.filter((el) => !el.querySelector('time') && hoursLine(spacedText(el)) && !inHeadedBlock(el)).map((el) => spaced(el, regions)),
    ...hoursInProse(elements, leaves, regions, hoursLine),
    ...headed.map(([, statement]) => statement),
    // A details table's row headed as the hours ("營業時間 | 星期一至日 07:00 – 20:00").
    ...[...take(document.querySelectorAll('th'), MAX_EACH)]
      .filter((th) => HOURS.test(clean(th.textContent, 40)) && th.nextElementSibling?.tagName === 'TD')
      .map((th) => spaced(th.nextElementSibling!, regions)),
  ]
    .filter((statement) => statement.text)
    .slice(0, MAX_EACH);
}

/**
 * Days with their times, undated ("Samstag, 14. März 2026, 19:30 Uhr" is an event's or a post's date, not hours), on a
 * page in `lang` (its own short day names: "ma–pe 10–18" in Finnish). Hours may be written bare right after their days
 * ("Man–fre 10–18", "Sa 9–13"): read as hours where a day names them.
 */
function hoursLineIn(lang: string | null): (words: string) => boolean {
  const day = dayWordIn(lang);
  const dayHours = new RegExp(`${day.source}\\s*:?\\s*\\d{1,2}\\s*[–—-]\\s*\\d{1,2}(?![\\d.,:])`, 'iu');
  return (words) => day.test(words) && (CLOCK.test(words) || dayHours.test(words)) && !YEAR.test(words);
}

/**
 * Hours a business writes in the middle of its story ("Founded in 1989 … We're open Monday to Friday from 7:30 to 17:00,
 * and on Saturdays from 8:00 until 12:30. …"): in a paragraph too long, or too dated, to be read whole, each sentence
 * that gives days and times. A short paragraph is read whole above, so a sentence never loses the other place's phone
 * beside it ("It's open … Call the Bellville team on …").
 */
function hoursInProse(elements: El[], leaves: El[], regions: Regions, hoursLine: (words: string) => boolean): TextStatement[] {
  const whole = new Set(leaves);
  return elements
    .filter((el) => el.tagName === 'P')
    .flatMap((el) => {
      const text = clean(spacedText(el), 2000);
      if (whole.has(el) && !YEAR.test(text)) return [];
      return text
        .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
        .filter((sentence) => sentence.length <= LEAF_TEXT && hoursLine(sentence))
        .map((sentence) => ({
          text: sentence,
          ...(sentence !== text ? { paragraph: text.slice(0, LEAF_TEXT * 2) } : {}),
          ...regions.placed(el),
        }));
    })
    .slice(0, MAX_EACH);
}
const texts = (found: Iterable<El>, regions: Regions) =>
  [...take(found, MAX_EACH)].map((el) => text(el, regions)).filter((statement) => statement.text);

const VENUE_HEADING =
  /^(venue|location|the venue|where|veranstaltungsort|ort|location & anfahrt|lieu|le lieu|sede|luogo|lugar|locatie|plats|miejsce|local)$/i;

/**
 * Where an event takes place: an element marked as its venue, or the block under a "Venue" / "Location" / "Lieu"
 * heading. A block with a heading of its own names the venue by that heading and gives its address in its lines
 * (`<h3>Kehrwieder Kongresshalle</h3><p>Am Sandtorkai 12<br>20457 Hamburg</p>`); otherwise the innermost venue
 * element's text is the statement.
 */
function venues(document: StatementDocument, regions: Regions): VenueStatement[] {
  const all = [...take(document.querySelectorAll(VENUE), MAX_EACH)];
  // Squarespace's event venue: the venue's name as the block's own first text, its address lines marked within it
  // ("Le Galetas" over "Rue de Genève 57", "1004 Lausanne", "Suisse" and a "(carte)" link).
  // Or its name as the first line, marked as the title ("eventitem-meta-address-line--title"), in Squarespace 7.1.
  const titleLine = (el: El) =>
    [...take(el.querySelectorAll(VENUE), 8)].find((line) => line.parentElement === el && /title/i.test(classOf(line)));
  const blocks = all.filter((el) => el.querySelector(VENUE) && (leadingText(el) || titleLine(el)));
  const named = blocks.flatMap((el): VenueStatement[] => {
    const title = leadingText(el) ? null : titleLine(el)!;
    const lines = [...take(el.querySelectorAll(VENUE), 8)]
      .filter((line) => line !== title)
      .map((line) => clean(line.textContent))
      .filter((line) => line && !/^\(.*\)$/.test(line));
    const name = title ? clean(title.textContent) : leadingText(el);
    return lines.some((line) => POSTAL.test(line)) ? [{ text: name, address: lines, ...regions.placed(el) }] : [];
  });
  const inNamed = (el: El) => blocks.some((block) => block !== el && block.contains?.(el));
  const marked = all.filter((el) => !el.querySelector(VENUE) && !(named.length > 0 && inNamed(el)));
  const underHeading = headingsLike(document, VENUE_HEADING).flatMap((heading) => {
    const next = heading.nextElementSibling;
    return next && !/^H[1-6]$/.test(next.tagName) && !marked.some((el) => next.contains?.(el)) ? [next] : [];
  });
  return [
    ...named,
    ...[...marked, ...underHeading].slice(0, MAX_EACH).flatMap((el): VenueStatement[] => {
      const title = el.querySelector('h2, h3, h4, h5');
      // Its address line under its name: with a postcode, or (where none is written) a street and its places after the
      // name's heading ("Estudio Casa Grano" over "Gorriti 4850, Palermo, Ciudad Autónoma de Buenos Aires").
      const lines = [...take(el.querySelectorAll('p, address, div, span'), MAX_EACH)].filter(
        (line) => !line.querySelector('p, address, div'),
      );
      const postal =
        lines.find((line) => POSTAL.test(clean(spacedText(line)))) ??
        (title ? lines.find((line) => STREET_AND_PLACES.test(clean(line.textContent, 120))) : undefined);
      // Line by line: "Mill Yard Hall<br>Canal Wharf, Leeds LS11 5PS" is a name, then its address; or a paragraph each
      // ("Espace Culturel Sahel Vivant" / "Route de Ngor, …, Ngor, Dakar"), the name's first.
      const paragraphs = title ? [] : elementChildren(el, 4).filter((child) => child.tagName === 'P');
      const [named, placed] = paragraphs.length >= 2 ? [clean(paragraphs[0]!.textContent), paragraphs[1]!] : [null, null];
      const name = title ? clean(title.textContent) : (named ?? clean(linesOf(el).join(', ')));
      if (!name) return [];
      const address = title && postal ? linesOf(postal) : placed ? linesOf(placed) : null;
      return [{ text: name, ...(address ? { address } : {}), ...regions.placed(el) }];
    }),
  ].slice(0, MAX_EACH);
}

/** A street with its number and the places after it, no postcode: "Gorriti 4850, Palermo, Ciudad Autónoma de Buenos Aires". */
const STREET_AND_PLACES =
  /^(?:\p{Lu}[\p{L}.' -]{2,40}\s\d{1,5}[a-zA-Z]?|\d{1,5}[a-z]?\s+\p{Lu}[\p{L}.' -]{2,40})(?:\s*,\s*\p{Lu}[\p{L}.' -]{1,40}){1,3}$/u;

/** An element's own text before its first child element ("Le Galetas" before its address lines); empty when none. */
function leadingText(el: El): string {
  for (const child of el.childNodes) {
    if (child.nodeType === 3 && clean(child.textContent)) return clean(child.textContent, 120);
    if (isElement(child)) return '';
  }
  return '';
}

/** The short lines right before and after the main heading (an eyebrow, a vendor line, a subtitle). */
function besideHeading(h1: El | null): string[] {
  if (!h1) return [];
  // A theme that wraps the heading alone (`<div class="product__title"><h1>…</h1></div>`): the wrapper's neighbours
  // are the heading's (the vendor line above it).
  // (Dawn repeats the title in a hidden link beside it: a wrapper holding only the title's words is still alone.)
  const title = clean(h1.textContent);
  const alone = h1.parentElement && title && !clean(clean(h1.parentElement.textContent).split(title).join(''));
  const at = alone ? h1.parentElement! : h1;
  const before = previousElementOf(at);
  return [before, at.nextElementSibling]
    .map((el) => (el && !el.querySelector(BLOCKS) ? clean(el.textContent, 81) : ''))
    .filter((line) => line && line.length <= 80);
}

/** A role line that names its person a founder ("Founder & bookbinder", "Gründer, „Senior-Imker“", "Co-fondatrice"). */
const FOUNDER_ROLE =
  /^(?:co-?)?(?:founder|founding|gründer(?:in)?|mitgründer(?:in)?|fondat(?:eur|rice|ore)|fundador(?:a)?|oprichter|oprichtster|grundare|grundlægger|założyciel(?:ka)?|zakladatel(?:ka)?|perustaja|alapító)(?![\p{L}])/iu;

/**
 * A team card's person whose role line says founder (`<h3 class="team-card__name">Ruth Abernathy</h3><p
 * class="team-card__role">Founder &amp; bookbinder</p>`), as a labelled pair "founder: Ruth Abernathy".
 */
function founderCards(document: StatementDocument, regions: Regions): LabelledStatement[] {
  return [...take(document.querySelectorAll('h3, h4, h5, [class*="name" i]'), MAX_EACH * 4)].flatMap((name) => {
    // The role is the line's first clause ("Fondatrice et gérante. Formule toutes les recettes…").
    const said = clean(name.nextElementSibling?.textContent, 200).split(/[.;]\s/)[0]!;
    const value = clean(name.textContent, 61);
    return said.length <= 60 && value.length <= 60 && FOUNDER_ROLE.test(said) ? [{ label: 'founder', value, ...regions.placed(name) }] : [];
  });
}

/** A heading over an event's organiser card ("Sobre el organizador", "About the organiser", "Organisé par"). */
const ORGANIZER_HEADING =
  /^(?:about the organi[sz]er|organi[sz]er|organi[sz]ed by|hosted by|sobre el organizador|organizador|organiza|sobre o produtor|produtor|sobre o organizador|à propos de l['’]organisateur|organisateur|organisé par|über den veranstalter|veranstalter|organizzatore|organizzato da|over de organisator|organisator|arrangør|arrangör)$/i;

/**
 * An event's organiser as a ticketing page shows it: a card under an organiser heading whose own heading is the name
 * (`<h3>Sobre el organizador</h3><div class="OrganizerCard"><h4>Colectivo Grano Fotografía</h4>…`), as a labelled pair.
 */
function organizerCards(document: StatementDocument, regions: Regions): LabelledStatement[] {
  return headingsLike(document, ORGANIZER_HEADING).flatMap((heading) => {
    const card = blockAfter(heading);
    // Its name as the card's own heading, or a short paragraph that names it ("Association Sahel Vivant, en partenariat
    // avec…", whose partners the reader drops).
    const name = card && (/^H[3-6]$/.test(card.tagName) ? card : card.querySelector('h3, h4, h5, h6, strong'));
    const said = !name && card?.tagName === 'P' ? clean(card.textContent, 161) : '';
    const value = name ? clean(name.textContent, 100) : said.length <= 160 ? said : '';
    return value ? [{ label: 'organizer', value, ...regions.placed(card!) }] : [];
  });
}

function headingsLike(document: StatementDocument, pattern: RegExp): El[] {
  return [...take(document.querySelectorAll('h2, h3, h4'), MAX_EACH)].filter((heading) => pattern.test(clean(heading.textContent)));
}

/**
 * The block a heading introduces: its next sibling, or, where a page builder wraps the heading alone in widgets
 * (Elementor's `div.widget > div.container > h2`), the wrapper's next sibling. A wrapper that holds more than the heading
 * ends the climb, so the block is never one of another section's.
 */
function blockAfter(heading: El): El | null {
  const title = clean(heading.textContent);
  let node: El = heading;
  for (let depth = 0; depth < 4; depth++) {
    if (node.nextElementSibling) return node.nextElementSibling;
    const parent = node.parentElement;
    if (!parent || clean(parent.textContent) !== title) return null;
    node = parent;
  }
  return null;
}

function listAfter(document: StatementDocument, selector: string, heading: RegExp): string[] {
  const marked = [...take(document.querySelectorAll(selector), MAX_EACH)];
  if (marked.length > 0) return marked.map((li) => clean(spacedText(li), 300));
  const title = headingsLike(document, heading)[0];
  const block = title ? blockAfter(title) : null;
  // The list itself, or the one a widget wraps.
  const list = block && /^(UL|OL)$/.test(block.tagName) ? block : block?.querySelector('ul, ol');
  if (list) return [...take(list.querySelectorAll('li'), MAX_EACH)].map((li) => clean(spacedText(li), 300));
  return title ? groupedLists(title) : [];
}

const LEADING_SYMBOLS = /^[\p{S}\p{P}\s]+(?=\p{L})/u;
/** A recipe's time label and its duration with no colon between them ("조리시간 30분", "Prep time 15 min"). */
// "Prep 15 minutes (plus 20 minutes chilling)", "Bake 18 minutes at 200°C": what brackets or an oven's heat add
// after the duration is not part of it.
const TIME_WITHOUT_COLON = new RegExp(
  String.raw`^(${RECIPE_TIME.source.slice(1, -1).replace(/\((?!\?)/g, '(?:')})\s+(\d{1,3}\s*\p{L}{1,8}(?:\s+\d{1,3}\s*\p{L}{1,8})?)(?:\s*\(.*\)|\s+(?:at|@|à|bei|a)\s+\d{2,3}\s*°.*)?$`,
  'iu',
);
const NUMBERED_STEP = /^(?:step\s*|schritt\s*|étape\s*|paso\s*|passo\s*|stap\s*)?\d{1,2}[.)]\s+(\S.*)$/iu;

/**
 * Lists in groups under sub-headings ("Ingredients" > "For the pastry" > list, "For the filling" > list): the items of
 * every list, and every numbered paragraph, up to the next heading of the same or a higher level.
 */
function groupedLists(title: El): string[] {
  const level = Number(title.tagName.slice(1));
  const found: string[] = [];
  let node = title.nextElementSibling;
  for (let seen = 0; node && seen < MAX_CHILD_NODES; node = node.nextElementSibling, seen++) {
    if (/^H[1-6]$/.test(node.tagName) && Number(node.tagName.slice(1)) <= level) break;
    if (/^(UL|OL)$/.test(node.tagName))
      found.push(...[...take(node.querySelectorAll('li'), MAX_EACH)].map((li) => clean(spacedText(li), 300)));
    // Steps a blog writes as numbered paragraphs ("<p><b>1.</b> 냄비에 멸치를 넣고…</p>"): each one, without its number.
    const step = node.tagName === 'P' ? NUMBERED_STEP.exec(clean(spacedText(node), 300)) : null;
    if (step) found.push(step[1]!);
    if (found.length >= MAX_EACH) break;
  }
  return found.slice(0, MAX_EACH);
}

const INGREDIENTS_HEADING =
  /^(ingredients|ingrédients|zutaten|ingredientes|ingrediënten|ingredienti|składniki|suroviny|ingredienser|材料|υλικά|τι θα χρειαστείτε|what you(?:['’]ll)? need|ингредиенты|malzemeler|ainekset|hozzávalók|ingrediente|재료|רכיבים|المكونات)/i;
/** The header of a table's ingredient column and of its amount column, in the languages read. */
const INGREDIENT_COLUMN =
  /^(ingredients?|ingrédients?|zutat(en)?|ingredientes?|ingrediënt(en)?|ingredient[ei]|składniki?|surovin[ay]|ingrediens(er)?|材料)$/i;
const AMOUNT_COLUMN = /^(amount|quantity|qty|menge|quantité|cantidad|quantità|hoeveelheid|ilość|množství|mængde|mengde|mängd|分量)$/i;
const MAX_TABLES = 20;

/**
 * A recipe's ingredients: a marked or headed list, else a table right after the ingredients heading, else the rows of
 * tables whose header names an ingredient column.
 */
function ingredientList(document: StatementDocument): string[] {
  const listed = listAfter(document, '[class*="ingredient" i] li', INGREDIENTS_HEADING);
  if (listed.length > 0) return listed;
  const headed = tableAfter(document, INGREDIENTS_HEADING);
  return headed.length > 0 ? headed : ingredientTables(document);
}

/**
 * A table right after the ingredients heading, with no header row ("材料（2人分）" over "豚ロース薄切り肉 | 250g"): each row of
 * two or more cells is one ingredient, its cells as they read; a row of one cell names a group ("【A】生姜だれ").
 */
function tableAfter(document: StatementDocument, heading: RegExp): string[] {
  const title = headingsLike(document, heading)[0];
  const block = title ? blockAfter(title) : null;
  const table = block?.tagName === 'TABLE' ? block : block?.querySelector('table');
  if (!table) return [];
  return [...take(table.querySelectorAll('tr'), MAX_EACH)].flatMap((row) => {
    const cells = [...take(row.querySelectorAll('td, th'), 8)].map((cell) => clean(cell.textContent, 150)).filter(Boolean);
    return cells.length >= 2 ? [cells.join(' ')] : [];
  });
}

/**
 * A bread formula or a cocktail spec written as tables (`Ilość | Składnik | % mąki`): each body row is one ingredient,
 * its amount then its name ("100 g mąka żytnia typ 2000"); other columns (baker's percentages, notes) are left out.
 */
function ingredientTables(document: StatementDocument): string[] {
  const found: string[] = [];
  for (const table of take(document.querySelectorAll('table'), MAX_TABLES)) {
    const header = [...take(table.querySelectorAll('thead th, tr:first-child th'), 8)].map((cell) => clean(cell.textContent));
    const name = header.findIndex((text) => INGREDIENT_COLUMN.test(text));
    if (name < 0) continue;
    const amount = header.findIndex((text) => AMOUNT_COLUMN.test(text));
    for (const row of take(table.querySelectorAll('tbody tr'), MAX_EACH)) {
      const cells = [...take(row.querySelectorAll('td, th'), 8)].map((cell) => clean(cell.textContent, 150));
      const line = [amount >= 0 ? cells[amount] : '', cells[name]].filter(Boolean).join(' ');
      if (cells[name]) found.push(line);
      if (found.length >= MAX_EACH) return found;
    }
  }
  return found;
}

/**
 * A theme's state badge that its block only shows in that state (Shopify Dawn writes "Sold out" in every price block
 * and shows it when the block's class says `price--sold-out`): a badge counts only where its block says the same.
 */
function idleBadge(el: El): boolean {
  if (!/badge/i.test(classOf(el)) || !/sold[-_]?out/i.test(classOf(el))) return false;
  for (let block = el.parentElement, depth = 0; block && depth < 3; block = block.parentElement, depth++)
    if (/(?:^|\s)price(?:\s|$|-)/i.test(classOf(block))) return !/--sold[-_]?out|is-sold[-_]?out/i.test(classOf(block));
  return false;
}

/**
 * A line that starts with a phone abbreviation or a messenger's name and a number ("Puh. 044 555 0192", "Tel. 030 555
 * 18", "Тел.: +7 …", "WhatsApp: +56 9 8765 4321", "Celular: …").
 */
const PHONE_LINE =
  /^(?:puh|tel|telefone|telefono|teléfono|telefon|téléphone|telephone|tlf|tél|тел|τηλ|phone|ph|fon|whatsapp|celular|cel|móvil|movil|mobile)\.?\s*:?\s*(\+?\(?\d[\d\s()./-]{5,}\d)/i;

/** A line that is nothing but a number in international form ("+420 543 210 778" under a footer's address). */
const INTERNATIONAL_LINE = /^(\+\d{1,3}[\s.-]?\(?\d[\d\s().-]{5,}\d)$/;

/** A line that is nothing but a number as the country dials it ("(62) 3224-5871", "044 934 8812"). */
const NATIONAL_LINE = /^(\(?\d{2,5}\)?[\s.-]?\d[\d\s.-]{4,}\d)$/;

/** Numbers written as text on a line of their own, with no tel: link (the label reader needs a colon; these need none). */
function textPhones(leaves: El[], regions: Regions): PhoneStatement[] {
  const found: PhoneStatement[] = [];
  for (const el of leaves) {
    if (el.querySelector('a[href^="tel:" i]')) continue; // read as a link above
    // A number alone beside a phone icon (`<i class="icon-phone"></i> (62) 3224-5871`) says what it is as a label would.
    const iconed = el.querySelector('[class*="icon-phone" i], [class*="fa-phone" i], [class*="phone-icon" i]') !== null;
    for (const line of linesOf(el)) {
      const match = PHONE_LINE.exec(line) ?? INTERNATIONAL_LINE.exec(line) ?? (iconed ? NATIONAL_LINE.exec(line) : null);
      if (match) found.push({ text: match[1]!.trim(), href: null, line, section: regions.sectionOf(el), ...regions.placed(el) });
    }
    if (found.length >= MAX_EACH) break;
  }
  return found;
}

/** Tags a theme splits one amount across (`<span>€</span><span>49</span><sup>,90</sup>`): read as one run of text. */
const INLINE = /^(SPAN|SUP|SUB|SMALL|B|STRONG|EM|I|BDI|DATA|INS|U|MARK|ABBR|BIG)$/;
const MAX_INLINE_DEPTH = 4;
const MAX_RUN_NODES = 200;
/** A surcharge ("Gift wrap + €3,50", "+$14.00"): the price of an add-on, never the product's. */
const SURCHARGE = /\+\s*$/;
/**
 * Words that name the amount after them a fee ("手数料 ¥350", "booking fee £1.50") or, in Japanese, a shipping cost
 * ("送料 ¥1,200"); the shipping words of other languages are SHIPPING_LEAD's.
 */
const FEE_WORDS = /(?:手数料|送料|(?<![\p{L}])(?:fee|gebühr|frais))\s*[:：]?\s*$/iu;
/** Words that name the amount after them a former price ("旧価格 ¥15,400", "was £40", "statt 59 €", "UVP 129,95 €"). */
const FORMER_WORDS =
  /(?:旧価格|原價|原价|(?<![\p{L}])(?:was|previously|original price|statt|zuvor|uvp|alter preis|ancien prix|avant|antes|precio anterior|prezzo precedente|prima|dříve|wcześniej|tidigare|före))\s*[:：]?\s*$/iu;
/**
 * A choice's own price (`<label for="size-8oz">8 oz · $29.00</label>`, `<option>`, a format swatch "Paperback £14.99"):
 * a variant's or an add-on's.
 */
const CHOICE = 'option, label, legend, [role="radio"], [role="option"], [class*="swatch" i]';
/**
 * A price in running prose ("Flat-rate shipping is $6.95, free on orders $60+") is about what the sentence says. The
 * sentence is the inline text of the block around the amount: a tax note or tier line in a paragraph beside the price
 * is another sentence, not part of the price's.
 */
const PROSE_WORDS = 10;
/**
 * Whether the amount stands in running prose: the words of its own line or part of one ("Intero € 18,00 · Ridotto
 * € 12,00 (under 26…)<br>Ingresso libero…" gives "Intero € 18,00"), not of the whole block.
 */
function proseAround(sentence: string, amount: string): boolean {
  const part = sentence.split(/\s[·•|]\s/).find((piece) => piece.includes(amount)) ?? sentence;
  return part.trim().split(/\s+/).length > PROSE_WORDS;
}

/**
 * An element's text as one run: its own text and its inline children's (a split amount reads "€49,90"), with the
 * extent of each child, so an amount wholly inside one child is left to that child. Former prices and text only
 * screen readers hear are left out.
 */
function inlineRun(el: El): { text: string; children: [number, number][] } {
  let text = '';
  const children: [number, number][] = [];
  let seen = 0;
  const walk = (node: El, depth: number) => {
    for (const child of node.childNodes) {
      // Bounded: an amount is a few nodes; a block of thousands of inline nodes is read no further.
      if (++seen > MAX_RUN_NODES) return;
      if (child.nodeType === 3) text += child.textContent ?? '';
      else if (isElement(child)) {
        if (!INLINE.test(child.tagName) || depth >= MAX_INLINE_DEPTH || child.matches?.(`${FORMER_PRICE}, ${SCREEN_READER_ONLY}`)) {
          // A line break ends a line as a separator does ("Intero € 18,00<br>Ingresso libero…"): see proseAround.
          text += child.tagName === 'BR' ? ' · ' : ' ';
          continue;
        }
        const from = text.length;
        walk(child, depth + 1);
        if (depth === 0) children.push([from, text.length]);
      }
    }
  };
  walk(el, 0);
  return { text: text.replace(/\s/g, ' '), children };
}

/**
 * Amounts as the page shows them, each read once, at the element whose text (with its inline children's) holds it
 * whole: `<span class="price"><span>€</span><span>49</span><sup>,90</sup></span>` is one amount, 49,90, read at the
 * outer span. Not read: struck former prices, screen-reader repeats, savings, instalments, surcharges ("+ €3,50") and
 * the prices of choices (a variant's label, an option). A price in a sentence of running prose is marked as such.
 */
function prices(elements: El[], regions: Regions, lang: string | null): PriceStatement[] {
  const found: PriceStatement[] = [];
  for (const el of elements) {
    if (el.closest(FORMER_PRICE)) continue; // a former price, however deep its amount sits
    if (el.closest(SCREEN_READER_ONLY)) continue; // "Original price was: 24,90 €" repeats for screen readers what is shown
    if (el.closest(CHOICE)) continue;
    const run = inlineRun(el);
    if (!/\d/.test(run.text)) continue;
    const own = clean(run.text);
    if (SAVING.test(own) || INSTALMENT.test(own) || SAVING_CLASS.test(classOf(el))) continue; // "Save $350", "12 Raten à …": not the price
    for (const match of run.text.matchAll(PRICE)) {
      const start = match.index;
      const end = start + match[0].length;
      // Wholly inside one inline child: that child reads it (once).
      if (run.children.some(([from, to]) => start >= from && end <= to)) continue;
      const before = run.text.slice(0, start);
      if (SURCHARGE.test(before) || FORMER_WORDS.test(before) || FEE_WORDS.test(before)) continue;
      // A code beside the amount says which currency its sign means; a bare "$" is read by the page's language.
      const symbol = match[3] ?? match[1] ?? match[5]!;
      // An "R" that is no rand ("R2" on a page outside South Africa), a "TL" that is no lira ("2 TL Zucker"), is no price.
      if ((symbol === 'R' || symbol === 'TL') && !currencyOf(symbol, lang)) continue;
      const placed = regions.placed(el);
      const card = placed.region === 'listing' ? cardOf(el) : null;
      const block = el.closest('p, li, dd, td, div, section') ?? el;
      const sentence = clean(inlineRun(block).text, 400);
      // The price of several, or one instalment of a payment plan ("Pay in 3 payments of <b>£39.67</b>"), never of one.
      if (
        QUANTITY_TIER.test(sentence) ||
        inQuantityTable(el) ||
        INSTALMENT.test(sentence) ||
        MEMBER_PRICE.test(sentence) ||
        THRESHOLD.test(sentence) ||
        UNIT_PRICE.test(sentence) ||
        LOWEST_EARLIER.test(sentence) ||
        el.closest(UNIT_PRICE_CLASS) ||
        el.closest(SHIPPING_CLASS)
      )
        continue;
      const lead = `${clean(before) ? '' : wordsBefore(el)} ${clean(before)}`;
      const offers = OFFER_COUNT.exec(sentence);
      // Where the amount sits in its block's sentence: a range split over spans ("<span>24,800円</span>〜<span>27,500円</span>")
      // is read around each amount there.
      const written = clean(match[0]);
      const at = sentence.indexOf(written);
      const sentenceBefore = at >= 0 ? sentence.slice(0, at) : '';
      if (SHIPPING_LEAD.test(`${lead} ${sentenceBefore.slice(-LABEL_REACH)}`)) continue;
      const sentenceAfter = at >= 0 ? sentence.slice(at + written.length) : run.text.slice(end);
      // Before tax is said of this amount, in the words between it and its neighbours ("1 066 Kč bez DPH" beside
      // "1 290 Kč"): the block's sentence may hold the price with tax too.
      const ownWords = `${sentenceBefore.replace(/^[\s\S]*\d/, '')} ${sentenceAfter.split(/\d/)[0]}`;
      if (WITHOUT_TAX.test(ownWords)) continue;
      // An extra a shopper may add ("Gift wrapping available at checkout (£4.50)"), not the product's price.
      if (ADD_ON.test(sentence)) continue;
      // An amount in an element its theme names the price ("price-final", "product-price") is no sentence's.
      const prose =
        !PRICE_ELEMENT.test(`${classOf(el)} ${el.parentElement ? classOf(el.parentElement) : ''}`) && proseAround(sentence, written);
      found.push({
        amount: (match[2] ?? match[4])!.replace(/\s+/g, ' '),
        currency: currencyOf(symbol, lang),
        linked: Boolean(card?.querySelector('a[href]') || el.closest('a')),
        from: FROM.test(lead) || FROM_AFTER.test(sentenceAfter),
        ...(RANGE_TOP.test(lead) || RANGE_TOP.test(sentenceBefore) ? { rangeTop: true } : {}),
        ...(offers ? { offerCount: offers[1]! } : {}),
        prose,
        ...(prose && clean(lead) ? { lead: clean(lead) } : {}),
        ...(el.closest(SOLD_OUT) ? { soldOut: true } : {}),
        ...(BOOKING.test(clean(el.closest('a, button')?.textContent, 80)) ? { booking: true } : {}),
        section: regions.sectionOf(el),
        ...placed,
      });
      if (found.length >= MAX_EACH) return found;
    }
  }
  return found;
}

function addresses(document: StatementDocument, leaves: El[], regions: Regions): [El, AddressStatement][] {
  const found: [El, AddressStatement][] = [];
  for (const el of take(document.querySelectorAll('address'), MAX_EACH))
    found.push([el, { lines: linesOf(el), section: regions.sectionOf(el), ...regions.placed(el) }]);
  for (const el of leaves) {
    if (el.tagName === 'ADDRESS' || el.closest('address') || el.querySelector('time')) continue; // a dateline is no address
    // Lines as the page breaks them (`<br>`), so "Kanzlei Brandt<br>Aachener Straße 240" does not read as one word.
    const lines = linesOf(el);
    const value = lines.join('\n');
    const marked = /address|adresse|anschrift|location/i.test(classOf(el));
    if ((!marked && !streetAndPostcode(value) && !closedByPlace(lines) && !labelledStreet(lines)) || DATE_ONLY.test(value)) continue;
    // "Adresse: Hauptstraße 5" loses its label; "Moda Cad. No: 142/A" keeps its house number's ("No:", "Nr.:"), and
    // "Jl. Prawirotaman II No. 17" its "No." (a house number's mark where no colon labels the line).
    const unlabelled = lines.map((line, i) =>
      i === 0
        ? line.replace(LABELLED, (all, label: string, rest: string) => (HOUSE_NUMBER_MARK.test(label) || !/[:：]/.test(all) ? all : rest))
        : line,
    );
    // "Address / 24 London Street / Lyttelton 8082 / … / Phone / … / Postal / PO Box 112": the address ends where the
    // block labels its next item.
    const next = unlabelled.findIndex((line, i) => i > 0 && NEXT_ITEM.test(line));
    found.push([
      el,
      {
        // "ul. Józefińska 14/2 (I piętro, domofon 2)": a comma inside brackets is the note's, not the address's.
        lines: (next > 0 ? unlabelled.slice(0, next) : unlabelled).flatMap((line) => line.split(/\s*[,·]\s*(?![^()]*\))/)).filter(Boolean),
        section: regions.sectionOf(el),
        ...regions.placed(el),
      },
    ]);
  }
  return found.slice(0, MAX_EACH);
}

const SEPARATE = /^(TD|TH|TR|P|LI|DIV|DT|DD|BR|H[1-6]|TABLE|TBODY|UL|OL|SECTION|ADDRESS|TIME)$/;
/** An element's text with a space wherever the page separates blocks, cells or lines (`textContent` glues them). */
export function spacedText(el: El): string {
  let text = '';
  let seen = 0;
  const walk = (node: DomNode, depth: number) => {
    for (const child of node.childNodes) {
      if (++seen > MAX_ELEMENTS) return;
      if (child.nodeType === 3) text += child.textContent ?? '';
      else if (isElement(child) && depth < MAX_DEPTH_TEXT) {
        const separate = SEPARATE.test(child.tagName);
        if (separate) text += ' ';
        walk(child, depth + 1);
        if (separate) text += ' ';
      }
    }
  };
  walk(el, 0);
  return text;
}

/** "SKU: MT-1 Category: Kitchen" -> "SKU: MT-1", "Category: Kitchen": a part per label, at most a few. */
function splitAtLabels(segment: string): string[] {
  const pieces: string[] = [];
  let rest = segment;
  for (let i = 0; i < 6; i++) {
    const next = NEXT_LABEL.exec(rest.slice(1));
    // Only after a label and its value: "Stok Durumu: Stokta" and "Product Code: X" are one label of two words.
    if (!next || !/[:：]/.test(rest.slice(0, next.index + 1))) break;
    pieces.push(rest.slice(0, next.index + 1).trim());
    rest = rest.slice(next.index + 1).trim();
  }
  pieces.push(rest);
  return pieces.filter(Boolean);
}

/** Elements that stand on lines of their own inside a block. */
const LINE_BLOCK = /^(?:P|DIV|LI|DT|DD|H[1-6]|TR|ADDRESS)$/;

/** An element's lines as the page breaks them: with `<br>`, or as blocks of their own (an `<address>`'s paragraphs). */
function linesOf(el: El): string[] {
  const lines: string[] = [''];
  const walk = (node: DomNode, depth: number) => {
    for (const child of node.childNodes) {
      if (isElement(child) && child.tagName === 'BR') lines.push('');
      else if (isElement(child) && depth < 4) {
        const block = LINE_BLOCK.test(child.tagName);
        if (block) lines.push('');
        walk(child, depth + 1);
        if (block) lines.push('');
      } else if (child.nodeType === 3) lines[lines.length - 1] += child.textContent ?? '';
    }
  };
  walk(el, 0);
  return lines.map((line) => clean(line)).filter(Boolean);
}

/**
 * A `<time>` whose attribute gives the day and whose text the clock (Squarespace's event times:
 * `<time datetime="2027-05-14">20:30</time>`) states that day at that time.
 */
function timeOfDay(datetime: string, text: string): string {
  const clock = /^\d{4}-\d\d-\d\d$/.test(datetime) && /^\d{1,2}[:.h]\d{2}$/.test(text) ? clockIn(text) : null;
  return clock ? `${datetime}T${clock}` : datetime;
}

/** The words before a `<time>`: its preceding text, or the term (`<dt>Posted</dt>`) of the `<dd>` it sits in. */
function timeLabel(el: El): string {
  if (el.previousSibling?.nodeType === 3 && clean(el.previousSibling.textContent)) return clean(el.previousSibling.textContent).slice(-40);
  const dd = el.parentElement?.tagName === 'DD' ? el.parentElement : null;
  const term = dd ? clean(termOf(dd)?.textContent, 40) : '';
  return term || markedTimeLabel(el);
}

/**
 * What a `<time>` with no words before it says it is, by its markup: WordPress themes write the post's two dates side
 * by side, `<time class="updated" itemprop="dateModified">` and `<time class="entry-date published">`, and show one.
 */
function markedTimeLabel(el: El): string {
  const itemprop = el.getAttribute('itemprop') ?? '';
  const cls = el.getAttribute('class') ?? '';
  if (/dateModified/i.test(itemprop) || (/\bupdated\b/i.test(cls) && !/\bpublished\b/i.test(cls))) return 'updated';
  if (/datePublished/i.test(itemprop) || /\bpublished\b/i.test(cls)) return 'published';
  return '';
}

/**
 * The `<dt>` (or row header `<th>`) a `<dd>` (or `<td>`) answers, if it stands right before it; for the first `<dd>`
 * of a list without terms, the short heading right before the list (Modern Events Calendar's details box writes
 * `<h3>Fecha</h3><dl><dd>8 de mayo de 2026</dd></dl>`, with at most an icon or a comment between).
 */
function termOf(el: El): El | null {
  const term = previousElementOf(el);
  if (term && ((el.tagName === 'DD' && term.tagName === 'DT') || (el.tagName === 'TD' && term.tagName === 'TH'))) return term;
  if (el.tagName !== 'DD' || term || el.parentElement?.tagName !== 'DL') return null;
  let before = previousElementOf(el.parentElement);
  for (let hops = 0; before && /^(?:I|SMALL|SPAN)$/.test(before.tagName) && hops < 2; hops++) before = previousElementOf(before);
  return before && /^H[2-6]$/.test(before.tagName) && clean(before.textContent).length <= 30 ? before : null;
}

/** Definition lists and two-column tables state labelled values too (`<dt>Ort</dt><dd>Kulturhaus…</dd>`). */
function termPairs(document: StatementDocument, regions: Regions): LabelledStatement[] {
  const pairs: LabelledStatement[] = [];
  for (const el of take(document.querySelectorAll('dd, th + td'), MAX_EACH)) {
    const label = clean(termOf(el)?.textContent, 40)
      .replace(/\s*[:：]$/, '')
      .toLowerCase();
    // "Pakhuset Sydhavn, Store Sal<br>Sydhavnsgade 7": the value's lines as the page breaks them, never glued.
    const value = clean(linesOf(el).join(', ')) || clean(el.textContent);
    if (label && value && label.length <= 30) pairs.push({ label, value, ...regions.placed(el) });
  }
  return pairs;
}

/** The element children of an element, at most `max` + 1 of them (enough to tell "exactly two" apart). */
function elementChildren(el: El, max: number): El[] {
  const found: El[] = [];
  let looked = 0;
  for (const child of childrenOf(el)) {
    if (++looked > MAX_CHILD_NODES) return []; // bounded: a hostile flat list is not walked again for each of its children
    if (isElement(child)) found.push(child);
    else if (child.nodeType === 3 && clean(child.textContent)) return []; // text of its own: not a pair's or a block's frame
    if (found.length > max) break;
  }
  return found;
}

/**
 * A label element followed by its value element, the two alone in their row or box (`<td><b>Gehalt:</b></td><td>…</td>`,
 * `<strong class="type">Artikelnummer</strong> <div class="value">…</div>`, `<span>SKU</span> <span>ABC</span>`), or a
 * label marked as one by its class (`<div class="label">…</div><div>…</div>`). Headings and links are not labels,
 * and a table's header row is no pair.
 */
function valuePairs(elements: El[], regions: Regions): LabelledStatement[] {
  const pairs: LabelledStatement[] = [];
  for (const el of elements) {
    if (!LABEL_TAGS.test(el.tagName) || !el.parentElement || el.closest('thead')) continue;
    const siblings = elementChildren(el.parentElement, 2);
    const marked = LABEL_CLASS.test(classOf(el));
    const value = siblings.length === 2 && siblings[0] === el ? siblings[1]! : marked ? el.nextElementSibling : null;
    // `<li><span class="label">分量</span>2人分</li>`: a marked label whose value is the plain text after it in its line.
    const line = !value && marked && !el.nextElementSibling && !previousElementOf(el) ? el.parentElement : null;
    const holder = value ?? line;
    if (!holder || holder.tagName === 'TH' || /^H[1-6]$/.test(holder.tagName) || el.querySelector('a, img, input, button')) continue;
    const label = clean(el.textContent, 41).replace(/\s*[:：]$/, '');
    // "Melbourne — Collingwood studio<br>Hybrid (3 days in studio)": the value's lines as the page breaks them, never glued.
    const shown = value ? (value.querySelector('br') ? linesOf(value).join(', ') : (listedText(value) ?? shownText(value))) : '';
    const text = value ? clean(shown, 161) : textAfter(clean(holder.textContent, 201), clean(el.textContent, 41));
    if (!LABEL_TEXT.test(label) || label.split(' ').length > 4 || !text || text.length > 160 || /[:：]$/.test(text)) continue;
    pairs.push({ label: label.toLowerCase(), value: text, ...regions.placed(holder) });
    if (pairs.length >= MAX_EACH) break;
  }
  return pairs;
}

/**
 * A value that is a list (Drupal's "Tarifs" field: "Plein tarif : CHF 38.–", "AVS/AI : CHF 28.–", …): its items, as
 * many as fit a labelled value.
 */
function listedText(value: El): string | null {
  const items = [...take(value.querySelectorAll('li'), 12)].map((item) => clean(item.textContent, 80));
  if (items.length === 0) return null;
  let text = items[0]!;
  for (const item of items.slice(1)) {
    if (text.length + item.length + 3 > 160) break;
    text += ` · ${item}`;
  }
  return text;
}

/**
 * A bold label inside a longer paragraph, its value the text after it up to the line's end: "<strong>Entrée :</strong>
 * CHF 32.– (placement libre)<br>" in a block too long to be read as one labelled line.
 */
function inlinePairs(elements: El[], regions: Regions): LabelledStatement[] {
  const pairs: LabelledStatement[] = [];
  for (const el of elements) {
    if (!/^(B|STRONG)$/.test(el.tagName) || (el.previousSibling?.nodeType === 3 && clean(el.previousSibling.textContent))) continue;
    const written = clean(el.textContent, 41);
    const label = written.replace(/\s*[:：]$/, '');
    // "<li><strong>Rendimento</strong>12 fatias</li>": a list row that starts with its bold label needs no colon.
    const rowLabel = el.parentElement?.tagName === 'LI' && !previousElementOf(el) && label.split(' ').length <= 4;
    if ((label === written && !rowLabel) || !LABEL_TEXT.test(label)) continue;
    let value = '';
    for (let node = el.nextSibling ?? null, hops = 0; node && hops < 8; node = (node as El).nextSibling ?? null, hops++) {
      if (isElement(node) && (node.tagName === 'BR' || /^(B|STRONG)$/.test(node.tagName) || !INLINE.test(node.tagName))) break;
      value += node.textContent ?? '';
    }
    const text = clean(value, 161);
    if (text && text.length <= (label === written ? 80 : 160))
      pairs.push({ label: label.toLowerCase(), value: text, ...regions.placed(el) });
    if (pairs.length >= MAX_EACH) break;
  }
  return pairs;
}

/** The text of a line after its label, when the line starts with it; empty otherwise. */
const textAfter = (line: string, label: string) => (line.startsWith(label) ? line.slice(label.length).replace(/^\s*[:：]?\s*/, '') : '');

const CLOCK_AT_END = new RegExp(`(?:${CLOCK.source})$`, 'i');
/**
 * Squarespace writes an event's start and end as two <time>s side by side ("7:30 PM" "10:30 PM"), the dash between them
 * drawn by CSS: read apart, never "PM10:30", and as the range they are when the second is marked as the end.
 */
function timesText(el: El): string {
  const text = spacedText(el);
  const end = [...take(el.querySelectorAll('time'), 8)].find((time) => /[-_]end\b/i.test(classOf(time)));
  const endText = clean(end?.textContent, 20);
  const ends = endText && CLOCK.test(endText) ? text.indexOf(endText) : -1;
  const before = ends > 0 ? text.slice(0, ends).trimEnd() : '';
  return before && CLOCK_AT_END.test(before) ? `${before} – ${text.slice(ends)}` : text;
}

/** Short texts that may write a date ("samedi 7 mars 2026 à 20h30", "03.02.2026"), with the label before them. */
function dated(leaves: El[], regions: Regions): DatedStatement[] {
  const found: DatedStatement[] = [];
  for (const el of leaves) {
    if (el.closest('time')) continue;
    // Lines as the page breaks them ("Tuesday 16 – Wednesday 17 March 2027<br>Mill Yard Hall, Leeds"): the line that
    // writes the date, not the date glued to the venue ("2027Mill" writes no year).
    const lines = el.querySelector('br')
      ? linesOf(el)
      : [clean(el.querySelector('time') ? timesText(el) : el.textContent, MAX_DATED_TEXT + 1)];
    const text = lines.find((line) => line.length <= MAX_DATED_TEXT && DATE_LIKE.test(line));
    if (!text) continue;
    const beside = listNeighbours(el);
    found.push({ text, label: labelBefore(el), section: regions.sectionOf(el), ...(beside ? { beside } : {}), ...regions.placed(el) });
    if (found.length >= MAX_EACH) break;
  }
  return found;
}

/** The short texts of the other items of the list an element is an item of, at most a few. */
function listNeighbours(el: El): string[] | undefined {
  const item = el.closest('li');
  const list = item?.parentElement;
  if (!item || !list) return undefined;
  const lines: string[] = [];
  for (let other = list.querySelector('li'); other && lines.length < 8; other = other.nextElementSibling) {
    const line = other !== item && other.tagName === 'LI' && other.parentElement === list ? clean(other.textContent, 101) : '';
    if (line && line.length <= 100) lines.push(line);
  }
  return lines.length > 0 ? lines : undefined;
}

/** The label before an element: its `<dt>`, a label cell or element before it ending in a colon, or the text before it. */
function labelBefore(el: El): string {
  const cell = el.closest('dd, td') ?? el;
  const term = cell.tagName === 'DD' ? termOf(cell) : null;
  if (term)
    return clean(term.textContent, 40)
      .replace(/\s*[:：]$/, '')
      .toLowerCase();
  const previous = previousElementOf(cell);
  const previousText = previous ? clean(previous.textContent, 41) : '';
  if (previousText && previousText.length <= 40 && /[:：]$/.test(previousText)) return previousText.replace(/\s*[:：]$/, '').toLowerCase();
  // Only the text right before it in its own line ("Posted: <span>…"), never a heading or paragraph before it.
  const node = el.previousSibling;
  return node?.nodeType === 3
    ? clean(node.textContent, 200)
        .slice(-40)
        .replace(/\s*[:：]$/, '')
        .toLowerCase()
    : '';
}

/** The text just before an element in its parent (`<span>From</span> <span>$148</span>`, `Posted: <span>…`). */
function wordsBefore(el: El): string {
  const node = el.previousSibling;
  const text = node?.nodeType === 3 && clean(node.textContent) ? node.textContent : previousElementOf(el)?.textContent;
  return clean(text, 200).slice(-40);
}

const MAX_LINES = 12;

/**
 * Addresses in the order the page gives them, whichever way each was found: a page names its own place before a second
 * shop's or a partner's ("Notre deuxième boutique à Vaise" under the bakery's own block of lines).
 */
function inPageOrder(elements: El[], found: [El, AddressStatement][]): AddressStatement[] {
  const position = new Map(elements.map((el, i) => [el, i]));
  const at = ([el]: [El, AddressStatement]) => position.get(el) ?? elements.length;
  return [...found].sort((a, b) => at(a) - at(b)).map(([, statement]) => statement);
}

/**
 * An address written one line per element (`<p>Unit 4, Mytholm Works</p><p>Hebden Bridge HX7 6DL</p>`): the lines up
 * to the one with the postcode, at most three before it (a name, a street, a building). Where the block sits decides
 * what it may be used for (a footer's is the site owner's, see proposeLocalBusiness).
 */
function lineBlocks(elements: El[], regions: Regions): [El, AddressStatement][] {
  const found: [El, AddressStatement][] = [];
  for (const el of elements) {
    const children = elementChildren(el, MAX_LINES);
    if (children.length < 2 || children.length > MAX_LINES) continue;
    // The address's own lines must be short lines; a paragraph of hours or directions after them may follow.
    const lineLike = children.map((child) => /^(P|DIV|SPAN)$/.test(child.tagName) && leafish(child));
    const lines = children.map((child, i) => (lineLike[i] ? clean(child.textContent, 100) : ''));
    // Under an address heading among the children: its lines as elements of their own, or as one paragraph's broken
    // lines (`<h2>Dirección</h2><p>Carrera 43A # 7-50<br>…<br>Medellín, Antioquia</p>`).
    const heading = children.findIndex(addressHeading);
    const paragraph = children[heading + 1]?.tagName === 'P' ? linesOf(children[heading + 1]!) : [];
    const headed = heading < 0 ? null : (headedAddress(lines.slice(heading)) ?? headedAddress(['', ...paragraph]));
    if (headed) {
      found.push([el, { lines: headed, section: regions.sectionOf(el), ...regions.placed(el) }]);
      continue;
    }
    // Or a postcode on a line of its own after the town's, as South African sites write it ("Woodstock, Cape Town" / "7925").
    const at = lines.findIndex(
      (line, i) => POSTAL.test(line) || (/^\d{4,5}$/.test(line) && i > 1 && /^\p{Lu}[\p{L} ,.'-]+$/u.test(lines[i - 1]!)),
    );
    // Up to three short lines before the postcode's, after a heading over them ("Find us") if there is one.
    let from = at;
    while (from > 0 && at - from < 3 && lineLike[from - 1]) from--;
    // A line with both street and postcode is read as an address on its own (see addresses()); a note after the
    // address ("our old shop at 9 Cheltenham Road (BS6 5RR) closed") is not one of its lines.
    if (
      at < 1 ||
      from === at ||
      !lineLike[at] ||
      lines.slice(from, at + 1).some(streetAndPostcode) ||
      !lines.slice(0, at).some((line) => /\d/.test(line))
    )
      continue;
    found.push([el, { lines: lines.slice(from, at + 1), section: regions.sectionOf(el), ...regions.placed(el) }]);
    if (found.length >= MAX_EACH) break;
  }
  return found;
}

/**
 * Short lines closed by a country's name or a region's ("Abeokuta, Ogun State"), on a line of their own or after the town ("Savanna Hearth Safaris Ltd" /
 * "4th Floor, Laiboni Centre" / "Lenana Road, Kilimani" / "Nairobi, Kenya"), with a number among those before it: an
 * address where the country writes no postcode. The reader decides whether they locate a place.
 */
function closedByPlace(lines: string[]): boolean {
  // Two lines will do where the first is a street with its number ("📍 Circular 4 # 73-41" / "Laureles – Estadio, Medellín,
  // Antioquia").
  const street = STREET.test(lines[0] ?? '') && /\d/.test(lines[0] ?? '');
  if (lines.length < (street ? 2 : 3) || lines.length > 6 || lines.some((line) => line.length > 60 || /[.!?]$/.test(line))) return false;
  const last = lines.at(-1)!.split(/\s*,\s*/);
  const closing = last.at(-1)!;
  return last.length <= 3 && (countryCode(closing) !== null || REGION.test(closing)) && lines.slice(0, -1).some((line) => /\d/.test(line));
}

/** A labelled line whose value is a street and its places ("Sala de extracción: Camino a Niebla km 6, Valdivia, Región de Los Ríos"). */
const labelledStreet = (lines: string[]) =>
  lines.length === 1 && STREET_AND_PLACES.test(/^\p{L}[^:]{0,59}:\s+(.+)$/u.exec(lines[0]!)?.[1]?.trim() ?? '');

/** A heading that says the lines under it are an address ("Dirección", "Adresse", "Find us"). */
const ADDRESS_HEADING =
  /^(?:address|our address|find us|where to find us|dirección|direccion|nuestra dirección|dónde estamos|ubicación|adresse|notre adresse|anschrift|indirizzo|endereço|morada|adres|adresa|adress|osoite|adresse og kontakt)$/i;

const addressHeading = (el: El) => /^H[2-6]$/.test(el.tagName) && ADDRESS_HEADING.test(clean(el.textContent, 60).replace(/[:：]$/, ''));

/**
 * The lines under an address heading where no postcode is written (Chile's "Templeman 389, Cerro Concepción" /
 * "Valparaíso" / "Chile"): the short lines right after the heading, a street with its number first, up to the first
 * sentence (directions: "Subiendo por el Ascensor…"). The heading is what makes them an address; the reader decides
 * whether they locate a place. `lines` starts with the heading's place.
 */
function headedAddress(lines: string[]): string[] | null {
  const run: string[] = [];
  for (const line of lines.slice(1)) {
    if (!line || line.length > 60 || /[.!?]$/.test(line) || run.length === 4) break;
    run.push(line);
  }
  return run.length >= 3 && /\d/.test(run[0]!) && !POSTAL.test(run.join('\n')) ? run : null;
}

/** What star widgets say only to screen readers (`aria-label="4.8 out of 5 stars"`). */
function labelsWithin(el: El): string {
  const labelled = [el, ...take(el.querySelectorAll('[aria-label], [title]'), 5)];
  return labelled.map((node) => clean(node.getAttribute('aria-label') ?? node.getAttribute('title'), 60)).join(' ');
}
