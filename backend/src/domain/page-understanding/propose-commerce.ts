import {
  ownContent,
  labelledValue,
  mainHeading,
  pageImage,
  pageUrl,
  placedFrom,
  siteNames,
  type ProposalContext,
} from './proposal-context.js';
import { availabilityOf, firstPriceIn, oneVariantNote, plainAmount, ratingOf, vendorName } from './read-values.js';
import { ownerContact, siteOwnerName } from './site-owner.js';
import { setCompanyRecords } from './business-ids.js';
import { first, TracedNode } from './traced-node.js';
import { localBusinessType, sameName, setOpeningHours } from './propose-local-business.js';
import { MAX_LISTED_ITEMS, type PriceStatement } from './page-statements.js';

/** A product from its own offer area and product meta tags only: never a price from a promo bar, grid or carousel. */
export function proposeProduct(context: ProposalContext): Record<string, unknown> {
  const { page, facts, notes } = context;
  const s = page.statements;
  const og = page.openGraph;
  const product = new TracedNode('Product', facts);
  // og:title first (a heading can be a slogan), unless it only adds to the heading (see namesSameProduct): then the
  // heading is the product's own name and the rest a variant, a tagline or the shop.
  const heading = mainHeading(page);
  const headingFirst = Boolean(heading && og['title'] && og['title'] !== heading && namesSameProduct(og['title'], heading));
  product.set('name', ...(headingFirst ? first([heading, 'h1']) : first([og['title'], 'meta og:title'], [heading, 'h1'])));
  product.set('description', ...first([page.metaDescription, 'meta description'], [og['description'], 'meta og:description']));
  product.set('image', ...pageImage(page));
  const [url, urlFrom] = pageUrl(page);
  product.set('url', url, urlFrom);
  const [sku, skuFrom] = labelledValue(context, SKU_LABEL);
  product.set('sku', sku ? withoutOwnLabel(sku, SKU_LABEL) : null, skuFrom);
  product.set('mpn', ...labelledValue(context, MPN_LABEL));
  // "Model: BL-520": a model's code, one word of letters and digits (a "Model: Classic" line names a style, not a model).
  const [model, modelFrom] = labelledValue(context, MODEL_LABEL);
  if (model && /^(?=\S*\d)[\p{L}\d][\p{L}\d./-]{1,30}$/u.test(model)) product.set('model', model, modelFrom);
  const [gtin, gtinFrom] = labelledValue(context, GTIN_LABEL);
  const digits = gtin?.replace(/[\s-]/g, '') ?? '';
  // EAN-13, UPC-12, GTIN-8 or -14 by their length; anything else on a GTIN line is not one.
  if (/^(\d{8}|\d{12,14})$/.test(digits)) product.set(`gtin${digits.length}`, digits, gtinFrom);
  const vendor = ownContent(s.vendors)
    .map((v) => [vendorName(v.text), placedFrom(v)] as const)
    .find(([name]) => name);
  // The brand labelled as a brand, else its maker ("브랜드: 놋담" over "제조사: 놋담공방", the workshop that makes it).
  const [labelled, labelledFrom] = first(
    labelledValue(
      context,
      /^(brand|marque|marke|merk|marca|marchio|märke|varumärke|marka|merke|mærke|značka|ブランド|브랜드|品牌|thương hiệu)$/,
    ),
    labelledValue(context, /^(hersteller|producent|fabricante|produttore|fabrikant|výrobce|メーカー|제조사)$/),
  );
  const [brand, brandFrom] = first(
    [og['brand'], 'meta product:brand'],
    [labelled ? vendorName(labelled) : null, labelledFrom ?? ''],
    [vendor?.[0] ?? null, vendor?.[1] ?? ''],
    vendorBesideHeading(context),
  );
  if (brand) product.set('brand', { '@type': 'Brand', name: brand }, brandFrom);

  const offer = product.child('offers', 'Offer');
  // Facebook's product tags give a sale price beside the list price ("product:sale_price:amount"): the one paid now.
  const metaPrice = og['sale_price:amount'] ? 'sale_price' : 'price';
  const metaAmount = og[`${metaPrice}:amount`] ? plainAmount(og[`${metaPrice}:amount`]!) : null;
  const ownPrices = productPrices(s.prices);
  const distinct = new Set(ownPrices.map((price) => plainAmount(price.amount)));
  const shown = ownPrices[0];
  const sale = distinct.size > 1 ? salePrice(context) : null;
  const lowest = ownPrices.find((price) => price.from && plainAmount(price.amount));
  // "od 499,00 zł do 579,00 zł": the top of the range the "from" price opens, in the same currency and above it; else
  // the dearest of a variant price table beside it that starts at that same "from" price.
  const above = (price: PriceStatement) =>
    price.currency === lowest?.currency && Number(plainAmount(price.amount)) > Number(plainAmount(lowest.amount));
  const highest = ownPrices.find((price) => price.rangeTop && above(price)) ?? (lowest ? variantTableTop(ownPrices, lowest) : null);
  // The meta tag of a product with variants states its lowest price: where the product area writes that same amount
  // as a "from" price, the page states a lowest price, not the price of one offer.
  if (lowest && (!metaAmount || Math.abs(Number(metaAmount) - Number(plainAmount(lowest.amount))) < 0.005)) {
    // "From $148.00": the lowest price of several variants, never the price of one offer.
    const aggregate = product.child('offers', 'AggregateOffer');
    aggregate.set('lowPrice', plainAmount(lowest.amount)!, placedFrom(lowest));
    if (highest) aggregate.set('highPrice', plainAmount(highest.amount), placedFrom(highest));
    aggregate.set('priceCurrency', lowest.currency, placedFrom(lowest));
    aggregate.set('offerCount', lowest.offerCount, placedFrom(lowest));
    aggregate.attach();
    notes.push(
      'The page shows a "from" price: it was stated as the lowest price of an AggregateOffer, with no highest price or count unless written.',
    );
    return withRating(product, context);
  }
  // The meta tag must state a price the page shows: one the page shows only struck through, or not at all, beside
  // the one price its product area shows now, is stale (a sale the tag was not updated for).
  const shownNow = shown && distinct.size === 1 ? plainAmount(shown.amount) : null;
  const staleMeta = Boolean(metaAmount && shownNow && Math.abs(Number(metaAmount) - Number(shownNow)) >= 0.005);
  if (staleMeta)
    notes.push(
      `The product:price:amount meta tag states ${metaAmount}, but the page shows ${shown!.amount} now; the proposal follows the page.`,
    );
  if (metaAmount && !staleMeta) {
    offer.set('price', metaAmount, `meta product:${metaPrice}:amount`);
    offer.set('priceCurrency', og[`${metaPrice}:currency`] ?? og['price:currency'], `meta product:${metaPrice}:currency`);
  } else if (shown && distinct.size === 1 && plainAmount(shown.amount)) {
    offer.set('price', plainAmount(shown.amount)!, placedFrom(shown));
    offer.set('priceCurrency', shown.currency, placedFrom(shown));
  } else if (sale) {
    // Of several prices in the product area (the list price, a member price, points, shipping), the one its details
    // label as the selling price ("판매가격 128,000원", "販売価格", "售價").
    offer.set('price', sale[0].price, sale[1]);
    offer.set('priceCurrency', sale[0].currency, sale[1]);
  } else {
    notes.push(
      distinct.size > 1
        ? 'Several different prices are shown in the product area; no price was stated. Add the right one in the editor.'
        : 'No price is shown in the product area (prices in promo bars, product grids and carousels are not this product’s); the offer was left out.',
    );
  }
  const stock = ownContent(s.stock)
    // "Size L is sold out — email me when it's back": a note that names one size or colour speaks for that variant.
    .filter((note) => !oneVariantNote(note.text))
    .map((note) => [availabilityOf(note.text), placedFrom(note)] as const)
    .find(([value]) => value);
  // Said nowhere in words, a product that can be put in the cart is in stock: shops disable the button (and write
  // "Sold out" on it) when the chosen variant cannot be bought.
  const cart = ownContent(s.buttons ?? []).find((button) => ADD_TO_CART.test(button.text));
  // A buy button that says "Pre-order" ("Vorbestellen", "Précommander") sells what is not in stock yet.
  const preorder = cart ? undefined : ownContent(s.buttons ?? []).find((button) => PRE_ORDER_BUTTON.test(button.text));
  // "Stok Durumu: Stokta", "Verfügbarkeit: Auf Lager": the availability as a labelled detail.
  const [labelledStock, labelledStockFrom] = labelledValue(context, STOCK_LABEL, (value) => availabilityOf(value) !== null);
  offer.set(
    'availability',
    ...first(
      [og['availability'] ? availabilityOf(og['availability']) : null, 'meta product:availability'],
      [stock?.[0] ?? null, stock?.[1] ?? ''],
      [labelledStock ? availabilityOf(labelledStock) : null, labelledStockFrom],
      [cart ? IN_STOCK : null, cart ? `the enabled "${ADD_TO_CART.exec(cart.text)![0]}" button at ${placedFrom(cart)}` : ''],
      [preorder ? PRE_ORDER : null, preorder ? `the enabled "${preorder.text}" button at ${placedFrom(preorder)}` : ''],
    ),
  );
  // "Condition: Used – Very Good": a second-hand or refurbished item says so beside its price.
  const [condition, conditionFrom] = labelledValue(context, CONDITION_LABEL, (value) => conditionOf(value) !== null);
  offer.set('itemCondition', condition ? conditionOf(condition) : null, conditionFrom);
  if (offer.node['price']) {
    offer.set('url', url, urlFrom);
    offer.attach();
  }
  return withRating(product, context);
}

