import type { PageUnderstandingInput } from './page-statements.js';
import { SKU_LABEL, withoutOwnLabel } from './propose-commerce.js';
import { isNode, wordsOf, type Node } from './node-values.js';
import { withShownBrand, withShownEmployer, withShownHeadline, withShownQuestions } from './shown-wording.js';
import { inProse, LEGAL_FORM_END } from './propose-local-business.js';
import { ownContent } from './proposal-context.js';
import { addressText, isCmsAccount, locates, MAPPED_VALUES, OTHER_PLACES, REVIEW_COUNT, reviewCountOf } from './read-values.js';
import type { StatedValues } from './stated-values.js';

/**
 * The page's own markup held to what the page shows. Search engines require markup to describe what visitors see; a
 * site's markup is often stale (last year's edition, an old address, a sale the price tag was not updated for, a CMS
 * record's creation date). Where the page shows another value, the proposal follows the page; where it shows none,
 * a stale date or price is left out. Every correction is said in the notes.
 */

/** The page as visitors see it: its text, elements and statements, without its markup and meta tags. */
export const withoutMarkup = (page: PageUnderstandingInput): PageUnderstandingInput => ({
  ...page,
  jsonLd: [],
  embeddedItems: [],
  openGraph: {},
});

/**
 * The markup node corrected against the page and the proposal read from the page's text (`built`); `shown` is what
 * the page states without its markup (`new StatedValues(withoutMarkup(page))`).
 */
export function asShown(node: Node, built: Node, page: PageUnderstandingInput, shown: StatedValues, notes: string[]): Node {
  const offer = withShownRating(
    withShownVariants(withShownOffer(node, built, shown, notes), built, shown, notes),
    built,
    page,
    shown,
    notes,
  );
  const facts = withShownFacts(withShownContact(offer, built, page, notes), built, shown, notes);
  const shownText = withShownHeadline(withStructuredVenue(facts, built, notes), built, page, notes);
  const named = withShownEmployer(withShownBrand(shownText, built, page, notes), built, page, notes);
  return withShownQuestions(named, built, page, notes);
}

/** An event's venue whose markup writes its address as one text (Squarespace's event pages): read as the place's is. */
function withStructuredVenue(node: Node, built: Node, notes: string[]): Node {
  const location = node['location'];
  if (!isNode(location) || typeof location['address'] !== 'string') return node;
  return { ...node, location: withStructuredContact(location, isNode(built['location']) ? built['location'] : {}, notes) };
}

/** Dates a stale markup gets wrong (a record's creation date, last year's edition), and names with a year in them. */
const DATES = ['startDate', 'endDate', 'datePublished', 'dateModified', 'datePosted', 'validThrough'] as const;

/** Values a page announces in words, which win over its markup's. */
const ANNOUNCED = ['employmentType', 'eventStatus'] as const;

/** A recipe's amounts a card shows: its times and how many it serves. */
const RECIPE_AMOUNTS = ['prepTime', 'cookTime', 'totalTime', 'recipeYield'] as const;
/**
 * A duration or a yield as one comparable reading: "PT1H35M" as its minutes (so "PT95M" is the same time), "4 servings"
 * (or ["4", "4 servings"]) by its first figure.
 */
const firstNumberOf = (value: unknown): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const duration = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(String(text));
  if (duration) return `${Number(duration[1] ?? 0) * 1440 + Number(duration[2] ?? 0) * 60 + Number(duration[3] ?? 0)} min`;
  return /\d+/.exec(String(text))?.[0] ?? null;
};

