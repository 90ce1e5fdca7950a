import type { MarkupNode } from './existing-markup.js';
import { syntaxLabel } from './existing-markup.js';
import { PAGE_KINDS, type PageKind } from './page-kind.js';
import { clockIn } from './clock-time.js';
import { titleLead } from './proposal-context.js';
import { CHECK_IN, CHECK_OUT, namedBusiness, PHONE_LABEL, sameName } from './propose-local-business.js';
import { SKU_LABEL } from './propose-commerce.js';
import {
  isDateline,
  isOtherSession,
  TIME_LABEL,
  statedDate,
  CAPACITY_LABEL,
  TICKET_PRICE_LABEL,
  TICKET_SECTION,
  dayTimes,
  timeBadge,
  DATE_LABEL,
  EVENT_START_LABEL,
  VENUE_LABEL,
} from './propose-content.js';
import {
  DEADLINE_LABEL,
  EMPLOYER_LABEL,
  EMPLOYMENT_LABEL,
  JOB_PLACE_LABEL,
  JOB_START_LABEL,
  SALARY_LABEL,
  typedEmployment,
} from './propose-job.js';
import { onlineEvent, onlineEventTimes } from './online-event.js';
import { firstTimeRange, openingHoursOf } from './opening-hours.js';
import { durationOf, employmentTypeOf, firstPriceIn, isCmsAccount, OTHER_PLACES, RECIPE_TIME, salaryOf } from './read-values.js';
import { dateIn, dateRangeIn } from './written-dates.js';
import type { AddressStatement, PageRegion, PageUnderstandingInput, PhoneStatement } from './page-statements.js';
import { foundingSentence } from './founding-date.js';
import { weeklySchedule } from './weekly-schedule.js';

export interface PageClassification {
  kind: PageKind;
  /** 0..1: how far the winning kind's evidence outweighs the others'. */
  confidence: number;
  /** Why, strongest first, for the winning kind. */
  reasons: string[];
}

/** A careers site or an applicant tracking system's job board ("jobs.lever.co", "boards.greenhouse.io", "x.teamtailor.com"). */
const CAREERS_HOST =
  /^(?:jobs|careers|karriere|karriar|emplois|empleo|vacatures|jobb|rekrytointi)\.|(?:^|\.)(?:lever|greenhouse|workable|personio|recruitee|teamtailor|smartrecruiters|jobvite|ashbyhq|bamboohr|jobylon|webcruiter|gupy)\./i;

/** How many linked cards make a long list. */
const MANY_CARDS = 6;

/** How many Product nodes of distinct names the markup must give to list products rather than describe one. */
const LISTED_PRODUCTS = 3;

/** Below this much evidence, or this confidence, the page is "other" and nothing is proposed. */
const MIN_SCORE = 3;
const MIN_CONFIDENCE = 0.3;

const URL_REASON = 'The URL says so.';
const OWN: readonly PageRegion[] = ['primary', 'content'];
const own = (statement: { region: PageRegion }) => OWN.includes(statement.region);

