import type { DatedStatement, PageUnderstandingInput, TimeStatement } from './page-statements.js';
import { withRating } from './propose-commerce.js';
import {
  labelledFrom,
  labelledValue,
  mainHeading,
  ownContent,
  pageImage,
  pageUrl,
  placedFrom,
  type ProposalContext,
} from './proposal-context.js';
import {
  isCmsAccount,
  durationOf,
  isoDuration,
  locates,
  firstPriceIn,
  FREE_ADMISSION,
  personName,
  personNames,
  plainAmount,
  postalAddress,
  type PostalAddressValue,
  RECIPE_TIME,
  townAndPostcode,
  yieldOf,
} from './read-values.js';
import { DAY_OF_MONTH, dateIn, dateRangeIn, dateRunIn } from './written-dates.js';
import { weeklySchedule } from './weekly-schedule.js';
import { DAY_WORD, firstTimeRange } from './opening-hours.js';
import { onlineEvent, onlineEventTimes, registrationLink, saidFree } from './online-event.js';
import { eventStatus } from './event-status.js';
import { first, TracedNode, type Sourced } from './traced-node.js';
import { clockIn } from './clock-time.js';
import { DOORS_LABEL, DOORS_PHRASE, END_LABEL, labelledClock, phrasedClock, START_PHRASE } from './event-times.js';
import { markupNodes } from './existing-markup.js';
import { wordsOf } from './node-values.js';

const isDuration = (time: TimeStatement) => time.datetime.startsWith('P');
/** A conference's or course's fee as its details label it ("Teilnahmegebühr", "Registration fee", "Inschrijfgeld"). */
const FEE_LABELS =
  "teilnahmegebühr|tagungsgebühr|kursgebühr|seminargebühr|gebühr|registration fee|participation fee|conference fee|fee|frais d'inscription|frais de participation|cuota de inscripción|quota di partecipazione|deelnamekosten|inschrijfgeld|opłata|koszt udziału";
const TICKET_LABEL = new RegExp(
  `^(tickets?|admission|entry|entrance|price|cost|eintritt|karten|eintrittspreis|preis|entrée|prix|coût|tarifs?|billets?|entrada|precio|toegang|prijs|ingresso|prezzo|preço|billetpris|billettpris|biljettpris|entré|inträde|pris|vstupné|cena vstupenky|bilety|cena biletu|${FEE_LABELS})$`,
);
/** A label that names a ticket's price, never any price ("Billetpris", "Eintritt", "Admission"): an event's detail. */
export const TICKET_PRICE_LABEL = new RegExp(
  `^(tickets?|ticket price|admission|entry|eintritt|eintrittspreis|karten|entrée|billets?|entrada|toegang|ingresso|billetpris|billettpris|biljettpris|entré|inträde|vstupné|cena vstupenky|bilety|cena biletu|${FEE_LABELS})$`,
);
const UPDATED =
  /updated|modified|aktualisiert|mis à jour|actualizado|aggiornato|bijgewerkt|atualizado|aktualizováno|zaktualizowano|uppdaterad|oppdatert|opdateret|päivitetty|güncellendi|ενημέρωση|ενημερώθηκε|actualizat|frissítve|оновлено|обновлено|수정|업데이트|更新/i;

/** The date the content is dated with: the first date beside the heading, else in the content (never a listing's). */
export function contentDate(context: ProposalContext, label?: RegExp): Sourced<string> {
  const times = ownContent(context.page.statements.times).filter((time) => !isDuration(time) && !UPDATED.test(time.label));
  const found = (label && times.find((time) => label.test(time.label))) || times[0];
  return found ? [found.datetime, `<time datetime> at ${placedFrom(found)}`] : [null, null];
}

/** A `<time>` the page labels as the last update ("Updated <time>"): the content's dateModified. */
function updatedTime(context: ProposalContext): Sourced<string> {
  const found = ownContent(context.page.statements.times).find((time) => !isDuration(time) && UPDATED.test(time.label));
  return found ? [found.datetime, `"${found.label}" <time datetime> at ${placedFrom(found)}`] : [null, null];
}

/**
 * "Posted on March 7, 2026", "Veröffentlicht am 7. März 2026", "Stellenangebot · veröffentlicht am 18.03.2026": a
 * dateline written in words beside the heading.
 */
export const DATELINE =
  /^(?:posted|published|veröffentlicht|publié|publicado|pubblicato|geplaatst|gepubliceerd)\b|\b(?:posted|published|veröffentlicht|publié|publicado|pubblicato|geplaatst|gepubliceerd)\s+(?:on|am|le|el|il|op|em)\b|^(?:by|von|par|por|di|door)\s/i;

export const isDateline = (date: DatedStatement) => DATELINE.test(date.label) || DATELINE.test(date.text);

/** The date of a dateline written in words or digits beside the main heading (no `<time>` element). */
export const writtenDateline = (context: ProposalContext): Sourced<string> =>
  dateOfLine(
    context,
    context.page.statements.dated.find((date) => date.region === 'primary' && isDateline(date) && !UPDATED.test(date.text)),
  );

/** The day a dated line writes, and where it stands. */
function dateOfLine(context: ProposalContext, line: DatedStatement | undefined): Sourced<string> {
  const date = line ? dateIn(line.text, context.page.lang) : null;
  return date ? [date, `"${line!.text}" at ${placedFrom(line!)}`] : [null, null];
}

/** A date in an element its class names a post's date (Blogger's `h2.date-header` over the post, `span.entry-date`). */
const classedDate = (context: ProposalContext): Sourced<string> =>
  dateOfLine(
    context,
    ownContent(context.page.statements.dated).find(
      (date) => /\.(?:date-header|post-date|entry-date)\b/.test(date.where) && !UPDATED.test(date.text),
    ),
  );

/**
 * A news page's date line under its heading, with no word before it ("25.11.2026, 17:40 Uhr" in the meta line beside
 * "Aktualisiert: 26.11.2026"): the one date beside the heading that is only a date, and no update, is the day the
 * article went out. Two such dates say nothing about which is which.
 */
function bareDateBesideHeading(context: ProposalContext): Sourced<string> {
  // Only texts that write a whole day: "2026년 12월호" (an issue's month) beside it is no second date.
  const bare = context.page.statements.dated
    .filter((date) => date.region === 'primary' && !date.label && !UPDATED.test(date.text) && date.text.length <= 40)
    .map((date) => [dateIn(date.text, context.page.lang), date] as const)
    .filter(([day]) => day);
  return bare.length === 1 ? [bare[0]![0], `"${bare[0]![1].text}" at ${placedFrom(bare[0]![1])}`] : [null, null];
}

