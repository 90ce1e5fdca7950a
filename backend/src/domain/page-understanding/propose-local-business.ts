import { CUISINES } from './cuisines.js';
import {
  labelledFrom,
  labelledValue,
  mainHeading,
  ownContent,
  pageUrl,
  placedFrom,
  siteEmail,
  siteNames,
  titleLead,
  type ProposalContext,
} from './proposal-context.js';
import { clockIn } from './clock-time.js';
import { setCompanyRecords } from './business-ids.js';
import { faxNumber } from './fax-number.js';
import { openingHoursOf, type OpeningHours } from './opening-hours.js';
import type { AddressStatement, PhoneStatement } from './page-statements.js';
import { EMAIL_ADDRESS, locates, OTHER_PLACES, phoneIn, phoneKey, postalAddress, type PostalAddressValue } from './read-values.js';
import { first, TracedNode, type Sourced } from './traced-node.js';
import { wordsOf } from './node-values.js';

/** Any of the words, as whole words in any script (`\b` ends a word at "é" and would miss "Café"). */
const named = (...words: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const SUBTYPES: [RegExp, string][] = [
  // A bookshop names itself so before the café upstairs or its reading room.
  [
    named(
      'bookshop',
      'bookstore',
      'book shop',
      'librairie',
      'buchhandlung',
      'librería',
      'libreria',
      'livraria',
      'boekhandel',
      'bokhandel',
      'księgarnia',
      'knihkupectví',
    ),
    'BookStore',
  ],
  // A pet shop names itself so before its grooming, its vet pharmacy ("farmácia veterinária") or its clinic.
  [
    named(
      'pet ?shop',
      'pet store',
      'tierhandlung',
      'zoohandlung',
      'animalerie',
      'tienda de mascotas',
      'dierenwinkel',
      'negozio per animali',
    ),
    'PetStore',
  ],
  // An animal clinic before any other medical word: a vet's dental care is still a vet's.
  [
    named(
      'veterinary',
      'veterinarians?',
      'vet clinic',
      'vets',
      'tierarzt\\p{L}*',
      'tierklinik',
      'vétérinaire',
      'veterinari[ao]',
      'clínica veterinária',
      'dierenarts\\p{L}*',
      'dyrlæge\\p{L}*',
      'dyrlege\\p{L}*',
      'veterinär\\p{L}*',
      'weterynar\\p{L}*',
      'veterinární',
      'veterina',
    ),
    'VeterinaryCare',
  ],
  [named('optician\\p{L}*', 'opticien', 'optiker', 'óptica', 'ótica', 'otica', 'ottica', 'opticiën', 'optyk'), 'Optician'],
  [
    named(
      'bakery',
      'boulangerie',
      'bäckerei',
      'backstube',
      'patisserie',
      'pâtisserie',
      'bakkerij',
      'panadería',
      'panaderia',
      'piekarnia',
      'pekárna',
      'bageri',
      'padaria',
    ),
    'Bakery',
  ],
  [named('café', 'cafe', 'coffee', 'kaffee', 'koffiebar', 'cafetería'), 'CafeOrCoffeeShop'],
  [
    named(
      'restaurant',
      'restaurante',
      'osteria',
      'trattoria',
      'bistro',
      'brasserie',
      'ristorante',
      'tapas',
      'eetcafé',
      'eethuis',
      'pizzeria',
      'gasthaus',
      'wirtshaus',
      'taverna',
      'tasca',
      'hawker',
      'diner',
      'eatery',
    ),
    'Restaurant',
  ],
  [
    named(
      'dentist',
      'dental',
      'dentistry',
      'zahnarzt',
      'zahnarztpraxis',
      'dentiste',
      'cabinet dentaire',
      'tandarts',
      'dentista',
      'dentária',
      'dentaria',
      'clínica dental',
      'dentysta',
      'stomatolog\\p{L}*',
      'zubař\\p{L}*',
      'tandlæge\\p{L}*',
      'tannlege\\p{L}*',
      'tandläkare',
    ),
    'Dentist',
  ],
  [
    named(
      'physio',
      'physiotherapy',
      'physiotherapist',
      'physiotherapie',
      'kinésithérapeute',
      'kinésithérapie',
      'fysiotherapie',
      'fisioterapia',
      'fisioterapeuta',
      'fizjoterapia',
      'fysioterapi',
      'fysioterapeut',
    ),
    'Physiotherapy',
  ],
  [named('notary', 'notaries', 'notaire', 'notar', 'notariat', 'notaio', 'notario', 'notaría', 'notářská kancelář', 'notář'), 'Notary'],
  [
    named(
      'law firm',
      'law',
      'lawyers?',
      'attorneys?',
      'avocats?',
      'rechtsanw\\p{L}*',
      'kanzlei',
      'anwalt\\p{L}*',
      'advocaten\\p{L}*',
      'abogados?',
      'advokátní kancelář',
      'advokát\\p{L}*',
      'kancelaria prawna',
      'studio legale',
    ),
    'LegalService',
  ],
  [
    named(
      'chartered accountants',
      'accountants?',
      'accounting firm',
      'steuerberater\\p{L}*',
      'steuerkanzlei',
      'cabinet comptable',
      'expert-comptable',
    ),
    'AccountingService',
  ],
  [
    named(
      'plumber',
      'plumbing',
      'klempner',
      'plombier',
      'loodgieter',
      'fontanero',
      'hydraulik',
      'instalatér',
      'idraulico',
      'encanador',
      'rørlegger',
      'vvs',
    ),
    'Plumber',
  ],
  [
    named(
      'locksmiths?',
      'schlüsseldienst',
      'schlosserei',
      'serrurier',
      'serrurerie',
      'slotenmaker\\p{L}*',
      'cerrajer\\p{L}*',
      'fabbro',
      'ślusarz',
      'låssmed',
      'låsesmed',
      'chaveiro',
    ),
    'Locksmith',
  ],
  [named('electricians?', 'elektriker', 'électricien', 'elektricien', 'electricista', 'elettricista', 'elektryk'), 'Electrician'],
  [named('roofers?', 'roofing', 'dachdecker\\p{L}*', 'couvreur', 'dakdekker\\p{L}*', 'tejador'), 'RoofingContractor'],
  [named('hair', 'salon', 'friseur', 'coiffeur', 'kapper', 'peluquería', 'fryzjer', 'kadeřnictví', 'frisør', 'cabeleireiro'), 'HairSalon'],
  // Rooms in a house rather than a hotel: rural tourism, B&Bs and guest rooms as each country names them.
  [
    named(
      'bed and breakfast',
      'b&b',
      'guest house',
      'turismo rural',
      'agroturismo',
      'agriturismo',
      'alojamento local',
      'casa de turismo',
      'pensão',
      "chambres? d['’]hôtes?",
      'gîte',
      'pension',
      'frühstückspension',
      'penzi[oó]n',
      'pensjonat',
      'panzió',
    ),
    'BedAndBreakfast',
  ],
  [named('hotel', 'inn', 'motel', 'guesthouse', 'gasthof', 'auberge', 'hostal'), 'Hotel'],
  [named('museum', 'museo', 'musée', 'museu', 'museums'), 'Museum'],
  // A gym calls itself one ("boutique sportschool", "Fitnessstudio", "salle de sport"): checked before the shop words, so
  // a "boutique gym" is no shop.
  [
    named(
      'gym',
      'fitness centre',
      'fitness center',
      'fitnessstudio',
      'sportschool',
      'salle de sport',
      'gimnasio',
      'palestra',
      'academia de ginástica',
    ),
    'ExerciseGym',
  ],
  // A garage that repairs cars says so ("auto repair", "Kfz-Werkstatt", "garage automobile").
  [
    named(
      'auto repair',
      'car repair',
      'auto service',
      'kfz-werkstatt',
      'autowerkstatt',
      'autogarage',
      'garage automobile',
      'taller mecánico',
      'autofficina',
    ),
    'AutoRepair',
  ],
  [
    named(
      'car dealer\\p{L}*',
      'autohaus',
      'autóház',
      'bilforhandler',
      'bilhandlare',
      'concessionnaire',
      'concesionario',
      'autosalon',
      'salon samochodowy',
      'autoliike',
    ),
    'AutoDealer',
  ],
  [
    named(
      'camping',
      'campground',
      'campsite',
      'caravan park',
      'leirintäalue\\p{L}*',
      'campingplads',
      'campingplats',
      'kemping',
      'campeggio',
    ),
    'Campground',
  ],
  [
    named(
      'pharmacy',
      'apotheke',
      'pharmacie',
      'farmacia',
      'farmácia',
      'apotek',
      'apteka',
      'lékárna',
      'apteekki',
      'gyógyszertár',
      'аптека',
      'eczane',
    ),
    'Pharmacy',
  ],
  // Scripts written without spaces between words (Japanese, Korean) and Hebrew: the kind of business by its word alone.
  [/歯科|デンタルクリニック|치과|מרפאת שיניים/u, 'Dentist'],
  [/動物病院|동물병원|מרפאה וטרינרית|וטרינר/u, 'VeterinaryCare'],
  [/美容室|ヘアサロン|미용실|헤어샵|מספרה/u, 'HairSalon'],
  [/カフェ|珈琲|喫茶|카페|커피|בית קפה/u, 'CafeOrCoffeeShop'],
  [/レストラン|食堂|레스토랑|식당|מסעדה/u, 'Restaurant'],
  [/ベーカリー|パン屋|베이커리|빵집|מאפייה/u, 'Bakery'],
  [/旅館|ホテル|호텔|מלון/u, 'Hotel'],
  [/自転車店|サイクルショップ|자전거|חנות אופניים/u, 'BikeStore'],
  [named('store', 'outfitters', 'boutique', 'laden', 'geschäft', 'winkel', 'tienda', 'sklep', 'obchod', 'butikk', 'loja'), 'Store'],
];
/** A menu of dishes shown under its own heading says a place serves food, whatever it calls itself. */
const MENU_HEADING = /^(menu|our menu|the menu|speisekarte|unsere karte|menukaart|onze kaart|la carte|notre carte|carta|nuestra carta)$/i;

/** An address written into a sentence ("our old shop at 9 Cheltenham Road closed"), not a block of its lines. */
export const inProse = (statement: AddressStatement) => statement.lines.some((line) => line.split(/\s+/).length > 8);

/** Words that name a web host or the site's maker ("Hébergement : Jimdo GmbH", "Hosted by", "Website by"). */
const HOST_OR_MAKER =
  /(?<![\p{L}])(?:hébergement|hébergeur|hébergé par|hosted by|hosting|hoster|gehostet|alojamiento|alojado por|hospedagem|hospedado por|hosting provider|website by|site by|designed by|webdesign|réalisation|conception)(?![\p{L}])/iu;
/** An address block of the site's web host or maker (a legal notice's "Hébergement : Jimdo GmbH, …"), never the owner's. */
export const ofHostOrMaker = (statement: AddressStatement) => statement.lines.some((line) => HOST_OR_MAKER.test(line));

/** The kind of local business the words name ("Osteria del Borgo Antico", "Clínica Dentária"), with the word; shops aside. */
export function namedBusiness(words: string): { type: string; word: string } | null {
  for (const [pattern, type] of SUBTYPES) {
    const match = pattern.exec(words);
    if (match && type !== 'Store') return { type, word: match[0] };
  }
  return null;
}

/** The most specific LocalBusiness type the page's own title, heading or description names (or the business's `name`). */
export function localBusinessType(context: ProposalContext, name?: string): { type: string; reason: string | null } {
  const og = (context.page.openGraph['type'] ?? '').toLowerCase();
  if (og.startsWith('restaurant')) return { type: 'Restaurant', reason: 'Open Graph type is a restaurant.' };
  const words = [context.page.title, mainHeading(context.page), context.page.metaDescription, name].filter(Boolean).join(' ');
  for (const [pattern, type] of SUBTYPES) {
    const match = pattern.exec(words);
    if (match) return { type, reason: `The page calls itself "${match[0]}".` };
  }
  const menu = context.page.headings.find((heading) => heading.level <= 3 && MENU_HEADING.test(heading.text.trim()));
  if (menu) return { type: 'Restaurant', reason: `The page shows a menu ("${menu.text.slice(0, 40)}").` };
  return { type: 'LocalBusiness', reason: null };
}

/**
 * A main heading written as a sentence ("Honest auto repair in Boise since 1998", "Ultramarinos gourmet online desde
 * Madrid") is a tagline, not the business's name: a year in it, or three or more words in lower case. A name ("Osteria
 * del Borgo Antico", "Studio Kracht Utrecht") has at most a linking word or two in lower case.
 */
export function isTagline(heading: string): boolean {
  const words = heading.split(/\s+/).filter(Boolean);
  return /\b(?:1[89]|20)\d\d\b/.test(heading) || words.filter((word) => /^\p{Ll}/u.test(word)).length >= 3 || GREETING.test(heading);
}

/**
 * A heading that names the page, not the place: "Menu", "Plan your visit", "Préparer votre visite", "About Fellside
 * House" (the place's name may follow "About", but the site's own name says it whole).
 */
export const PAGE_TITLE =
  /^(?:(?:our |the )?(?:(?:dinner|lunch|brunch|breakfast|drinks?|wine|food|tasting|set|kids'?|dessert) )?menus?|(?:la )?carte|speisekarte|menù|(?:la )?carta|menukaart|(?:plan )?(?:your |a )?visit|visit us|pr[ée]parer (?:votre|sa) visite|infos? pratiques|informations pratiques|besuch planen|ihr besuch|plan je bezoek|find us|opening hours|hours|(?:class |group )?(?:timetable|schedule)|classes|stundenplan|kursplan|horaire des cours|planning des cours|horario de clases|orario dei corsi|lesrooster|(?:about|über|à propos de|acerca de|chi siamo|over)\b.*|contact(?: us)?|get in touch|kontakt(?:a oss| oss| os)?|kapcsolat|contacto|contáctanos|contatti|contattaci|contato|fale conosco|nous contacter|contactez-nous|neem contact op|kontaktieren sie uns|yhteystiedot|ota yhteyttä|iletişim|kontakty|επικοινωνία|(?:زوروا|زورونا|تعرف على)(?:\s.*)?|(?:בקרו אותנו|בואו לבקר)(?:\s.*)?)$/iu;

/** "Welcome to …", "Tervetuloa …", "Willkommen …": a greeting, never the business's name. */
const GREETING =
  /^(?:welcome|willkommen|bienvenue|bienvenido|benvenut[io]|bem-vindo|welkom|välkommen|velkommen|tervetuloa|witamy|vítejte|üdvözöljük|bine ați venit|hoş geldiniz|добро пожаловать|καλώς ήρθατε)(?![\p{L}])/iu;

/**
 * A name set as a heading and its subheading ("KOPI LANE" over "Hawker Kitchen") that the title writes whole ("Kopi
 * Lane Hawker Kitchen | Jalan Besar"): the name as the title writes it.
 */
function titledHeading(page: ProposalContext['page']): string | null {
  const at = page.headings.findIndex((heading) => heading.level === 1);
  const under = page.headings[at + 1];
  const titled = titleLead(page);
  if (at < 0 || under?.level !== 2 || !titled) return null;
  return wordsOf(`${page.headings[at]!.text} ${under.text}`) === wordsOf(titled) ? titled : null;
}

/**
 * A heading that pairs a search phrase with the business's name ("Elektryk Kraków – Elektro-Serwis Marek Nowicki"):
 * the part that is the name the site goes by (og:site_name, its logo's link).
 */
function siteNameInHeading(page: ProposalContext['page'], heading: string | null): string | null {
  const parts = heading?.split(/\s+[|–—-]\s+/) ?? [];
  const sites = siteNames(page);
  return parts.length < 2 ? null : (parts.find((part) => sites.some((site) => wordsOf(site) === wordsOf(part))) ?? null);
}

/**
 * A local business from what its page shows: name, the address and phone of its content (not its footer), hours.
 * `named` gives the name where the caller knows it better than the page's heading (a contact page's site name).
 */
export function proposeLocalBusiness(context: ProposalContext, type: string, named?: Sourced<string>): Record<string, unknown> {
  const { page, facts, notes } = context;
  const s = page.statements;
  const og = page.openGraph;
  const business = new TracedNode(type, facts);
  const heading = mainHeading(page);
  const [name, nameFrom] =
    named ??
    first(
      [nameInAddress(context), 'the first line of the address block'],
      [titledHeading(page), 'the h1 and the subheading under it, as the title writes them'],
      [siteNameInHeading(page, heading), 'the h1, its part that is the site’s name'],
      [heading && !isTagline(heading) && !PAGE_TITLE.test(heading) ? heading : null, 'h1'],
      [placeBeforeCompany(page), 'the title, before its separator'],
      [og['site_name'], 'meta og:site_name'],
      [page.statements.siteName, 'the site header’s home link'],
      [heading, 'h1'],
      [og['title'], 'meta og:title'],
    );
  business.set('name', name, nameFrom);
  business.set('description', page.metaDescription, 'meta description');
  business.set('url', ...pageUrl(page));
  if (og['image']) business.set('image', [og['image']], 'meta og:image');

  const address = business.child('address', 'PostalAddress');
  let addressSection: string[] = [];
  // The footer's block names this business: the site is its own, and so are the numbers its footer gives.
  let footerNamed = false;
  if (og['business:contact_data:street_address']) {
    const meta = (key: string) => og[`business:contact_data:${key}`];
    address.set('streetAddress', meta('street_address'), 'meta business:contact_data:street_address');
    address.set('addressLocality', meta('locality'), 'meta business:contact_data:locality');
    address.set('addressRegion', meta('region'), 'meta business:contact_data:region');
    address.set('postalCode', meta('postal_code'), 'meta business:contact_data:postal_code');
    address.set('addressCountry', meta('country_name'), 'meta business:contact_data:country_name');
  } else {
    // An address block of short lines before one written into a sentence ("Precisa de exame de vista? Indicamos a Clínica
    // Olhar Paranaense, Av. Sete de Setembro, 2775…"): a sentence names a partner or gives directions as often as not.
    // And one under a heading that names another place ("فرع الإسكندرية", "Our second shop") after both.
    const after = (statement: AddressStatement) =>
      Number(inProse(statement)) + 2 * Number((statement.section ?? []).some((heading) => OTHER_PLACES.test(heading)));
    const ownAddress = [...ownContent(s.addresses)]
      .sort((a, b) => after(a) - after(b))
      .map((statement) => [postalAddress(statement.lines, name), placedFrom(statement), statement] as const)
      .find(([parsed]) => parsed);
    const footer = ownAddress ? undefined : ownFooterAddress(s.addresses, name);
    // The phone is chosen under the same heading as the address, the footer block's too ("Praha (sídlo)").
    addressSection = ownAddress?.[2].section ?? footer?.[2].section ?? [];
    footerNamed = Boolean(footer);
    const shown = ownAddress ?? footer;
    for (const [property, value] of Object.entries(shown?.[0] ?? {})) address.set(property, value, shown![1]);
  }
  address.attach();
  business.set(
    'telephone',
    ...first(
      [og['business:contact_data:phone_number'], 'meta business:contact_data:phone_number'],
      chosenPhone(context, addressSection, name, (address.node['streetAddress'] as string | undefined) ?? null, footerNamed),
    ),
  );
  business.set('email', ...first([siteEmail(page), 'a mailto: link on the site’s own domain'], emailBesidePhone(context, business.node)));
  business.set('faxNumber', ...faxNumber(page));
  setCompanyRecords(business, page);
  if (!business.node['address'])
    notes.push(
      'No street address is shown in the page content (a footer address may be the company’s, not this place’s); the address was left out.',
    );
  // "Family-run Thai kitchen", "Trattoria italiana": the cuisine a place to eat names itself by, as the page words it.
  if (EATERY.test(type)) {
    const words = [page.title, mainHeading(page), page.metaDescription].filter(Boolean).join(' ');
    const cuisine = CUISINES.find(([pattern]) => pattern.test(words));
    if (cuisine) business.set('servesCuisine', cuisine[1], 'the title, heading or description');
  }
  if (LODGING.test(type)) {
    // A place to stay states when guests may arrive and must leave: the first time each labelled line writes ("Check-in:
    // dalle 15:00 alle 20:00" -> 15:00, the earliest arrival; "Check-out: entro le 10:30" -> 10:30, the latest departure).
    for (const [property, label, said] of [
      ['checkinTime', CHECK_IN, CHECK_IN_SAID],
      ['checkoutTime', CHECK_OUT, CHECK_OUT_SAID],
    ] as const) {
      const [value, from] = labelledValue(context, label);
      // Or said in a sentence: "Check-in is from 3pm until 8pm", "Check-out is by 10.30am".
      const sentence = value ? null : said.exec(page.visibleText);
      const time = value ? clockIn(value) : sentence ? clockIn(sentence[1]!) : null;
      business.set(property, time, value ? from : `the words "${sentence?.[0]}"`);
    }
  }
  setOpeningHours(context, business, type);
  return business.node;
}

/**
 * Sets the business's opening hours as its page shows them (whether it could): its content's week, else the one week a sidebar box or the
 * footer gives; never another place's (beside another phone) or a hotel's facility's.
 */
export function setOpeningHours(context: ProposalContext, business: TracedNode, type: string): boolean {
  const { page, notes } = context;
  const s = page.statements;
  // Hours beside another place's phone ("Our tyre centre … is open Monday to Friday from 8:00 to 16:30. Call the
  // Bellville team on 021 555 2290") are that place's, not this business's.
  const ownPhone = String(business.node['telephone'] ?? '').replace(/\D/g, '');
  const otherPlace = (text: string) => {
    const phone = phoneIn(text)?.replace(/\D/g, '') ?? '';
    return phone.length >= 6 && ownPhone.length >= 6 && !ownPhone.endsWith(phone.slice(-7)) && !phone.endsWith(ownPhone.slice(-7));
  };
  // A place to stay is open round the clock; hours written in a sentence on its page are a facility's ("our terrace
  // serves cocktails Tuesday to Sunday, 18:00 to 00:30"), never the hotel's.
  const facility = (text: string) => LODGING.test(type) && text.split(/\s+/).length > 12;
  // A sentence of hours in a paragraph that gives another place's number ("Harbourside Dental Care Truro, 9 Lemon Street
  // … · 01872 270 515 … Open Monday – Friday 8:00am – 6:00pm") is that place's too; the business's own emergency or
  // WhatsApp line beside its office hours is not another place's.
  const otherPlaceParagraph = (paragraph: string) => {
    const number = phoneIn(paragraph);
    return number !== null && otherPlace(paragraph) && !EMERGENCY_LINE.test(paragraph) && !notAVoiceLine(wordsNaming(paragraph, number));
  };
  const ownHours = (statements: typeof s.hours) =>
    statements.filter(
      (statement) => !otherPlace(statement.text) && !otherPlaceParagraph(statement.paragraph ?? '') && !facility(statement.text),
    );
  // With none in the content, the one week a sidebar box or the footer gives ("Bürozeiten" beside the page on a
  // builder's layout) is the business's own, as its footer block is; several different weeks there are branches'.
  const asideHours = ownHours(s.hours.filter((statement) => statement.region === 'related' || statement.region === 'chrome'));
  const shownHours = ownHours(ownContent(s.hours));
  if (shownHours.length === 0 && new Set(asideHours.map((statement) => statement.text)).size === 1) shownHours.push(asideHours[0]!);
  // A week's hours before a line about a day or two of something else ("TÜV prüft jeden Dienstag und Donnerstag von
  // 9:00 bis 12:00 Uhr" above the "Montag … Samstag" table); of two weeks, the one the page gives first.
  const partial = (specs: OpeningHours[]) => Number(new Set(specs.flatMap((spec) => spec.dayOfWeek)).size < 3);
  const hours = shownHours
    .map((statement) => [openingHoursOf(statement.text, page.lang), statement] as const)
    .filter(([specs]) => specs.length > 0)
    .sort(([a], [b]) => partial(a) - partial(b))[0];
  if (hours)
    return business.set(
      'openingHoursSpecification',
      hours[0].map((spec) => ({ '@type': 'OpeningHoursSpecification', ...spec })),
      `opening hours "${hours[1].text.slice(0, 80)}" at ${placedFrom(hours[1])}`,
    );
  if (shownHours.length > 0)
    notes.push('Opening hours are shown on the page but could not be read as days and times: add them in the editor.');
  return false;
}

const EATERY = /^(?:Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|BarOrPub|FastFoodRestaurant|Winery|Brewery)$/;
/** Cuisines by the words that name them in the languages read, each with the name Schema.org's examples use. */
const LODGING = /^(?:Hotel|Motel|Hostel|BedAndBreakfast|LodgingBusiness|Resort|Campground|VacationRental)$/;
export const CHECK_IN = /^(check-?in|arrival|arrivo|anreise|arrivée|llegada|entrada|aankomst|incheckning|check-in time)$/;
const CLOCK_WORDS = String.raw`(\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|uhr|h)?)(?![\d:.])`;
/** "Check-in is from 3pm", "Anreise ab 15 Uhr", "arrivée à partir de 16h": the earliest arrival, said in a sentence. */
const CHECK_IN_SAID = new RegExp(
  String.raw`\b(?:check-?in|anreise|arrivée|llegada|arrivo|aankomst)\s+(?:is\s+|ist\s+|est\s+)?(?:from|after|ab|dès|à partir de|a partir de las?|dalle|vanaf|fra|från|od)\s+${CLOCK_WORDS}`,
  'i',
);
/** "Check-out is by 10.30am", "Abreise bis 11 Uhr", "départ avant 11h": the latest departure, said in a sentence. */
const CHECK_OUT_SAID = new RegExp(
  String.raw`\b(?:check-?out|abreise|départ|salida|partenza|vertrek)\s+(?:is\s+|ist\s+|est\s+)?(?:by|until|before|bis|avant|jusqu['’]à|hasta las?|entro le|voor|innan|do)\s+${CLOCK_WORDS}`,
  'i',
);
export const CHECK_OUT = /^(check-?out|departure|partenza|abreise|départ|salida|vertrek|utcheckning|check-out time)$/;

/** Labels of a phone number, in the languages read. */
export const PHONE_LABEL =
  /^(phone|phone number|tel\.?|telephone|téléphone|tél\.?|telefon|telefono|teléfono|telefone|telefoon|tlf\.?|puhelin|numer telefonu|telefonnummer|call us|call)$/;
/** A number for messages only, or no voice line at all: never the business's telephone while a landline is shown. */
const NOT_A_LANDLINE =
  /\bfax\b|telefax|(?:solo|sólo|only|apenas|somente|nur|uniquement|alleen|bara|kun)\s+(?:per\s+|por\s+|via\s+)?whats\s?app|whats\s?app\s+only|\bsms\b|messages? only|only messages|apenas mensagens|só mensagens|solo messaggi|solo mensajes|nur (?:für )?nachrichten|uniquement (?:des |par )?messages|alleen (?:voor )?berichten/i;
const MESSENGER = /whats\s?app|telegram|signal/i;
/** Words that name a voice line ("Teléfono y WhatsApp", "Phone & WhatsApp": a number for both is a telephone). */
const VOICE_WORD =
  /(?<![\p{L}])(?:phone|tel|telephone|téléphone|tél|telefon|telefono|teléfono|telefone|telefoon|tlf|call|llámanos|chiamaci|anrufen|appelez)(?![\p{L}])/iu;
/** Whether a phone's words name it a fax, messages-only or messenger-only number (a messenger beside a phone word is a voice line too). */
export const notAVoiceLine = (words: string) => NOT_A_LANDLINE.test(words) || (MESSENGER.test(words) && !VOICE_WORD.test(words));

/**
 * The words that name a number in its line: those after the number before it ("Tel. 0577 555 214 WhatsApp +39 333…":
 * the first is "Tel.", the second "WhatsApp"), else the whole line when nothing stands before the number, unless what
 * follows it is the label of the next number ("963 52 41 87 WhatsApp: 611 48 20 73": the first is named by nothing).
 */
export function wordsNaming(line: string, number: string): string {
  const at = line.indexOf(number);
  const lead = at > 0 ? line.slice(0, at).replace(/^[\s\S]*\d/, '') : '';
  if (/\p{L}/u.test(lead)) return lead;
  const after = at >= 0 ? line.slice(at + number.length) : '';
  const label = /^[^\d]*:\s*(?=[+(\d])/.exec(after);
  return label ? '' : line;
}

/** Words that name an emergency or after-hours line ("24/7 emergencies:", "Notdienst rund um die Uhr"). */
export const EMERGENCY_LINE = /emergenc|after[- ]hours|out of hours|notdienst|notfall|urgences?\b|urgencias|pronto intervento|24\s?\/\s?7/i;

interface PhoneCandidate {
  number: string;
  from: string;
  /** Its line names it as a messages-only, WhatsApp or fax number. */
  notVoice: boolean;
  /** The number is written in the visible words, not only in a link's target. */
  shown: boolean;
  section: string[];
  /** Written in the block of the business's address. */
  inAddress: boolean;
  /** Its words name it an emergency or after-hours line. */
  emergency?: boolean;
  /** The words that name it ("WhatsApp:", "Fax"). */
  naming: string;
  /** Written in the block of another address the page gives (a second shop's). */
  elsewhere?: boolean;
}

/** A company's legal name ("医療法人社団 桜歯会", "Zahnärzte Müller GmbH"): the body that runs a place, not the place's name. */
const COMPANY =
  /^(?:医療法人|株式会社|有限会社|合同会社|社会福祉法人|주식회사|유한회사|의료법인)|[,.]?\s(?:ltd|limited|llc|inc|gmbh|ag|sarl|sas|s\.?l\.?|s\.?r\.?l\.?|b\.?v\.?)\.?$/iu;

/**
 * The place's name that the title gives first ("さくら通り歯科クリニック｜三軒茶屋駅徒歩3分の歯医者…") where the site names
 * itself by the company that runs it (og:site_name "医療法人社団 桜歯会") and the title's name says what kind of place it is.
 */
function placeBeforeCompany(page: ProposalContext['page']): string | null {
  const site = page.openGraph['site_name'];
  const first = page.title?.split(/\s*[|｜–—]\s*/)[0]?.trim();
  return site && COMPANY.test(site) && first && first !== site && namedBusiness(first) ? first : null;
}

/**
 * An e-mail address written in the line of the business's own phone ("Phone: 0117 496 0382 · Email: harbourside@…"),
 * on whatever domain: a franchise's branch site writes the brand's.
 */
function emailBesidePhone(context: ProposalContext, business: Record<string, unknown>): Sourced<string> {
  const phone = typeof business['telephone'] === 'string' ? phoneKey(business['telephone']) : null;
  const line = phone
    ? ownContent(context.page.statements.phones).find(
        (statement) => phoneKey(statement.href ?? statement.text) === phone && EMAIL_ADDRESS.test(statement.line ?? ''),
      )
    : undefined;
  return line ? [EMAIL_ADDRESS.exec(line.line!)![0], `the line of the phone at ${placedFrom(line)}`] : [null, null];
}

/**
 * The business's telephone, chosen by evidence when the page shows several: the number repeated most (a "call"
 * button and the contact line), then the one in the address's own block or under its heading; never a
 * WhatsApp, fax or messages-only number while another is shown. A `tel:` link whose words hold no number ("Chiama per
 * prenotare") states its number in its target. The site header's and footer's numbers count only when the site is
 * this business's own (its header names the business the page is about).
 */
function chosenPhone(
  context: ProposalContext,
  addressSection: string[],
  name: string | null,
  street: string | null,
  footerNamed: boolean,
): Sourced<string> {
  const s = context.page.statements;
  // The other places the content gives, by their street and the heading over their block ("Punto vendita Catania").
  const others = street
    ? ownContent(s.addresses)
        .map((statement) => [postalAddress(statement.lines, name)?.streetAddress, statement] as const)
        .filter((other): other is readonly [string, AddressStatement] => Boolean(other[0]) && other[0] !== street)
    : [];
  const otherStreets = others.map(([other]) => other);
  const otherHeadings = new Set(
    others.map(([, statement]) => statement.section?.[0]).filter((heading) => heading && !addressSection.includes(heading)),
  );
  const fromLinks = (phones: PhoneStatement[]): PhoneCandidate[] =>
    phones.flatMap((phone) => {
      const shown = phoneIn(phone.text);
      const number = shown ?? (phone.href && phoneIn(phone.href) ? phone.href : null);
      if (!number) return [];
      const naming = wordsNaming(phone.line ?? phone.text, phone.text);
      const notVoice = notAVoiceLine(naming);
      const emergency = EMERGENCY_LINE.test(naming);
      // "Office: (717) 555-0148<br>2140 Fruitville Pike…": a number written in the address's own block is the place's,
      // and one written in another address's block or under its heading ("Punto vendita Catania" over "Via Etnea 212,
      // 95131 Catania / Tel. 095 311 0489") that place's.
      const inAddress = Boolean(street && phone.line?.includes(street));
      const elsewhere = !inAddress && (otherStreets.some((other) => phone.line?.includes(other)) || otherHeadings.has(phone.section?.[0]));
      return [
        {
          number,
          from: `tel: link at ${placedFrom(phone)}`,
          notVoice,
          shown: Boolean(shown),
          section: phone.section ?? [],
          inAddress,
          emergency,
          naming,
          elsewhere,
        },
      ];
    });
  const labelled = ownContent(s.labelled)
    .filter((entry) => PHONE_LABEL.test(entry.label) || notAVoiceLine(entry.label))
    .flatMap((entry): PhoneCandidate[] => {
      const number = phoneIn(entry.value);
      const notVoice = notAVoiceLine(entry.label) || notAVoiceLine(entry.value);
      const naming = `${entry.label} ${entry.value}`;
      return number ? [{ number, from: labelledFrom(entry), notVoice, shown: true, section: [], inAddress: false, naming }] : [];
    });
  let candidates = [...fromLinks(ownContent(s.phones)), ...labelled].filter((candidate) => !candidate.elsewhere);
  // The site root is its owner's own page, unless its header names another (a directory's listing).
  const ownSite =
    footerNamed ||
    Boolean(name && s.siteName && sameName(s.siteName, name)) ||
    (!s.siteName && URL.parse(context.page.url)?.pathname === '/');
  // A footer that gives the business's block and a branch office's: only the business's block's number is its own.
  if (candidates.length === 0 && ownSite) {
    const chrome = s.phones.filter((phone) => phone.region === 'chrome');
    const besideAddress = chrome.filter((phone) => addressSection.length === 0 || phone.section?.some((h) => addressSection.includes(h)));
    // A footer that gives one block: its numbers are the business's even where the address was read in the content.
    const blocks = new Set(chrome.map((phone) => phone.where));
    candidates = fromLinks(besideAddress.length > 0 ? besideAddress : blocks.size === 1 ? chrome : []);
  }
  // A number under a heading naming another place ("También estamos en Castellón") is that place's.
  const here = candidates.filter((candidate) => !candidate.section.some((heading) => OTHER_PLACES.test(heading)));
  if (here.length > 0) candidates = here;
  // "24/7 Emergency: (902) 830-4417" beside "Office: (902) 468-2210": the emergency line is no number for everyday calls.
  const everyday = candidates.filter((candidate) => !candidate.emergency && !candidate.notVoice);
  if (everyday.length > 0) candidates = candidates.filter((candidate) => !candidate.emergency);
  // A WhatsApp number where the page gives no other is a mobile's, and the one number to call; a fax or a
  // messages-only line never is.
  const mobile = (candidate: PhoneCandidate) => MESSENGER.test(candidate.naming) && !NOT_A_LANDLINE.test(candidate.naming);
  const voice = candidates.some((candidate) => !candidate.notVoice)
    ? candidates.filter((candidate) => !candidate.notVoice)
    : candidates.filter(mobile);
  const score = (candidate: PhoneCandidate) =>
    voice.filter((other) => phoneKey(other.number) === phoneKey(candidate.number)).length +
    (candidate.section.some((heading) => addressSection.includes(heading)) ? 1 : 0) +
    (candidate.inAddress ? 1 : 0);
  // Stable: among equal scores the first shown (the block beside the heading comes first) wins.
  const best = voice.reduce<PhoneCandidate | null>((top, candidate) => (!top || score(candidate) > score(top) ? candidate : top), null);
  if (!best) return [null, null];
  // Of one number written several ways, as visitors read it ("051 555 0192"), not only a link's target ("+390515550192").
  const written = voice.find((candidate) => phoneKey(candidate.number) === phoneKey(best.number) && candidate.shown) ?? best;
  return [written.number, written.from];
}

/**
 * The address in the site's footer, when the footer block names this very business on a line of its own: on the page of
 * a local business (the classification rests on the page's own content, never on its footer), the site is the
 * business's own and so is the address its footer gives. A footer block that names no one, or another name (a group,
 * a franchisor), says nothing about this place; a product or article page never reads its footer address at all.
 */
export function ownFooterAddress(
  addresses: AddressStatement[],
  name: string | null,
): [PostalAddressValue | null, string, AddressStatement] | undefined {
  if (!name) return undefined;
  // "Dvořák & Partneři" / "advokátní kancelář" / "s.r.o." as the footer splits them: the kind of firm and its legal form, each on a
  // part of its own, are the name's, never a street ("s.r.o." reads like an abbreviated street).
  // "Ember & Salt Restaurants Ltd" under the site "Ember & Salt": the company's registered name starts with the name.
  const named = (line: string) =>
    sameName(line, name) || (line.toLowerCase().startsWith(`${name.toLowerCase()} `) && LEGAL_FORM_END.test(line));
  const nameless = (line: string) => !named(line) && !restOfName(line);
  return (
    addresses
      // Named on a line of its own, or by the footer column's heading right above the block ("Tidewater Kitchen" over
      // "1589 Barrington Street / Halifax, NS B3J 1Z7" in a Squarespace footer).
      .filter((statement) => statement.region === 'chrome' && (statement.lines.some(named) || named(statement.section?.[0] ?? '')))
      .map(
        (statement) =>
          [
            postalAddress(statement.lines.filter(nameless), name),
            `${placedFrom(statement)}, the footer block that names the business`,
            statement,
          ] as [PostalAddressValue | null, string, AddressStatement],
      )
      .find(([parsed]) => locates(parsed))
  );
}

/** A legal form after a name ("Ltd", "GmbH", "s.r.o.", "spol. s r.o."). */
export const LEGAL_FORM_END =
  /[,.]?\s+(?:ltd|limited|llc|inc|gmbh|ug|ag|kg|sarl|sàrl|sas|s\.?l\.?|s\.?r\.?l\.?|b\.?v\.?|e\.?k\.?|s\.\s?r\.\s?o|spol\.\s?s\s?r\.\s?o|a\.\s?s|sp\.\s?z\s?o\.\s?o|s\.?p\.?a|lda|s\.?a)\.?$/i;

/**
 * The name a firm goes by, without its legal form and the words after it that only say what kind of firm it is:
 * "Dvořák & Partneři, advokátní kancelář, s.r.o." and "Dvořák & Partneři" name one firm, as do "Calder Valley
 * Plumbing & Heating Ltd" and "Calder Valley Plumbing & Heating". A part after a comma or dash that names anything
 * else ("Kanzlei Brandt – Mietrecht in Köln") stays part of the name.
 */
function firmName(text: string): string {
  let plain = text.toLowerCase().trim();
  for (;;) {
    const before = plain;
    plain = plain.replace(LEGAL_FORM_END, '').trim();
    const parts = plain.split(/\s*,\s*|\s+[–—|-]\s+/);
    const last = parts.at(-1) ?? '';
    if (parts.length > 1 && last.split(/\s+/).length <= 3 && namedBusiness(last)?.word.toLowerCase() === last) {
      plain = plain.slice(0, plain.lastIndexOf(last)).replace(/[\s,–—|-]+$/, '');
    }
    // "Ó Briain & Walsh Chartered Accountants": the kind written straight after a name of two or more words.
    const kind = namedBusiness(plain)?.word.toLowerCase();
    const head = kind && plain.endsWith(` ${kind}`) ? plain.slice(0, -kind.length - 1) : '';
    if (head.split(/\s+/).length >= 2) plain = head;
    if (plain === before) return plain;
  }
}

/** A part of a firm's name that only says its legal form or its kind ("s.r.o.", "advokátní kancelář"). */
function restOfName(part: string): boolean {
  const plain = part.toLowerCase().trim();
  return ` ${plain}`.replace(LEGAL_FORM_END, '') === '' || namedBusiness(plain)?.word.toLowerCase() === plain;
}

/** "Calder Valley Plumbing & Heating" and "Calder Valley Plumbing & Heating Ltd" name one business (see firmName). */
export function sameName(line: string, name: string): boolean {
  const a = firmName(line);
  return a !== '' && a === firmName(name);
}

/**
 * "Kanzlei Brandt – Mietrecht in Köln" (or "Hydraulik Kraków – Hydro-Serwis Nowak") over an address block that starts
 * "Kanzlei Brandt": the block names the business, the heading adds a slogan before or after it.
 */
function nameInAddress(context: ProposalContext): string | null {
  const heading = mainHeading(context.page);
  if (!heading) return null;
  for (const address of ownContent(context.page.statements.addresses)) {
    const line = address.lines[0];
    if (!line || /\d/.test(line) || line === heading) continue;
    // "Osteria X – cucina di casa" or "Hydraulik Kraków – Hydro-Serwis Nowak": the name on either side of a dash.
    const before = heading.startsWith(line) && /^\s*[–—|:-]/.test(heading.slice(line.length));
    const after = heading.endsWith(line) && /[–—|:-]\s*$/.test(heading.slice(0, -line.length));
    if (before || after) return line;
  }
  return null;
}