function withShownFacts(node: Node, built: Node, shown: StatedValues, notes: string[]): Node {
  const corrected: Node = { ...node };
  for (const property of DATES) {
    const value = node[property];
    if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d/.test(value)) continue;
    const replacement = typeof built[property] === 'string' ? (built[property] as string) : null;
    // The day is what a page shows; its time and zone are often only in markup. A day the page shows only elsewhere
    // (last year's edition in an aftermovie's caption) loses to the one the page gives this content.
    // (A stale edition is an earlier one: a later markup day than the page's reading is kept.)
    const otherDay = replacement !== null && replacement.slice(0, 10) > value.slice(0, 10);
    if (shown.states(property, value.slice(0, 10)) && !otherDay) continue;
    // The page's own reading of it (a meta tag the page writes beside its markup) agrees: nothing to correct.
    if (replacement?.slice(0, 10) === value.slice(0, 10)) continue;
    notes.push(
      replacement
        ? `The page's markup gives ${property} ${value}, but the page gives ${replacement}; the proposal follows the page.`
        : `The page's markup gives ${property} ${value}, which the page does not show; it was left out.`,
    );
    if (replacement) corrected[property] = replacement;
    else delete corrected[property];
  }
  // A recipe card's times and servings over the markup's: a recipe plugin's markup keeps the values of an earlier
  // edit of the card ("Prep 20 mins" shown, PT25M marked), while the card is what the reader follows.
  for (const property of RECIPE_AMOUNTS) {
    const marked = firstNumberOf(node[property]);
    const shownValue = built[property];
    if (marked === null || shownValue === undefined || firstNumberOf(shownValue) === null || marked === firstNumberOf(shownValue)) continue;
    // The card's time is one the markup gives another of its times ("調理時間 約25分" is the whole time on a Japanese
    // card, which the markup marks as totalTime): the reading mistook the label, the markup is no earlier edit.
    const others = RECIPE_AMOUNTS.filter((other) => other !== property && other !== 'recipeYield').map((other) =>
      firstNumberOf(node[other]),
    );
    if (property !== 'recipeYield' && others.includes(firstNumberOf(shownValue))) continue;
    notes.push(
      `The page's markup gives ${property} ${JSON.stringify(node[property])}, but the recipe card shows ${JSON.stringify(shownValue)}; the proposal follows the card.`,
    );
    corrected[property] = shownValue;
  }
  // The item number the product area labels (the selected variant's, "SKU: TC-MCH-CHA-M") over the markup's
  // product-level one that the page shows nowhere (a theme writes the first variant's).
  // A brand written as text: Google reads a brand's `name`, so it becomes the Brand of that name.
  if (typeof node['brand'] === 'string' && node['brand'].trim()) {
    notes.push(`The page's markup writes the brand as text; the proposal gives it as a Brand named "${node['brand']}".`);
    corrected['brand'] = { '@type': 'Brand', name: node['brand'].trim() };
  }
  // A microdata SKU read with its label ("SKU GLM-BEANIE-CHAR") is the code alone.
  if (typeof node['sku'] === 'string') corrected['sku'] = withoutOwnLabel(node['sku'], SKU_LABEL);
  const [markedSku, shownSku] = [corrected['sku'], built['sku']];
  // The code the product area labels is the product's ("LAG-12-CB", not the markup's "LAG-12"); a markup code the page
  // names only elsewhere is another variant's or the model it replaced ("Replaces the original Ridgeline (BL-RTB-01)").
  if (typeof markedSku === 'string' && typeof shownSku === 'string' && markedSku !== shownSku) {
    notes.push(`The page's markup gives the SKU ${markedSku}; the product area labels ${shownSku}, and the proposal follows it.`);
    corrected['sku'] = shownSku;
    // Another code is another product (the model this one replaced): its name gives way to the heading's too.
    if (typeof built['name'] === 'string' && typeof node['name'] === 'string' && wordsOf(built['name']) !== wordsOf(node['name'])) {
      notes.push(
        `The page's markup names that product "${node['name']}"; the proposal names it as the product area does, "${built['name']}".`,
      );
      corrected['name'] = built['name'];
    }
  }
  // What the page announces in words over the markup's value: a job's employment type ("Regime de contratação: CLT,
  // tempo integral" over a careers platform's "OTHER" for every post), an event's status ("Función aplazada" over the
  // plugin's cached EventScheduled).
  for (const property of ANNOUNCED) {
    const [marked, said] = [node[property], built[property]];
    if (marked === undefined || said === undefined || JSON.stringify(marked) === JSON.stringify(said)) continue;
    notes.push(
      `The page's markup gives ${property} ${JSON.stringify(marked)}, but the page says ${JSON.stringify(said)}; the proposal follows the page.`,
    );
    corrected[property] = said;
  }
  // A job's place as the ad labels it ("Location: Mysuru (field role)") over the markup's (the head office's town).
  const town = (value: unknown) => (isNode(value) && isNode(value['address']) ? value['address']['addressLocality'] : undefined);
  const markedTown = town(node['jobLocation']);
  const shownTown = town(built['jobLocation']);
  if (typeof markedTown === 'string' && typeof shownTown === 'string' && markedTown.toLowerCase() !== shownTown.toLowerCase()) {
    notes.push(`The page's markup places the job in ${markedTown}, but the ad says ${shownTown}; the proposal follows the ad.`);
    corrected['jobLocation'] = built['jobLocation'];
  } else if (staleStreet(onlyOne(node['jobLocation']), built['jobLocation'], shown)) {
    // A street the page no longer writes ("I september flyttet vi fra Tungasletta…"): the ad's own place, else the town.
    const place = onlyOne(node['jobLocation']) as Node;
    const marked = place['address'] as Node;
    notes.push(
      `The page's markup places the job at ${String(marked['streetAddress'])}, which the page does not show; the proposal leaves that street out.`,
    );
    const { streetAddress: _street, postalCode: _postcode, ...town } = marked;
    corrected['jobLocation'] = isNode(built['jobLocation']) ? built['jobLocation'] : { ...place, address: town };
  } else if (typeof markedTown === 'string' && markedTown === shownTown) {
    // The same town, where the ad gives the office's street and postcode the markup leaves out: the ad's, with the
    // markup's region and country.
    const [marked, shown] = [(node['jobLocation'] as Node)['address'] as Node, (built['jobLocation'] as Node)['address'] as Node];
    if (!marked['streetAddress'] && shown['streetAddress']) {
      notes.push(`The page's markup places the job in ${markedTown} without its street; the proposal gives the office the ad shows.`);
      const office = { streetAddress: shown['streetAddress'], ...(shown['postalCode'] ? { postalCode: shown['postalCode'] } : {}) };
      corrected['jobLocation'] = { ...(node['jobLocation'] as Node), address: { ...marked, ...office } };
    }
  }
  // A job's pay as the ad states it ("Wynagrodzenie: 8 500 – 10 000 zł") over the markup's (an earlier posting's).
  const pay = (value: unknown) =>
    isNode(value) && isNode(value['value'])
      ? ['minValue', 'maxValue', 'value'].map((key) => Number((value['value'] as Node)[key] ?? NaN)).join('-')
      : null;
  const markedPay = pay(node['baseSalary']);
  const shownPay = pay(built['baseSalary']);
  if (markedPay && shownPay && markedPay !== shownPay) {
    notes.push("The page's markup gives another pay than the ad states; the proposal follows the ad.");
    corrected['baseSalary'] = built['baseSalary'];
  }
  // The byline names two writers where the markup names the first only: the page's list, which includes it.
  const authors = built['author'];
  if (Array.isArray(authors) && authors.length > 1 && isNode(node['author'])) {
    const named = String(node['author']['name'] ?? '');
    if (authors.some((author) => isNode(author) && author['name'] === named)) {
      notes.push(`The page's markup names one author, ${named}; the byline names ${authors.length}, and the proposal follows it.`);
      corrected['author'] = authors;
    }
  }
  // The byline names another writer than the markup, which names one the page never shows: a CMS login
  // ("gbgc_webmaster") or the web desk ("Redazione web") an SEO plugin or CMS writes for every story; or which names
  // the company as the author of a post its byline signs with a person's name.
  const marked = isNode(node['author']) ? node['author']['name'] : undefined;
  const byline = isNode(authors) ? authors['name'] : undefined;
  const companyForPerson =
    isNode(node['author']) && node['author']['@type'] === 'Organization' && isNode(authors) && authors['@type'] === 'Person';
  if (
    typeof marked === 'string' &&
    typeof byline === 'string' &&
    wordsOf(marked) !== wordsOf(byline) &&
    (isCmsAccount(marked) || !shown.states('name', marked) || companyForPerson)
  ) {
    notes.push(
      `The page's markup names the author "${marked}", which the page does not show as its author; the byline names ${byline}, and the proposal follows it.`,
    );
    corrected['author'] = authors;
  }
  const name = node['name'];
  // "Poiana Sonoră 2026" in the JSON-LD over a page headed "Poiana Sonoră 2027": last year's edition; "Boulangerie
  // Lacoste" over a page that calls itself "Maison Lacoste" everywhere: the name before a rebranding.
  if (typeof name === 'string' && typeof built['name'] === 'string' && !shown.states('name', name)) {
    notes.push(`The page's markup names it "${name}", which the page does not show; the proposal follows the page's "${built['name']}".`);
    corrected['name'] = built['name'];
  }
  // "Maison Roussel SARL" in the markup of the bakery the page calls "Boulangerie Pâtisserie Maison Roussel": its name
  // is "Maison Roussel", and the markup's is its legal name.
  const plainName = typeof name === 'string' ? name.replace(LEGAL_FORM_END, '').trim() : null;
  const business = node['address'] !== undefined || node['telephone'] !== undefined; // a product's "1 kg" is no "KG"
  if (
    business &&
    typeof name === 'string' &&
    plainName &&
    plainName !== name &&
    typeof built['name'] === 'string' &&
    wordsOf(built['name']).includes(wordsOf(plainName))
  ) {
    corrected['name'] = plainName;
    corrected['legalName'] ??= name;
  }
  // "Lattina 3 L | Frantoio Sant’Agata": an SEO plugin builds the name from the page's title, site name and all.
  const heading = built['name'];
  if (
    typeof name === 'string' &&
    typeof heading === 'string' &&
    name.startsWith(heading) &&
    TITLE_SUFFIX.test(name.slice(heading.length))
  ) {
    notes.push(`The page's markup names it "${name}", with the site's name after the title; the proposal uses the heading "${heading}".`);
    corrected['name'] = heading;
  }
  return corrected;
}

