import type { TimeStatement } from './page-statements.js';
import { labelledValue, mainHeading, ownContent, pageUrl, placedFrom, type ProposalContext } from './proposal-context.js';
import { durationOf, employmentTypeOf, firstPriceIn, FREE_ADMISSION, personName, postalAddress, RECIPE_TIME } from './read-values.js';
import { first, TracedNode, type Sourced } from './traced-node.js';

const isDuration = (time: TimeStatement) => time.datetime.startsWith('P');
const TICKET_LABEL =
  /^(tickets?|admission|entry|entrance|price|cost|eintritt|karten|eintrittspreis|preis|entrée|prix|tarifs?|billets?|entrada|precio|toegang|prijs|ingresso|prezzo|preço)$/;
const UPDATED = /updated|modified|aktualisiert|mis à jour/i;

/** The date the content is dated with: the first date beside the heading, else in the content (never a listing's). */
function contentDate(context: ProposalContext, label?: RegExp): Sourced<string> {
  const times = ownContent(context.page.statements.times).filter((time) => !isDuration(time) && !UPDATED.test(time.label));
  const found = (label && times.find((time) => label.test(time.label))) || times[0];
  return found ? [found.datetime, `<time datetime> at ${placedFrom(found)}`] : [null, null];
}

function authorName(context: ProposalContext): Sourced<string> {
  const byline = ownContent(context.page.statements.bylines)
    .map((entry) => [personName(entry.text), `byline at ${placedFrom(entry)}`] as const)
    .find(([name]) => name);
  return first([context.page.author, 'meta author'], [byline?.[0] ?? null, byline?.[1] ?? '']);
}

export function proposeArticle(context: ProposalContext, type: string): Record<string, unknown> {
  const { page, facts, notes } = context;
  const article = new TracedNode(type, facts);
  const [headline, from] = first([page.openGraph['title'], 'meta og:title'], [mainHeading(page), 'h1']);
  article.set('headline', headline?.slice(0, 110), from);
  article.set('description', page.metaDescription, 'meta description');
  if (page.openGraph['image']) article.set('image', [page.openGraph['image']], 'meta og:image');
  article.set('datePublished', ...first([page.openGraph['published_time'], 'meta article:published_time'], contentDate(context)));
  article.set('dateModified', page.openGraph['modified_time'], 'meta article:modified_time');
  const [author, authorFrom] = authorName(context);
  if (author) article.set('author', { '@type': 'Person', name: author }, authorFrom);
  else notes.push('No author is named in a byline or meta tag; the author was left out.');
  if (page.openGraph['site_name'])
    article.set('publisher', { '@type': 'Organization', name: page.openGraph['site_name'] }, 'meta og:site_name');
  article.set('url', ...pageUrl(page));
  return article.node;
}