/** "Originally published", "Posted", "Veröffentlicht": the words that say a date is the day the content went out. */
const PUBLISHED_WORD =
  /\b(?:posted|published)\b|veröffentlicht|publié|publicado|pubblicato|geplaatst|gepubliceerd|opublikowano|publicerad/i;

/**
 * A date the page's own content labels as published or as updated, in a byline or an author box ("Updated November
 * 19, 2026", "Originally published March 3, 2026 · Last updated November 19, 2026"). Each part of a line is read with
 * its own label, so a line that gives both dates gives each to its own property. `updated`: the date of the last
 * change (dateModified), else the first publication (datePublished). Never a listing's, a sidebar's or a comment's.
 */
/** A line's parts: split at separators and before an update's label ("… 06:15 Uhr Aktualisiert: …" is two dates). */
const PARTS = new RegExp(`\\s+[·|•–—]\\s+|;\\s+|\\s+(?=(?:last |zuletzt |dernière )?(?:${UPDATED.source}))`, 'i');

export function statedDate(context: ProposalContext, updated: boolean): Sourced<string> {
  for (const line of ownContent(context.page.statements.dated)) {
    for (const part of line.text.split(PARTS)) {
      if (updated ? !UPDATED.test(part) : !PUBLISHED_WORD.test(part) || UPDATED.test(part)) continue;
      const date = dateIn(part, context.page.lang);
      if (date) return [date, `"${part}" at ${placedFrom(line)}`];
    }
  }
  return [null, null];
}

function authorName(context: ProposalContext): Sourced<string> {
  const byline = ownContent(context.page.statements.bylines)
    .map((entry) => [personName(entry.text), `byline at ${placedFrom(entry)}`] as const)
    .find(([name]) => name);
  // "Autor: Tereza Nováková" (Drupal's meta line), "Auteur : …", "Text: …": the author as a labelled value.
  const labelled = ownContent(context.page.statements.labelled)
    .filter((entry) => AUTHOR_LABEL.test(entry.label))
    .map((entry) => [personName(entry.value), labelledFrom(entry)] as const)
    .find(([name]) => name);
  return first(
    [context.page.author && !isCmsAccount(context.page.author.trim()) ? context.page.author : null, 'meta author'],
    [byline?.[0] ?? null, byline?.[1] ?? ''],
    [labelled?.[0] ?? null, labelled?.[1] ?? ''],
  );
}
const AUTHOR_LABEL =
  /^(?:author|autor|autorka|auteur|autore|autrice|auteur·rice|text|texte|tekst|forfatter|författare|skribent|szerző|yazar|автор|συντάκτης|written by|posted by|verfasst von)$/;

/** When a post (an article, a recipe published as one) was first published, as its meta tag or its dateline says. */
function publishedDate(context: ProposalContext): Sourced<string> {
  return first(
    [context.page.openGraph['published_time'], 'meta article:published_time'],
    contentDate(context),
    writtenDateline(context),
    classedDate(context),
    statedDate(context, false),
    bareDateBesideHeading(context),
  );
}

export function proposeArticle(context: ProposalContext, type: string): Record<string, unknown> {
  const { page, facts, notes } = context;
  const article = new TracedNode(type, facts);
  // The title readers see over a social title that may lag behind it (an edited post keeps its first og:title).
  const [headline, from] = first([mainHeading(page), 'h1'], [page.openGraph['title'], 'meta og:title']);
  article.set('headline', headline?.slice(0, 110), from);
  article.set('description', page.metaDescription, 'meta description');
  article.set('inLanguage', page.lang, 'html lang');
  article.set('image', ...pageImage(page));
  article.set('datePublished', ...publishedDate(context));
  article.set('articleSection', page.openGraph['section'], 'meta article:section');
  // The "Updated" date the page shows over a meta tag left at an earlier one.
  const updated = updatedTime(context);
  const modified = page.openGraph['modified_time'];
  article.set(
    'dateModified',
    ...(updated[0] && modified && updated[0].slice(0, 10) > modified.slice(0, 10)
      ? updated
      : first([modified, 'meta article:modified_time'], updated, statedDate(context, true))),
  );
  // A byline that names two writers ("By Anna Reid and Tom Berger", "글 한지우·문태오") gives both, in its order.
  const coauthored = ownContent(page.statements.bylines)
    .map((entry) => [personNames(entry.text), `byline at ${placedFrom(entry)}`] as const)
    .find(([names]) => names.length > 1);
  const [author, authorFrom] = authorName(context);
  // The meta author tag names one writer (a theme writes the first): a byline that names more gives them all.
  if (coauthored && (!page.author || coauthored[0].includes(page.author.trim())))
    article.set(
      'author',
      coauthored[0].map((name) => ({ '@type': 'Person', name })),
      coauthored[1],
    );
  else if (author) article.set('author', { '@type': 'Person', name: author }, authorFrom);
  else notes.push('No author is named in a byline or meta tag; the author was left out.');
  // Else the name the site's header gives its home link (a company blog's logo, "株式会社クモロジ").
  const [publisher, publisherFrom] = first(
    titledOrganization(page),
    [page.openGraph['site_name'], 'meta og:site_name'],
    [page.statements.siteName, 'the site header’s home link'],
  );
  if (publisher) article.set('publisher', { '@type': 'Organization', name: publisher }, publisherFrom);
  article.set('url', ...pageUrl(page));
  return article.node;
}

/**
 * The organisation the page's own markup describes and its title names after the headline ("… | Vättern Energi AB"):
 * who publishes on a hosted newsroom or blog, whose og:site_name names the platform ("Mynewsdesk").
 */
function titledOrganization(page: ProposalContext['page']): Sourced<string> {
  const suffix = page.title
    ?.split(/\s+[|–—]\s+/)
    .slice(1)
    .pop()
    ?.trim();
  if (!suffix) return [null, null];
  const named = markupNodes(page).find((markup) => markup.type === 'Organization' && wordsOf(markup.node['name']) === wordsOf(suffix));
  return named ? [suffix, `the title's "${suffix}", the page's Organization markup`] : [null, null];
}

const CALORIES_LABEL =
  /^(calories|kcal|energy|energie|énergie|energía|energia|brennwert|kalorien|calorieën|calorías|calorie|kalorier|energi)$/;

/** A recipe's course and cuisine as its card labels them ("Catégorie : Dessert", "Cuisine : Française", "Küche: Italienisch"). */
const RECIPE_CATEGORY_LABEL =
  /^(category|course|catégorie|plat|kategorie|gang|categoría|categoria|portata|tipo de plato|platillo|plato|curso|gerecht|categorie|kategoria|danie)$/;