const CONDITION_LABEL = /^(condition|item condition|zustand|état|estado|condizione|staat|stan|skick|tilstand|kunto|stav)$/;
const CONDITIONS: [RegExp, string][] = [
  [
    /^(?:refurbished|renewed|generalüberholt|reconditionn[ée]|reacondicionado|ricondizionato|gereviseerd|odnowiony)/i,
    'RefurbishedCondition',
  ],
  [
    /^(?:used|pre-?owned|second[- ]hand|gebraucht|occasion|d'occasion|usado|usato|gebruikt|używany|begagnad|brugt|brukt|käytetty|použitý)/i,
    'UsedCondition',
  ],
  [/^(?:damaged|beschädigt|endommagé|dañado|danneggiato|beschadigd|uszkodzony)/i, 'DamagedCondition'],
  [/^(?:new|brand new|neu|neuf|nuevo|nuovo|nieuw|nowy|ny|uusi|nový)\b/i, 'NewCondition'],
];
/** An item's condition as its label's value starts ("Used – Very Good", "Neu"), as Schema.org names it. */
function conditionOf(value: string): string | null {
  const found = CONDITIONS.find(([pattern]) => pattern.test(value.trim()));
  return found ? `https://schema.org/${found[1]}` : null;
}

/**
 * og:title only adds to the heading ("… – Ivory", "… | Shop"), or its first part is in the heading ("Sonora WH-720NC
 * czarne – słuchawki ANC" under the heading "Słuchawki bezprzewodowe Sonora WH-720NC czarne"): the heading is the name.
 */
function namesSameProduct(ogTitle: string, heading: string): boolean {
  if (ogTitle.startsWith(heading)) return true;
  const lead = ogTitle
    .split(/\s[|–—-]\s/)[0]!
    .trim()
    .toLowerCase();
  return lead.length >= 8 && lead !== ogTitle.toLowerCase() && heading.toLowerCase().includes(lead);
}

/** The label of a product's selling price in a details table, as East Asian shops write it beside the list price. */
const SALE_PRICE_LABEL = /^(?:판매가|판매가격|할인가|販売価格|価格|税込価格|售价|售價|价格|價格|优惠价|優惠價|giá bán|giá khuyến mãi)$/;

function salePrice(context: ProposalContext): [{ price: string; currency: string }, string] | null {
  const [value, from] = labelledValue(context, SALE_PRICE_LABEL, (text) => firstPriceIn(text, context.page.lang) !== null);
  const sale = value ? firstPriceIn(value, context.page.lang) : null;
  return sale && from ? [sale, from] : null;
}

/**
 * The prices that may be the product's own: those of the product area (the block around the main heading that holds
 * its buy controls, see Regions), else of the page's own content; never site chrome, listings or related items, and
 * never a price in a sentence of prose (shipping terms, store credit, a gift card's value).
 */
function productPrices(prices: PriceStatement[]): PriceStatement[] {
  const own = ownContent(prices).filter((price) => !price.prose);
  // A price in a link beside the heading leads elsewhere (another colour, the price history): not this offer's.
  const primary = own.filter((price) => price.region === 'primary' && !price.linked);
  return primary.length > 0 ? primary : own;
}

/**
 * A table of variant prices under one heading of the product area ("Størrelser og priser": 1 490, 1 690, 2 290, 2 590
 * kr) whose cheapest is the "from" price: its dearest is the highest price.
 */
function variantTableTop(prices: PriceStatement[], lowest: PriceStatement): PriceStatement | null {
  const heading = prices.find((price) => price.region === 'primary' && price.section?.length)?.section?.[0];
  if (!heading) return null;
  const table = prices.filter((price) => price.section?.[0] === heading && price.currency === lowest.currency && !price.from);
  const amounts = table.map((price) => Number(plainAmount(price.amount)));
  if (table.length < 2 || Math.min(...amounts) !== Number(plainAmount(lowest.amount))) return null;
  return table[amounts.indexOf(Math.max(...amounts))]!;
}

/**
 * The vendor line beside the product's name: "by Leva Milano" right before or after the h1, or a line there that
 * names the shop itself (a maker selling its own goods: "Lowtide Candle Co." over "Cedar & Smoke Soy Candle" on
 * lowtidecandle's site). Any other eyebrow ("New in", "Bestseller") names no brand.
 */
function vendorBesideHeading(context: ProposalContext): [string | null, string] {
  const { page } = context;
  const shop = siteNames(page);
  for (const line of page.statements.besideHeading ?? []) {
    if (/^(by|von|par|door|por|di|av)\s+\p{Lu}/iu.test(line)) return [vendorName(line), 'the vendor line beside the h1'];
    if (shop.some((name) => sameName(name, line))) return [line, 'the line beside the h1, naming the shop that makes it'];
  }
  return [null, ''];
}

/** The rating summary the page's own content shows, on a product or a recipe. */
export function withRating(product: TracedNode, context: ProposalContext): Record<string, unknown> {
  const rating = ownContent(context.page.statements.ratings)
    .map((r) => [ratingOf(r.text), placedFrom(r)] as const)
    .find(([value]) => value);
  if (rating?.[0]) product.set('aggregateRating', { '@type': 'AggregateRating', ...rating[0] }, rating[1]);
  return product.node;
}

/**
 * A value that repeats its label ("Art.-Nr.: NF-MT-155-SAL" after Dawn's hidden "Artikelnummer:"): the part after it.
 */
export function withoutOwnLabel(value: string, label: RegExp): string {
  // "SKU: GLM-1", or "SKU GLM-1" where a code follows the label (Ecwid writes its microdata `sku` so).
  const labelled =
    /^([^:：]{1,25})[:：]\s*(\S.*)$/.exec(value) ??
    /^(\p{L}[\p{L}.#-]*(?: \p{L}[\p{L}.#-]*)?) ([\p{Lu}\d][\p{Lu}\d./_-]*[-\d][\p{Lu}\d./_-]*)$/u.exec(value);
  return labelled && label.test(labelled[1]!.trim().toLowerCase()) ? labelled[2]! : value;
}

/** Labels of a product's own item number, in the languages of the corpus (`SKU`, `Artikelnummer`, `Réf.`, `Codice`). */
export const SKU_LABEL =
  /^(sku|item|item (?:no\.?|number|#)|kód|kód produktu|kod produktu|symbol produktu|numer katalogowy|katalogové číslo|artikelnummer|artikel-?nr\.?|produktnummer|produkt-?nr\.?|art\.?-?nr\.?|artikelcode|bestellnummer|référence|réf\.?|reference|ref\.?|referencia|ref\. ?producto|código|codice(?: articolo| prodotto)?|cod\.|riferimento|product code|model number|modelnummer|상품코드|상품번호|品番|商品コード|商品番号|商品編號|商品编号|貨號|货号|mã sản phẩm)$/;
/** Labels of a product's model code ("Model", "Model number", "Modell", "Modèle", "Modelo", "Modello", "型号"). */
const MODEL_LABEL =
  /^(model|model number|model no\.?|model code|modell|modellnummer|modèle|référence modèle|modelo|modello|modelnummer|typ|型号|型號|모델명|모델)$/;
/** The maker's own part number: "MPN", "Hersteller-Nr.", "Part number", "Réf. fabricant", "Kod producenta". */
const MPN_LABEL =
  /^(mpn|型番|kod producenta|kód výrobce|referencia del fabricante|código del fabricante|fabrikantcode|herstellernummer|hersteller-?nr\.?|hersteller-?artikelnummer|manufacturer part (?:number|no\.?)|part (?:number|no\.?)|mfr\.? part (?:number|no\.?)|n° de pièce|réf\.? fabricant|référence fabricant|fabrikantnummer|код производителя|артикул производителя|üretici kodu|valmistajan koodi|produsentens varenummer|tillverkarens artikelnummer|codice produttore)$/;
const GTIN_LABEL =
  /^(ean|ean-?13|ean-?8|gtin|gtin-?1[234]|upc|barcode|code-barres|código de barras|codice a barre|jan|janコード|jan code|strekkode|stregkode|streckkod|kod ean|čárový kód)$/;

const IN_STOCK = 'https://schema.org/InStock';
const PRE_ORDER = 'https://schema.org/PreOrder';
const PRE_ORDER_BUTTON =
  /^(?:pre-?order(?: now)?|vorbestellen|jetzt vorbestellen|pr[ée]-?commander|reservar|preordina|pre-?bestellen|förbeställ|forudbestil|forhåndsbestill|zamów w przedsprzedaży)(?!\p{L})/iu;
/** A button's words that put the product in the cart, in the languages read ("Add to basket · £185.00", "In den Warenkorb"). */
const ADD_TO_CART =
  /^(?:add to (?:cart|bag|basket)|in den warenkorb|in den einkaufswagen|ajouter au panier|añadir al carrito|agregar al carrito|añadir a la cesta|aggiungi al carrello|in winkelwagen|toevoegen aan winkelwagen|in mijn winkelwagen|adicionar ao carrinho|comprar agora|lägg i varukorgen|læg i kurv|legg i handlekurv|lisää ostoskoriin|dodaj do koszyka|do koszyka|vložit do košíku|do košíku|kosárba|sepete ekle|в корзину|добавить в корзину|προσθήκη στο καλάθι|カートに入れる|장바구니 담기|加入购物车)(?!\p{L})/iu;
const STOCK_LABEL =
  /^(availability|stock|stock status|stok durumu|stok|verfügbarkeit|lieferstatus|lagerbestand|disponibilité|disponibilidad|disponibilità|beschikbaarheid|voorraad|dostępność|dostupnost|lagerstatus|tillgänglighet|διαθεσιμότητα)$/;

/** A category or listing page: the collection itself, never one Product for the first card. */
export function proposeCollection(context: ProposalContext, type: string): Record<string, unknown> {
  const { page, facts } = context;
  const collection = new TracedNode(type, facts);
  collection.set('name', ...first([mainHeading(page), 'h1'], [page.openGraph['title'], 'meta og:title']));
  collection.set('description', page.metaDescription, 'meta description');
  collection.set('inLanguage', page.lang, 'html lang');
  collection.set('url', ...pageUrl(page));
  // The site it is a part of, as the site names itself.
  const [site, siteFrom] = siteOwnerName(page);
  if (site) collection.set('isPartOf', { '@type': 'WebSite', name: site }, siteFrom);
  // What it lists, as the cards show it: each item's name and the page it links to, in the page's order. How many it
  // lists only when the page cannot list more than were read.
  const items = (page.statements.listedItems ?? []).filter((item) => item.region === 'listing');
  if (items.length >= 2)
    collection.set(
      'mainEntity',
      {
        '@type': 'ItemList',
        ...(items.length < MAX_LISTED_ITEMS ? { numberOfItems: items.length } : {}),
        itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.text, url: item.href })),
      },
      `the listing's ${items.length} cards from ${placedFrom(items[0]!)}`,
    );
  return collection.node;
}

/** A home page: the Organization behind the site and the WebSite itself. */
export function proposeHome(context: ProposalContext): Record<string, unknown> | null {
  const { page, facts, notes } = context;
  const [name, nameFrom] = first([page.openGraph['site_name'], 'meta og:site_name'], [siteNameFromTitle(page.title), 'title']);
  if (!name) {
    notes.push(
      'The home page does not name the site or organisation (og:site_name or a title that starts with the name); nothing was proposed.',
    );
    return null;
  }
  const [url, urlFrom] = pageUrl(page);
  const organization = new TracedNode('Organization', facts);
  organization.set('name', name, nameFrom);
  organization.set('url', url, urlFrom);
  organization.set('logo', page.statements.siteLogo, 'the site header’s logo');
  organization.set('sameAs', page.statements.profiles, 'links to the site’s profiles in its header or footer');
  ownerContact(context, organization, name);
  setCompanyRecords(organization, page);
  // A shop or firm whose home page shows its own address and one week is a place people visit: a LocalBusiness (of
  // the type the page names), so that its hours can be said. Several weeks, even alike, are a group's restaurants or
  // branches.
  if (organization.node['address'] && page.statements.hours.length === 1) {
    const { type } = localBusinessType(context, name);
    if (setOpeningHours(context, organization, type)) organization.node['@type'] = type;
  }
  const website = new TracedNode('WebSite', facts, 'WebSite.');
  website.set('name', name, nameFrom);
  website.set('url', url, urlFrom);
  return { '@graph': [organization.node, website.node] };
}

/** "Northwind Kitchen | Cookware that lasts" -> "Northwind Kitchen", when the title is split that way. */
function siteNameFromTitle(title: string | null): string | null {
  const parts = title?.split(/\s[|–—-]\s/) ?? [];
  return parts.length >= 2 && parts[0]!.length <= 60 ? parts[0]!.trim() : null;
}
