/** Turning what a page writes into Schema.org values, without adding anything the text does not say. */
import { countryCode } from './country-names.js';
import { CUISINES } from './cuisines.js';
import { westernDigits } from '../shared/western-digits.js';

/** An amount grouped in lakhs and crores, as Indian pages write it: "3,60,000", "1,20,00,000". */
const LAKH_AMOUNT = String.raw`\d{1,2}(?:,\d{2})+,\d{3}`;
const LAKHS = new RegExp(`^(${LAKH_AMOUNT})(?:\\.(\\d{1,2}))?$`);

/** `1,850.00` -> `1850.00`, `59,90` -> `59.90`, `1.850` -> `1850`; null when the amount is ambiguous. */
export function plainAmount(written: string): string | null {
  const compact = written.replace(/[\u00a0 ]/g, '');
  // Indian grouping in lakhs and crores: "3,60,000" is 360000.
  const lakhs = LAKHS.exec(compact);
  if (lakhs) return lakhs[2] ? `${lakhs[1]!.replace(/,/g, '')}.${lakhs[2].padEnd(2, '0')}` : lakhs[1]!.replace(/,/g, '');
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, whole, groupSeparator, decimalSeparator, decimals] = match;
  if (groupSeparator && decimalSeparator === groupSeparator) return null;
  const integer = whole!.replace(/[.,]/g, '');
  return decimals ? `${integer}.${decimals.padEnd(2, '0')}` : integer;
}

const IN_STOCK =
  /(?<![\p{L}])(in stock|en stock|auf lager|an lager|vorrätig|sofort lieferbar|lieferbar|available now|disponible|op voorraad|disponibile|in magazzino|em stock|em estoque|disponível|i lager|på lager|skladem|na stanie|w magazynie|dostępny|dostępne|na sklade|varastossa|raktáron|készleten|în stoc|σε απόθεμα|в наличии|stokta|在庫あり|재고 있음)(?![\p{L}])/iu;
const OUT_OF_STOCK =
  /(?<![\p{L}])(out of stock|sold out|ausverkauft|nicht lieferbar|nicht vorrätig|nicht auf lager|nicht an lager|derzeit nicht verfügbar|niet op voorraad|uitverkocht|agotado|sin stock|esgotado|non disponibile|esaurito|rupture de stock|épuisé|indisponible|slutsåld|utsolgt|udsolgt|niedostępny|vyprodáno|loppuunmyyty|нет в наличии|tükendi|品切れ|품절)(?![\p{L}])/iu;
const PRE_ORDER = /\b(pre-?order|vorbestell\w*|précommande)\b/i;

/** A stock note about one size, colour or variant ("Size L is sold out", "Größe M ausverkauft", "Taille 42 épuisée"). */
const ONE_VARIANT =
  /^(?:size|colou?r|variant|option|größe|grösse|farbe|variante|taille|couleur|talla|color|taglia|colore|maat|kleur|storlek|färg|størrelse|farve|rozmiar|kolor|velikost|barva)\s+\S+\s+(?:is|ist|est|está|è|is|är|er|jest|je)?\s*(?:sold out|out of stock|ausverkauft|nicht verfügbar|épuisée?|en rupture|agotad[ao]|esaurit[ao]|uitverkocht|slutsåld|udsolgt|utsolgt|wyprzedan[ya]|vyprodán[ao])/iu;
/** A variant picker's own line ("Kolor: grafitowy · oliwkowy – chwilowo niedostępny"): each option's stock, not the product's. */
const PICKER_LINE =
  /^(?:size|colou?r|variant|option|größe|grösse|farbe|variante|taille|couleur|talla|color|taglia|colore|maat|kleur|storlek|färg|størrelse|farve|rozmiar|kolor|velikost|barva)\s*:/iu;
export const oneVariantNote = (text: string) => ONE_VARIANT.test(text) || PICKER_LINE.test(text);

/** A stock note as a schema.org availability URL, when the note says one clearly. */
/** A stock count written as such ("Current Stock: 0", "Lagerbestand: 12", "Stock : 3"); group 1 is the count. */
const STOCK_COUNT =
  /(?<![\p{L}])(?:current stock|stock|in stock|lagerbestand|bestand|existencias|disponibilità|voorraad)\s*:\s*(\d+)(?![\d.,])/iu;

export function availabilityOf(text: string): string | null {
  if (OUT_OF_STOCK.test(text)) return 'https://schema.org/OutOfStock';
  const count = STOCK_COUNT.exec(text);
  if (count) return count[1] === '0' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
  if (PRE_ORDER.test(text)) return 'https://schema.org/PreOrder';
  if (IN_STOCK.test(text) || /^instock$/i.test(text.replace(/\s/g, ''))) return 'https://schema.org/InStock';
  return null;
}

/**
 * How much a recipe makes, written as a phrase rather than a label ("Makes 1 drink", "Serves 4", "Yields 12 rolls",
 * "Für 4 Personen", "Pour 6 personnes", "Para 4 personas", "Voor 4 personen", "Per 4 persone", "Dla 4 osób").
 */
export const RECIPE_YIELD =
  /(?<![\p{L}])(?:(?:makes|serves|yields?)\s*:?\s+(\d+(?:\s*[–-]\s*\d+)?(?:\s+\p{L}{3,})?)|(?:für|pour|para|voor|per|dla)\s+(\d+(?:\s*[–-]\s*\d+)?\s+(?:personen|personnes|personas|persone|pessoas|osób|osoby|portionen|portions|porciones|porzioni|porções|porties))|(\d+(?:\s*[–-]\s*\d+)?\s?(?:kişilik|porsiyon|servings|人分|인분)))(?![\p{L}])/iu;
const NOT_A_UNIT = /\s+(?:and|with|for|the|as|or|but|from|und|mit|et|avec|con|met)$/i;

/**
 * The yield a phrase states ("Makes 1 drink" -> "1 drink", "Serves 4 as a main" -> "4", "6 kişilik", "2人分"); null when it
 * states none.
 */
export function yieldOf(text: string): string | null {
  const match = RECIPE_YIELD.exec(text);
  return match ? (match[1] ?? match[2] ?? match[3])!.replace(NOT_A_UNIT, '') : null;
}

const REVIEWS_WORD =
  'reviews?|ratings?|votes?|تقييمات?|تقييم|مراجعات?|évaluations?|stimmen|votos|voti|stemmen|stemmer|röster|głos(?:y|ów)|avis|\\p{L}*bewertungen|\\p{L}*rezensionen|beoordelingen|recensies|reseñas|opiniones|valoraciones|recensioni|avaliações|opinii|opinie|opinia|recenzji|omdömen|recensioner|hodnocení|recenzí|anmeldelser|vurderinger|arvostelua|レビュー|件のレビュー|리뷰|후기|상품후기|구매후기|評價|评价|評論|đánh giá';
/**
 * How many reviews a rating summary counts: "128 reviews", "86 Bewertungen", "312 opinii", "25 customer ratings", or the count in brackets
 * after the word ("Avis clients (23)", "Reviews (14)", PrestaShop's and many themes' tab titles), or with a counter word after
 * it as Korean and Japanese write it ("리뷰 328건", "（12件）"), never the scale before it ("4.8 / 5 상품후기"). See reviewCountOf.
 */
export const REVIEW_COUNT = new RegExp(
  `(?<!\\/\\s*)(\\d[\\d,.]*)\\s*(?:(?:customer|verified|google|product)\\s+)?(?:${REVIEWS_WORD})(?![\\p{L}])|(?<![\\p{L}])(?:${REVIEWS_WORD})(?:\\s+\\p{L}{1,12})?\\s*\\(?(\\d[\\d,.]*)(?:\\)|\\s*(?:건|개|件|條|条))|[（(](\\d[\\d,.]*)\\s*件[）)]`,
  'iu',
);
/** The count a REVIEW_COUNT match read, without its thousands separators. */
export const reviewCountOf = (match: RegExpMatchArray): string => match.slice(1).find(Boolean)!.replace(/[,.]/g, '');

/**
 * `4.6 out of 5 · 128 reviews` -> rating and count; null unless both are written. A rating widget that writes no scale
 * ("4.7 star rating · 212 Reviews", "4.7 Based on 212 reviews", "4.7 de 31 avis") rates in stars out of five, Google's
 * default scale: its value is read with no `bestRating`, when the widget's text starts with it or writes it right
 * before the count.
 */
export function ratingOf(text: string): { ratingValue: string; bestRating?: string; reviewCount: string } | null {
  const value = /(\d(?:[.,]\d{1,2})?)\s*(?:out of|\/|von|sur|de|av|van|su|z)\s*(5|10)\b/i.exec(text);
  const count = REVIEW_COUNT.exec(text);
  if (!count) return null;
  const reviewCount = reviewCountOf(count);
  if (value) return { ratingValue: value[1]!.replace(',', '.'), bestRating: value[2]!, reviewCount };
  const stars = /^[\s★☆]*([0-4][.,]\d{1,2}|5[.,]0{1,2}|[1-5])(?=\s|$)/.exec(text);
  // "… 4.7 de 31 avis", "4,6 from 28 reviews": a decimal right before the count, at most a short word between them.
  const before = text.slice(0, count.index).match(/(?<![\d.,])([0-4][.,]\d{1,2}|5[.,]0{1,2})\s+(?:\p{L}{1,6}\s+)?$/u);
  const rated = before?.[1] ?? stars?.[1];
  return rated && rated !== reviewCount ? { ratingValue: rated.replace(',', '.'), reviewCount } : null;
}

/**
 * A CMS's account, not a person: Joomla publishes as "Super User", WordPress sites often as "admin", or as the login
 * that posted ("gbgc_webmaster", "site.editor2").
 */
export const isCmsAccount = (name: string): boolean =>
  /^(?:super ?user|admin|administrator|administrateur|administrador|amministratore|webmaster|site admin)$/i.test(name) ||
  // A login that ends or starts with its role ("pbhadmin", "admin2", "shopwebmaster"), written in lower case as logins are.
  /^[\p{Ll}\d]*(?:admin|webmaster)[\p{Ll}\d]*$/u.test(name) ||
  /^[\p{Ll}\d]+(?:[._-][\p{Ll}\d]+)+$|_|@/u.test(name) ||
  // A long word in lower case, as a login is and a person's name never is ("slowroadsmia" for "Mia Trevaskis").
  /^[\p{Ll}\d]{8,}$/u.test(name);

