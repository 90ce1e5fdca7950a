import type { AuditFinding } from './audit-finding.js';

/** What the page shows about itself, beyond its markup. */
export interface PageKindEvidence {
  ogType: string | null;
  publishedTime: boolean;
  /** Prices declared by meta tags, or written in the text. */
  prices: number;
  questionBlocks: number;
}

/** The kind of page, when its content says clearly what it is (the kinds rich results exist for); else null. */
export function recognisedPageKind(evidence: PageKindEvidence): string | null {
  const og = evidence.ogType?.toLowerCase() ?? null;
  if (og === 'product' || (og !== 'article' && evidence.prices > 0)) return 'Product';
  if (og === 'article' || evidence.publishedTime) return 'Article';
  if (evidence.questionBlocks >= 2) return 'FAQPage';
  return null;
}

export function missingMarkupFinding(kind: string): AuditFinding {
  return {
    type: 'missing-markup',
    severity: 'warning',
    schemaType: kind,
    source: null,
    message: `This looks like a ${kind} page but carries no structured data.`,
    fix: `Add ${kind} markup for this page (the deep audit proposes a draft you can save and publish).`,
  };
}
