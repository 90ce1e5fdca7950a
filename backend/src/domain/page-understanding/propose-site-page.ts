import { setCompanyRecords } from './business-ids.js';
import { markupNodes } from './existing-markup.js';
import { deepMerge } from './merge-nodes.js';
import { openingHoursOf } from './opening-hours.js';
import type { PageKind } from './page-kind.js';
import { proposePlainPage } from './propose-content.js';
import { localBusinessType, ofHostOrMaker, proposeLocalBusiness, sameName, setOpeningHours } from './propose-local-business.js';
import { mainHeading, ownContent, siteEmail, type ProposalContext } from './proposal-context.js';
import { locates, OTHER_PLACES, phoneIn, postalAddress } from './read-values.js';
import { asShown, withoutMarkup } from './shown-markup.js';
import { ownerContact, siteOwnerName } from './site-owner.js';
import { StatedValues } from './stated-values.js';
import { schemaOrgVocabulary } from '../../engine/vocabulary/schema-org-vocabulary.js';
import { first, TracedNode, type Sourced } from './traced-node.js';

/** What the business node keeps of the page it was read from: a contact or about page's words are not the business's. */
const PAGE_ONLY = new Set(['description', 'url', 'image']);

/**
 * A contact or about page: the page itself and, as its `mainEntity`, the site's owner it shows how to reach, named as
 * the site names itself (og:site_name, the header's home link), never as the page's heading ("Contact us"). On a
 * contact page, one address of its own in the content is the owner's (an about page's content tells stories of other
 * places); else the address and number the site's footer gives its owner. The owner is the LocalBusiness subtype the
 * page names ("Hotel"), else the type the site's markup gives it ("NGO"), a LocalBusiness where the page gives opening
 * hours (a place visitors come to), else the Organization that answers (an online shop's or an agency's office).
 * Several places are left to their own pages, unless one is headed as the head office ("Sede"); a contact page headed
 * "Kontakta Björnåsskolan" is for the school it names.
 */
export function proposeSitePage(context: ProposalContext, kind: PageKind, type: string): Record<string, unknown> {
  const page = proposePlainPage(context, type);
  const [name, nameFrom] = first(kind === 'contact' ? contactedName(context) : [null, null], siteOwnerName(context.page));
  if (!name) return page;
  const named = localBusinessType(context, name).type;
  const hours = ownContent(context.page.statements.hours).some((statement) => openingHoursOf(statement.text, context.page.lang).length > 0);
  // The type the site's own markup gives its owner ("NGO", "Corporation"), where the page names no business type.
  const marked = ownerMarkup(context, name, 'Organization')?.type;
  const ownerType = named !== 'LocalBusiness' ? named : (marked ?? (hours ? 'LocalBusiness' : 'Organization'));
  const facts: ProposalContext['facts'] = [];
  // An about page's content tells stories of other places; where the footer gives no place, its one place is the owner's.
  const footerPlace = context.page.statements.addresses.some(
    (statement) => statement.region === 'chrome' && !ofHostOrMaker(statement) && locates(postalAddress(statement.lines, name)),
  );
  const owner =
    (kind === 'contact' || !footerPlace) && onePlaceInContent(context, name)
      ? proposeLocalBusiness({ ...context, facts }, ownerType, [name, nameFrom])
      : footerOwner({ ...context, facts }, ownerType, [name, nameFrom!]);
  const entity = withBusinessMarkup(context, owner, { ...context, facts }, [name, nameFrom!]);
  if (!entity) return page;
  for (const property of PAGE_ONLY) delete entity[property];
  page['mainEntity'] = entity;
  for (const fact of facts) if (!PAGE_ONLY.has(fact.property)) context.facts.push({ ...fact, property: `mainEntity.${fact.property}` });
  return page;
}

/**
 * Where neither the content nor the footer gave the owner's place: the business the page's own markup describes
 * (Site123's RDFa MovingCompany in the about page's contact block), named as the page names its owner, held to what
 * the page shows.
 */
function withBusinessMarkup(
  context: ProposalContext,
  owner: Record<string, unknown> | null,
  reading: ProposalContext,
  [name, nameFrom]: [string, string],
): Record<string, unknown> | null {
  const business = owner ? undefined : ownerMarkup(context, name, 'LocalBusiness');
  if (!business) return owner;
  const read = readOwner(reading, business.type, [name, nameFrom], business.node);
  const { '@context': _context, ...marked } = asShown(
    business.node,
    read,
    context.page,
    new StatedValues(withoutMarkup(context.page)),
    context.notes,
  );
  return { ...deepMerge(read, marked), '@type': business.type };
}

/** The page's own markup of the owner it names, of a type under `root`. */
const ownerMarkup = (context: ProposalContext, name: string, root: string) =>
  markupNodes(context.page).find(
    (node) => sameName(String(node.node['name'] ?? ''), name) && schemaOrgVocabulary.isSubtypeOf(node.type, root),
  );