/** `By Jordan Blake, Staff Reporter` -> `Jordan Blake`; null when what is left does not look like a name. */
export function personName(byline: string): string | null {
  const name = byline
    // "Words by", "Text und Fotos von", "Un article de": a short lead-in before the name.
    .replace(
      /^\s*(?:(?:words|story|reporting|photos?|text|texte|fotos?|und|and|&|written|posted|geschrieben|verfasst|article|écrit|rédigé|escrito|geschreven)\s+){1,3}(?:by|von|par|door|por)\s+/iu,
      '',
    )
    .replace(
      /^\s*(written by|recipe by|(?:une )?recette de|receta de|ricetta di|receita de|publicat de|scris de|rețetă de|by|par|von|door|por|di|av|af|przez|text|autor(?:in)?|auteur|author)\s*:?\s+/i,
      '',
    )
    .split(/\s*[,·|•–—]\s*|\s+(?:on|le|am|publié|published|veröffentlicht)\s+/i)[0]!
    .trim();
  // Capitalised words, with the lower-case particles surnames carry between them ("Fleur van Dijk", "Ana de la Cruz").
  if (isCmsAccount(name)) return null;
  // A Greek byline names its writer in the genitive after "Της"/"Του" ("Της Μαρίας Σταυρακάκη"): the name as it is.
  const greek = /^(Της|Του)\s+(\p{Lu}.*)$/u.exec(name);
  if (greek) return personName(greekNominative(greek[2]!, greek[1] === 'Της'));
  return (/^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:van|von|de|der|den|du|da|di|del|della|dos|das|do|la|le|ten|ter|zu|y)\s+){0,3}\p{Lu}[\p{L}'’.-]*){0,4}$/u.test(
    name,
  ) ||
    CJK_PERSON.test(name)) &&
    name.length <= 60
    ? name
    : null;
}

/**
 * Greek names from the genitive a byline writes back to the nominative, for the common endings only: a woman's "-ας"
 * and "-ης" ("Μαρίας" -> "Μαρία"), a man's "-ου" ("Γιώργου Παπαδόπουλου" -> "Γιώργος Παπαδόπουλος").
 */
function greekNominative(words: string, feminine: boolean): string {
  return words
    .split(/\s+/)
    .map((word) => (feminine ? word.replace(/([αη])ς$/u, '$1') : word.replace(/ου$/u, 'ος')))
    .join(' ');
}

/** A name in a script without capitals: two to four Hangul or Han characters ("한지우", "王小明"). */
const CJK_NAME = /^[\p{Script=Hangul}\p{Script=Han}]{2,4}$/u;
/** A Japanese, Chinese or Korean name as a byline writes it, which has no capitals ("佐藤みなみ", "佐藤 みなみ", "한지우"). */
const CJK_PERSON =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{2,8}(?:[ \u3000][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{1,8})?$/u;
/** The lead-in of a byline in Korean, Chinese or Japanese ("글", "文", "著", "作者"). */
const CJK_LEAD = /^\s*(?:글|기사|文|著|作者[:：]?|記者)\s*/u;

/**
 * Every author a byline names: "By Anna Reid and Tom Berger", "Von A und B", "글 한지우·문태오" -> each name, in order;
 * an empty list when a part does not read as a name.
 */
export function personNames(byline: string): string[] {
  const lead = byline.replace(CJK_LEAD, '');
  const cjk = lead !== byline ? lead.split(/\s*[|]\s*/)[0]!.split(/\s*[·,、]\s*/) : [];
  if (cjk.length > 0 && cjk.every((name) => CJK_NAME.test(name))) return cjk;
  // "By Anna Reid and Tom Berger | 3 min read": the names before the byline's first separator, split at "and".
  const [first, ...others] = byline.split(/\s*[|•]\s*/)[0]!.split(/\s+(?:and|und|et|y|e|en|og|och|&)\s+/iu);
  // "Por Mariana Ochoa, Daniel Tlapanco y Renata Ibarra -": a list whose last name follows "y", a dash after it.
  const listed = others.length > 0 && first!.includes(',') ? commaNames(first!) : null;
  const names = [...(listed ?? [personName(first!)]), ...others.map((other) => personName(other.replace(/\s+[-–—]\s*$/, '')))];
  if (others.length === 0 && first!.includes(',')) return commaNames(first!) ?? (names[0] ? [names[0]] : []);
  return names.every(Boolean) ? (names as string[]) : names[0] ? [names[0]] : [];
}

/**
 * What a byline writes after a name that is no second writer: a role ("Jane Doe, Senior Editor"), a publication
 * ("…, Associated Press", "…, The Daily Post") or a place ("…, New York", "…, Santa Fe").
 */
const NOT_A_WRITER =
  /\b(?:editor|reporter|writer|correspondent|staff|contributor|journalist|columnist|photographer|intern|director|manager|founder|redakteur(?:in)?|rédact(?:eur|rice)|redactor|redattore|redattrice|journalistin|journaliste|periodista|giornalista|press|times|news|post|herald|tribune|journal|daily|gazette|reuters|agency|agence|agentur|media|magazine)\b|^(?:the|new|san|santa|los|las|el|le|la|saint|st\.?|fort|port|north|south|east|west|upper|lower|mount)\s/i;
/** "Dana Whitfield, Marcus Oyelaran" (Ghost lists its authors so): two to four names, each a person's, none a role. */
function commaNames(byline: string): string[] | null {
  const parts = byline.split(/\s*,\s*/);
  const writer = (part: string) => !NOT_A_WRITER.test(part) && /^\S+(?:\s+\S+){1,2}$/.test(part.trim());
  if (parts.length > 4 || !parts.slice(1).every(writer)) return null;
  const names = parts.map((part, i) => (i === 0 ? personName(part) : personName(part.trim())));
  return names.every(Boolean) ? (names as string[]) : null;
}

/** `By Leva Milano` -> `Leva Milano`; `Marque : Iwachu` -> `Iwachu`; "Vondel Bags" keeps its "Von". */
export function vendorName(text: string): string | null {
  const name = text
    .replace(/^\s*(by|par|von|brand|marque|marke|marka|μάρκα|marca|marchio|merk|značka|hersteller)(?:\s*:\s*|\s+)/iu, '')
    .trim();
  return name && name.length <= 60 && !/\d{3}/.test(name) ? name : null;
}

/** A company's legal form after its name ("Magazyny Wisła Sp. z o.o.", "Nordlicht GmbH", "Acme Ltd", "Lda."). */
export const LEGAL_FORM =
  /\p{L}.*\s(?:sp\. z o\.o\.|s\.a\.|gmbh|ag|kg|ug|ltd\.?|limited|llc|inc\.?|plc|ab|as|a\/s|oy|lda\.?|s\.l\.|s\.r\.l\.|srl|s\.p\.a\.|spa|b\.v\.|bv|n\.v\.|sarl|sas|s\.a\.s\.|s\.r\.o\.|spol\. s r\.o\.|a\.s\.|k\.s\.|v\.o\.s\.|kft\.?|zrt\.?|bt\.?|s\.n\.c\.|s\.c\.)$/iu;

export interface PostalAddressValue {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  /** The ISO 3166-1 code of the country a part names ("España" -> ES). */
  addressCountry?: string;
}

/**
 * Street words, street suffixes and abbreviated street types in the languages read ("Via Roma", "Ravnsborggade 9",
 * "Av. da Igreja"): one list for this address reader and the page reader that finds address lines.
 */
export const STREET_NAMES = String.raw`\b(?:rue|avenue|boulevard|place|chemin|quai|route|calle|avenida|paseo|plaza|carrer|carretera|carrera|circular|camino|diagonal|transversal|jirón|pasaje|lebuh|lorong|persiaran|lebuhraya|estrada|rodovia|via|viale|piazza|corso|strada|vicolo|contrada|localit(?=à)|frazione|rua|largo|travessa|praça|ulica|aleja|calea|șoseaua|bulevardul)\b|\b(?:jalan|jl\.|jln\.)(?=\s)|\p{L}(?:straat|laan|gracht|plein|kade|gatan|vägen|gränd|torget|gade|vej|stræde|torv|plads|tie|katu|kuja|polku|väylä|gata|veien|vei)\s+\d|(?<![\p{L}])(?:utca|út|tér|körút|u\.)\s+\d|(?<![\p{L}])(?:str|nr|cad|sok|sk|mah|ул|пр)\.\s*\p{Lu}|(?<![\p{L}])(?:av|avda|r|pç|trav|ul|al|pl|pza|bd)\.\s*(?:d[aeo]s?\s+|del?\s+)?\p{Lu}`;
// "Unit 104 – 2250 Enterprise Way": a unit before the numbered street, a dash between them (Canada).
const STREET = new RegExp(
  String.raw`^\d+[a-z]?\s+\p{L}|^(?:unit|suite|ste\.?|apt\.?)\s*\w{1,5}\s+[–—-]\s+\d+[a-z]?\s+\p{L}|(?:straße|strasse|str\.|weg|platz|allee|gasse)\s+\d|${STREET_NAMES}`,
  'iu',
);
const STREET_WORD =
  /\b(road|rd|street|st|avenue|ave|boulevard|blvd|lane|drive|way|place|court|wharf|quay|terrace|crescent|mews|parade)\b\.?/i;
/** A US state's code or name and its ZIP code after the town ("OH 43228", "Ohio 43228", "New York 10001-2345"). */
const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
const US_REGION_ZIP = new RegExp(`^([A-Z]{2}|${US_STATES})\\s+(\\d{5}(?:-\\d{4})?)$`);
/** A Canadian province's code and postcode on a line after the town's ("Guelph" / "ON N1H 3V4"), as the US writes its. */
// "BC V1Y 8R1", or the province written out ("British Columbia V1Y 8R1").
const CA_REGION_POSTCODE =
  /^([A-Z]{2}|Ontario|Qu[ée]bec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland and Labrador|Prince Edward Island|Yukon|Northwest Territories|Nunavut)\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/;
/**
 * "04275 Leipzig", "75011 Paris", Czech "110 00 Praha 1", Portuguese "4000-446 Porto", Polish "00-838 Warszawa", Swedish "113 52 Stockholm",
 * Italian "40122 Bologna (BO)" with its province, Belgian "5030 Gembloux (Sauvenière)" with its village (left out),
 * Argentine "X5000 Córdoba" with its province letter before the digits (and "C1043AAZ" in the newer form).
 */
// Czech and Slovak towns carry their district's number ("110 00 Praha 1"): it is part of the town as written.
const ZIP_CITY =
  /^(\d{4,5}|[A-HJ-NP-Z]\d{4}(?:[A-Z]{3})?|\d{4}-\d{3}|\d{2}-\d{3}|\d{3}\s\d{2})\s+(?:[–-]\s+)?(\p{Lu}[\p{L} .'/-]*?\p{L}(?:\s\d{1,2})?)(?:\s+\((?:(\p{Lu}{2})|\p{Lu}[\p{L} .'-]{1,38})\))?$/u;
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}$/;
/** An Irish Eircode ("H91 E2K7", "D6W Y8X2"), on a line of its own after the town's. */
const EIRCODE_CODE = String.raw`(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}`;
const EIRCODE = new RegExp(`^${EIRCODE_CODE}$`);
/** …or after the town on the same line ("Cork T12 K8X4"). */
const TOWN_EIRCODE = new RegExp(String.raw`^(\p{Lu}[\p{L} .'-]+?)\s+(${EIRCODE_CODE})$`, 'u');
/**
 * "Rua de Santa Catarina, 512", "Via Roma, 12", "Rua XV de Novembro, 842 – Centro": the number after the comma (with
 * the district a Brazilian address writes after it) belongs to the street, as does a road's kilometre ("Estrada
 * Nacional 222, km 3").
 */