const RECIPE_CUISINE_LABEL = /^(cuisine|küche|cocina|cucina|cozinha|keuken|kuchnia|kök|køkken|kjøkken)$/;
const YIELD_LABEL =
  /^(serves|servings|yield|makes|quantité|rendement|portionen|personnes|portions|porciones|porzioni|porções|rendimento|rende|personen|porties|aantal personen|raciones|persone|dosi|wychodzi|porcje|ilość porcji|počet porcí|porce|portioner|porsjoner|antal|分量|βγαίνουν|μερίδες|porsiyon|kaç kişilik|annokset|annoksia|adag|adagok|porții|порции|количество порций|выход|인분|분량)$/;

/** A value up to its first comma or semicolon outside brackets: "1 bochenek (ok. 900 g), forma 26 cm" -> "1 bochenek (ok. 900 g)". */
function firstClause(value: string): string {
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if ((c === ',' || c === ';') && depth === 0) return value.slice(0, i).trim();
  }
  return value.trim();
}

export function proposeRecipe(context: ProposalContext): Record<string, unknown> {
  const { page, facts, notes } = context;
  const s = page.statements;
  const recipe = new TracedNode('Recipe', facts);
  recipe.set('name', ...first([mainHeading(page), 'h1'], [page.openGraph['title'], 'meta og:title']));
  recipe.set('description', page.metaDescription, 'meta description');
  recipe.set('inLanguage', page.lang, 'html lang');
  recipe.set('image', ...pageImage(page));
  const [author, authorFrom] = authorName(context);
  if (author) recipe.set('author', { '@type': 'Person', name: author }, authorFrom);
  recipe.set('datePublished', ...publishedDate(context));
  recipe.set('dateModified', ...updatedTime(context));
  const durations = ownContent(s.times).filter(isDuration);
  const duration = (label: RegExp) => durations.find((time) => label.test(time.label));
  for (const [property, label] of [
    [
      'prepTime',
      /prep|préparation|zubereitung|vorbereitung|arbeitszeit|preparación|bereiding|preparazione|czas pracy|przygotow|příprav|forbered|준비|準備|下ごしらえ|下準備|hazırlık|preparo|προετοιμασ|preparare/i,
    ],
    [
      'cookTime',
      /cook|cuisson|back|garzeit|kochzeit|bake|cocción|kook|baktijd|cottura|piecz|gotow|pečen|vařen|bage|stege|ugn|tilbered|tillagn|조리|調理|加熱|pişirme|cozimento|cozedura|confe[cç]|forno|μαγείρ|ψήσιμο|gătire|prăjire|coacere/i,
    ],
    ['totalTime', /total|gesamt|totaal|totale|samlet|총|소요|合計|総時間|所要|總時間|总时间|toplam|συνολικ/i],
  ] as const) {
    const found = duration(label);
    const written = found ? null : ownContent(s.labelled).find((entry) => RECIPE_TIME.test(entry.label) && label.test(entry.label));
    const converted = written ? durationOf(written.value) : null;
    if (found) recipe.set(property, found.datetime, `<time datetime> at ${placedFrom(found)}`);
    else if (written && converted) recipe.set(property, converted, `"${written.label}: ${written.value}" at ${placedFrom(written)}`);
  }
  const written = ownContent(s.yields ?? [])
    .map((line) => [yieldOf(line.text), `"${line.text}" at ${placedFrom(line)}`] as const)
    .find(([value]) => value);
  const [labelledYield, yieldFrom] = labelledValue(context, YIELD_LABEL);
  recipe.set(
    'recipeYield',
    ...first([labelledYield ? firstClause(labelledYield) : null, yieldFrom], [written?.[0] ?? null, written?.[1] ?? '']),
  );
  recipe.set('recipeCategory', ...labelledValue(context, RECIPE_CATEGORY_LABEL));
  recipe.set('recipeCuisine', ...labelledValue(context, RECIPE_CUISINE_LABEL));
  withRating(recipe, context);
  // Calories only where a nutrition row labels them and writes them as such ("Energie: 312 kcal", "Calories: 312").
  const [energy, energyFrom] = labelledValue(context, CALORIES_LABEL);
  const calories = energy ? (/\d[\d.,]*\s*(?:kcal|calories|cal)\b/i.exec(energy)?.[0] ?? (/^\d+$/.test(energy) ? energy : null)) : null;
  if (calories) recipe.set('nutrition', { '@type': 'NutritionInformation', calories }, energyFrom);
  recipe.set('recipeIngredient', s.ingredients, 'the ingredient list');
  recipe.set(
    'recipeInstructions',
    s.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    'the method list',
  );
  if (s.ingredients.length === 0) notes.push('No ingredient list could be read; add the ingredients in the editor.');
  return recipe.node;
}

export function proposeFaq(context: ProposalContext): Record<string, unknown> {
  const faq = new TracedNode('FAQPage', context.facts);
  // A heading that is itself a question ("Is your boiler ready for winter?") is a hook, not the page's name.
  const heading = mainHeading(context.page);
  faq.set('name', ...first([heading?.endsWith('?') ? null : heading, 'h1'], [context.page.openGraph['title'], 'meta og:title']));
  faq.set('url', ...pageUrl(context.page));
  faq.set(
    'mainEntity',
    context.page.faqs.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
    'question blocks (details, definition lists or question headings)',
  );
  return faq.node;
}

/**
 * Other sessions of the same class, other dates, related or suggested events: their dates are theirs. The event's own
 * date is the one beside its heading and booking block, never one under such a heading.
 */
const OTHER_SESSIONS =
  /\b(?:other|more|upcoming|next|further|future)\s+(?:dates?|sessions?|classes|courses|events|workshops)|you (?:may|might) also like|related|similar|autres?\s+(?:dates?|sessions?|cours)|prochaines?\s+(?:dates?|sessions?)|vous aimerez aussi|à découvrir aussi|weitere\s+(?:termine|kurse|veranstaltungen)|andere\s+termine|das könnte|otras\s+(?:fechas|sesiones)|próximas\s+(?:fechas|sesiones)|te puede interesar|altre\s+(?:date|sessioni)|prossime\s+(?:date|sessioni)|potrebbe interessarti|andere\s+(?:data|sessies)|meer\s+(?:data|workshops)|outras\s+datas|próximas\s+datas/i;
/** A date under a heading of other sessions or related events: not this event's. */
export const isOtherSession = (date: DatedStatement) => date.section?.some((heading) => OTHER_SESSIONS.test(heading)) ?? false;
/** The label of an event's day in its details ("Date", "Datum", "Dato", "Fecha", "Termin"). */
export const DATE_LABEL =
  /^(?:date|dates|datum|dato|data|fecha|fechas|termin|wann|when|quand|dátum|päivämäärä|laufzeit|zeitraum|ausstellungsdauer|run|runs|on view|période|durée|periodo|looptijd|periode|czas trwania|termín konání)$/;