/**
 * What a title adds after the page's name: a separator and the site's name (" | Shop", " – Shop", " :: Shop"), after
 * WordPress's word for a category's archive where an SEO plugin keeps its default (" Archives - Shop").
 */
const TITLE_SUFFIX =
  /^(?:\s+(?:archives?|archiv|archieven|archivos|archivi)(?:\s*$|\s*(?:[|•·»]|::|[–—-])\s*\S)|\s*(?:[|•·»]|::|\s[–—-])\s*\S)/iu;

/**
 * The markup's offer loses where the page visibly says otherwise: a stale price (often the struck former one) or a
 * stock state the product area contradicts. Search engines hold markup to what the page shows; the proposal follows
 * the page and the notes say what was corrected.
 */
function withShownOffer(marked: Node, built: Node, page: StatedValues, notes: string[]): Node {
  const shown = isNode(built['offers']) ? built['offers'] : null;
  const listed = marked['offers'];
  const one = Array.isArray(listed) && listed.length === 1 && isNode(listed[0]) ? listed[0] : isNode(listed) ? listed : null;
  const offer = one ? withSpecifiedPrice(one) : null;
  const node = offer && offer !== one ? { ...marked, offers: offer } : marked;
  const written = offer ? writtenRange(offer, page, notes) : null;
  if (written) return { ...node, offers: written };
  // "Price on request" with markup that says 0 (or any price the page never shows): no offer rather than a false one.
  if (offer && !shown && offer['price'] !== undefined && !page.states('price', String(offer['price']))) {
    notes.push(`The page's markup states the price ${String(offer['price'])}, which the page does not show; the offer was left out.`);
    const { offers: _offers, ...rest } = node;
    return rest;
  }
  if (!shown || !offer) return node;
  // A range the product area does not show (a variant only a script knows, a struck former price as its top): the one
  // offer the page shows instead of the markup's AggregateOffer.
  const range = ['lowPrice', 'highPrice'].filter((key) => offer[key] !== undefined);
  if (offer['@type'] === 'AggregateOffer' && shown['@type'] === 'Offer' && range.some((key) => !page.states(key, String(offer[key])))) {
    notes.push(
      `The page's markup states a range of ${range.map((key) => String(offer[key])).join('–')}, which the product area does not show; the proposal gives the offer it shows.`,
    );
    return { ...node, offers: shown };
  }
  // A price the page shows nowhere beside the "from" price its product area shows ("Vanaf €24,95" against a JSON-LD
  // 22.95 valid until a date gone by): the markup's price is an old one, and the lowest the page shows stands for it.
  if (
    offer['price'] !== undefined &&
    shown['price'] === undefined &&
    shown['lowPrice'] !== undefined &&
    !page.states('price', String(offer['price']))
  ) {
    notes.push(
      `The page's markup states the price ${String(offer['price'])}, which the page does not show; the product area shows prices from ${String(shown['lowPrice'])}, and the proposal follows it.`,
    );
    const { priceValidUntil: _until, priceSpecification: _specification, ...current } = offer;
    return { ...node, offers: correctedOffer({ ...current, price: shown['lowPrice'] }, shown, notes) };
  }
  return { ...node, offers: correctedOffer(offer, shown, notes) };
}