const PATHS: [PageKind, RegExp][] = [
  [
    'contact',
    /\/(contact|contacts|kontakt|kontakta-oss|kontakt-oss|kontakta|contacto|contactos|contatti|contattaci|contato|fale-conosco|nous-contacter|contact-us|contactez-nous|ota-yhteytta|yhteystiedot|kapcsolat|iletisim|kontakty)(\/|$|\.)/,
  ],
  [
    'about',
    /\/(about|about-us|our-story|who-we-are|ueber-uns|uber-uns|unsere-geschichte|a-propos|qui-sommes-nous|notre-histoire|over-ons|sobre-nosotros|quienes-somos|nuestra-historia|sobre-nos|quem-somos|a-nossa-historia|chi-siamo|la-nostra-storia|wie-zijn-wij|om-oss|om-os|meista|tietoa-meista|yritys|o-nas|o-nama|rolunk|despre-noi|hakkimizda|sobre)(\/|$|\.)/,
  ],
  ['job', /\/(careers|jobs|stellen|karriere|emplois|kariera|vacatures|vacature|vagas|empleos|empleo|carreiras)(\/|$)/],
  // An event's own page sits under the section ("/events/spring-fair"); the section's index lists them.
  [
    'event',
    /\/(events?|veranstaltung(?:en)?|kurse|agenda|eventos?|eventi|evenementen|evenements|événements|wydarzenia|tapahtumat|evenemang|arrangementer|akce|udalosti)\/[^/]/,
  ],
  ['collection', /\/(collections?|category|categories|kategorie|categorie|categoria|categoría|rubrique|shop)\/[^/]+\/?$/],
];
const HEADINGS: [PageKind, RegExp][] = [
  [
    'contact',
    /^(contact|get in touch|kontakt|nous contacter|write to us|contacto|contatti|contato|neem contact op|kontaktieren sie uns|contactez-nous|cont[áa]ctanos|contacta con nosotros|contattaci|fale conosco|entre em contato|skontaktuj się|kontakt z nami|お問い合わせ|お問合せ|アクセス|연락처|문의|צור קשר|צרו קשר|اتصل بنا|تواصل معنا|επικοινωνία|iletişim|kontaktai|kontakty|联系我们|聯絡我們|聯繫我們|联络我们|联系方式|聯絡方式)/i,
  ],
  [
    'about',
    /^(about|our story|who we are|会社概要|私たちについて|über uns|unsere geschichte|wer wir sind|à propos|qui sommes|notre histoire|over ons|sobre nosotros|quiénes somos|nuestra historia|sobre nós|quem somos|a nossa história|chi siamo|la nostra storia|wie zijn wij|om oss|om os|meistä|tietoa meistä|o nas|o nás|o nama|rólunk|despre noi|hakkımızda|σχετικά με εμάς)/i,
  ],
  [
    'faq',
    /faq|frequently asked|questions|fr[ée]quentes|häufige fragen|häufig gestellte|preguntas frecuentes|domande frequenti|veelgestelde vragen|vanliga frågor|ofte stillede|ofte stilte|usein kysyt|najczęściej zadawane|často kladené|よくある質問|자주 묻는|sıkça sorulan|sık sorulan|perguntas frequentes|întrebări frecvente|gyakori kérdések|usein kysytyt|συχνές ερωτήσεις|часті питання|часто задаваемые|常见问题|常見問題|câu hỏi thường gặp|pertanyaan umum|الأسئلة الشائعة|שאלות נפוצות/i,
  ],
  ['collection', /^(category|categorie|catégorie|kategorie|categoría|categoria|tag|archive|archiv|archief|rubrique)\s*:/i],
];

/** Headings of a business's story ("Our story", "Tarinamme", "Unsere Geschichte"), below the page's main heading. */
const STORY =
  /^(?:our story|our history|the story|tarinamme|historiamme|vår historia|vår historie|vores historie|unsere geschichte|notre histoire|nuestra historia|a nossa história|nossa história|la nostra storia|ons verhaal|onze geschiedenis|nasza historia|naše historie|náš příběh|nasz historia)$/i;

/** Words on a button that buys ("Buy now", "Comprar", "Pagar e inscribirme", "Jetzt kaufen", "Kup teraz", "購入する"). */
const BUY =
  /(?<![\p{L}])(?:buy now|buy it now|purchase|order now|enrol now|enroll now|get instant access|comprar(?: ahora)?|pagar e inscribirme|inscribirme|comprar agora|jetzt kaufen|jetzt buchen|acheter(?: maintenant)?|compra ora|acquista(?: ora)?|koop nu|kup teraz|köp nu|kjøp nå|osta nyt|購入する|今すぐ購入|구매하기)(?![\p{L}])/iu;

/** Joomla's schemaorg plugin names every content item's node "…/#/schema/com_content/article/12", whatever the page is. */
const joomlaItem = (node: MarkupNode) => /#\/schema\/com_content\//.test(String(node.node['@id'] ?? ''));

/** An Article node whose headline is the title of another kind of page ("FAQ", "Contact us", "About"). */
function headedAsAnotherKind(node: MarkupNode): boolean {
  const headline = node.node['headline'] ?? node.node['name'];
  return typeof headline === 'string' && HEADINGS.some(([kind, pattern]) => kind !== 'collection' && pattern.test(headline.trim()));
}