/** A ticket platform's "Date and time" section, and the line under it, with its hours. */
const DATE_AND_TIME =
  /(?:^|\s)(?:date and time|date & time|datum und uhrzeit|datum & uhrzeit|date et heure|date et horaire|fecha y hora|data e ora|datum en tijd|data i godzina|datum och tid|dato og tid|päivämäärä ja aika)\s*([^\n]{4,80})/i;
function dateAndTimeLine(page: PageUnderstandingInput): Sourced<string> {
  const line = DATE_AND_TIME.exec(page.visibleText);
  return line && firstTimeRange(line[1]!) ? [line[1]!, `the words "${line[0].trim()}"`] : [null, null];
}

/**
 * The last day tickets or places are sold ("Sales end on 22 Jan 2027", "Anmeldeschluss: 1. März", "Inscriptions
 * jusqu'au 5 mai"): a deadline before the event, never its date.
 */
const SALES_DEADLINE =
  /(?:sales? end|ticket sales end|sales close|registration (?:closes|deadline)|book(?:ing)? by|deadline|verkauf endet|vorverkauf bis|anmeldeschluss|anmeldung bis|fin des ventes|inscriptions? jusqu|date limite|inscripciones hasta|venta hasta|iscrizioni entro|verkoop eindigt|inschrijven tot|zapisy do|przedsprzedaż do|sista anmälningsdag|tilmelding senest|påmelding innen)/i;

/** A `<time>` that dates the page as a post (published, updated), not anything it announces. */
const postedTime = (time: TimeStatement) =>
  time.label === 'published' || UPDATED.test(time.label) || /publi|posted|veröffentlicht|gepubliceerd|pubblicato/i.test(time.label);

/** The element that holds an event's end, as its class names it (`time.event-time-24hr-end`, `dtend`, `end-time`). */
const END_MARK = /[.\s_-](?:end|ends|dtend|end-?time|enddate)(?:[.\s_-][^>]*)?$/i;
/** The label of an event's start time ("Start", "Første start", "Beginn", "Début", "Aanvang", a race's "Départ"); never doors opening. */
export const EVENT_START_LABEL =
  /^(?:start|starts|start time|starting time|første start|starttid|starttidspunkt|beginn|beginning|begins|début|départ|heure de départ|inicio|comienzo|salida|inizio|partenza|aanvang|begin|rozpoczęcie|začátek|inauguración|inaugurazione|inauguration|eröffnung|ouverture|apertura|opening)$/;
/** The label of an event's place ("Venue", "Ort", "Lieu", "Sted", "Start og mål", "Miejsce"). */
export const VENUE_LABEL =
  /^(?:ort|veranstaltungsort|venue|lieu|where|location|locatie|lugar|local|luogo|sted|spillested|start og mål|start\/mål|start og slut|start & finish|start and finish|start\/finish|start en finish|start und ziel|start\/ziel|départ et arrivée|salida y meta|partenza e arrivo|plats|miejsce|místo|místo konání)$/;