/**
 * An offer that states its price only in its price specifications (WooCommerce's: the selling price, and the list price
 * marked `ListPrice`): the selling one as the offer's own `price`, which is where search engines read it first.
 */
function withSpecifiedPrice(offer: Node): Node {
  if (offer['price'] !== undefined) return offer;
  const specifications = [offer['priceSpecification']].flat().filter(isNode);
  const selling = specifications.filter(
    (spec) => spec['price'] !== undefined && !/ListPrice|StrikethroughPrice/.test(String(spec['priceType'] ?? '')),
  );
  if (selling.length !== 1) return offer;
  const [spec] = selling as [Node];
  return { ...offer, price: spec['price'], ...(spec['priceCurrency'] ? { priceCurrency: spec['priceCurrency'] } : {}) };
}

/**
 * Markup that gives an offer per variant (Shopify's themes): the variant the product area shows (its SKU) is held to
 * what it shows, and a variant's offer at a price the page states nowhere (a launch price the theme's markup kept)
 * is left out.
 */
function withShownVariants(node: Node, built: Node, page: StatedValues, notes: string[]): Node {
  const offers = node['offers'];
  const shown = isNode(built['offers']) ? built['offers'] : null;
  if (!Array.isArray(offers) || offers.length < 2 || !shown || typeof built['sku'] !== 'string') return node;
  const own = offers.find((offer) => isNode(offer) && offer['sku'] === built['sku']);
  if (!isNode(own)) return node;
  const kept = offers.flatMap((offer) => {
    if (offer === own) return [correctedOffer(own, shown, notes)];
    if (!isNode(offer) || offer['price'] === undefined || page.states('price', String(offer['price']))) return [offer];
    notes.push(
      `The page's markup states the price ${String(offer['price'])} for ${String(offer['name'] ?? offer['sku'] ?? 'another variant')}, which the page does not show; that offer was left out.`,
    );
    return [];
  });
  return { ...node, offers: kept };
}

