import type { PageRegion, PageUnderstandingInput, Placed } from './page-statements.js';
import type { Sourced, TracedFact } from './traced-node.js';

/** What every builder needs: the page, the facts recorded so far, and notes for what was left out. */
export interface ProposalContext {
  page: PageUnderstandingInput;
  facts: TracedFact[];
  notes: string[];
}

const OWN: readonly PageRegion[] = ['primary', 'content'];
/** Statements of the page's own content: never site chrome, listings or related items. */
export const ownContent = <T extends Placed>(statements: T[]): T[] =>
  [...statements.filter((s) => s.region === 'primary'), ...statements.filter((s) => s.region === 'content')].filter((s) =>
    OWN.includes(s.region),
  );

export const placedFrom = (statement: Placed) => `${statement.where} (${statement.region})`;

/** Where a labelled value stands, as the facts record it: `"Preis:" at div.price > p (primary)`. */
export const labelledFrom = (entry: Placed & { label: string }) => `"${entry.label}:" at ${placedFrom(entry)}`;

/** A label and the words it gives in brackets are each its name: "Příjezd (check-in)", "Preis (inkl. MwSt.)". */
export const labelNames = (label: string) => {
  const bracket = /^(.+?)\s*\((.+)\)$/.exec(label);
  // "Türöffnung / Bar": each of the names a label joins.
  const joined = label.split(/\s+\/\s+/);
  return [...(bracket ? [label, bracket[1]!, bracket[2]!] : [label]), ...(joined.length > 1 ? joined : [])];
};

/** The first value the page's own content labels so; of several, the first that `prefer` likes, if any does. */
export function labelledValue(context: ProposalContext, label: RegExp, prefer?: (value: string) => boolean): Sourced<string> {
  const all = ownContent(context.page.statements.labelled).filter((entry) => labelNames(entry.label).some((name) => label.test(name)));
  const found = (prefer && all.find((entry) => prefer(entry.value))) ?? all[0];
  return found ? [found.value, labelledFrom(found)] : [null, null];
}

/** The page's text sentence by sentence: after a full stop and a space, or after a Chinese or Japanese one ("。"), which has none. */
export const sentencesOf = (page: PageUnderstandingInput) => page.visibleText.split(/(?<=[.!?])\s+|(?<=[。！？])|\n+/).slice(0, 400);

/** The title's first part, before its separator ("Contact — Atelier Traboule" -> "Contact"); null without a title. */
export const titleLead = (page: PageUnderstandingInput) => page.title?.split(/\s+[|–—-]\s+/)[0]?.trim() ?? null;

/** The names the site goes by: its og:site_name and its header's home link (or logo), where it gives them. */
export const siteNames = (page: PageUnderstandingInput): string[] =>
  [page.openGraph['site_name'], page.statements.siteName].filter((name): name is string => Boolean(name));

export const mainHeading = (page: PageUnderstandingInput) => page.headings.find((heading) => heading.level === 1)?.text ?? null;

export function pageUrl(page: PageUnderstandingInput): [string, string] {
  if (page.canonical) return [page.canonical, 'link rel=canonical'];
  if (page.openGraph['url']) return [page.openGraph['url'], 'meta og:url'];
  return [page.url, 'the page address'];
}

/**
 * The page's picture: its og:image, else the first image of its own content, beside the main heading first (a
 * product's gallery stands beside its buy box, before any picture of its description).
 */
export function pageImage(page: PageUnderstandingInput): Sourced<string[]> {
  if (page.openGraph['image']) return [[page.openGraph['image']], 'meta og:image'];
  const image = ownContent(page.statements.images ?? [])[0];
  return image ? [[image.src], `img at ${placedFrom(image)}`] : [null, null];
}

/** Labels that name an e-mail address and nothing more ("Email", "E-Mail", "Courriel"; not "Per ordini su misura"). */
const EMAIL_LABEL = /^(?:e-?mail|mail|courriel|correo(?: electrónico)?|e-post|sähköposti|adres e-mail)$/i;

/**
 * Whether a mail domain is the site's: the host itself, a domain the host is a subdomain of ("shop.example.com"), or
 * one named as the host's first label is ("mieldelsuraustral.cl" for the shop "mieldelsuraustral.mercadoshops.cl" on a
 * platform, "example.com" for "example.co.uk").
 */
function sameSite(domain: string, host: string): boolean {
  return domain === host || host.endsWith(`.${domain}`) || (domain.includes('.') && domain.split('.')[0] === host.split('.')[0]);
}

/** The local parts of a department's or a system's mailbox, not the business's general one. */
const DEPARTMENT_MAIL =
  /^(?:wholesale|trade|sales|press|media|pr|jobs|careers|recruit\w*|hr|billing|accounts?|invoices?|privacy|gdpr|dpo|legal|abuse|no-?reply|webmaster|partners?|b2b|events?|catering|bookings?|stellen|karriere|presse|buchhaltung|rechnungen?|lavora|lavoro|empleo|empleos|rrhh|emploi|recrutement)@/i;

/**
 * An e-mail address the page links to on the site's own domain (never a web-mail or a partner's address): the first
 * one the page's own content writes beside an e-mail label ("Email: orleans@…" on a branch's page), else the first linked
 * (the header's "hello@…").
 */
export function siteEmail(page: PageUnderstandingInput): string | null {
  const host = URL.parse(page.url)?.hostname.replace(/^www\./, '');
  const ofSite = page.statements.emails
    .map((address) => address.split('?')[0]!)
    .filter((address) => host && sameSite(address.toLowerCase().split('@')[1] ?? '', host));
  // Labelled as the e-mail address ("E-post: post@…", in the content or the footer), not as a department's ("Catering:").
  const labelled = page.statements.labelled
    .filter((entry) => (entry.region === 'chrome' || OWN.includes(entry.region)) && EMAIL_LABEL.test(entry.label))
    .map((entry) => entry.value.toLowerCase());
  // A department's address ("wholesale@", "press@", "jobs@") only where the site gives no general one.
  return (
    ofSite.find((address) => labelled.some((value) => value.includes(address.toLowerCase()))) ??
    ofSite.find((address) => !DEPARTMENT_MAIL.test(address)) ??
    ofSite[0] ??
    null
  );
}