/** "Organised by X", in the languages read: the name runs to a partner ("in samenwerking met", "with") or the sentence's end. */
const ORGANISED_BY =
  /\b(?:organi[sz]ed by|georganiseerd door|organisiert von|veranstaltet von|organisé(?:e)? par|organizado por|organizzato da|organizowany przez)\s+(\p{Lu}[\p{L}\p{M}&'’ -]{2,60}?)(?=\s+(?:in samenwerking|in cooperation|in partnership|together with|with|met|mit|avec|con)\b|[.,;:()!]|$)/u;
/** The label of who runs an event ("Organizer", "Veranstalter", "Arrangør", "Organisateur"). */
const ORGANIZER_LABEL =
  /^(?:organi[sz]er|organi[sz]ed by|host|hosted by|veranstalter|organisateur|organisé par|organizador|organizadores|organiza|organizan|organizzatore|organizza|organisator|organizator|pořadatel|arrangør|arrangör|arrangeret af|主催|主办|主辦|주최|מפיק|מפיקים|מארגן|מארגנים|المنظم|الجهة المنظمة|ban tổ chức|penyelenggara|ผู้จัด)$/;

/** A day's times on a line of their own ("9:00 a. m. – 1:00 p. m.", "7.00pm – 9.30pm"), never a line of opening days. */
export const dayTimes = (line: string) => firstTimeRange(line) !== null && !DAY_WORD.test(line);

/** An event's hours as a line of their own beside the heading. */
export const timeBadge = (page: PageUnderstandingInput) => (page.statements.headingLines ?? []).find((line) => dayTimes(line.text));

/** A labelled time of day ("Horaire : 10h00 – 13h00", "Time: 7–10pm", "Uhrzeit: 18–21 Uhr"). */
export const TIME_LABEL =
  /^(?:time|times|hours|horaire|horaires|heure|heures|uhrzeit|zeit|hora|horario|orario|ora|tijd|tijden|horário|tid|tidspunkt|klockslag|godzina|godziny|čas|aika|kellonaika|saat|idő|időpont)$/;
/** The most people an event takes, as its details state it: a labelled group size or "max. 8 participants". */
export const CAPACITY_LABEL =
  /^(?:group|group size|capacity|places|seats|max\.? participants|groupe|capacité|effectif|gruppe|gruppengröße|teilnehmer|teilnehmerzahl|plazas|grupo|aforo|posti|gruppo|deelnemers|groep|lugares|cupo|cupo máximo|cupos|vagas|miejsca|pladser|platser)$/;
const CAPACITY =
  /(?:\b(?:max\.?|maximum|maximal|höchstens|limited to|up to|jusqu['’]à|hasta|fino a|massimo|maximaal|máximo)\s*(\d{1,4})\s*(?:participants?|people|persons?|guests|seats|places|personnes|teilnehm\p{L}*|personen|plazas|personas|posti|persone|deelnemers|pessoas|lugares)|\b(\d{1,4})\s*(?:participants?|people|persons?|guests|seats|places|personnes|teilnehm\p{L}*|personen|plazas|personas|posti|persone|deelnemers|pessoas|lugares)\s*(?:max\.?|maximum|maximal|au maximum|máximo|massimo)\b)/iu;
/** Remaining places ("Plus que 3 places", "only 2 seats left", "noch 4 Plätze frei") are no capacity. */
const REMAINING =
  /\b(?:left|remaining|available|disponibles?|restantes?|frei|libres?|plus que|only|nur noch|noch|quedan|rimasti|rimangono|nog)\b/i;

const LEFT_AFTER = /^\s*(?:left|remaining|available|disponibles?|restantes?|frei|libres?|rimasti|beschikbaar)\b/i;

function capacityOf(context: ProposalContext): Sourced<string> {
  const [labelled, labelledFrom] = labelledValue(context, CAPACITY_LABEL);
  if (labelled && !REMAINING.test(labelled)) {
    const number = CAPACITY.exec(labelled) ?? /^\s*(\d{1,4})\s*(?:\p{L}+)?\s*$/u.exec(labelled);
    const value = number?.[1] ?? number?.[2];
    if (value) return [value, labelledFrom];
  }
  // In the text, only a stated maximum, and not where the words around it speak of places left.
  const text = context.page.visibleText;
  for (const found of text.matchAll(new RegExp(CAPACITY.source, 'giu'))) {
    const before = text.slice(Math.max(0, found.index - 25), found.index);
    const after = text.slice(found.index + found[0].length, found.index + found[0].length + 20);
    if (!REMAINING.test(before) && !LEFT_AFTER.test(after)) return [found[1] ?? found[2]!, `"${found[0].trim()}" in the page text`];
  }
  return [null, null];
}

/** A line that says when, not where: a weekday, a day of a month, a year or a clock time ("Sunday", "December 13", "4:00 p.m."). */
const whenLine = (line: string) =>
  (DAY_WORD.test(line) && !/\s/.test(line.trim())) ||
  DAY_OF_MONTH.test(line) ||
  /^(?:19|20)\d\d$/.test(line.trim()) ||
  clockIn(line) !== null;

export function proposeEvent(context: ProposalContext): Record<string, unknown> {
  const { page, facts, notes } = context;
  const event = new TracedNode('Event', facts);
  event.set('name', ...first([mainHeading(page), 'h1']));
  event.set('description', page.metaDescription, 'meta description');
  const online = onlineEvent(page);
  if (online) return proposeOnlineEvent(context, event);
  // Never the post's own publishing time (Joomla wraps every page, a race's too, in an article's "published" <time>).
  const start = ownContent(page.statements.times).find((time) => /T\d\d:\d\d/.test(time.datetime) && !postedTime(time));
  // Else a date written in words or digits beside the heading or in the details ("samedi 7 mars 2026 à 20h30").
  const written = ownContent(page.statements.dated)
    .filter((date) => !isDateline(date) && !isOtherSession(date) && !SALES_DEADLINE.test(date.text))
    .map((date) => [dateIn(date.text, page.lang), date] as const)
    .filter((found): found is readonly [string, DatedStatement] => found[0] !== null);
  // A date the details label as the event's ("Dato: Søndag den 25. april 2027", a table's "Date | dimanche 19 avril
  // 2026") before any other the page writes.
  const row = ownContent(page.statements.labelled).find((entry) => DATE_LABEL.test(entry.label) && dateIn(entry.value, page.lang));
  const labelledDay =
    written.find(([, date]) => DATE_LABEL.test(date.label)) ??
    (row
      ? ([
          dateIn(row.value, page.lang)!,
          { text: row.value, label: row.label, region: row.region, where: row.where } as DatedStatement,
        ] as const)
      : undefined);
  // A day the page marks up beside its heading (`<time datetime="2027-01-23">Saturday 23 January</time>`, the year in
  // the markup only) before a date written in the text further down.
  const stamped = page.statements.times.find(
    (time) => time.region === 'primary' && /^\d{4}-\d\d-\d\d$/.test(time.datetime) && !postedTime(time),
  );
  const stampedDay = stamped
    ? ([
        stamped.datetime,
        { text: stamped.datetime, label: stamped.label, region: stamped.region, where: stamped.where } as DatedStatement,
      ] as const)
    : undefined;
  const writtenStart = labelledDay ?? written.find(([date]) => /T\d\d:\d\d/.test(date)) ?? stampedDay ?? written[0];
  // A date written alone, its hours labelled on their own line ("Date : samedi 12 décembre 2026", "Horaire : 10h00 –
  // 13h00"): the day's start and end are those hours. Only for a date without a time, and only a labelled range.
  const dayOnly = !start && writtenStart !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(writtenStart[0]);
  // Labelled ("Horaire : 10h00 – 13h00"), or a badge of its own beside the heading ("9:00 a. m. – 1:00 p. m.").
  const badgeHours = timeBadge(page);
  // Or as the next item of the details list the date is an item of ("Thursday 14 May 2026", "7.00pm – 9.30pm").
  const listedHours = writtenStart?.[1].beside?.find(dayTimes);
  const [hours, hoursFrom] = !dayOnly
    ? [null, null]
    : first(
        labelledValue(context, TIME_LABEL),
        [badgeHours?.text ?? null, badgeHours ? `"${badgeHours.text}" at ${placedFrom(badgeHours)}` : null],
        [listedHours ?? null, `"${listedHours}" in the list of details at ${placedFrom(writtenStart![1])}`],
        // Or the hours the date's own line writes after it ("18.04.2026 (sobota), 10:00–15:00", "… · godz. 10:00–15:00").
        [
          firstTimeRange(writtenStart![1].text) ? writtenStart![1].text : null,
          `"${writtenStart![1].text}" at ${placedFrom(writtenStart![1])}`,
        ],
        // Or the line under a "Date and time" heading ("Saturday, January 23 · 10am - 4pm GMT"), which writes no year.
        dateAndTimeLine(page),
      );
  const labelledTimes = hours ? firstTimeRange(hours) : null;
  // Its start time labelled on a line of its own ("Første start: Kl. 10.00", "Beginn: 19:30 Uhr").
  // Or said in words ("Début du concert à 21h00"), the doors' time beside it being no start.
  const [startLine, startFrom] =
    dayOnly && !labelledTimes ? first(labelledValue(context, EVENT_START_LABEL), phrasedClock(page, START_PHRASE)) : [null, null];
  // "Courses enfants: Départ : 9h15" and "10 km: Départ : 10h00": of several start times the day alone is certain.
  const starts = new Set(
    ownContent(page.statements.labelled)
      .filter((entry) => EVENT_START_LABEL.test(entry.label))
      .map((entry) => clockIn(entry.value))
      .filter(Boolean),
  );
  const startClock = startLine && starts.size <= 1 ? clockIn(startLine) : null;
  if (starts.size > 1) notes.push('The page gives several start times (one per race or session); only the day was stated as the start.');
  if (start) {
    event.set('startDate', start.datetime, `<time datetime> at ${placedFrom(start)}`);
    // Its end as the page marks it: a later <time> whose element says end (Squarespace's `time.event-time-24hr-end`).
    // Or the <time> written right after it in the same element ("<time>6.30pm</time> - <time>7.45pm</time>"), on that day.
    const later = (time: TimeStatement) => time !== start && /T\d\d:\d\d/.test(time.datetime) && time.datetime > start.datetime;
    const end =
      ownContent(page.statements.times).find((time) => later(time) && END_MARK.test(time.where)) ??
      ownContent(page.statements.times).find(
        (time) => later(time) && time.where === start.where && time.datetime.slice(0, 10) === start.datetime.slice(0, 10),
      );
    if (end) event.set('endDate', end.datetime, `<time datetime> at ${placedFrom(end)}`);
  } else if (writtenStart && startClock)
    event.set(
      'startDate',
      `${writtenStart[0]}T${startClock}`,
      `"${writtenStart[1].text}" at ${placedFrom(writtenStart[1])} and ${startFrom}`,
    );
  else if (writtenStart && labelledTimes) {
    const from = `"${writtenStart[1].text}" at ${placedFrom(writtenStart[1])} and ${hoursFrom}`;
    event.set('startDate', `${writtenStart[0]}T${labelledTimes.opens}`, from);
    if (labelledTimes.closes > labelledTimes.opens) event.set('endDate', `${writtenStart[0]}T${labelledTimes.closes}`, from);
  } else if (writtenStart) event.set('startDate', writtenStart[0], `"${writtenStart[1].text}" at ${placedFrom(writtenStart[1])}`);
  // "16.–17. März 2027": the days an event runs, written as a range where its start is.
  // With a <time> for the first day's start too: the range ends the event when it starts on that day.
  // Or two dates across months, as an exhibition's run ("Laufzeit: 21.03.2026 bis 30.08.2026").
  const range = writtenStart && !labelledTimes ? (dateRangeIn(writtenStart[1].text) ?? dateRunIn(writtenStart[1].text, page.lang)) : null;
  if (range && range.start === (start?.datetime ?? writtenStart![0]).slice(0, 10))
    event.set('endDate', range.end, `"${writtenStart![1].text}" at ${placedFrom(writtenStart![1])}`);
  // "za 14 maart 2026, 10:00 – 16:00": a date written with its hours ends that day at the second time.
  const hoursWritten = !start && writtenStart && !range ? firstTimeRange(writtenStart[1].text) : null;
  // Its days as the items of one list ("Freitag, 6. März 2026, 15:00 – 18:00 Uhr", "Samstag, 7. März 2026, 10:00 –
  // 13:00 Uhr"): it runs until the last day's closing time.
  const lastDay = (writtenStart?.[1].beside ?? [])
    .map((line) => [dateIn(line, page.lang)?.slice(0, 10), firstTimeRange(line)?.closes] as const)
    .filter(([day, closes]) => day && closes && day > writtenStart![0].slice(0, 10))
    .at(-1);
  if (hoursWritten && lastDay)
    event.set(
      'endDate',
      `${lastDay[0]}T${lastDay[1]}`,
      `the last of the days listed with "${writtenStart![1].text}" at ${placedFrom(writtenStart![1])}`,
    );
  else if (
    hoursWritten &&
    writtenStart![0] === `${writtenStart![0].slice(0, 10)}T${hoursWritten.opens}` &&
    hoursWritten.closes > hoursWritten.opens
  )
    event.set(
      'endDate',
      `${writtenStart![0].slice(0, 10)}T${hoursWritten.closes}`,
      `"${writtenStart![1].text}" at ${placedFrom(writtenStart![1])}`,
    );
  // "16/01/2027, 21:30 – 17/01/2027, 00:00" (Wix Events), "13 jun 2026 • 09:00 > 13 jun 2026 • 17:00": the start and
  // the end, each written with its day and time.
  const [opens, ends] = !start && writtenStart ? writtenStart[1].text.split(/\s+[–—>→-]\s+/).map((side) => dateIn(side, page.lang)) : [];
  if (!event.node['endDate'] && opens === writtenStart?.[0] && ends?.includes('T') && opens?.includes('T') && ends > opens)
    event.set('endDate', ends, `"${writtenStart![1].text}" at ${placedFrom(writtenStart![1])}`);
  if (!event.node['startDate']) setWeeklySchedule(context, event);
  // "Ouverture des portes à 19h30" before a start on that day: when the doors open; "Ende: ca. 23.00 Uhr" after it: the end.
  const [doors, doorsFrom] = first(labelledClock(page, DOORS_LABEL), phrasedClock(page, DOORS_PHRASE));
  const startDate = String(event.node['startDate'] ?? '');
  const [closing, closingFrom] = event.node['endDate'] ? [null, null] : labelledClock(page, END_LABEL);
  if (closing && /T\d\d:\d\d/.test(startDate) && `${startDate.slice(0, 10)}T${closing}` > startDate.slice(0, 16))
    event.set('endDate', `${startDate.slice(0, 10)}T${closing}`, closingFrom!);
  // A start marked with its zone ("…T18:30:00Z" for 20:30 in Zurich) cannot be compared with the doors' wall clock.
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/.test(startDate);
  if (doors && /T\d\d:\d\d/.test(startDate) && (zoned || `${startDate.slice(0, 10)}T${doors}` < startDate))
    event.set('doorTime', `${startDate.slice(0, 10)}T${doors}`, doorsFrom!);
  event.set('eventStatus', ...eventStatus(page, event.node['startDate'] !== undefined));
  event.set('maximumAttendeeCapacity', ...capacityOf(context));
  // "Arrangør: Vejle Motion & Atletik, kystloebet@…": the name, without the contact written after it.
  const [organizer, organizerFrom] = labelledValue(context, ORGANIZER_LABEL);
  // "Bauakademie Südbaden e.V. in Kooperation mit der Holzbau-Initiative Oberrhein": the partner is no organiser.
  const organizerName = organizer
    ?.split(
      /\s*[,·|(]\s*|\s+[–—-]\s+|\s+(?:in Kooperation|in Zusammenarbeit|in cooperation|in partnership|together with|in samenwerking|en collaboration|en partenariat|en colaboración|in collaborazione)\b/i,
    )[0]
    ?.trim();
  if (organizerName && !/@|\d{3}/.test(organizerName))
    event.set('organizer', { '@type': 'Organization', name: organizerName }, organizerFrom);
  else {
    // "De Grachtenloop wordt georganiseerd door Stichting Grachtenloop Alkmaar in samenwerking met AV Hera.": the
    // organiser named in so many words, wherever the page says it (a footer's line often does).
    const said = ORGANISED_BY.exec(page.visibleText);
    if (said) event.set('organizer', { '@type': 'Organization', name: said[1]!.trim() }, `the words "${said[0].trim()}"`);
  }
  const venue = ownContent(page.statements.venues)[0];
  // "Sunday, December 13, 2026 · 4:00 p.m. · St. Brendan's Church · 2210 Monroe Street…": the date and time written
  // before the place in one block are no part of its name.
  const placeLines = (lines: string[]) => {
    const from = lines.findIndex((line) => !whenLine(line));
    return from < 0 ? [] : lines.slice(from);
  };
  const address = ownContent(page.statements.addresses)
    .map((statement) => ({ ...statement, lines: placeLines(statement.lines) }))
    .find((statement) => statement.lines.length >= 2 && !/\d/.test(statement.lines[0]!));
  // A venue the details label by its name ("Venue: Rathmines Library") over a block that only gives its address (Drupal's
  // "field-event-address", whose class reads like a venue's).
  const [labelledVenue, labelledVenueFrom] = labelledValue(context, VENUE_LABEL, (value) => !/\d/.test(value));
  const namedVenue = labelledVenue && !/\d/.test(labelledVenue) && venue && /\d/.test(venue.text) ? labelledVenue : null;
  const [venueText, venueFrom] = namedVenue
    ? [namedVenue, labelledVenueFrom!]
    : venue
      ? [venue.text, placedFrom(venue)]
      : address
        ? [address.lines.join(', '), placedFrom(address)]
        : // "Start & finish: Canadaplein, Alkmaar" beside the heading, "…, 1811 KX Alkmaar" under the map: the one with a postcode.
          labelledValue(context, VENUE_LABEL, (value) => /\d/.test(value));
  if (venueText) {
    // "…, 35578 Wetzlar. Treffpunkt ist jeweils das Foyer.": the sentence after the postcode and town is no address.
    // A comma inside brackets is the room note's ("Národní technická knihovna (velký sál, 1. podzemní podlaží)").
    const [name, ...rest] = venueText.replace(/(\d{4,5}\s+[\p{L} -]+?)\.\s+\p{Lu}.*$/u, '$1').split(/\s*,\s*(?![^()]*\))/);
    // The venue's address often stands in a block of its own beside its name (a "Lieu" or "Venue" box).
    const own = venue?.address ? postalAddress(venue.address, name ?? null) : null;
    const block = ownContent(page.statements.addresses)
      .map((statement) => postalAddress(statement.lines, name ?? null))
      .find(locates);
    const postal = own ?? postalAddress([rest.join(', ')], null) ?? block ?? townAndPostcode(rest) ?? townOfVenue(name ?? '', page);
    // "… de Sigüenza (Guadalajara)": the province in brackets after a venue's name is its region, no part of the name;
    // so is the room or floor written after it ("(velký sál, 1. podzemní podlaží)"), which Place has no name for.
    const placeName = name?.replace(/\s*\([^)]*\)$/, '') || name;
    event.set(
      'location',
      { '@type': 'Place', name: placeName, ...(postal ? { address: { '@type': 'PostalAddress', ...postal } } : {}) },
      venueFrom,
    );
  } else notes.push('No venue is named; the location was left out.');
  // A ticket price only where the event's own details label it, or in its ticket section (never a voucher bar, a
  // workshop's or a hotel's price, another date's, or a struck early-bird price).
  const [admission, admissionFrom] = labelledValue(context, TICKET_LABEL);
  const labelledTicket = admission ? firstPriceIn(admission, page.lang) : null;
  const sectionTicket = labelledTicket ? null : ticketSectionPrice(context);
  // A price that is an item of the date's own details list, and nothing but a price ("£35 per person").
  const listedPrice = labelledTicket || sectionTicket ? undefined : writtenStart?.[1].beside?.find(priceItem);
  const listedTicket = listedPrice ? firstPriceIn(listedPrice, page.lang) : null;
  // Else the price its booking button carries ("Book now — NZ$165"), one price for the one event the page is.
  const booked = labelledTicket || sectionTicket || listedTicket ? undefined : bookingPrice(context);
  const ticket = labelledTicket ?? sectionTicket?.[0] ?? listedTicket ?? booked?.[0];
  // "Free admission · All are welcome" beside the heading says it as plainly as an "Admission: Free" label.
  const freeLine = ownContent(page.statements.headingLines ?? []).find((line) => FREE_ADMISSION.test(line.text.trim()));
  // Free stated in so many words is a price of 0 (no currency, as none is stated) and an event open to all for free.
  const setFree = (from: string) => {
    const [url, urlFrom] = pageUrl(page);
    event.set('offers', { '@type': 'Offer', price: '0', url }, `${from} (url: ${urlFrom})`);
    event.set('isAccessibleForFree', true, from);
  };
  if (ticket) {
    const [url, urlFrom] = pageUrl(page);
    const ticketFrom = labelledTicket
      ? admissionFrom
      : sectionTicket
        ? sectionTicket[1]
        : listedTicket
          ? `"${listedPrice}" in the list of details at ${placedFrom(writtenStart![1])}`
          : booked![1];
    event.set('offers', { '@type': 'Offer', price: ticket.price, priceCurrency: ticket.currency, url }, `${ticketFrom} (url: ${urlFrom})`);
    if (labelledTicket && (admission!.match(/[$€£]|EUR|USD|GBP/g) ?? []).length > 1)
      notes.push('Only the first ticket price was stated as the offer; add reduced or other prices in the editor.');
  } else if (admission && FREE_ADMISSION.test(admission.trim())) {
    setFree(`${admissionFrom}: "${admission}"`);
  } else if (freeLine) {
    setFree(`"${freeLine.text}" at ${placedFrom(freeLine)}`);
  } else notes.push('No ticket price is labelled in the event details; no offer was stated.');
  return event.node;
}

/**
 * A class held every week and dated nowhere ("When: Tuesdays, 7:00 pm – 8:15 pm"): its weekly Schedule, as Schema.org
 * describes a recurring event. Google lists events by their dated sessions, so the note asks for the next one.
 */
function setWeeklySchedule(context: ProposalContext, event: TracedNode): void {
  const weekly = weeklySchedule(context.page);
  if (!weekly) return;
  const { dayOfWeek, opens, closes } = weekly.hours;
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const length = minutes(closes) - minutes(opens);
  event.set(
    'eventSchedule',
    {
      '@type': 'Schedule',
      byDay: dayOfWeek.length === 1 ? dayOfWeek[0] : dayOfWeek,
      startTime: opens,
      ...(length > 0 ? { endTime: closes, duration: isoDuration(Math.floor(length / 60), length % 60) } : {}),
      repeatFrequency: 'P1W',
    },
    labelledFrom(weekly.entry),
  );
  context.notes.push(
    'The page gives a weekly schedule and no dated session; Google shows events by the date of each session, so add the next one as startDate in the editor.',
  );
}

/**
 * A webinar or livestream: held online (OnlineEventAttendanceMode) at the link the page gives to register or join
 * (a VirtualLocation with only a URL the page links), run by the site's organisation as its header or og:site_name
 * names it, and free (price 0) only where the page says so in so many words. No venue, no street address.
 */
function proposeOnlineEvent(context: ProposalContext, event: TracedNode): Record<string, unknown> {
  const { page, notes } = context;
  // The page's own `<time datetime>` says the start exactly (with its zone); else the date and clock range as written.
  const stamped = ownContent(page.statements.times).find((time) => /T\d\d:\d\d/.test(time.datetime));
  const times = onlineEventTimes(page, isDateline);
  if (stamped) event.set('startDate', stamped.datetime, `<time datetime> at ${placedFrom(stamped)}`);
  else if (times) {
    event.set('startDate', times.start, times.from);
    if (times.end) event.set('endDate', times.end, times.from);
  } else notes.push('No date with a start time is written beside the heading; the dates were left out.');
  event.set('eventAttendanceMode', 'https://schema.org/OnlineEventAttendanceMode', 'the lines beside the heading say it is held online');
  const link = registrationLink(page);
  if (link) event.set('location', { '@type': 'VirtualLocation', url: link.href }, `"${link.text}" link at ${placedFrom(link)}`);
  else notes.push('The page links no place to register or join; the online location was left out.');
  const [organizer, organizerFrom] = first(
    [page.openGraph['site_name'], 'meta og:site_name'],
    [page.statements.siteName, 'the site header’s home link'],
  );
  if (organizer) event.set('organizer', { '@type': 'Organization', name: organizer }, organizerFrom);
  const free = saidFree(page, link);
  if (free) {
    const [url, urlFrom] = link ? [link.href, 'the registration link'] : pageUrl(page);
    event.set('offers', { '@type': 'Offer', price: '0', url }, `${free} (url: ${urlFrom})`);
  }
  return event.node;
}

/** A section about tickets, in the languages read ("Tickets", "Billets", "Eintritt", "Entradas", "Biglietti"). */
const TICKET_WORD = String.raw`(?:tickets?|ticketing|admission|registration|inscriptions?|anmeldung|inschrijving(?:en)?|iscrizioni|inscripciones|prices|pricing|eintritt|eintrittskarten|karten|preise|billets?|billetterie|tarifs?|entradas?|precios|biglietti|ingressi|prezzi|kaarten|prijzen|biljetter|bilety|bilhetes|ingressos|valor del taller|valor|precio|inversión|costo|cost|fee|course fee|kursgebühr|frais d'inscription|registrace|vstupné|vstupenky|cena|ceny|rejestracja|cennik|registrácia)`;
/** A ticket section's heading: a ticket word, or two joined ("Tickets & prices", "Tarifs & billetterie", "Tickets en prijzen"). */
export const TICKET_SECTION = new RegExp(String.raw`^${TICKET_WORD}(?:\s*(?:&|\+|/|and|und|et|y|e|en|och|og|i|a)\s*${TICKET_WORD})?$`, 'i');

/** A sentence that opens on the ticket's price ("Tickets <b>£16</b> (plus booking fee), sold through…") states it. */
const ticketLead = (lead: string | undefined) => Boolean(lead && TICKET_SECTION.test(lead.replace(/[\s:–—-]+$/, '')));

const MONEY_SIGN = /[£$€¥]|\b[A-Z]{3}\b|\bkr\b|zł/g;
/** A line that is one price and nothing else but the words a ticket price comes with ("£35 per person", "Entry: €12"). */
function priceItem(line: string): boolean {
  const rest = line
    .replace(/\d[\d.,\u00a0 ]*/g, '')
    .replace(MONEY_SIGN, '')
    .replace(
      /\b(?:tickets?|entry|admission|price|per person|pp|p\.p\.|each|eintritt|pro person|entrée|prix|par personne|entrada|por persona|ingresso|a persona|toegang|per persoon)\b/giu,
      '',
    )
    .replace(/[\s:.,/–—-]/g, '');
  return rest === '' && /\d/.test(line) && line.replace(MONEY_SIGN, '') !== line;
}

/**
 * A venue named after the town it is in, which the page's heading or title also names ("Plaza Mayor y calles del casco
 * histórico de Sigüenza (Guadalajara)" under "XV Mercado Medieval de Sigüenza"): that town, with the province the
 * brackets give.
 */
function townOfVenue(name: string, page: PageUnderstandingInput): PostalAddressValue | null {
  const said = /\s(?:de|di|du|in|of|bei|à|a)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)(?:\s*\((\p{Lu}[\p{L} '’-]+)\))?$/u.exec(name);
  const heading = `${mainHeading(page) ?? ''} ${page.title ?? ''}`;
  if (!said || !new RegExp(`(?<![\\p{L}])${said[1]}(?![\\p{L}])`, 'u').test(heading)) return null;
  return { addressLocality: said[1]!, ...(said[2] ? { addressRegion: said[2] } : {}) };
}

/** The one price the page's own booking links or buttons carry, when they all carry the same. */
function bookingPrice(context: ProposalContext): [{ price: string; currency: string }, string] | null {
  const booking = ownContent(context.page.statements.prices).filter((price) => price.booking && price.currency && !price.from);
  const amounts = new Set(booking.map((price) => plainAmount(price.amount)));
  const amount = amounts.size === 1 ? [...amounts][0] : null;
  return amount ? [{ price: amount, currency: booking[0]!.currency! }, `the booking button at ${placedFrom(booking[0]!)}`] : null;
}

/** The first current price under the page's ticket heading: not a "from" price, not in prose unless its sentence opens on it. */
function ticketSectionPrice(context: ProposalContext): [{ price: string; currency: string }, string] | null {
  const found = ownContent(context.page.statements.prices)
    .concat(context.page.statements.prices.filter((price) => price.region === 'listing'))
    // A sold-out ticket ("Early bird € 45 · Uitverkocht") is no longer on offer; the tickets still for sale are.
    .sort((a, b) => Number(Boolean(a.soldOut)) - Number(Boolean(b.soldOut)))
    .find(
      (price) =>
        !price.from &&
        (!price.prose || ticketLead(price.lead)) &&
        price.currency &&
        price.section?.some((heading) => TICKET_SECTION.test(heading.trim())),
    );
  const amount = found ? plainAmount(found.amount) : null;
  return found && amount ? [{ price: amount, currency: found.currency! }, `the ticket section at ${placedFrom(found)}`] : null;
}

/** Contact, about and other plain pages: the page itself. */
export function proposePlainPage(context: ProposalContext, type: string): Record<string, unknown> {
  const { page, facts } = context;
  const node = new TracedNode(type, facts);
  node.set('name', ...first([mainHeading(page), 'h1'], [page.openGraph['title'], 'meta og:title']));
  node.set('description', page.metaDescription, 'meta description');
  node.set('url', ...pageUrl(page));
  return node.node;
}