/** "8 – 18": a price written as the range of the prices on sale (The Events Calendar writes it), each an amount. */
const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)\s*[–—-]\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * An offer whose price is a range of two amounts the page both shows: the range Schema.org writes as an
 * AggregateOffer's low and high price (a price must be one number).
 */
function writtenRange(offer: Node, page: StatedValues, notes: string[]): Node | null {
  const range = typeof offer['price'] === 'string' ? PRICE_RANGE.exec(offer['price']) : null;
  if (!range || !page.states('price', range[1]!) || !page.states('price', range[2]!)) return null;
  notes.push(
    `The page's markup writes the price as the range "${String(offer['price'])}"; the proposal gives it as the offers' lowest and highest price.`,
  );
  const { price: _price, ...rest } = offer;
  return { ...rest, '@type': 'AggregateOffer', lowPrice: range[1], highPrice: range[2] };
}

/** The markup's offer held to the one the product area shows: its price, currency and availability. */
function correctedOffer(offer: Node, shown: Node, notes: string[]): Node {
  const corrected: Node = { ...offer };
  const differs = (a: unknown, b: unknown) => Math.abs(Number(a) - Number(b)) >= 0.005;
  if (shown['price'] !== undefined && offer['price'] !== undefined && differs(shown['price'], offer['price'])) {
    notes.push(
      `The page's markup states the price ${String(offer['price'])}, but the product area shows ${String(shown['price'])}; the proposal follows the page.`,
    );
    corrected['price'] = shown['price'];
    if (shown['priceCurrency']) corrected['priceCurrency'] = shown['priceCurrency'];
    // The stale price's own validity date and specification go with it.
    delete corrected['priceSpecification'];
    delete corrected['priceValidUntil'];
  }
  // The same amount in another currency: a plugin's default ("USD") where the page prices in its own ("ARS 15.000").
  if (
    typeof shown['priceCurrency'] === 'string' &&
    typeof corrected['priceCurrency'] === 'string' &&
    shown['priceCurrency'] !== corrected['priceCurrency']
  ) {
    notes.push(
      `The page's markup states the currency ${corrected['priceCurrency']}, but the page prices in ${shown['priceCurrency']}; the proposal follows the page.`,
    );
    corrected['priceCurrency'] = shown['priceCurrency'];
  }
  if (shown['availability'] && offer['availability'] && shown['availability'] !== offer['availability']) {
    notes.push(
      `The page's markup states ${String(offer['availability']).replace(/^.*\//, '')}, but the product area says ${String(shown['availability']).replace(/^.*\//, '')}; the proposal follows the page.`,
    );
    corrected['availability'] = shown['availability'];
  }
  return corrected;
}

/**
 * The markup's rating loses to the rating summary the page shows ("4.7, based on 212 reviews" in the review widget
 * against a JSON-LD 4.6 from 148 an SEO app wrote months ago); a rating the page shows nowhere is left out.
 */