const HOUSE_NUMBER =
  /^(?:\d{1,5}(?:\s?[a-zA-Z]|\/[a-zA-Z\d]{1,3})?(?:\s+[–-]\s+\p{Lu}[\p{L} ]{0,30})?|[kK]m\.?\s?\d{1,3}(?:[.,]\d{1,3})?)$/u;
/** A label before an address part ("Registered office: 22 Jamaica Street", "Adresse : 12 rue …"). */
const PART_LABEL = /^\p{L}[\p{L} ()'’-]{2,40}\s?:\s+(.+)$/u;
/**
 * A street named without a street word, with its house number ("Havnepromenaden 6", "Storgata 12B"), or with the two
 * numbers Czech and Slovak addresses give ("Technická 2710/6").
 */
const NAME_AND_NUMBER = /^\p{Lu}[\p{L}.' -]{2,40}\s\d{1,4}(?:\/\d{1,4})?[a-zA-Z]?$/u;
/** Brazilian addresses: "Curitiba – PR" or "Goiânia/GO" (town and state), then "80020-310" or "CEP 80020-310". */
const BR_CITY_STATE = /^(\p{Lu}[\p{L} .'-]*?\p{L})(?:\s+[–-]\s+|\s*\/\s*)([A-Z]{2})$/u;
const BR_CEP = /^(?:CEP:?\s*)?(\d{5}-\d{3})$/;
/** Dutch postcodes carry two letters: "3511 AV Utrecht". */
const NL_ZIP_CITY = /^(\d{4}\s?[A-Z]{2})\s+(\p{Lu}[\p{L} .'-]+)$/u;
/** Australian addresses end with the state and a four-digit postcode: "Bibra Lake WA 6163", or "Bibra Lake, WA 6163". */
const AU_STATES = 'NSW|VIC|QLD|WA|SA|TAS|ACT|NT';
const CITY_AU_STATE_POSTCODE = new RegExp(`^(\\p{Lu}[\\p{L} .'-]*?)\\s+(${AU_STATES})\\s+(\\d{4})$`, 'u');
const AU_STATE_POSTCODE = new RegExp(`^(${AU_STATES})\\s+(\\d{4})$`);
const CITY_UK_POSTCODE = /^(\p{Lu}[\p{L} .'-]+?)\s+([A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})$/u;

/**
 * A line that is only a phone number: "(717) 555-0148", "+49 8322 96470", "038 421 77 90". Nine digits at least, or a
 * "+" or an area code in brackets: postcodes written with a dash have fewer ("80020-310", "4000-446").
 */
export const phoneNumber = (part: string) =>
  /^\+?\(?\d[\d\s()./-]{6,}\d$/.test(part) && (/^[+(]/.test(part) || part.replace(/\D/g, '').length >= 9);

/** A Japanese address's block and building numbers after a town's name ("北白川西町88-4", "中崎2-5-18"). */
export const JAPANESE_BLOCK = String.raw`[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]\d{1,4}(?:[-−‐]\d{1,4})+`;
/**
 * A Japanese address, written from the largest part down: "〒606-8267 京都府京都市左京区北白川西町88-4 1F" is the postcode,
 * the prefecture (京都府), the city with its ward (京都市左京区) and the block with the building's floor.
 */
const JAPANESE_POSTCODE = /〒\s?(\d{3}-\d{4})/u;
const JAPANESE_PLACE = new RegExp(
  String.raw`^(東京都|北海道|(?:京都|大阪)府|\p{Script=Han}{2,3}県)?(\p{Script=Han}{1,6}?[市区町村郡](?:\p{Script=Han}{1,4}?区)?)(\S*${JAPANESE_BLOCK}.*)$`,
  'u',
);

function japaneseAddress(lines: string[]): PostalAddressValue | null {
  const postcode = JAPANESE_POSTCODE.exec(lines.join(' '));
  const place = lines.map((line) => JAPANESE_PLACE.exec(line.replace(JAPANESE_POSTCODE, '').trim())).find(Boolean);
  // A prefecture or a postcode makes it an address; a ward and a number alone may be anything.
  if (!place || (!postcode && !place[1])) return null;
  return {
    streetAddress: place[3]!.trim(),
    addressLocality: place[2]!,
    ...(place[1] ? { addressRegion: place[1] } : {}),
    ...(postcode ? { postalCode: postcode[1]! } : {}),
  };
}

/**
 * A Korean road-name address, from the largest part down: "서울특별시 마포구 동교로46길 25 (연남동) 1~2층" is the city or
 * province (서울특별시), the district (마포구) and the road with its building number, the neighbourhood and floors after
 * it; the postcode is five digits written apart ("우편번호 03982", "(04782)").
 */
const KOREAN_ROAD = String.raw`[가-힣\d]+(?:로|길)\s?\d+(?:-\d+)?`;
const KOREAN_PLACE = new RegExp(
  String.raw`(?:^|\s)(?:([가-힣]+(?:특별시|광역시|특별자치시|특별자치도|도))\s)?([가-힣]+(?:구|군|시))\s(${KOREAN_ROAD}.*)$`,
  'u',
);
const KOREAN_POSTCODE = /(?:우편번호\s*|\()(\d{5})\)?/u;

function koreanAddress(lines: string[]): PostalAddressValue | null {
  const place = lines.map((line) => KOREAN_PLACE.exec(line.replace(KOREAN_POSTCODE, '').trim())).find(Boolean);
  if (!place) return null;
  const postcode = KOREAN_POSTCODE.exec(lines.join(' '));
  return {
    streetAddress: place[3]!.trim(),
    addressLocality: place[2]!,
    ...(place[1] ? { addressRegion: place[1] } : {}),
    ...(postcode ? { postalCode: postcode[1]! } : {}),
  };
}

/**
 * A Hebrew address: the street with its number ("שדרות מוריה 45", "רח' הנביאים 12"), a neighbourhood perhaps, and the
 * town with its seven-digit postcode ("חיפה 3457312").
 */
const HEBREW_STREET_WORD = String.raw`(?:רחוב|רח['׳]|שדרות|שד['׳]|דרך|סמטת|כיכר|שביל)`;
const HEBREW_WORDS = String.raw`[\u05D0-\u05EA"'׳״ -]+`;
const HEBREW_STREET = new RegExp(String.raw`^${HEBREW_STREET_WORD}?\s*${HEBREW_WORDS}\s\d+[א-ת]?$`, 'u');
const HEBREW_TOWN_POSTCODE = new RegExp(String.raw`^(${HEBREW_WORDS}?)\s+(\d{7})$`, 'u');

function hebrewAddress(lines: string[]): PostalAddressValue | null {
  const parts = lines.flatMap((line) => line.split(/\s*,\s*/)).map((part) => part.trim());
  const street = parts.find((part) => HEBREW_STREET.test(part));
  const town = parts.map((part) => HEBREW_TOWN_POSTCODE.exec(part)).find(Boolean);
  if (!street || !town) return null;
  return { streetAddress: street, addressLocality: town[1]!.trim(), postalCode: town[2]! };
}

/**
 * A Chinese address, from the largest part down, as Taiwan and mainland China write it: "103 台北市大同區迪化街一段 138 號"
 * is the postcode, the city (台北市), the district (大同區) and the street with its number (號); "上海市静安区南京西路1266号" the same
 * without a postcode.
 */
const CHINESE_PLACE =
  /^(?:(\d{3,6})\s*)?(\p{Script=Han}{1,5}[市縣县])\s*(\p{Script=Han}{1,4}[區区鄉乡鎮镇])?\s*(\p{Script=Han}[\p{Script=Han}\d\s]{0,30}\d+\s*[號号](?:[\p{Script=Han}\d\s-]{0,12}[樓楼F])?)$/u;

/**
 * A Hong Kong address, which has no postcode or city: its region (九龍, 香港, 新界), its district and the street with its
 * number ("九龍深水埗福華街 168 號地舖").
 */
const HK_DISTRICT =
  '中西區|灣仔|東區|南區|油尖旺|深水埗|九龍城|黃大仙|觀塘|荃灣|屯門|元朗|北區|大埔|西貢|沙田|葵青|離島|旺角|尖沙咀|油麻地|銅鑼灣|中環|上環|西環|北角|鰂魚涌|太子|土瓜灣|紅磡|荔枝角|長沙灣|將軍澳|葵涌|青衣|大角咀|何文田|九龍灣|牛頭角|柴灣|筲箕灣|香港仔|鴨脷洲|堅尼地城|西營盤|跑馬地|天后';
const HK_PLACE = new RegExp(
  String.raw`^(九龍|香港島?|新界)?\s*(${HK_DISTRICT})\s*(\p{Script=Han}[\p{Script=Han}\d\s]{0,20}?(?:街|道|路|里|坊)\s*\d+\s*[號号].{0,12})$`,
  'u',
);

function chineseAddress(lines: string[]): PostalAddressValue | null {
  const hk = lines.map((line) => HK_PLACE.exec(line.trim())).find(Boolean);
  if (hk)
    return { streetAddress: hk[3]!.trim(), addressLocality: hk[2]!, ...(hk[1] ? { addressRegion: hk[1] } : {}), addressCountry: 'HK' };
  const place = lines.map((line) => CHINESE_PLACE.exec(line.replace(/^\p{L}{1,6}[:：]\s*/u, '').trim())).find(Boolean);
  if (!place) return null;
  // The district is the street's part of town, written with it ("大同區迪化街一段 138 號"); the city is the locality.
  return {
    streetAddress: `${place[3] ?? ''}${place[4]!.trim()}`,
    addressLocality: place[2]!,
    ...(place[1] ? { postalCode: place[1] } : {}),
  };
}

/**
 * An Arabic address as the Gulf writes it, from the street up: "طريق أنس بن مالك، حي الملقا، الرياض ١٣٥٢٤" is the road
 * (طريق, or a street: شارع), its district (حي), the city and its five-digit postcode, in Eastern Arabic digits or not.
 */
const ARABIC_STREET = /^(?:[\d\u0660-\u0669]{1,4}\s)?(?:طريق|شارع|ش\.)\s[\u0621-\u064A ]+$/u;
const ARABIC_TOWN_POSTCODE = /^([\u0621-\u064A ]+?)\s+([\d\u0660-\u0669]{5})$/u;
/** A shop's or office's number and its building, written before the street ("محل رقم 4، بناية الفلاح"). */
const ARABIC_PREMISES = /^(?:محل|مكتب|بناية|مبنى|برج|فيلا|الطابق)(?:\s|$)/u;

function arabicAddress(lines: string[]): PostalAddressValue | null {
  const parts = lines.flatMap((line) => line.replace(/^[^:：]{1,30}[:：]\s*/u, '').split(/\s*[،,]\s*/)).map((part) => part.trim());
  const at = parts.findIndex((part) => ARABIC_STREET.test(part));
  if (at < 0) return null;
  let from = at;
  while (from > 0 && ARABIC_PREMISES.test(parts[from - 1]!)) from--;
  // The district (حي) is the street's part of town, written with it.
  const district = parts[at + 1]?.startsWith('حي ') ? [parts[at + 1]!] : [];
  const streetAddress = [...parts.slice(from, at + 1), ...district].join('، ');
  const town = parts.map((part) => ARABIC_TOWN_POSTCODE.exec(part)).find(Boolean);
  if (town) {
    return { streetAddress, addressLocality: town[1]!.trim(), postalCode: westernDigits(town[2]!) };
  }
  // The Gulf writes no postcode: the town is the part before the country that closes the address.
  const country = countryCode(parts.at(-1) ?? '');
  const locality = parts.at(-2);
  return country && locality && parts.length - 2 > at ? { streetAddress, addressLocality: locality, addressCountry: country } : null;
}

/**
 * A Thai address from the house number up: "27/3 ถนนราชดำเนิน ตำบลศรีภูมิ" (number, road, subdistrict), then "อำเภอเมือง
 * เชียงใหม่ จังหวัดเชียงใหม่ 50200" (district, province, postcode). The district is the locality, the province the region.
 */
const THAI_STREET = /^\d+(?:\/\d+)?\s*(?:ถนน|ถ\.|ซอย|ซ\.)/u;
function thaiAddress(lines: string[]): PostalAddressValue | null {
  const street = lines.find((line) => THAI_STREET.test(line.trim()));
  const rest = lines.join(' ');
  const postcode = /(?<!\d)(\d{5})(?!\d)/.exec(rest.replace(street ?? '', ''));
  if (!street || !postcode) return null;
  const [own] = street.trim().split(/\s+(?=อำเภอ|เขต|จังหวัด)/u);
  const district = /(?:อำเภอ|เขต)\s?(\S+)/u.exec(rest);
  const province = /(?:จังหวัด|จ\.)\s?(\S+)/u.exec(rest);
  return {
    streetAddress: own!.trim(),
    ...(district ? { addressLocality: district[0].replace(/\s+/g, '') } : {}),
    ...(province ? { addressRegion: province[1] } : {}),
    postalCode: postcode[1]!,
  };
}

/**
 * Address lines in the scripts read apart, as the page's statements are read: a Korean road and its district, a Hebrew
 * street word and its number, a Chinese street number (號), an Arabic road with its town and postcode or its country.
 */
export const KOREAN_OR_HEBREW_ADDRESS = new RegExp(
  String.raw`[가-힣]+(?:구|군|시)\s${KOREAN_ROAD}|${HEBREW_STREET_WORD}\s${HEBREW_WORDS}\s\d+|${CHINESE_PLACE.source.slice(1, -1)}|${HK_PLACE.source.slice(1, -1)}|(?:طريق|شارع)\s[\u0621-\u064A ]+[،,].*(?:[\u0621-\u064A]\s[\d\u0660-\u0669]{5}|[،,]\s*(?:الإمارات العربية المتحدة|المملكة العربية السعودية|قطر|الكويت|البحرين|سلطنة عمان|مصر|الأردن)$)`,
  'u',
);

/** An address that says where: a street with its postcode or town, never a street or a town alone. */
export const locates = (address: { streetAddress?: unknown; postalCode?: unknown; addressLocality?: unknown } | null | undefined) =>
  Boolean(address?.streetAddress && (address.postalCode || address.addressLocality));

/** Lines of an address as the page writes them -> PostalAddress parts; only parts the text clearly gives. */
export function postalAddress(written: string[], businessName: string | null): PostalAddressValue | null {
  // An icon written before a line ("📍 Rue …", "☎") is no part of it; Japan's postcode mark "〒" is.
  const lines = written.map((line) => line.replace(/^(?:(?!〒)[\p{So}\p{Sk}\uFE0F\u200D\s])+/u, ''));
  if (lines.some((line) => JAPANESE_POSTCODE.test(line) || /[都道府県市区町村]/u.test(line))) {
    const japanese = japaneseAddress(lines);
    if (japanese) return japanese;
  }
  if (lines.some((line) => /[가-힣]/u.test(line))) return koreanAddress(lines);
  if (lines.some((line) => /\d\s*[號号]/u.test(line))) return chineseAddress(lines);
  if (lines.some((line) => /[\u0621-\u064A]/u.test(line))) return arabicAddress(lines);
  if (lines.some((line) => /[\u0E00-\u0E7F]/u.test(line))) return thaiAddress(lines);
  if (lines.some((line) => /[\u05D0-\u05EA]/u.test(line))) return hebrewAddress(lines);
  const parts = lines
    // A comma inside brackets is a note's ("ul. Józefińska 14/2 (I piętro, domofon 2)"), not the address's.
    .flatMap((line) => line.split(/\s*,\s*(?![^()]*\))/))
    // "Setor Oeste – Goiânia/GO – CEP 74110-090": a Brazilian line of neighbourhood, town and state, and CEP, dash by dash.
    .flatMap((part) => (/\b\d{5}-\d{3}\b/.test(part) ? part.split(/\s+[–—-]\s+/) : [part]))
    // "Twijnstraat 41 3511 ZH Utrecht" on one line: the house number ends the street, the postcode starts the town.
    .flatMap((part) => part.split(/(?<=\s\d{1,4}[a-z]?)\s+(?=\d{4}\s?[A-Z]{2}\s+\p{Lu}|\d{5}\s+\p{Lu})/u))
    // "Registered office: 22 Jamaica Street", "Adresse : 12 rue …": the label is no part of the address.
    .map((part) => part.trim().replace(PART_LABEL, (all, rest: string) => (/\d/.test(rest) ? rest : all)))
    // A note in brackets after a street ("ul. Karmelicka 34/2 (I piętro, domofon 2)"), and the region or district after
    // a dash that closes a postcode's line ("53037 San Gimignano (SI) – Toscana", "639 00 Brno – Štýřice"), are no part
    // of the street or the town; a province's code in brackets is read as its region ("40122 Bologna (BO)"). A note that
    // ends a sentence ("30-415 Kraków (Podgórze, 5 min od przystanku).") goes with its full stop.
    .map((part) =>
      /\d/.test(part)
        ? part.replace(/\s*\((?!\p{Lu}{2}\))[^)]*\)\.?$/u, '').replace(/^(\d[\d\s-]*\d\s.+?)\s+[–—]\s+\p{Lu}[\p{L} ]*$/u, '$1')
        : part,
    )
    // "Office: (717) 555-0148" above the street: a phone number is no part of the address.
    // A company's name with its legal form ("Pastificio Valtenna S.r.l.") is no street, however its "S.r.l." reads.
    .filter((part) => part && part.toLowerCase() !== businessName?.toLowerCase() && !phoneNumber(part) && !LEGAL_FORM.test(part));
  // "04275 Leipzig" starts like "731 Haywood Road": a part that reads as postcode and town is a street only if nothing else is.
  // "20 minutes from Clifden", "5 km from the station": directions written after the address, no street.
  const streets = parts.flatMap((part, i) => (STREET.test(part) && !DISTANCE.test(part) ? [i] : []));
  // A postcode-and-town line is never the street: with no other street, the line before it is ("Am Sandtorkai 12").
  // "2140 Fruitville Pike, Lancaster, PA 17601": a later part that gives the postcode makes it the street.
  const postcodeAfter = (i: number) =>
    parts.slice(i + 1).some((part) => [...POSTCODE_LINE, US_REGION_ZIP, AU_STATE_POSTCODE].some((p) => p.test(part)));
  const named = streets.find((i) => !ZIP_CITY.test(parts[i]!) || STREET_WORD.test(parts[i]!) || postcodeAfter(i));
  // "Havnepromenaden 6, 7100 Vejle": a name and a house number right before the postcode and town is the street, or
  // with the neighbourhood between them ("Belgrano 845, Barrio Güemes, X5000 Córdoba").
  const zipCityAt = (i: number) => ZIP_CITY.test(parts[i] ?? '');
  const streetAt =
    named ??
    parts.findIndex((part, i) => NAME_AND_NUMBER.test(part) && (zipCityAt(i + 1) || (!/\d/.test(parts[i + 1] ?? '0') && zipCityAt(i + 2))));
  // Directions after a place with no street number ("Canal Wharf, Leeds LS11 5PS" / "10 minutes' walk from Leeds
  // station"): the town and postcode it gives, no street (locates() asks for one).
  const placeOnly = () => {
    const place = parts.some((part) => DISTANCE.test(part))
      ? withPlace(
          {},
          parts.filter((part) => !DISTANCE.test(part)),
        )
      : null;
    return place?.postalCode ? place : null;
  };
  if (streetAt < 0)
    return (
      namedStreetBeforePostcode(parts, postcodeAfter) ??
      lineBeforePostcode(lines, businessName) ??
      placeOnly() ??
      streetTownCountry(lines) ??
      streetPlacesCountry(parts) ??
      vietnameseAddress(parts) ??
      numberedStreetAndPlaces(parts)
    );
  // "Szabadság út" / "117", or "1207 Sam Bass Rd" / "Suite 104": the part after the street completes it.
  // "Rua 7" / "nº 455": the number Portuguese, Spanish and Italian addresses mark ("nº", "n.", "Nr."); a unit or two
  // after it ("piso 2", "dto. B") complete the street address too.
  const completes = (part: string) => HOUSE_NUMBER.test(part) || unitPart(part) || /^(?:n[º°o]|n\.|nr\.?)\s*\d{1,5}[a-z]?$/i.test(part);
  let taken = 0;
  while (taken < 3 && completes(parts[streetAt + 1 + taken] ?? '')) taken++;
  // "Unit 4" / "17 Production Avenue": a unit written before the street is part of the street address.
  // "38, Lebuh Armenian" (Malaysia, Morocco): a house number written before the street, a comma between them.
  const premises =
    streetAt > 0 && (PREMISES.test(parts[streetAt - 1]!) || /^\d{1,5}[a-zA-Z]?$/.test(parts[streetAt - 1]!))
      ? `${parts[streetAt - 1]!}, `
      : '';
  const street = parts.slice(streetAt, streetAt + 1 + taken).join(', ');
  const address: PostalAddressValue = { streetAddress: `${premises}${street}` };
  withPlace(address, parts.slice(streetAt + 1 + taken));
  // "2040 Budaörs, Szabadság út 117.": where the postcode and town come before the street.
  return address.postalCode
    ? address
    : withPlace(
        address,
        parts.slice(0, streetAt).filter((part) => /\d/.test(part)),
      );
}

/** A distance or a travel time that opens a line of directions ("20 minutes from Clifden", "5 km vom Bahnhof"). */
const DISTANCE =
  /^\d+(?:[.,]\d+)?\s*(?:minutes?|mins?|km|kilometres?|kilometers?|miles?|mi|metres?|meters?|m|hours?|hrs?|minuten|minutos|minuti)\b/i;
/** A Mexican postcode with its label ("C.P. 44220", "CP 06700"). */
const MX_POSTCODE = /^C\.?\s?P\.?\s*(\d{5})$/i;
/** Singapore's postcode after the city-state's name ("Singapore 208808"). */
const SG_POSTCODE = /^Singapore\s+(\d{6})$/i;
const POSTCODE_LINE = [ZIP_CITY, NL_ZIP_CITY, CITY_UK_POSTCODE, UK_POSTCODE, CITY_AU_STATE_POSTCODE, EIRCODE, TOWN_EIRCODE, SG_POSTCODE];
/** A Canadian postcode ("N1H 3T4"). */
export const CA_POSTCODE = /^[A-Z]\d[A-Z]\s?\d[A-Z]\d$/;
/**
 * A town and a four-digit postcode after it, never a year ("Nelson 7010", not "Since 2014"), or a six-digit one as
 * Romania writes it ("Horezu 245800"); Singapore's is read with the city-state's country (SG_POSTCODE).
 */
const TOWN_POSTCODE = /^(?!Singapore\s)(\p{Lu}[\p{L} .'-]*?\p{L})\s+((?!19\d\d|20\d\d)\d{4}|\d{5,6})$/u;
/** A Romanian county as addresses write it after the town ("jud. Vâlcea", "județul Cluj"). */
const RO_COUNTY = /^(?:jud\.|judeţul|județul)\s*(\p{Lu}[\p{L} -]+)$/iu;
/** A South African province and its four-digit postcode ("Gauteng 0157"). */
const ZA_PROVINCE_POSTCODE =
  /^(Gauteng|Western Cape|Eastern Cape|Northern Cape|KwaZulu-Natal|Free State|Limpopo|Mpumalanga|North West)\s+(\d{4})$/;
/** An English or Welsh county as addresses write it between the town and the postcode. */
const UK_COUNTY =
  /^(?:[\p{L} ]+shire|surrey|kent|essex|(?:east |west )?sussex|norfolk|suffolk|devon|cornwall|dorset|somerset|cumbria|merseyside|middlesex|rutland|greater (?:london|manchester)|tyne and wear|west midlands|county [\p{L} ]+)$/iu;
/** A suite or unit written after the street, on a line or after a comma of its own ("Suite 104", "Ste 3B", "#210", Singapore's "#01-02"). */
const SECONDARY_UNIT = /^(?:unit|suite|ste\.?|apt\.?|apartment|flat|floor|level|#)\s*\d+[a-z]?$|^#\d{2}-\d{2,4}$/i;
/** A floor or unit that opens a line before the street's ("4th Floor, Laiboni Centre", "Level 3", "Suite 110"). */
const FLOOR = /^(?:\d{1,2}(?:st|nd|rd|th)\s+floor|(?:floor|level|suite|unit)\s+\d{1,4}[a-z]?)\b/i;
/** A unit or building line before the street's ("Unit 4", "Suite 110"): part of the street address. */
const PREMISES = /^(?:unit|suite|flat|building|floor|level|block)\s+\w+/i;

/**
 * A street named without a house number ("Colthrop Lane", British style) with the postcode after it, and the unit and
 * estate lines right before it ("Unit 4, Colthrop Business Park, Colthrop Lane").
 */
function namedStreetBeforePostcode(parts: string[], postcodeAfter: (i: number) => boolean): PostalAddressValue | null {
  const at = parts.findIndex((part, i) => STREET_WORD.test(part) && !/\d{3}/.test(part) && postcodeAfter(i));
  if (at < 0) return null;
  const unit = parts.slice(Math.max(0, at - 2), at).findIndex((part) => PREMISES.test(part));
  const start = unit < 0 ? at : Math.max(0, at - 2) + unit;
  return withPlace({ streetAddress: parts.slice(start, at + 1).join(', ') }, parts.slice(at + 1));
}
/**
 * An address written a line per element whose street line names no street word ("Unit 4, Mytholm Works" over
 * "Hebden Bridge HX7 6DL"): the line right before the postcode line is the street address, when it holds a number.
 */
function lineBeforePostcode(lines: string[], businessName: string | null): PostalAddressValue | null {
  const named = lines
    .map((line) => line.trim())
    .filter((line) => line && line.toLowerCase() !== businessName?.toLowerCase() && !phoneNumber(line));
  const at = named.findIndex((line, i) => i > 0 && POSTCODE_LINE.some((pattern) => pattern.test(line)) && /\d/.test(named[i - 1]!));
  return at < 1 ? null : withPlace({ streetAddress: named[at - 1]! }, named.slice(at));
}

/**
 * An address where no postcode is written, as in much of Latin America ("Templeman 389, Cerro Concepción" /
 * "Valparaíso, Región de Valparaíso" / "Chile"): a street line with its house number, then the town (and its region)
 * on a line of their own, closed by the country's name, which is what makes the lines an address at all. The street
 * line keeps its neighbourhood; only lines the page writes apart are read apart.
 */
function streetTownCountry(written: string[]): PostalAddressValue | null {
  // A company's name over the lines ("Savanna Hearth Safaris Ltd") is no part of the address.
  const given = written.map((line) => line.trim()).filter(Boolean);
  const lines = LEGAL_FORM.test(given[0] ?? '') ? given.slice(1) : given;
  // The country on a line of its own ("Chile"), or after the town on the last line ("Marrakech, Maroc").
  const last = lines.at(-1) ?? '';
  const inline = /^([^,\d]+),\s*([^,\d]+)$/.exec(last);
  const country = countryCode(last) ?? (inline ? countryCode(inline[2]!) : null);
  if (!country || lines.length < (countryCode(last) ? 3 : 2) || lines.length > 4) return null;
  // "Valparaíso, Región de Valparaíso" on one line, or the town and the region on a line each; with the country after
  // the town, the lines between the street and the town are its neighbourhood.
  const [street, town, ...regionLine] = (countryCode(last) ? lines.slice(0, -1) : [lines[0]!, inline![1]!]) as [
    string,
    string,
    ...string[],
  ];
  // "4th Floor, Laiboni Centre" / "Lenana Road, Kilimani" / "Nairobi, Kenya": a floor and a building over the street's
  // line; the street address runs from the floor to the street, without the neighbourhood after it.
  const below = inline ? lines[1] : undefined;
  const road = below && below !== last ? below.split(/\s*,\s*/)[0]! : '';
  if (FLOOR.test(street) && STREET_WORD.test(road) && !/\d/.test(inline![1]!))
    return { streetAddress: `${street}, ${road}`, addressLocality: inline![1]!, addressCountry: country };
  // "12, Derb Sidi Bouloukat": a house number before the street, a comma between them.
  const streetPart = /^\d+[a-z]?,\s*\p{Lu}/u.test(street) ? street.replace(',', '') : street.split(/\s*,\s*/)[0]!;
  // The town has no number; a region may ("Dublin 6", a postal district).
  if (!(NAME_AND_NUMBER.test(streetPart) || STREET.test(streetPart)) || !/\d/.test(streetPart) || /\d/.test(town)) return null;
  const [locality, region = regionLine[0]] = town.split(/\s*,\s*/);
  return {
    streetAddress: street,
    addressLocality: locality!,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: country,
  };
}

/**
 * The same closed by the country, its parts read apart (a paragraph's lines split at their commas): "4th Floor",
 * "Laiboni Centre", "Lenana Road", "Kilimani", "Nairobi", "Kenya". The street address runs from a floor or unit written
 * before the street (and the building between them) to the street; the places after it are read as townAndRegion does.
 */
function streetPlacesCountry(parts: string[]): PostalAddressValue | null {
  const country = parts.length >= 3 && parts.length <= 7 ? countryCode(parts.at(-1)!) : null;
  if (!country) return null;
  const at = parts.findIndex(
    (part) => NAME_AND_NUMBER.test(part) || (STREET.test(part) && /\d/.test(part)) || (STREET_WORD.test(part) && !/\d{3}/.test(part)),
  );
  if (at < 0) return null;
  const floor = parts.slice(Math.max(0, at - 2), at).findIndex((part) => FLOOR.test(part));
  const from = floor < 0 ? at : Math.max(0, at - 2) + floor;
  const street = parts.slice(from, at + 1).join(', ');
  const places = townAndRegion(parts.slice(at + 1, -1));
  return /\d/.test(street) && places.addressLocality ? { streetAddress: street, ...places, addressCountry: country } : null;
}

/**
 * A Vietnamese address, which writes no postcode: the house number and street, the ward ("Phường"), the district
 * ("Quận", "Huyện") and the city ("TP. Hồ Chí Minh", "Thành phố Hà Nội") or province ("Tỉnh").
 */
function vietnameseAddress(parts: string[]): PostalAddressValue | null {
  const city = parts.findIndex((part) => /^(?:TP\.|Thành phố|Tỉnh)\s+\p{Lu}/u.test(part));
  const street = parts[0];
  if (city < 1 || !street || !/^\d+[a-z]?(?:\/\d+[a-z]?)*\s+\p{Lu}/u.test(street)) return null;
  const district = parts.slice(1, city).find((part) => /^(?:Quận|Huyện|Thị xã)\s/u.test(part));
  return { streetAddress: street, ...(district ? { addressRegion: district } : {}), addressLocality: parts[city]!, addressCountry: 'VN' };
}

/**
 * An address the markup writes as one text, a line per part ("Northgate\nHeptonstall, HX7 7LX\nUnited Kingdom", as
 * Squarespace's location block does): read as any address, else its first line is the street even with no house
 * number, as many British streets and buildings have none, when the lines after it give a postcode or town.
 */
export function addressText(text: string): PostalAddressValue | null {
  const lines = text.split(/\s*\n\s*|\s*,\s*(?=\d{4,5}\s)/).filter(Boolean);
  const read = postalAddress(lines, null);
  if (locates(read) || lines.length < 2 || /\d/.test(lines[0]!)) return read;
  const place = withPlace(
    { streetAddress: lines[0]! },
    lines.slice(1).flatMap((line) => line.split(/\s*,\s*/)),
  );
  return place.postalCode ? place : read;
}

/** A place written as its postcode and town only ("1811 KX Alkmaar" after a square's name); null when no town is read. */
export function townAndPostcode(parts: string[]): PostalAddressValue | null {
  const place = withPlace({}, parts);
  return place.addressLocality && place.postalCode ? place : null;
}

/**
 * The region and town written before the postcode at `i`: the region right before it when the caller read one ("ON",
 * "Berkshire"), the town before that; a town is never a part with digits, nor one the address already has.
 */
function townBefore(address: PostalAddressValue, rest: string[], i: number, region: string | null): void {
  if (region) address.addressRegion = region;
  const town = rest[i - (region ? 2 : 1)];
  if (town && !address.addressLocality && !/\d/.test(town)) address.addressLocality = town;
}

/** The postcode, town and region the parts after the street give. */
function withPlace(address: PostalAddressValue, rest: string[]): PostalAddressValue {
  for (const [i, part] of rest.entries()) {
    let match;
    const country = countryCode(part);
    if (country) {
      address.addressCountry = country;
    } else if ((match = US_REGION_ZIP.exec(part) ?? CA_REGION_POSTCODE.exec(part) ?? AU_STATE_POSTCODE.exec(part))) {
      address.addressRegion = match[1]!;
      address.postalCode = match[2]!;
      if (i > 0 && !address.addressLocality) address.addressLocality = rest[i - 1]!;
    } else if ((match = CITY_AU_STATE_POSTCODE.exec(part))) {
      address.addressLocality = match[1]!;
      address.addressRegion = match[2]!;
      address.postalCode = match[3]!;
    } else if ((match = NL_ZIP_CITY.exec(part) ?? ZIP_CITY.exec(part))) {
      address.postalCode = match[1]!;
      address.addressLocality = match[2]!.trim();
      if (match[3]) address.addressRegion = match[3];
    } else if ((match = ZA_PROVINCE_POSTCODE.exec(part))) {
      // "Rooihuiskraal, Centurion, Gauteng 0157": the province and postcode close a South African address; the town before.
      address.addressRegion = match[1]!;
      address.postalCode = match[2]!;
      townBefore(address, rest, i, null);
    } else if (CA_POSTCODE.test(part)) {
      // "Guelph, ON, N1H 3T4": Canada writes the town and the province's code before the postcode.
      address.postalCode = part;
      townBefore(address, rest, i, i > 0 && /^[A-Z]{2}$/.test(rest[i - 1]!) ? rest[i - 1]! : null);
    } else if ((match = TOWN_POSTCODE.exec(part))) {
      // "Nelson 7010": New Zealand writes the town, then its four-digit postcode.
      address.addressLocality = match[1]!;
      address.postalCode = match[2]!;
    } else if ((match = RO_COUNTY.exec(part))) {
      address.addressRegion = match[1]!;
    } else if ((match = CITY_UK_POSTCODE.exec(part))) {
      // "Thatcham, Berkshire RG19 4NQ": the county before the postcode is the region; the town is the line before it.
      const county = UK_COUNTY.test(match[1]!.trim()) && i > 0 && !/\d/.test(rest[i - 1]!);
      address.addressLocality = county ? rest[i - 1]! : match[1]!.trim();
      if (county) address.addressRegion = match[1]!.trim();
      address.postalCode = match[2]!;
    } else if ((match = MX_POSTCODE.exec(part))) {
      // "C.P. 44220, Guadalajara, Jalisco": Mexico labels its postcode and writes the town, then the state, after it.
      address.postalCode = match[1]!;
      const [town, state] = [rest[i + 1], rest[i + 2]];
      if (town && !/\d/.test(town) && !address.addressLocality) address.addressLocality = town;
      if (state && !/\d/.test(state) && !countryCode(state)) address.addressRegion = state;
    } else if ((match = SG_POSTCODE.exec(part))) {
      // "Singapore 208808": the city-state's name and its six-digit postcode close the address.
      address.addressLocality = 'Singapore';
      address.postalCode = match[1]!;
      address.addressCountry = 'SG';
    } else if ((match = BR_CITY_STATE.exec(part))) {
      address.addressLocality = match[1]!;
      address.addressRegion = match[2]!;
    } else if ((match = BR_CEP.exec(part))) {
      address.postalCode = match[1]!;
    } else if (/^\d{4,5}$/.test(part) && i > 0 && (i === rest.length - 1 || (i === rest.length - 2 && countryCode(rest[i + 1]!)))) {
      // "14 Oxford Street, Durbanville, Cape Town, 7550": a South African postcode closes the address, after the town;
      // Squarespace writes every country's as "Camogli, GE, 16032" (town, province or state, postcode).
      address.postalCode = part;
      townBefore(address, rest, i, i > 1 && /^[A-Z]{2}$/.test(rest[i - 1]!) ? rest[i - 1]! : null);
    } else if (EIRCODE.test(part)) {
      address.postalCode = part;
      townBefore(address, rest, i, null);
    } else if ((match = TOWN_EIRCODE.exec(part))) {
      // "Cork T12 K8X4", "Co. Cork P51 W2C6": the town (or county, after the town's line) with its Eircode.
      const county = /^co\.?\s/i.test(match[1]!) && i > 0 && !/\d/.test(rest[i - 1]!);
      address.addressLocality = county ? rest[i - 1]! : match[1]!;
      address.postalCode = match[2]!;
    } else if (UK_POSTCODE.test(part)) {
      // A British postcode on a line of its own, after the town's line ("Harwick" / "CO12 3EX").
      address.postalCode = part;
      // "Thatcham" / "Berkshire" / "RG19 4NQ": a county between the town and the postcode is the region.
      townBefore(address, rest, i, i > 1 && UK_COUNTY.test(rest[i - 1]!) ? rest[i - 1]! : null);
    }
  }
  if (!address.addressLocality && !address.postalCode && !address.addressCountry) Object.assign(address, townAndRegion(rest));
  return address;
}

/**
 * The places written after a street where no postcode or country is (1 to 3 parts without digits): the last is the
 * town ("Gorriti 4850, Palermo, Ciudad Autónoma de Buenos Aires"), unless it is a region, as a region's word or a
 * department's name says ("…, Valdivia, Región de Los Ríos", "…, Medellín, Antioquia"); the town is then the part before.
 * What comes between the street and the town (a neighbourhood, a shopping centre) is neither.
 */
function townAndRegion(written: string[]): Pick<PostalAddressValue, 'addressLocality' | 'addressRegion'> {
  // "en face de l'hôtel Les Almadies Plage": a landmark written between the street and the town is no place's name.
  const places = written.filter((place) => !/^\p{Ll}/u.test(place));
  if (places.length === 0 || places.length > 3 || places.some((place) => /\d/.test(place) || !/^\p{Lu}/u.test(place))) return {};
  const last = places.at(-1)!;
  // "Alder Sound, BC": a state's or province's code after the town.
  if (!REGION.test(last) && !(places.length > 1 && /^[A-Z]{2,3}$/.test(last))) return { addressLocality: last };
  return places.length > 1 ? { addressLocality: places.at(-2)!, addressRegion: last } : {};
}

/**
 * A region written after the town: by its word ("Región de Los Ríos", "Provincia de Córdoba", "Nakuru County"), or by
 * the name of a Colombian department or an Argentine province that no town of note shares (Córdoba, Mendoza and Salta are
 * towns too, and are read as towns).
 */
export const REGION =
  /^(?:[Rr]egi[oó]n|[Pp]rovincia|[Pp]rovince|[Dd]epartamento|[Ee]stado|[Ss]tate|[Pp]refecture)\s+(?:de\s+|del\s+|of\s+)?\p{Lu}|\s(?:[Cc]ounty|[Pp]rovince|[Rr]egion|[Ss]tate)$|^(?:Antioquia|Atlántico|Boyacá|Caldas|Caquetá|Casanare|Cauca|Cesar|Chocó|Cundinamarca|Guainía|Guaviare|Huila|La Guajira|Magdalena|Meta|Nariño|Norte de Santander|Putumayo|Quindío|Risaralda|Santander|Sucre|Tolima|Valle del Cauca|Vaupés|Vichada|Chaco|Chubut|Entre Ríos|Jujuy|La Pampa|Misiones|Río Negro|Tierra del Fuego|Metro Manila)$/u;

/**
 * A street whose number follows its name (as most of Latin America and Europe write it), with no postcode or country
 * after it: "Gorriti 4850, Palermo, Ciudad Autónoma de Buenos Aires", "Carrera 43A # 7-50, Local 112" and the places
 * after. A unit written after the street ("Local 112", "Oficina 3") is part of it.
 */
function numberedStreetAndPlaces(parts: string[]): PostalAddressValue | null {
  const [street, ...rest] = parts;
  if (!street || !(NAME_AND_NUMBER.test(street) || (STREET.test(street) && /\d/.test(street)))) return null;
  const unit = rest[0] && unitPart(rest[0]) ? rest.shift()! : null;
  const places = townAndRegion(rest);
  return places.addressLocality ? { streetAddress: unit ? `${street}, ${unit}` : street, ...places } : null;
}

/** A unit of a building written after the street ("Suite 104", "#210", "Local 112", "piso 2"). */
const unitPart = (part: string) => SECONDARY_UNIT.test(part) || LOCAL_UNIT.test(part);
/** A shop's or an office's number in a building, as Spanish and Portuguese write it after the street ("Local 112"). */
const LOCAL_UNIT =
  /^(?:local|oficina|piso|depto\.?|dto\.?|dpto\.?|departamento|apto\.?|apartamento|sala|loja|conjunto)\s+(?:\d+[a-z]?|[A-Z])$/i;

/** Headings over other places than the page's own: "Notre deuxième boutique", "焙煎所・姉妹店", "Also in Bellville", "Vår andra butik". */
export const OTHER_PLACES =
  /(?<![\p{L}])(?:other|second|sister|branch(?:es)?|also (?:visit us |find us )?(?:in|at)|también (?:estamos )?en|aussi (?:à|au)|anche a|auch in|ook in|more locations|weitere|zweite|filialen?|niederlassung(?:en)?|autres?|deuxième|seconde|succursales?|otr[ao]s|segund[ao]|sucursal(?:es)?|altr[aei]|second[ao]|filial|andere|andra|anden|andre|tweede|vestiging(?:en)?|pobočk[ay]|kontaktní místo|oddział|filia|סניף|فرع|فروع)(?![\p{L}])|姉妹店|支店|分店|分院|本部|本社|본점|지점|분점/iu;

/** An e-mail address written in a text. */
export const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** A phone number's last nine digits: one number however it is written ("051 555 0192", "+390515550192"). */
export const phoneKey = (number: string) => number.replace(/\D/g, '').slice(-9);

/** The phone-number-like part of a text (`Phone: (503) 555-0142, Monday...` -> `(503) 555-0142`). */
export function phoneIn(text: string): string | null {
  const match = /\+?\(?\d[\d\s()./-]{6,}\d/.exec(text);
  return match && match[0].replace(/\D/g, '').length >= 7 ? match[0].trim() : null;
}

/** Labels of a recipe's times ("Prep time: 15 minutes", "Zubereitungszeit: 20 Min."). */
export const RECIPE_TIME =
  /^(prep(aration)? time|cook(ing)? time|total time|bake time|baking time|prep|cook|bake|total|samlet tid|total tid|temps de (préparation|cuisson|repos)|préparation|cuisson|repos|temps total|zubereitungszeit|arbeitszeit|kochzeit|backzeit|garzeit|gesamtzeit|tiempo (de (preparación|cocción)|total)|preparación|cocción|bereidingstijd|voorbereiding|voorbereidingstijd|kooktijd|baktijd|totaal|totale tijd|tempo di (preparazione|cottura)|preparazione|cottura|tempo totale|czas pracy|czas przygotowania|przygotowanie|czas pieczenia|pieczenie|czas gotowania|gotowanie|doba přípravy|příprava|doba pečení|pečení|doba vaření|forberedelse|tilberedning|bagetid|baketid|stegetid|tillagningstid|ugnstid|준비|준비 시간|준비시간|조리|조리 시간|조리시간|총 시간|총시간|소요 시간|소요시간|準備時間|調理時間|下ごしらえ|下準備|加熱|加熱時間|合計|合計時間|総時間|所要時間|總時間|总时间|hazırlık süresi|pişirme süresi|toplam süre|hazırlık|pişirme|toplam|tempo de preparo|tempo de preparação|tempo de cozimento|tempo de cozedura|tempo de forno|tempo total|preparação|cozedura|cozimento|confeção|confecção|προετοιμασία|μαγείρεμα|ψήσιμο|συνολικός χρόνος|χρόνος προετοιμασίας|χρόνος μαγειρέματος|timp de preparare|timp de gătire|timp de prăjire|timp de coacere|timp total|preparare|gătire|coacere)$/;

const HOURS_WORD =
  /^(?:h|hrs?|hours?|std\.?|stunden?|stunde|heures?|horas?|uur|godzin[ya]?|godz\.?|hodin[ya]?|or[ae]|timer|time|timme|timmar|tim|시간|時間|saat|ώρα|ώρες)$/i;
const MINUTES_WORD =
  /^(?:m|mins?|minutes?|minuten?|min\.?|minutos?|minut[ya]?|minut[io]|minutter|minuter|분|分|dakika|dk\.?|λεπτά|λεπτό)$/i;

/** `15 minutes` -> `PT15M`, `1 hour 10 min` -> `PT1H10M`, `1 Std. 30 Min.` -> `PT1H30M`; null unless the text is a duration. */
export function durationOf(text: string): string | null {
  // "20 minuti (+ 12 ore di ammollo)": what the brackets add (a soak, a rest overnight) is another step's time.
  // Romanian writes "20 de minute": the "de" between the number and its unit is no unit.
  const parts = [
    ...text
      .replace(/\([^)]*\)/g, ' ')
      .replace(/(\d)\s+de\s+/g, '$1 ')
      .matchAll(/(\d{1,3})\s*([\p{L}.]+)/gu),
  ];
  let hours = 0;
  let minutes = 0;
  for (const [, amount, unit] of parts) {
    if (HOURS_WORD.test(unit!)) hours += Number(amount);
    else if (MINUTES_WORD.test(unit!)) minutes += Number(amount);
    else return null;
  }
  if (parts.length === 0 || parts.length > 2 || (hours === 0 && minutes === 0)) return null;
  return isoDuration(hours, minutes);
}

/** Hours and minutes as ISO 8601 writes a duration (1, 15 -> `PT1H15M`; 0, 45 -> `PT45M`). */
export const isoDuration = (hours: number, minutes: number) => `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`;

/**
 * "$" is the dollar of many countries. It is the US dollar only when nothing says otherwise: an ISO code written beside
 * the amount ("$145,000 AUD") or a prefix ("A$", "C$", "NZ$") says which dollar; else the region of the page's
 * language does (en-AU -> AUD, en-CA and fr-CA -> CAD, es-MX -> MXN); a page with no region, or a region whose
 * money is not a dollar, keeps USD. Every reading of "$" (prices, salaries, the model answer's check) goes through here.
 */
const DOLLAR_OF_REGION: Record<string, string> = {
  US: 'USD',
  AU: 'AUD',
  CA: 'CAD',
  NZ: 'NZD',
  MX: 'MXN',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
};
export const PREFIXED_DOLLAR: Readonly<Record<string, string>> = {
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  S$: 'SGD',
  HK$: 'HKD',
  MX$: 'MXN',
  NT$: 'TWD',
};
const SIGN_CURRENCY: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  円: 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  원: 'KRW',
  R$: 'BRL',
  zł: 'PLN',
  kč: 'CZK',
  ft: 'HUF',
  lei: 'RON',
  '₽': 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  '₦': 'NGN',
  '₵': 'GHS',
  'GH₵': 'GHS',
  '₱': 'PHP',
  '₴': 'UAH',
  '₸': 'KZT',
  '฿': 'THB',
  '₫': 'VND',
  ksh: 'KES',
  rp: 'IDR',
  rm: 'MYR',
  'ر.س': 'SAR',
  'د.إ': 'AED',
  'ر.ق': 'QAR',
  'د.ك': 'KWD',
};
/**
 * A currency written before the amount: a sign ("$", "A$", "NZ$", "R$", "€", "£", "¥", "₹", "₺1.249,00"), "kr 349",
 * the rand's "R28 000", or an ISO code ("CHF 89.00", "EUR 49", as Swiss and many B2B shops write them).
 */
export const CURRENCY_SIGN =
  '(?:US|AU|A|CA|C|NZ|NT|S|HK|MX|R)?\\$|GH₵|[€£¥₹₩₺₽₦₵₱₴₸฿]|\\bkr\\.?(?=\\s?\\d)|\\bR(?=\\s?\\d)|\\b(?:KSh|Ksh|Rp|RM)\\.?(?=\\s?\\d)|\\b(?:CHF|EUR|USD|GBP|AUD|CAD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|INR|JPY|BRL|MXN|TRY|COP|ARS|CLP|PEN|UYU|ZAR|NGN|KES|GHS|PHP|IDR|MYR|THB|VND|EGP|MAD)(?=\\s*\\d)';
/** The ISO codes pages write beside an amount ("$145,000 AUD", "59 EUR"). */
export const CURRENCY_CODE =
  'EUR|USD|GBP|AUD|CAD|NZD|SGD|HKD|TWD|MXN|BRL|CHF|PLN|CZK|HUF|SEK|NOK|DKK|ISK|JPY|INR|COP|ARS|CLP|PEN|UYU|ZAR|SAR|AED|QAR|KWD|ILS|NGN|KES|GHS|PHP|IDR|MYR|THB|VND|EGP|MAD';
/**
 * A sign or local word written after an amount ("59,90 €", "45 $" in Quebec, "499,00 zł", "1 290 Kč", "349 kr", "12 800円", "4 990 Ft",
 * the riyal's "345 ر.س"),
 * not followed by a letter (the "kr" of "krone" or "kreativ" is no currency).
 */
export const CURRENCY_AFTER = `(?:€|円|원|₽|₺|₪|₫|ر\\.س|د\\.إ|ر\\.ق|د\\.ك|\\$(?![\\w$])|(?:zł|Kč|kr|Ft|lei|TL|${CURRENCY_CODE})(?![A-Za-z\\u00C0-\\u024F]))`;
/** "kr" is the krona or krone of the page's language: Swedish, Norwegian, Danish or Icelandic; unknown elsewhere. */
const KRONE_OF_LANGUAGE: Record<string, string> = { sv: 'SEK', nb: 'NOK', nn: 'NOK', no: 'NOK', da: 'DKK', is: 'ISK' };

/** Calling codes of dollar countries whose sites often declare only "en": their `tel:` links say where "$" is spent. */
const DOLLAR_CALLING_CODES: [string, string][] = [
  ['852', 'HK'],
  ['61', 'AU'],
  ['64', 'NZ'],
  ['65', 'SG'],
];

const DOLLAR_CODE = new RegExp(`\\b(?:${Object.values(DOLLAR_OF_REGION).join('|')})\\b`, 'g');

/**
 * The page's language with the region its phone links give (or the one dollar or peso code its text writes), where
 * the language names none: an "en" page whose
 * phone links (`tel:+61…`) are all Australian spends Australian dollars. Links to several countries, or any other country,
 * say nothing; a language with a region keeps it. With no phone link, the country of the shop's own domain.
 */
export function moneyLanguage(
  lang: string | null,
  telLinks: readonly (string | null | undefined)[],
  text = '',
  url?: string,
): string | null {
  if (!lang || /[-_]/.test(lang)) return lang;
  // "Precios en pesos mexicanos (MXN)": the one dollar or peso code the page writes names the "$" it prices in.
  const written = new Set([...text.matchAll(DOLLAR_CODE)].map((match) => match[0]));
  const [code] = [...written];
  const coded = written.size === 1 ? Object.entries(DOLLAR_OF_REGION).find(([, currency]) => currency === code)?.[0] : undefined;
  if (coded) return `${lang}-${coded}`;
  const regions = new Set(
    telLinks.flatMap((href) => {
      const digits = /^(?:tel:)?\+(\d+)/i.exec((href ?? '').replace(/[\s().-]/g, ''))?.[1];
      return digits ? [DOLLAR_CALLING_CODES.find(([code]) => digits.startsWith(code))?.[1] ?? 'other'] : [];
    }),
  );
  const [region] = [...regions];
  if (regions.size === 1 && region !== 'other') return `${lang}-${region}`;
  const hosted = regions.size === 0 && url ? dollarDomain(url) : null;
  return hosted ? `${lang}-${hosted}` : lang;
}

/**
 * The country a shop's own domain names, where it is one of the dollar's or peso's ("elmolinodelcafe.com.co",
 * "tienda.com.mx", "shop.co.nz"): a second-level "com", "co", "net" or "org" under the country's code. A bare ".co"
 * or ".ca" is left alone: start-ups use ".co" for its look.
 */
function dollarDomain(url: string): string | null {
  const labels = URL.parse(url)?.hostname.split('.') ?? [];
  const country = labels.at(-1)?.toUpperCase();
  return labels.length >= 3 && /^(?:com|co|net|org)$/.test(labels.at(-2)!) && country && DOLLAR_OF_REGION[country] ? country : null;
}

/** The dollar a page's "$" means, from the region of its language (`en-AU` -> AUD); USD when no region says otherwise. */
export function dollarOf(lang: string | null): string {
  const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(lang ?? '')?.[1]?.toUpperCase();
  return (region && DOLLAR_OF_REGION[region]) ?? 'USD';
}

/** A written currency sign or code as an ISO code (`$` by the page's language, `A$` -> AUD, `eur` -> EUR); null if unknown. */
export function currencyOf(sign: string, lang: string | null): string | null {
  const written = sign.trim();
  if (written === '$') return dollarOf(lang);
  if (/^kr\.?$/i.test(written)) return KRONE_OF_LANGUAGE[(lang ?? '').slice(0, 2).toLowerCase()] ?? null;
  // "R28 000" is the rand on a South African page; elsewhere an R before a number is a model name ("R2"), no money.
  if (written === 'R') return /^(?:[a-z]{2}-za|af|zu|xh|st|tn)\b/i.test(lang ?? '') ? 'ZAR' : null;
  // "1.249,90 TL" is the Turkish lira on a Turkish page; elsewhere "2 TL" is a teaspoon (German "Teelöffel").
  if (written === 'TL') return /^tr\b/i.test(lang ?? '') ? 'TRY' : null;
  return (
    PREFIXED_DOLLAR[written.toUpperCase()] ??
    SIGN_CURRENCY[written] ??
    SIGN_CURRENCY[written.toLowerCase()] ??
    (/^[a-z]{3}$/i.test(written) ? written.toUpperCase() : null)
  );
}

/** `28 € (ermäßigt 18 €)` -> the first amount and its currency, when the text writes one with a currency. */
export function firstPriceIn(text: string, lang: string | null): { price: string; currency: string } | null {
  const match = new RegExp(
    `(${CURRENCY_SIGN})\\s?(\\d[\\d.,\\u00a0 ]*\\d|\\d)(?:\\s?(${CURRENCY_CODE})\\b)?|(\\d[\\d.,\\u00a0 ]*\\d|\\d)\\s?(${CURRENCY_AFTER})`,
  ).exec(text);
  if (!match) return null;
  const price = plainAmount((match[2] ?? match[4])!.trim());
  // A code written beside the amount says which currency its sign means ("$25 AUD").
  const currency = currencyOf((match[3] ?? match[1] ?? match[5])!, lang);
  return price && currency ? { price, currency } : null;
}

/** An admission or price line that says the event is free ("Free", "Entrée libre", "Eintritt frei", "Ingresso libero"). */
export const FREE_ADMISSION =
  /^(?:admission:?\s*|entry:?\s*|eintritt:?\s*|entrée:?\s*|ingresso:?\s*|entrada:?\s*|toegang:?\s*)?(?:free|free admission|free entry|gratis|gratuit|gratuite|entrée (?:libre|gratuite)|kostenlos|frei|eintritt frei|freier eintritt|ingresso (?:libero|gratuito)|gratuito|gratuita|entrada (?:libre|gratuita|livre)|libre y gratuit[ao]|libre|vrije toegang|toegang gratis)(?=\s*(?:$|[.,;:!(–—·•|-]))/iu;

const EMPLOYMENT: [RegExp, string][] = [
  [
    /full[- ]?time|vollzeit|temps (?:plein|complet)|\bcdi\b|tiempo completo|jornada completa|tempo pieno|voltijd|fulltime|(?<!nie)pełny etat|pełen etat|heltid|fuldtid|tempo (?:inteiro|integral)|kokoaikai\w*|tam zamanlı|plný úvazek|정규직/i,
    'FULL_TIME',
  ],
  [
    /part[- ]?time|teilzeit|temps partiel|tiempo parcial|media jornada|part-?time|tempo parziale|deeltijd|parttime|niepełny etat|pół etatu|deltid|meio período|meio tempo|tempo parcial|osa-aikai\w*|yarı zamanlı|zkrácený úvazek|파트타임/i,
    'PART_TIME',
  ],
  // A contractor works for themselves ("contract role", "freelance", "ZZP"); a "Jaarcontract" is a fixed-term job.
  [/\bcontract(?:or)?\b|freelance|freiberuf|autónomo|autonomo|zzp|umowa zlecenie|\bb2b\b|konsult/i, 'CONTRACTOR'],
  // "unbefristet" (permanent) is the opposite of "befristet" (fixed-term).
  [
    /temporary|fixed[- ]term|(?<!un)befristet|\bcdd\b|intérim|interim|temporal|tempo determinato|tijdelijk|jaarcontract|na czas określony|visstid|termo certo|määräaikai\w*|na dobu určitou/i,
    'TEMPORARY',
  ],
  [/\bintern(?:ship)?\b|praktikum|\bstage\b|prácticas|tirocinio|stagiair|\bstaż\b|praktyki|praktik|estágio/i, 'INTERN'],
  [/mini-?job|geringfügig/i, 'PART_TIME'],
];

/** The employment types a text names, in Google's values (`Vollzeit, unbefristet` -> FULL_TIME); one, several or none. */
export function employmentTypeOf(text: string): string | string[] | null {
  const types = [...new Set(EMPLOYMENT.filter(([pattern]) => pattern.test(text)).map(([, value]) => value))];
  return types.length === 0 ? null : types.length === 1 ? types[0]! : types;
}

const SALARY_UNITS: [RegExp, string][] = [
  [
    /\b(?:per|pr\.?|an|a|pro|im|par|all'|al|i)\s+(?:hour|stunde|heure|hora|ora|uur|time|timen|timme|timmen)\b|\/\s*(?:h|hr|hour|std|stunde)\b|stundenlohn|hourly|\bstündlich/i,
    'HOUR',
  ],
  [/\b(?:per|a|pro|par|al)\s+(?:day|tag|jour|día|dia|giorno|dag)\b|\/\s*(?:day|tag)\b|\bdaily\b|tagessatz/i, 'DAY'],
  [/\b(?:per|a|pro|par)\s+(?:week|woche|semaine|semana|settimana)\b|\/\s*(?:week|woche)\b|\bweekly\b|wöchentlich/i, 'WEEK'],
  [
    /\b(?:per|pr\.?|a|pro|im|par|al|por|i)\s+(?:month|monat|mois|mes|mês|mese|maand|månaden|månad|måned|måneden|md\.)(?![\p{L}])|\/\s*(?:month|mo|monat|mies|mån|mês|mese|mese)(?![\p{L}])|\bmonthly\b|monatlich|mensuel|mensual|mensile|mensal|\bmtl\b|miesięcznie|\bmies\.|månadslön|μηνιαίως|το μήνα|τον μήνα/iu,
    'MONTH',
  ],
  [
    /\b(?:per|pr\.?|a|pro|im|par|all'|al|i|om)\s+(?:year|annum|jahr|an|año|anno|jaar|år|året)(?![\p{L}])|\/\s*(?:year|yr|jahr|an)\b|\bp\.?\s?a\.?(?![\p{L}])|\bannual(?:ly)?\b|jährlich|jahresgehalt|annuel|anual|annuo|\bbrutto\/jahr/iu,
    'YEAR',
  ],
];

/** A salary as written (`3.400 – 3.900 € brutto im Monat`) -> amounts, currency and the period when the text names one. */
export function salaryOf(
  text: string,
  lang: string | null,
): { currency: string; minValue: string; maxValue?: string; unitText?: string } | null {
  const amount = `(${LAKH_AMOUNT}|\\d{1,3}(?:[.,\\u00a0 ]\\d{3})+(?:[.,]\\d{2})?|\\d+(?:[.,]\\d{1,2})?)`;
  const symbol = `(${CURRENCY_SIGN}|${CURRENCY_AFTER})`;
  const ranges = new RegExp(
    `(?<![\\p{L}\\d])(?:${symbol}\\s?)?${amount}(?:\\s?${symbol})?(?:\\s*(?:[–—-]|bis|to|à|a|hasta|tot|and|und|en|et|y|e|do|till)\\s*(?:${symbol}\\s?)?${amount}(?:\\s?${symbol})?)?`,
    'giu',
  );
  // The first amount written with its currency ("TV-L E9, ca. 3.500 €": not the 9).
  const range = [...text.matchAll(ranges)].find((match) => match[1] ?? match[3] ?? match[4] ?? match[6]);
  if (!range) return null;
  // A code written beside the amounts ("$145,000 – $165,000 AUD") says which currency their sign means.
  const written = [range[1], range[3], range[4], range[6]].filter((sign): sign is string => Boolean(sign));
  const currencySymbol = written.find((sign) => /^[a-z]{3}$/i.test(sign)) ?? written[0];
  const low = plainAmount(range[2]!);
  // "zwischen 2.950 € und 3.650 €", "tussen € 2.950 en € 3.650": a range; "€ 2.950 and 30 days' leave" is none.
  const top = range[5] ? plainAmount(range[5]) : null;
  const high = top && Number(top) > Number(low) ? top : null;
  const currency = currencySymbol ? currencyOf(currencySymbol, lang) : null;
  if (!currency || !low) return null;
  const unit = SALARY_UNITS.find(([pattern]) => pattern.test(text))?.[1];
  return { currency, minValue: low, ...(high && high !== low ? { maxValue: high } : {}), ...(unit ? { unitText: unit } : {}) };
}

/** The enumeration values this file maps page text to: they stand for words on the page, not invented facts. */
export const MAPPED_VALUES: ReadonlySet<string> = new Set([
  ...EMPLOYMENT.map(([, value]) => value),
  ...SALARY_UNITS.map(([, value]) => value),
  // "Cuisine marocaine": the cuisine by its English name.
  ...CUISINES.map(([, name]) => name),
  // "Remote - US": a job done from home, as Google's jobLocationType names it.
  'TELECOMMUTE',
  // "Tuesdays", "every Tuesday": a schedule that repeats each week (weekly-schedule.ts), as ISO 8601 writes it.
  'P1W',
]);
