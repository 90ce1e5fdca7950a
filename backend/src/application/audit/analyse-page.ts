import type { AuditFinding, MarkupSource } from '../../domain/audit/audit-finding.js';
import { pageScore } from '../../domain/audit/audit-score.js';
import { PAGE_LIMITS, limitFindings, uncheckedBlocksFinding } from '../../domain/audit/finding-limits.js';
import { consistencyFindings } from '../../domain/audit/markup-consistency.js';
import { javascriptOnlyFinding, javascriptOnlySchemas } from '../../domain/audit/served-markup.js';
import { withDeliveredCopiesAdvice } from '../../domain/audit/delivered-copies.js';
import { itemsOfBlock, plainTypeName, type MarkupItem } from '../../domain/audit/markup-item.js';
import { auditPageKind, expectsMarkup, missingMarkupFinding } from '../../domain/audit/page-kind.js';
import { understandPage } from '../../domain/page-understanding/understand-page.js';
import { visibleMismatchFindings } from '../../domain/audit/visible-mismatch.js';
import type { AnalysedMarkupItem, PageAnalysis } from '../../ports/page-analyser.js';
import type { PageSnapshot } from '../../ports/page-reader.js';
import type { ValidateJsonLd } from '../engine/validate-json-ld.js';

const SYNTAX_NAMES: Record<MarkupSource, string> = { 'json-ld': 'JSON-LD', microdata: 'Microdata', rdfa: 'RDFa', delivered: 'Delivered' };
const MAX_LISTED = 3;

const listed = (messages: readonly string[]) =>
  messages.slice(0, MAX_LISTED).join(' ') + (messages.length > MAX_LISTED ? ` (and ${messages.length - MAX_LISTED} more)` : '');

/**
 * Every check of one page (run in a pool thread, see adapters/worker-pool/tasks/audit-tasks.ts): each block of markup (JSON-LD, microdata, RDFa, and the schemas this service delivers
 * for the exact URL) through our validator; duplicates and conflicts across blocks; markup the visible text does
 * not show; a recognised page kind without markup. Then the page's score.
 */
export class AnalysePage {
  constructor(private readonly validate: ValidateJsonLd) {}

  async execute(page: PageSnapshot, delivered: unknown[]): Promise<PageAnalysis> {
    const javascriptOnly = javascriptOnlySchemas(page.jsonLd, delivered, page.servedByService);
    const onPage: { source: MarkupSource; block: unknown }[] = [
      ...page.jsonLd.map((block) => ({ source: 'json-ld' as const, block })),
      ...page.embeddedItems.map((entry) => ({ source: entry.syntax, block: entry.item })),
    ];
    // The page's own blocks are capped; the delivered ones are few (the plan bounds schemas per page) and always checked.
    const blocks = [...onPage.slice(0, PAGE_LIMITS.blocks), ...delivered.map((block) => ({ source: 'delivered' as const, block }))];
    const unchecked = onPage.length - Math.min(onPage.length, PAGE_LIMITS.blocks);
    const findings: AuditFinding[] = unchecked > 0 ? [uncheckedBlocksFinding(unchecked)] : [];
    if (javascriptOnly.length > 0) findings.push(javascriptOnlyFinding(javascriptOnly));
    for (let i = 0; i < Math.min(page.invalidJsonLdBlocks, PAGE_LIMITS.findings); i += 1) {
      findings.push({
        type: 'invalid-json',
        severity: 'error',
        schemaType: null,
        source: 'json-ld',
        message: 'A <script type="application/ld+json"> block is not valid JSON, so search engines ignore it.',
        fix: 'Fix the JSON syntax (quotes, commas, brackets) or replace the block with the generated markup.',
      });
    }
    const items: MarkupItem[] = [];
    const markup: AnalysedMarkupItem[] = [];
    for (const { source, block } of blocks) {
      const result = await this.validate.execute({ jsonString: JSON.stringify(block) });
      const blockItems = itemsOfBlock(block, source).slice(0, PAGE_LIMITS.items);
      items.push(...blockItems);
      const schemaType =
        blockItems[0]?.type ?? result.detectedTypes[0] ?? plainTypeName((block as Record<string, unknown>)?.['@type']) ?? null;
      markup.push(
        ...(blockItems.length > 0 ? blockItems : [{ type: schemaType ?? 'Unknown' }]).map((item) => ({
          source,
          schemaType: item.type,
          isValid: result.isValid,
        })),
      );
      const label = `${SYNTAX_NAMES[source]} ${schemaType ?? ''} markup`.replace(/\s+/g, ' ');
      if (result.issues.length > 0) {
        findings.push({
          type: 'invalid-markup',
          severity: 'error',
          schemaType,
          source,
          message: `${label} has ${result.issues.length} blocking issue(s): ${listed(result.issues)}`,
          fix: result.correctedSchema
            ? "In this page's structured data, correct the values named above (the corrected version from the validator can replace the block as it is) and add what is still missing."
            : "Add the missing required properties named above to this page's structured data and correct the values named.",
        });
      }
      // Recommended properties for richer results are advice, not faults: the schema editor shows them.
      const advice = new Set(result.googleRichResultWarnings);
      const warnings = result.warnings.filter((warning) => !advice.has(warning));
      if (warnings.length > 0) {
        findings.push({
          type: 'markup-warning',
          severity: 'warning',
          schemaType,
          source,
          message: `${label}: ${listed(warnings)}`,
          fix: "Check the values named above in this page's structured data: search engines accept them, but may not show them as intended.",
        });
      }
    }
    findings.push(...withDeliveredCopiesAdvice(consistencyFindings(items), items), ...visibleMismatchFindings(items, page.visibleText));
    const understanding = understandPage(page);
    const missing = blocks.length === 0 && page.invalidJsonLdBlocks === 0 ? missingMarkupFinding(understanding) : null;
    if (missing) findings.push(missing);
    const hasValidMarkup = markup.some((item) => item.isValid);
    const duplicated = new Set(findings.filter((finding) => finding.type === 'duplicate').map((finding) => finding.schemaType));
    const extraCopies = [...duplicated].reduce((sum, type) => sum + items.filter((item) => item.type === type).length - 1, 0);
    return {
      // Scored on every finding, listed within the cap.
      score: pageScore(findings, {
        expectsMarkup: expectsMarkup(understanding.kind) || blocks.length > 0 || page.invalidJsonLdBlocks > 0,
        hasValidMarkup,
        extraCopies,
      }),
      pageKind: auditPageKind(understanding) ?? items[0]?.type ?? null,
      markup,
      findings: limitFindings(findings),
      weakMarkup: markup.length === 0 || markup.every((item) => !item.isValid),
    };
  }
}