function withShownRating(node: Node, built: Node, input: PageUnderstandingInput, page: StatedValues, notes: string[]): Node {
  const rating = isNode(node['aggregateRating']) ? node['aggregateRating'] : null;
  if (!rating) return node;
  const shown = isNode(built['aggregateRating']) ? built['aggregateRating'] : null;
  const said = `${String(rating['ratingValue'])} from ${String(rating['reviewCount'] ?? rating['ratingCount'] ?? '?')}`;
  if (shown) {
    const differs = ['ratingValue', 'reviewCount'].some(
      (key) => shown[key] !== undefined && rating[key] !== undefined && Number(shown[key]) !== Number(rating[key]),
    );
    if (!differs) return node;
    notes.push(
      `The page's markup gives the rating ${said}, but the page shows ${String(shown['ratingValue'])} from ${String(shown['reviewCount'] ?? '?')}; the proposal follows the page.`,
    );
    return { ...node, aggregateRating: shown };
  }
  if (rating['ratingValue'] === undefined || page.states('ratingValue', String(rating['ratingValue']))) return node;
  // Stars drawn as icons show the value to the eye only; the count written beside them ("37 Bewertungen") is the
  // widget's text, so a rating whose count the page writes is the one it shows.
  const count = String(rating['reviewCount'] ?? rating['ratingCount'] ?? '');
  const counts = [...input.visibleText.matchAll(REVIEW_COUNTS)].map(reviewCountOf);
  if (count && counts.includes(count)) return node;
  notes.push(`The page's markup gives the rating ${said}, which the page does not show; the rating was left out.`);
  const { aggregateRating: _rating, ...rest } = node;
  return rest;
}

const REVIEW_COUNTS = new RegExp(REVIEW_COUNT.source, 'giu');

/** A list of one (JSON-LD's `"jobLocation": [{…}]`) as its one item. */
const onlyOne = (value: unknown): unknown => (Array.isArray(value) && value.length === 1 ? value[0] : value);

/** A place whose street the page does not write, where the page gives no other street for it. */
function staleStreet(marked: unknown, built: unknown, shown: StatedValues): boolean {
  const address = isNode(marked) && isNode(marked['address']) ? marked['address'] : null;
  const street = address?.['streetAddress'];
  const shownStreet = isNode(built) && isNode(built['address']) ? built['address']['streetAddress'] : undefined;
  return typeof street === 'string' && !shown.states('streetAddress', street) && (shownStreet === undefined || shownStreet !== street);
}

const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/**
 * The markup's address and phone lose where the page no longer shows them and shows others ("Mudamos!": the JSON-LD
 * still gives the old street and number, the page the new ones), or shows them only in its footer or beside other
 * branches while its own content gives another (a branch page whose SEO plugin writes the head office's details on
 * every page). Markup must describe what this page is about; a markup value the page's own content shows is kept.
 */
