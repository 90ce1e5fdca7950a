import type { AuditFinding } from './audit-finding.js';
import { objectOf, property, textOf, type MarkupItem } from './markup-item.js';
import { normalizedText, numbersShown, showsNumber } from './visible-text.js';

/** Types whose name (or headline) a visitor sees on the page itself. */
const NAMED_ON_PAGE = new Set(['Product', 'Recipe', 'Event', 'Course', 'Book', 'SoftwareApplication']);
const HEADLINED = new Set(['Article', 'NewsArticle', 'BlogPosting']);

/**
 * Markup that says what the page does not show: Google's guidelines require marked-up content to be visible, and a
 * price or rating that differs from the page is a manual-action risk (hence errors; a missing name is a warning).
 */
export function visibleMismatchFindings(items: MarkupItem[], visibleText: string): AuditFinding[] {
  const text = normalizedText(visibleText);
  const numbers = numbersShown(visibleText);
  const findings: AuditFinding[] = [];
  for (const item of items) {
    const label = item.type;
    const nameKey = HEADLINED.has(item.type) ? 'headline' : NAMED_ON_PAGE.has(item.type) ? 'name' : null;
    const name = nameKey ? textOf(property(item.node, nameKey)) : null;
    if (name && !text.includes(normalizedText(name))) {
      findings.push({
        type: 'mismatch',
        severity: 'warning',
        schemaType: label,
        source: item.source,
        message: `The ${label} ${nameKey} "${name}" does not appear in the page's visible text.`,
        fix: `Use the ${nameKey} the page shows to visitors, or show it on the page.`,
      });
    }
    const offers = property(item.node, 'offers');
    for (const offer of (Array.isArray(item.node['offers']) ? item.node['offers'] : [offers]).map(objectOf)) {
      const price = offer ? property(offer, 'price') : undefined;
      if (showsNumber(numbers, price) === false) {
        findings.push({
          type: 'mismatch',
          severity: 'error',
          schemaType: label,
          source: item.source,
          message: `The ${label} price ${textOf(price)} is not the price shown on the page.`,
          fix: 'Make offers.price equal to the price visitors see (and update it whenever the page changes).',
        });
      }
    }
    const rating = objectOf(property(item.node, 'aggregateRating'));
    const ratingValue = rating ? property(rating, 'ratingValue') : undefined;
    if (showsNumber(numbers, ratingValue) === false) {
      findings.push({
        type: 'mismatch',
        severity: 'error',
        schemaType: label,
        source: item.source,
        message: `The ${label} rating ${textOf(ratingValue)} is not shown on the page.`,
        fix: 'Mark up only the rating the page displays, with the same value.',
      });
    }
  }
  return findings;
}
