import type { PageKind } from '../page-understanding/page-kind.js';
import type { PageUnderstanding } from '../page-understanding/understand-page.js';
import type { AuditFinding } from './audit-finding.js';

/** Kinds of page search engines read structured data for: one of these without markup is a gap in coverage. */
const EXPECTS_MARKUP: ReadonlySet<PageKind> = new Set([
  'product',
  'article',
  'local-business',
  'event',
  'recipe',
  'faq',
  'job',
  'home',
  'collection',
]);

export function expectsMarkup(kind: PageKind): boolean {
  return EXPECTS_MARKUP.has(kind);
}

type Understood = Pick<PageUnderstanding, 'kind' | 'schemaType' | 'reasons'>;

/** The page's kind as the audit shows it: the type proposed for it, or null when the page does not say. */
export function auditPageKind(understanding: Understood): string | null {
  return understanding.kind === 'home' ? 'Organization' : understanding.schemaType;
}

/** What to add to a page of a recognised kind that carries no markup, in the words of its situation. */
export function missingMarkupFinding(understanding: Understood): AuditFinding | null {
  if (!expectsMarkup(understanding.kind) || !understanding.schemaType) return null;
  const type = understanding.schemaType;
  const why = understanding.reasons.slice(0, 2).join(' ');
  const base = { type: 'missing-markup' as const, severity: 'warning' as const, source: null };
  switch (understanding.kind) {
    case 'home':
      return {
        ...base,
        schemaType: 'Organization',
        message: `This is the site's home page but carries no structured data. ${why}`,
        fix: 'Add Organization and WebSite markup (name, URL, logo) for the home page; product or article markup belongs on those pages, not here.',
      };
    case 'local-business':
      return {
        ...base,
        schemaType: type,
        message: `This page shows a business's name, address and phone but carries no LocalBusiness markup. ${why}`,
        fix: `Add ${type} markup (a LocalBusiness type) with the name, street address, phone and opening hours the page shows.`,
      };
    case 'collection':
      return {
        ...base,
        schemaType: type,
        message: `This is a category or listing page but carries no structured data. ${why}`,
        fix: 'Add CollectionPage (or ItemList) markup for the listing; never a single Product for a page that lists many.',
      };
    default:
      return {
        ...base,
        schemaType: type,
        message: `This looks like a ${type} page but carries no structured data. ${why}`,
        fix: `Add ${type} markup for this page (the deep audit proposes a draft from what the page states, to save and publish).`,
      };
  }
}