function withShownContact(node: Node, built: Node, page: PageUnderstandingInput, notes: string[]): Node {
  const s = page.statements;
  const text = wordsOf(page.visibleText);
  // The page's own place: its content, never a block under a heading that names another ("Vår andra butik: Linné").
  const ownPlace = <T extends { section?: string[] }>(statement: T) => !(statement.section ?? []).some((h) => OTHER_PLACES.test(h));
  // A sentence that names an address ("our old shop at 9 Cheltenham Road closed in 2024") does not show it as this place's.
  const ownAddresses = wordsOf(
    ownContent(s.addresses)
      .filter((address) => ownPlace(address) && !inProse(address))
      .flatMap((address) => address.lines)
      .join(' | '),
  );
  const ownPhones = ownContent(s.phones)
    .filter(ownPlace)
    .map((phone) => digitsOf(phone.href ?? phone.text));
  const digits = digitsOf(page.visibleText);
  const corrected: Node = withStructuredContact(node, built, notes);
  const address = isNode(node['address']) ? node['address'] : null;
  const shownAddress = isNode(built['address']) ? built['address'] : null;
  const street = address?.['streetAddress'];
  const shownStreet = shownAddress?.['streetAddress'];
  // A street the page writes over two lines ("1207 Sam Bass Rd" / "Suite 104") is shown when each of its parts is.
  const ownStreet = (value: unknown) =>
    wordsOf(value)
      .split(/\s*,\s*/)
      .every((part) => ownAddresses.includes(part));
  const elsewhere = shownStreet && ownStreet(shownStreet) && !ownStreet(street);
  if (street && shownStreet && (!text.includes(wordsOf(street)) || elsewhere)) {
    notes.push(
      elsewhere && text.includes(wordsOf(street))
        ? `The page's markup gives the address "${String(street)}", which the page shows only outside its own content; the proposal follows the address its content shows.`
        : `The page's markup gives the address "${String(street)}", which the page no longer shows; the proposal follows the address the page shows.`,
    );
    corrected['address'] = shownAddress;
    // The coordinates go with the address they placed.
    if (node['geo'] !== undefined && built['geo'] === undefined) delete corrected['geo'];
  }
  // Markup that places the business at another address than the page's own (a franchisor's office written as text by
  // Squarespace's business block) names that other business too.
  const textStreet = typeof node['address'] === 'string' ? node['address'].split(/\s*\n\s*|\s*,\s*/)[0] : undefined;
  // Read from the markup's own text where the page's content shows an address of its own elsewhere: another place's.
  if (textStreet && ownAddresses && !ownStreet(textStreet) && corrected['address'] !== built['address']) {
    notes.push(`The page's markup gives the address "${textStreet}", which the page's own content does not show; it was left out.`);
    delete corrected['address'];
  }
  const movedAway =
    corrected['address'] !== node['address'] && (typeof street === 'string' || (textStreet !== undefined && !ownStreet(textStreet)));
  const name = node['name'];
  const branch = built['name'];
  if (movedAway && typeof name === 'string' && typeof branch === 'string' && name !== branch) {
    // The brand's name where the page names this branch ("Ullboden" on the page of "Ullboden Haga"): the branch's; a
    // name the page's own content never shows (a franchisor's "… Franchising Ltd" in the footer): the page's.
    const headed = [page.title ?? '', ...page.headings.map((heading) => heading.text)].some((text) =>
      wordsOf(text).includes(wordsOf(name)),
    );
    // "카페 온담 ONDAM" for the page of "카페 온담 연남점": the brand's words with a romanised name after them.
    const brand = wordsOf(name).split(' ').slice(0, -1);
    const ofBrand = branch.startsWith(`${name} `) || (brand.length >= 2 && wordsOf(branch).startsWith(`${brand.join(' ')} `));
    if (ofBrand || !(headed || ownAddresses.includes(wordsOf(name)))) {
      notes.push(`The page's markup names "${name}" at that other address; the proposal names this place as the page does, "${branch}".`);
      corrected['name'] = branch;
    }
  }
  const email = node['email'];
  if (typeof email === 'string' && !page.visibleText.toLowerCase().includes(email.replace(/^mailto:/i, '').toLowerCase())) {
    notes.push(`The page's markup gives the e-mail ${email}, which the page does not show; it was left out.`);
    delete corrected['email'];
  }
  // Hours the page shows in other days or times than the markup's (a template's "Mo–Fr 09:00–17:00" left in): the page's.
  const hours = built['openingHoursSpecification'];
  if (
    Array.isArray(node['openingHoursSpecification']) &&
    Array.isArray(hours) &&
    hoursKey(node['openingHoursSpecification']) !== hoursKey(hours)
  ) {
    notes.push("The page's markup gives other opening hours than the page shows; the proposal follows the page.");
    corrected['openingHoursSpecification'] = hours;
  }
  const phone = digitsOf(node['telephone']);
  const shownPhone = built['telephone'];
  // Compared without a country code, which pages often leave out ("(41) 3555-0187" for "+55 41 3555-0187").
  const ownPhone = (number: string) => ownPhones.some((own) => own.endsWith(number.slice(-8)));
  const phoneElsewhere = shownPhone && ownPhone(digitsOf(shownPhone)) && !ownPhone(phone);
  // A business that moved and gives another number beside its new address ("the landline is no longer in use"): the
  // markup's number went with the old address.
  const movedWith = movedAway && typeof street === 'string' && shownPhone && !digitsOf(shownPhone).endsWith(phone.slice(-8));
  const stillShown = digits.includes(phone.slice(-8));
  if (phone.length >= 6 && shownPhone && (!stillShown || phoneElsewhere || movedWith)) {
    const said = !stillShown
      ? 'which the page no longer shows'
      : phoneElsewhere
        ? 'which the page shows only outside its own content'
        : 'beside the address the page no longer shows';
    notes.push(`The page's markup gives the phone ${String(node['telephone'])}, ${said}; the proposal follows the page.`);
    corrected['telephone'] = shownPhone;
  }
  return corrected;
}