/**
 * The owner as the page names it, with the records its text gives (the year it was founded), where no address was read;
 * and the number and e-mail address the page gives with the place the owner's markup names: the content block that writes
 * its street ("12 Itoku Road, Itoku" under "Visit the studio"), the number under that block's heading, and the site's own
 * mailbox. Another place's block (a showroom's, under its own heading) gives none.
 */
function readOwner(
  context: ProposalContext,
  type: string,
  [name, from]: [string, string],
  marked: Record<string, unknown>,
): Record<string, unknown> {
  const owner = new TracedNode(type, context.facts);
  owner.set('name', name, from);
  setCompanyRecords(owner, context.page);
  const address = marked['address'];
  const street = address && typeof address === 'object' ? String((address as Record<string, unknown>)['streetAddress'] ?? '') : '';
  const block = street
    ? ownContent(context.page.statements.addresses).find((statement) => statement.lines.join(', ').includes(street))
    : undefined;
  const heading = block?.section?.[0];
  const phone = heading
    ? ownContent(context.page.statements.phones).find((statement) => statement.section?.[0] === heading && phoneIn(statement.text))
    : undefined;
  if (!marked['telephone'] && phone)
    owner.set('telephone', phoneIn(phone.text), `the number under "${heading}", the heading over ${street}`);
  if (!marked['email'] && block) owner.set('email', siteEmail(context.page), 'a mailto: link on the site’s own domain');
  return owner.node;
}

/** The line that names a block the organisation's head office ("Sede", "Head office", "Hauptsitz", "Siège social"). */
const HEAD_OFFICE =
  /^(?:sede|sede central|sede social|head office|headquarters|hq|hauptsitz|zentrale|siège|siège social|matriz|casa matriz|oficina central|hoofdkantoor|huvudkontor|本社|本店|المقر الرئيسي|المكتب الرئيسي|الفرع الرئيسي)\s*:?$/i;

/** The words a contact heading opens with ("Kontakta", "Contact", "Kontaktieren Sie"), then whom it names. */
const CONTACT_WORD = /^(?:contact|kontakta|kontakt|kontaktieren sie|contactez|contacta(?:r)?|contatta(?:re)?|neem contact op met)\s+(.+)$/i;
/** "Contact us", "Kontakta oss": the page's own owner, named by no one. */
const PRONOUN = /^(?:us|uns|nous|nos|oss|os|ons|noi|nosotros|meg|mig|me)$/i;

/**
 * The one a contact page's heading names ("Kontakta Björnåsskolan" on a municipality's site): a school, office or
 * practice whose contact page the site gives, not the site's owner.
 */
function contactedName(context: ProposalContext): Sourced<string> {
  const heading = mainHeading(context.page)?.trim() ?? '';
  const named = CONTACT_WORD.exec(heading)?.[1]?.trim();
  return named && !PRONOUN.test(named) && /^\p{Lu}/u.test(named) && named.length <= 60
    ? [named, `the main heading "${heading}"`]
    : [null, null];
}

/**
 * Whether the page's own content gives one place of its own: one address, or a first one where every other stands
 * under a heading that names it another place ("店舗情報" over the café, then "焙煎所・姉妹店" over the roastery and
 * the sister shop). Offices listed alike, each under its town, are several places.
 */
function onePlaceInContent(context: ProposalContext, name: string): boolean {
  const places = ownContent(context.page.statements.addresses)
    .map((statement) => [postalAddress(statement.lines, name), statement] as const)
    .filter(([address]) => locates(address));
  const streets = new Set(places.map(([address]) => address!.streetAddress));
  if (streets.size <= 1) return streets.size === 1;
  // "Sede" over the first block, "Núcleo Itapuã" over the second: the head office is the owner's place.
  // Or a heading over it that names it so, with its town after a dash ("المقر الرئيسي – الدقي", "Head office – Cork").
  const headed = (places[0]![1].section?.[0] ?? '').split(/\s+[–—-]\s+/)[0]!.trim();
  if (HEAD_OFFICE.test(places[0]![1].lines[0]?.trim() ?? '') || HEAD_OFFICE.test(headed)) return true;
  const first = places[0]![0]!.streetAddress;
  return places.every(
    ([address, statement]) => address!.streetAddress === first || (statement.section ?? []).some((heading) => OTHER_PLACES.test(heading)),
  );
}

/** The owner as the site's footer gives it; null when the footer gives no address (nor, for an organisation, a number). */
function footerOwner(context: ProposalContext, type: string, [name, from]: [string, string]): Record<string, unknown> | null {
  const owner = new TracedNode(type, context.facts);
  owner.set('name', name, from);
  ownerContact(context, owner, name);
  setCompanyRecords(owner, context.page);
  // A place people visit keeps the hours the page shows (a contact page's "Godziny przyjęć").
  if (type !== 'Organization' && owner.node['address']) setOpeningHours(context, owner, type);
  // A local business without its address would fail Google's rules; an organisation is reachable by phone alone.
  return owner.node['address'] || (type === 'Organization' && owner.node['telephone']) ? owner.node : null;
}