/** Weighs what the page states for each kind and picks the kind the evidence supports best. */
export function classifyPage(page: PageUnderstandingInput, markup: MarkupNode[]): PageClassification {
  const scores = new Map<PageKind, { score: number; reasons: string[] }>(PAGE_KINDS.map((kind) => [kind, { score: 0, reasons: [] }]));
  const add = (kind: PageKind, weight: number, reason: string) => {
    const entry = scores.get(kind)!;
    entry.score += weight;
    entry.reasons.push(reason);
  };
  const s = page.statements;
  const path = pathOf(page.url);
  // A multilingual site's root is its language's ("/ca/", "/en-gb/", "/de-CH"), as a language switcher's links show.
  const isRoot = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?$/i.test(path);
  const h1 = page.headings.find((heading) => heading.level === 1)?.text ?? '';
  const og = (page.openGraph['type'] ?? '').toLowerCase();
  const labelled = (pattern: RegExp) => s.labelled.some((entry) => own(entry) && pattern.test(entry.label));

  const marked = new Set<PageKind>();
  // A category whose grid marks each item as a Product (Lightspeed's microdata on every card) lists products: many
  // Products of many names are a listing's, not one product's page.
  const products = new Set(markup.filter((node) => node.kind === 'product').map((node) => String(node.node['name'] ?? '')));
  if (products.size >= LISTED_PRODUCTS) {
    marked.add('product');
    add('collection', 6, `The page's own markup lists ${products.size} products.`);
  }
  for (const node of markup) {
    if (!node.kind || marked.has(node.kind) || (node.kind === 'home' && !isRoot)) continue;
    marked.add(node.kind);
    // An SEO plugin writes WebSite and Organization on every page of a site: on the root they say it is the home page,
    // but no more than the page's own content does (a small business's home page is its business page). Site builders
    // print the business's LocalBusiness on every page too (Squarespace): below the root, one that names something
    // other than the page's heading is the site's, not what this page is about.
    const siteWide = node.kind === 'home' || (node.kind === 'local-business' && !isRoot && !namesHeading(node, h1));
    // A CMS's template writes Article microdata around whatever it shows (Joomla's every content page, a theme's every
    // post): evidence, but not the owner's statement a JSON-LD block is, so a race or a recipe it wraps can outweigh it.
    // Joomla's schemaorg plugin writes a JSON-LD Article for every page the same way, headed by the page's title: an
    // Article headed "FAQ", "Contact" or "About us" is the template's, not a post.
    const template = node.kind === 'article' && (node.syntax === 'microdata' || headedAsAnotherKind(node) || joomlaItem(node));
    add(
      node.kind,
      siteWide || template ? 3 : 6,
      `The page's own ${syntaxLabel(node.syntax)} markup says ${node.type}${siteWide && node.kind !== 'home' ? ', naming the site rather than this page' : ''}.`,
    );
  }

  if (og === 'product') add('product', 4, 'Open Graph type is "product".');
  if (page.openGraph['price:amount']) add('product', 3, 'A product:price:amount meta tag states the price.');
  if (s.prices.some((price) => price.region === 'primary' && !price.prose)) add('product', 3, 'A price sits beside the main heading.');
  if (labelled(SKU_LABEL) || labelled(/^(mpn|ean|gtin)$/)) add('product', 2, 'An item number (SKU) is shown.');
  if (s.stock.some(own)) add('product', 1, 'Stock availability is shown.');
  if (s.ratings.some(own)) add('product', 1, 'A rating summary is shown.');
  if (/\b(add to cart|add to bag|in den warenkorb|ajouter au panier)\b/i.test(page.visibleText))
    add('product', 1, 'An add-to-cart button is shown.');
  // A landing page that sells one thing (a course, an e-book): one price of its own, away from the heading, and a
  // button to buy it ("Pagar e inscribirme", "Buy now").
  const ownPrices = new Set(s.prices.filter((price) => own(price) && !price.prose).map((price) => price.amount));
  if (ownPrices.size === 1 && !s.prices.some((price) => price.region === 'primary') && BUY.test(page.visibleText))
    add('product', 4, 'One price is shown with a button to buy it.');

  if (og === 'article') add('article', 2, 'Open Graph type is "article".');
  if (page.openGraph['published_time']) add('article', 2, 'An article:published_time meta tag dates it.');
  if (s.bylines.some(own)) add('article', 2, 'A byline names the author.');
  if (s.times.some((time) => own(time) && !time.datetime.startsWith('P'))) add('article', 2, 'A <time datetime> dates the content.');
  // A date the content labels as published or updated ("Updated November 19, 2026") dates it as a post does.
  else if (statedDate({ page, facts: [], notes: [] }, false)[0] || statedDate({ page, facts: [], notes: [] }, true)[0])
    add('article', 2, 'A published or updated date dates the content.');
  if (s.mainHeadingInArticle) add('article', 1, 'The main heading sits in an <article>.');
  if (page.author && !isCmsAccount(page.author.trim())) add('article', 1, 'A meta author is named.');
  if (/\/(blogs?|journal|news|magazin|actualites)\//.test(path)) add('article', 1, 'The URL is under a blog or news section.');

  if (s.ingredients.length >= 3) add('recipe', 5, `An ingredient list (${s.ingredients.length} items) is shown.`);
  if (s.instructions.length >= 2) add('recipe', 2, 'Numbered method steps are shown.');
  // An ingredient list with its method is a recipe card, whatever blog post carries it (see the post evidence below).
  if (s.ingredients.length >= 3 && s.instructions.length >= 2) add('recipe', 2, 'The ingredients come with their method.');
  // A labelled duration ("Cook: 40 min"), never a "Total: £35" or a "Cook: Jamie".
  if (
    s.times.some((time) => time.datetime.startsWith('PT')) ||
    s.labelled.some((entry) => RECIPE_TIME.test(entry.label) && durationOf(entry.value) !== null)
  )
    add('recipe', 2, 'Preparation or cooking times are given.');

  // The dates beside the heading that are neither the page's own dateline nor another session's, read once.
  const headingDates = s.dated
    .filter((date) => date.region === 'primary' && !isDateline(date) && !isOtherSession(date))
    .map((date) => dateIn(date.text, page.lang))
    .filter((date): date is string => date !== null);
  const timedBesideHeading =
    s.times.some((time) => time.region === 'primary' && /T\d\d:\d\d/.test(time.datetime)) ||
    headingDates.some((date) => /T\d\d:\d\d/.test(date)) ||
    // A date beside the heading with its hours labelled on a line of their own ("Date : …", "Horaire : 10h00 – 13h00").
    (s.dated.some((date) => own(date) && !isDateline(date) && !isOtherSession(date) && dateIn(date.text, page.lang)) &&
      (s.labelled.some((entry) => own(entry) && TIME_LABEL.test(entry.label) && firstTimeRange(entry.value)) ||
        // Or as badges under the heading: "Sábado 22 de mayo de 2027" and "9:00 a. m. – 1:00 p. m." on lines of their own.
        (s.dated.some((date) => date.region === 'primary' && dateIn(date.text, page.lang)) && timeBadge(page) !== undefined)));
  if (timedBesideHeading) add('event', 3, 'A date and start time sit beside the main heading.');
  // An event's details as items of one list, as page builders' icon lists give them ("Thursday 14 May 2026",
  // "7.00pm – 9.30pm", the venue, the price; a shop's hours name their days, a day's times do not), or its days as
  // the items ("Freitag, 6. März 2026, 15:00 – 18:00 Uhr", "Samstag, 7. März 2026, 10:00 – 13:00 Uhr").
  const listedDetails = s.dated.find(
    (date) =>
      own(date) &&
      !isDateline(date) &&
      !isOtherSession(date) &&
      date.beside !== undefined &&
      (dateIn(date.text, page.lang)?.includes('T') || (dateIn(date.text, page.lang) && date.beside.some(dayTimes))),
  );
  // A webinar or livestream: its heading names it, the lines beside it say where online, and its date is written
  // with a clock range on a line of its own ("Jeudi 14 janvier 2027", "11h00 – 12h00").
  const online = onlineEvent(page);
  if (online && onlineEventTimes(page, isDateline))
    add('event', 5, `The page names an online event ("${online.word}", "${online.place}") with its date and time.`);
  if (s.venues.some(own) || labelled(VENUE_LABEL)) add('event', 2, 'A venue is named.');
  // "When: Tuesdays, 7:00 pm – 8:15 pm" in a class's details: a session held every week, not a business's hours.
  const weekly = weeklySchedule(page);
  if (weekly) add('event', 4, 'Its details say when it takes place every week.');
  // A hero that gives a day and a place ("Zondag 14 maart 2027", "Start & finish: Canadaplein"): something happens there.
  if (
    !timedBesideHeading &&
    headingDates.length > 0 &&
    s.labelled.some((entry) => entry.region === 'primary' && VENUE_LABEL.test(entry.label))
  )
    add('event', 2, 'A day and a place sit beside the main heading.');
  if (labelled(CAPACITY_LABEL)) add('event', 1, 'The number of places is stated.');
  // "Dato: Søndag den 25. april 2027" with "Første start: Kl. 10.00": the details of something that happens once (the
  // same evidence as a date and time beside the heading, counted once).
  const labelledDetails =
    (s.dated.some((date) => own(date) && DATE_LABEL.test(date.label) && dateIn(date.text, page.lang)) ||
      s.labelled.some((entry) => own(entry) && DATE_LABEL.test(entry.label) && dateIn(entry.value, page.lang))) &&
    s.labelled.some((entry) => own(entry) && (EVENT_START_LABEL.test(entry.label) || TIME_LABEL.test(entry.label)) && clockIn(entry.value));
  if (!timedBesideHeading && labelledDetails) add('event', 3, 'A date and its start time are labelled in the details.');
  // Or listed as items of one list, as page builders' icon lists give an event's details ("Thursday 14 May 2026",
  // "7.00pm – 9.30pm", the venue, the price); a shop's hours name their days, a day's times do not.
  else if (!timedBesideHeading && listedDetails) add('event', 3, 'A date and its times are listed together in the details.');
  // A day with its start time, beside the heading or in the details: what an event's page states.
  const eventDetails = Boolean(timedBesideHeading) || labelledDetails || Boolean(listedDetails);
  // The address listed among them is the venue's, not a business's the page is about.
  const listedVenue = (address: { lines: string[] }) =>
    listedDetails?.beside?.some((line) => address.lines.every((part) => line.includes(part))) ?? false;
  if (s.addresses.some((address) => own(address) && listedVenue(address)) && !s.venues.some(own))
    add('event', 2, 'A venue is listed with the date.');
  // "16.–17. März 2027" beside the heading: the days something runs, which no article or product is dated with.
  if (s.dated.some((date) => date.region === 'primary' && !isDateline(date) && dateRangeIn(date.text)))
    add('event', 3, 'The days it runs sit beside the main heading.');
  if (
    s.prices.some(
      (price) => price.region !== 'chrome' && price.region !== 'related' && price.section?.some((h) => TICKET_SECTION.test(h.trim())),
    )
  )
    add('event', 2, 'A ticket section gives prices.');
  else if (s.labelled.some((entry) => own(entry) && TICKET_PRICE_LABEL.test(entry.label) && firstPriceIn(entry.value, page.lang)))
    add('event', 2, 'A ticket price is labelled in the details.');
  if (
    /\b(tickets?|doors|admission|eintritt|karten|termin|workshop|billets?|billetter|entrée|entradas?|biljetter?|billett(?:er)?|bilety|vstupenky)\b/i.test(
      h1 + ' ' + primaryText(page),
    )
  )
    add('event', 1, 'Tickets, doors or a date of attendance are mentioned.');

  // The more questions with answers, the more the page is their page: six or more make its main content an FAQ.
  if (page.faqs.length >= 2) add('faq', 3 + Math.min(page.faqs.length - 2, 4), `${page.faqs.length} questions with answers are shown.`);

  const headingLines = s.headingLines ?? [];
  if (labelled(EMPLOYMENT_LABEL) || typedEmployment(s.labelled) || headingLines.some((line) => employmentTypeOf(line.text)))
    add('job', 3, 'An employment type is stated.');
  // Structure, in any language: a form that asks for a file (a CV) is an application form.
  if ((s.uploadForms ?? 0) > 0) add('job', 2, 'An application form asks for a file (a CV).');
  if (headingLines.some((line) => salaryOf(line.text, page.lang)?.unitText)) add('job', 1, 'Pay for a period is stated beside the title.');
  if (CAREERS_HOST.test(URL.parse(page.url)?.hostname ?? '')) add('job', 2, 'The page is on a careers site.');
  if (labelled(JOB_PLACE_LABEL)) add('job', 1, 'A place of work is stated.');
  if (labelled(SALARY_LABEL)) add('job', 1, 'Pay is stated.');
  if (labelled(EMPLOYER_LABEL)) add('job', 1, 'An employer is named.');
  // "Ansøgningsfrist: Søndag den 5. april 2026", "Tiltrædelse: 1. maj 2026": when applications close and the job starts.
  if (labelled(DEADLINE_LABEL)) add('job', 2, 'An application deadline is stated.');
  if (labelled(JOB_START_LABEL) && labelled(JOB_PLACE_LABEL)) add('job', 1, 'A start date is stated with the place of work.');
  if (
    /\b(apply now|apply for this (?:job|position|role)|submit (?:your )?application|jetzt bewerben|bewerbungen|postuler|solliciteer|solliciteren|aplikuj|ansök|candidate-se|candidatar|(?:your|dit|ditt|din|votre|ton|tu|su|il tuo|uw|je|twoje|seu|o seu|ihren|deinen)\s+(?:cv|lebenslauf|curriculum(?: vitae)?))\b/i.test(
      page.visibleText,
    )
  )
    add('job', 1, 'It invites applications.');
  if (
    /\([mwfdxhi]\/[mwfdxhi](?:\/[mwfdxhi])?\)|\bstellenangebot\b|\bcareers?\b|\bjob\b|\bvacatures?\b|\bvacancy\b|offre d['’]emploi|oferta de (?:empleo|trabajo)|\bogłoszenie\b|\bledig stilling\b|\bstilling\b|volné místo|\b(?:vi søger|vi söker|wir suchen|we['’]re hiring|we are hiring|nous recrutons|on recrute|buscamos|cerchiamo|wij zoeken|we zoeken|poszukujemy|hledáme|etsimme|estamos contratando)\b/i.test(
      `${page.title ?? ''} ${h1} ${page.openGraph['title'] ?? ''}`,
    )
  )
    add('job', 1, 'The title names a job.');

  // Beside an event's date or ticket prices, a named venue's address (Squarespace's event meta: "Salle Molière / 18 Quai
  // de Bondy / 69005 Lyon") is where the event takes place, not a business the page is about; elsewhere a business's
  // own "Location" block is no venue's.
  const venues = s.venues.filter((venue) => own(venue) && venue.address?.length);
  // Or the value of a label that names the venue ("Spillested: Pakhuset Sydhavn, Store Sal, Sydhavnsgade 7, …").
  const venueValues = s.labelled.filter((entry) => own(entry) && VENUE_LABEL.test(entry.label)).map((entry) => entry.value);
  const venueAddress = (address: { lines: string[] }) =>
    venues.some(
      (venue) =>
        address.lines.join(' ').includes(venue.address![0]!) ||
        address.lines.every((line) => [venue.text, ...venue.address!].some((part) => part.includes(line))),
    ) || venueValues.some((value) => address.lines.every((line) => value.includes(line)));
  const ticketed = scores.get('event')!.reasons.some((reason) => reason.startsWith('A ticket'));
  const addresses = s.addresses.filter(
    (address) => own(address) && !listedVenue(address) && !((eventDetails || ticketed) && venueAddress(address)),
  );
  // The site's own header or footer number counts where the site is the business's own: its header names what the
  // page's main heading names (a small business's site), never a shop's or a group's.
  const ownSite = Boolean(s.siteName && h1 && sameName(s.siteName, h1));
  // A firm's site (a law firm, a notary) often states its address only in the footer, beside a branch office's: the
  // footer block that names the firm the page's own heading names gives the firm's address, a block naming no one never.
  const firmFooter =
    ownSite && s.addresses.some((address) => address.region === 'chrome' && address.lines.some((line) => sameName(line, h1)));
  const phones =
    s.phones.filter((phone) => own(phone) || (ownSite && phone.region === 'chrome')).length +
    s.labelled.filter((entry) => own(entry) && PHONE_LABEL.test(entry.label)).length;
  if (og.startsWith('business') || og.startsWith('restaurant')) add('local-business', 4, `Open Graph type is "${og}".`);
  // Cards of several places, each with its own address and phone under its own heading (a restaurant group's
  // locations, a chain's branches): the page is the group's or a directory's, not one business's page. The same
  // address shown twice (under "Contact" and "Visit us") is one place. Such cards are often a listing's repeated
  // items, so they count here wherever they sit, except in site chrome.
  const placed = (statement: { region: PageRegion }) => own(statement) || statement.region === 'listing';
  const places = severalPlaces(s.addresses.filter(placed), s.phones.filter(placed));
  const onePlace = places < 2;
  if (!onePlace) add(isRoot ? 'home' : 'collection', 2, `It lists ${places} places, each under a heading of its own with its own address.`);
  else if (addresses.length > 0) add('local-business', 2, 'A street address is shown in the page content.');
  else if (firmFooter) add('local-business', 2, 'The footer gives the address of the firm the main heading names.');
  if (phones > 0 && onePlace) add('local-business', 2, 'A phone number is shown in the page content.');
  // Hours count only where days and times can be read from them: a tasting "de terça a domingo às 11h00" on an about
  // page is a visit's time, not a place's opening hours.
  // A class's weekly time ("Tuesdays, 7:00 pm – 8:15 pm") is when it meets, not a place's opening hours.
  const weeklyHours = JSON.stringify(weekly?.hours ?? null);
  const readableHours = s.hours.some((hours) => {
    const read = own(hours) ? openingHoursOf(hours.text, page.lang) : [];
    return read.length > 0 && !read.every((spec) => JSON.stringify(spec) === weeklyHours);
  });
  if (readableHours && onePlace) add('local-business', 2, 'Opening hours are shown.');
  // "Osteria del Borgo Antico", "Clínica Dentária …": a page that calls itself a kind of local business and shows how
  // to reach it is that business's page, on the site root too (a small business's home page is its own page).
  const business = namedBusiness([page.title, h1, page.metaDescription].filter(Boolean).join(' '));
  if (business && (addresses.length > 0 || firmFooter || phones > 0 || readableHours))
    add('local-business', 2, `The page calls itself "${business.word}" and shows how to reach it.`);
  // Check-in and check-out times are a place to stay's, which no shop, post or event gives.
  if (labelled(CHECK_IN) && labelled(CHECK_OUT)) add('local-business', 2, 'Check-in and check-out times are given.');

  if (isRoot) add('home', 2, 'It is the site root.');
  if (isRoot && og === 'website') add('home', 1, 'Open Graph type is "website".');
  if (isRoot && page.openGraph['site_name']) add('home', 1, 'Open Graph names the site.');

  // A price beside the heading makes it one product's page, unless it links elsewhere ("Gift Cards from $25") or is
  // written in a sentence of the category's description ("rentals from $18 a day").
  // Many cards outweigh a stray price near the heading (a category's "add-on corner": "加購價 NT$99").
  const pricedHeading = s.prices.some((price) => price.region === 'primary' && !price.linked && !price.prose);
  if (!isRoot && s.linkedCards >= 3 && (!pricedHeading || s.linkedCards >= MANY_CARDS)) {
    // The more cards, the more the page is their list (a category of 28 products, not a page with a few teasers).
    add(
      'collection',
      3 + Number(s.linkedCards >= MANY_CARDS) + Number(s.linkedCards >= 2 * MANY_CARDS),
      `${s.linkedCards} linked product or post cards are listed.`,
    );
    // A collection or category by name, or a section's own index ("/kurse", "/events/"): its pages sit under it.
    if (
      /\/(collections?|category|categories|kategorie|categorie|categoria|shop|blogs?|journal|news)(\/[^/]+)?\/?$/.test(path) ||
      /\/(events?|veranstaltungen|kurse|courses?|classes|workshops?|agenda)\/?$/.test(path)
    )
      add('collection', 1, 'The URL is a listing.');
  }

  for (const [kind, pattern] of PATHS) if (pattern.test(path)) add(kind, kind === 'job' ? 2 : 3, URL_REASON);
  for (const [kind, pattern] of HEADINGS) {
    const heading = pattern.exec(h1);
    if (!heading) continue;
    add(kind, 2, `The main heading reads "${h1.slice(0, 60)}".`);
    // A heading that is nothing but "About us" or "Contact" ("Rólunk") titles the page itself, whatever business it shows.
    if ((kind === 'about' || kind === 'contact') && heading[0].length === h1.replace(/[.!:]+$/, '').trim().length)
      add(kind, 1, 'The main heading says nothing else.');
  }
  // An about page's heading is often a slogan ("Pečeme pomalu. Už dvanáct let."): its title still says what it is.
  const titled = titleLead(page) ?? '';
  const about = HEADINGS.find(([kind]) => kind === 'about')![1];
  if (!about.test(h1) && about.test(titled)) add('about', 2, `The title reads "${titled.slice(0, 60)}".`);
  if (s.messageForms > 0) add('contact', 1, 'A message form is shown.');
  // The business's story: when it was founded ("Mylly perustettiin vuonna 1921"), under a heading that says so.
  if (foundingSentence(page)[0]) add('about', 1, 'It tells when the business was founded.');
  if (page.headings.some((heading) => heading.level === 2 && STORY.test(heading.text))) add('about', 1, 'A heading tells its story.');
  // A page headed "Kontakt" with a message form is the site's contact page: the address, phone and hours it shows
  // (as every contact page does) are how to reach the site's owner, not a sign the page is a business listing.
  // A heading that invites ("Parlons de votre projet.") leaves it to the title: "Contact — Atelier Traboule".
  if (s.messageForms > 0 && HEADINGS.some(([kind, pattern]) => kind === 'contact' && (pattern.test(h1) || pattern.test(titled))))
    add('contact', 4, 'The contact heading or title comes with its message form.');

  // A recipe is published as a post: where an ingredient list comes with its method, the post's byline, dates and
  // article markup (an SEO plugin writes Article on every post) are the recipe's, not evidence against it.
  if (s.ingredients.length >= 3 && s.instructions.length >= 2 && scores.get('article')!.score > 0)
    add('recipe', scores.get('article')!.score, 'It is published as a post (byline, dates), as recipes are.');
  // So is an event's announcement ("Fechas: 15, 16 y 17 de mayo", "Inauguración: … 17:00 h", "Lugar: Plaza Mayor"):
  // its details and place make the post the event's page, whatever Article markup its SEO plugin writes.
  else if (eventDetails && labelled(VENUE_LABEL) && scores.get('article')!.score > 0)
    add('event', scores.get('article')!.score, 'It is published as a post (byline, dates), as events often are.');
  // An about or contact page that its address and its heading both name so ("/our-story", "Our Story") shows its owner's
  // address, phone and hours as every such page does: they speak for the business the page is about, not against the page.
  for (const sitePageKind of ['about', 'contact'] as const) {
    const own = scores.get(sitePageKind)!;
    const named = own.reasons.includes(URL_REASON) && own.reasons.some((reason) => reason.startsWith('The main heading reads'));
    // (A page that calls itself a kind of place, "B&B", "Friseur", is that place's own page.)
    const business = scores.get('local-business')!;
    if (named && business.score > own.score && !business.reasons.some((reason) => reason.startsWith('The page calls itself')))
      add(sitePageKind, 3, 'Its address and heading both name it, whatever business details it shows.');
  }
  // A tie between a site page and the business it shows goes to the page: every about or contact page shows its
  // owner's address, phone and hours.
  const sitePage = (kind: PageKind) => Number(kind === 'about' || kind === 'contact');
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || sitePage(b[0]) - sitePage(a[0]));
  const [kind, best] = ranked[0]!;
  // At the site root a business's home page is its business page: evidence of the one is no doubt about the other.
  const alike = (other: PageKind) => isRoot && new Set([kind, other, 'home', 'local-business']).size === 2;
  const second = ranked.slice(1).find(([other]) => !alike(other))![1].score;
  const confidence = best.score === 0 ? 0 : Math.round(Math.min(1, best.score / 8) * (1 - (0.5 * second) / best.score) * 100) / 100;
  // A URL alone ("/events/…" over an app shell that shows nothing yet) says what the page should be, not what it says.
  const urlOnly = best.reasons.every((reason) => reason === URL_REASON);
  if (best.score < MIN_SCORE || confidence < MIN_CONFIDENCE || urlOnly) {
    return { kind: 'other', confidence, reasons: ['The page does not say clearly what it is: no kind of page had enough evidence.'] };
  }
  return { kind, confidence, reasons: best.reasons };
}

