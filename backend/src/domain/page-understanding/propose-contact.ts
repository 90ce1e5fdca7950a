import { openingHoursOf } from './opening-hours.js';
import { proposePlainPage } from './propose-content.js';
import { localBusinessType, proposeLocalBusiness } from './propose-local-business.js';
import { ownContent, type ProposalContext } from './proposal-context.js';
import { locates, postalAddress } from './read-values.js';
import { first } from './traced-node.js';

/** What a contact page's business node keeps of the page it was read from: the contact page's words are not its own. */
const PAGE_ONLY = new Set(['description', 'url', 'image']);

/**
 * A contact page: the page itself and, where its content shows how to reach one place (an address of its own, never
 * the footer's), the business it reaches as its `mainEntity`. The business is a LocalBusiness (of the subtype the page
 * names) only where the page gives opening hours, a place visitors come to; otherwise the Organization that answers
 * (an online shop's or an agency's office). Its name is the site's (og:site_name, the header's home link), never the
 * page's heading ("Contact us"). Several places (branches, offices) are left to their own pages.
 */
export function proposeContactPage(context: ProposalContext, type: string): Record<string, unknown> {
  const contact = proposePlainPage(context, type);
  const { page } = context;
  const [name, nameFrom] = first(
    [page.openGraph['site_name'], 'meta og:site_name'],
    [page.statements.siteName, 'the site header’s home link'],
  );
  const streets = new Set(
    ownContent(page.statements.addresses)
      .map((statement) => postalAddress(statement.lines, name))
      .filter(locates)
      .map((address) => String(address?.streetAddress ?? address?.postalCode)),
  );
  if (!name || streets.size !== 1) return contact;
  const hours = ownContent(page.statements.hours).some((statement) => openingHoursOf(statement.text, page.lang).length > 0);
  const facts: ProposalContext['facts'] = [];
  const business = proposeLocalBusiness({ ...context, facts }, hours ? localBusinessType(context).type : 'Organization', [name, nameFrom]);
  for (const property of PAGE_ONLY) delete business[property];
  contact['mainEntity'] = business;
  for (const fact of facts) if (!PAGE_ONLY.has(fact.property)) context.facts.push({ ...fact, property: `mainEntity.${fact.property}` });
  return contact;
}