/** Opening hours as the days each time range covers, whatever the grouping or the day names' form. */
function hoursKey(specifications: unknown[]): string {
  const ranges = new Set<string>();
  for (const specification of specifications) {
    if (!isNode(specification)) continue;
    const days = [specification['dayOfWeek']].flat().map((day) => String(day).replace(/^https?:\/\/schema\.org\//, ''));
    const clock = (value: unknown) => String(value ?? '').slice(0, 5);
    for (const day of days) ranges.add(`${day} ${clock(specification['opens'])}-${clock(specification['closes'])}`);
  }
  return [...ranges].sort().join(',');
}

/**
 * Markup that writes the address as one text ("Carrer de Sueca, 41\nValencia, VC, 46006\nEspaña", as Squarespace's
 * location block does) or the hours both as text and as the page's table: Google reads an address as a PostalAddress
 * (a text address is an error in the validator), and hours stated twice may disagree. The proposal gives the address
 * the page shows, else the markup's own lines read as one; hours once, as the page shows them.
 */
function withStructuredContact(node: Node, built: Node, notes: string[]): Node {
  const corrected: Node = { ...node };
  const address = node['address'];
  if (typeof address === 'string') {
    const readable = (value: unknown): value is Node => isNode(value) && locates(value);
    const shown = isNode(built['address']) ? built['address'] : null;
    const parsed = readable(shown) ? shown : addressText(address);
    const structured = readable(parsed) ? parsed : shown;
    notes.push(
      structured
        ? `The page's markup writes the address as one text, which search engines do not read as an address; the proposal gives it as a PostalAddress.`
        : `The page's markup writes the address as one text ("${address.replace(/\s*\n\s*/g, ', ')}"), which could not be read as street, postcode and town; it was left out.`,
    );
    if (structured) corrected['address'] = { ...structured, '@type': 'PostalAddress' };
    else delete corrected['address'];
  }
  if (typeof node['openingHours'] !== 'undefined' && Array.isArray(built['openingHoursSpecification'])) {
    notes.push(`The page's markup also states the hours as text; the proposal states them once, as the page's hours show them.`);
    delete corrected['openingHours'];
  }
  return corrected;
}

/**
 * The values where the markup and the page's own reading both state a property and disagree, the markup's value shown
 * nowhere on the page: "title Barista (part-time) / Barista (M/F)". A Schema.org enumeration ("PART_TIME") counts when
 * it differs from the page's, as the page never writes it in that form.
 */
export function contradictions(markup: Node, built: Node, shown: StatedValues): string[] {
  const read = leaves(built);
  const found: string[] = [];
  for (const [path, value] of leaves(markup)) {
    const own = read.get(path);
    const property = path.split('.').at(-1)!;
    if (own === undefined || !IDENTIFYING.has(property) || same(own, value)) continue;
    if (MAPPED_VALUES.has(value) || !shown.states(property, value)) found.push(`${path} "${value.slice(0, 40)}"`);
  }
  return found;
}

const MAX_LEAVES = 200;
/** The values that say which posting, edition or offer a node is about; pictures, links and formats are not compared. */
const IDENTIFYING = new Set([
  'name',
  'title',
  'headline',
  'employmentType',
  'streetAddress',
  'postalCode',
  'addressLocality',
  'telephone',
  'price',
  'value',
  'minValue',
  'maxValue',
  'datePosted',
  'validThrough',
  'startDate',
  'endDate',
]);
/** The same value written two ways: words and spacing, a number's form, a date's time and zone aside. */
const same = (a: string, b: string) =>
  wordsOf(a) === wordsOf(b) ||
  (/^\d/.test(a) && Number(a) === Number(b)) ||
  (/^\d{4}-\d\d-\d\d/.test(a) && a.slice(0, 10) === b.slice(0, 10));

/** A node's string and number values by path (the first item of a list stands for it), bounded. */
function leaves(node: Node): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown, path: string): void => {
    if (found.size >= MAX_LEAVES) return;
    if (Array.isArray(value)) return value.length > 0 ? visit(value[0], path) : undefined;
    if (isNode(value)) {
      for (const [key, inner] of Object.entries(value)) if (!key.startsWith('@')) visit(inner, path ? `${path}.${key}` : key);
    } else if (typeof value === 'string' || typeof value === 'number') found.set(path, String(value));
  };
  visit(node, '');
  return found;
}