export function proposeRecipe(context: ProposalContext): Record<string, unknown> {
  const { page, facts, notes } = context;
  const s = page.statements;
  const recipe = new TracedNode('Recipe', facts);
  recipe.set('name', ...first([mainHeading(page), 'h1'], [page.openGraph['title'], 'meta og:title']));
  recipe.set('description', page.metaDescription, 'meta description');
  if (page.openGraph['image']) recipe.set('image', [page.openGraph['image']], 'meta og:image');
  const [author, authorFrom] = authorName(context);
  if (author) recipe.set('author', { '@type': 'Person', name: author }, authorFrom);
  recipe.set('datePublished', ...contentDate(context));
  const durations = ownContent(s.times).filter(isDuration);
  const duration = (label: RegExp) => durations.find((time) => label.test(time.label));
  for (const [property, label] of [
    ['prepTime', /prep|préparation|zubereitung|vorbereitung|arbeitszeit|preparación|bereiding|preparazione/i],
    ['cookTime', /cook|cuisson|back|garzeit|kochzeit|bake|cocción|kook|baktijd|cottura/i],
    ['totalTime', /total|gesamt/i],
  ] as const) {
    const found = duration(label);
    const written = found ? null : ownContent(s.labelled).find((entry) => RECIPE_TIME.test(entry.label) && label.test(entry.label));
    const converted = written ? durationOf(written.value) : null;
    if (found) recipe.set(property, found.datetime, `<time datetime> at ${placedFrom(found)}`);
    else if (written && converted) recipe.set(property, converted, `"${written.label}: ${written.value}" at ${placedFrom(written)}`);
  }
  recipe.set(
    'recipeYield',
    ...labelledValue(context, /^(serves|servings|yield|portionen|personnes|portions|porciones|porzioni|porções|personen)$/),
  );
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

export function proposeJob(context: ProposalContext): Record<string, unknown> {
  const { page, facts, notes } = context;
  const job = new TracedNode('JobPosting', facts);
  job.set('title', ...first([mainHeading(page), 'h1']));
  job.set('description', page.metaDescription, 'meta description');
  job.set('datePosted', ...contentDate(context, /posted|veröffentlicht|publié|date/i));
  const [employment, employmentFrom] = labelledValue(context, /^(employment type|job type|anstellungsart|type de contrat|contract type)$/);
  job.set('employmentType', employment ? employmentTypeOf(employment) : null, employmentFrom);
  const [place, placeFrom] = labelledValue(context, /^(location|arbeitsort|lieu de travail|standort)$/);
  if (place) {
    const [locality, region] = place.split(/\s*,\s*/);
    const address = {
      '@type': 'PostalAddress',
      addressLocality: locality,
      ...(region && /^[A-Z]{2}$/.test(region) ? { addressRegion: region } : {}),
    };
    job.set('jobLocation', { '@type': 'Place', address }, placeFrom);
  }
  const [organization, organizationFrom] = first(
    [page.openGraph['site_name'], 'meta og:site_name'],
    [page.statements.siteName, 'the site header’s home link'],
  );
  if (organization) job.set('hiringOrganization', { '@type': 'Organization', name: organization }, organizationFrom);
  else notes.push('The hiring organisation is not named in a form that can be traced (og:site_name); add it in the editor.');
  return job.node;
}

export function proposeEvent(context: ProposalContext): Record<string, unknown> {
  const { page, facts, notes } = context;
  const event = new TracedNode('Event', facts);
  event.set('name', ...first([mainHeading(page), 'h1']));
  event.set('description', page.metaDescription, 'meta description');
  const start = ownContent(page.statements.times).find((time) => /T\d\d:\d\d/.test(time.datetime));
  if (start) event.set('startDate', start.datetime, `<time datetime> at ${placedFrom(start)}`);
  const venue = ownContent(page.statements.venues)[0];
  const address = ownContent(page.statements.addresses).find((statement) => statement.lines.length >= 2 && !/\d/.test(statement.lines[0]!));
  const [venueText, venueFrom] = venue
    ? [venue.text, placedFrom(venue)]
    : address
      ? [address.lines.join(', '), placedFrom(address)]
      : labelledValue(context, /^(ort|venue|lieu|where|location)$/);
  if (venueText) {
    const [name, ...rest] = venueText.split(/\s*,\s*/);
    // The venue's address often stands in a block of its own beside its name (a "Lieu" or "Venue" box).
    const block = ownContent(page.statements.addresses)
      .map((statement) => postalAddress(statement.lines, name ?? null))
      .find((parsed) => parsed?.streetAddress && (parsed.postalCode || parsed.addressLocality));
    const postal = postalAddress([rest.join(', ')], null) ?? block ?? null;
    event.set('location', { '@type': 'Place', name, ...(postal ? { address: { '@type': 'PostalAddress', ...postal } } : {}) }, venueFrom);
  } else notes.push('No venue is named; the location was left out.');
  // A ticket price only where the event's own details label it (never a voucher bar or another date's price).
  const [admission, admissionFrom] = labelledValue(context, TICKET_LABEL);
  const ticket = admission ? firstPriceIn(admission) : null;
  if (ticket) {
    const [url, urlFrom] = pageUrl(page);
    event.set(
      'offers',
      { '@type': 'Offer', price: ticket.price, priceCurrency: ticket.currency, url },
      `${admissionFrom} (url: ${urlFrom})`,
    );
    if ((admission!.match(/[$€£]|EUR|USD|GBP/g) ?? []).length > 1)
      notes.push('Only the first ticket price was stated as the offer; add reduced or other prices in the editor.');
  } else if (admission && FREE_ADMISSION.test(admission.trim())) {
    // Free stated in so many words is a price of 0; no currency, as none is stated.
    const [url, urlFrom] = pageUrl(page);
    event.set('offers', { '@type': 'Offer', price: '0', url }, `${admissionFrom}: "${admission}" (url: ${urlFrom})`);
  } else notes.push('No ticket price is labelled in the event details; no offer was stated.');
  return event.node;
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