/** How many places a page lists: headings under which a distinct address and a phone of its own stand. */
function severalPlaces(addresses: AddressStatement[], phones: PhoneStatement[]): number {
  const streets = new Map<string, string>();
  // Cards alike (one path of the page's markup) that each give a street under a heading of their own.
  const cards = new Map<string, Set<string>>();
  for (const address of addresses) {
    // "Visit our sister office, … at 29 W Olentangy St, Powell, OH 43065. Call …": a place named in a paragraph of
    // prose is a mention, not a card of a listing.
    // A block that names its place another's ("分院の…下北沢院", "our sister shop") is no place of this page either.
    const written = address.lines.join(' ');
    if (written.split(/\s+/).length > PROSE_WORDS || written.length > PROSE_CHARACTERS || OTHER_PLACES.test(written)) continue;
    const heading = address.section?.[0];
    const street = address.lines.find((line) => /\d/.test(line))?.toLowerCase();
    if (heading && street && !streets.has(heading)) {
      streets.set(heading, street);
      // Cards under "Other branches" ("其他分店") are another place's, beside this page's own.
      if (!address.section?.some((heading) => OTHER_PLACES.test(heading)))
        cards.set(address.where, (cards.get(address.where) ?? new Set()).add(street));
    }
  }
  const withPhone = [...streets.keys()].filter((heading) => phones.some((phone) => phone.section?.[0] === heading));
  // A branch's page that names its sister office ("Also visit us in Kanata") shows one place of its own.
  const here = withPhone.filter((heading) => !OTHER_PLACES.test(heading));
  const counted = here.length > 0 ? here : withPhone;
  // Three or more cards alike, each headed and with a street of its own (a bakery chain's shops, none with a phone of
  // its own), list places too.
  const alike = Math.max(0, ...[...cards.values()].map((found) => found.size));
  if (counted.length < 2 && alike >= 3) return alike;
  return new Set(counted.map((heading) => streets.get(heading))).size;
}

/** More words than a card's name, street, town and postcode take (or characters, in scripts written without spaces). */
const PROSE_WORDS = 18;
const PROSE_CHARACTERS = 100;

function pathOf(url: string): string {
  try {
    return new URL(url).pathname.toLowerCase().replace(/\/index\.html?$/, '/') || '/';
  } catch {
    return '/';
  }
}

const primaryText = (page: PageUnderstandingInput) =>
  page.statements.labelled
    .filter((entry) => entry.region === 'primary')
    .map((entry) => entry.label)
    .join(' ') + page.statements.times.map((time) => time.label).join(' ');

/** Whether a markup node names what the page's heading names ("Café Almendro" under the heading "Café Almendro · Ruzafa"). */
function namesHeading(node: MarkupNode, h1: string): boolean {
  const name = typeof node.node['name'] === 'string' ? node.node['name'].trim().toLowerCase() : '';
  const heading = h1.trim().toLowerCase();
  return name !== '' && heading !== '' && (heading.includes(name) || name.includes(heading) || sameName(h1, name));
}
