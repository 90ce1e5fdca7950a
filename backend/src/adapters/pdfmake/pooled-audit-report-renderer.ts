import { BadRequestError } from '../../domain/shared/domain-error.js';
import { WorkBudgetExceededError, type CpuWork } from '../../ports/cpu-work.js';
import type { AuditReportInput, AuditReportRenderer } from '../../ports/audit-report-renderer.js';
import { presentAudit } from '../http/audit/audit-presenter.js';
import { renderAuditReportPdfTask, type AuditReportInput as ReportDocument } from './pdfmake-audit-report.js';

/** Pages serialised per batch between which the thread answers other requests (a page is about 13 KB of text). */
const PAGES_PER_SLICE = 25;

/**
 * The report's input as JSON text, built a batch of pages at a time with a turn of the event loop between batches:
 * one JSON.stringify of a 20,000-finding audit held the thread that serves delivery for 7-20 ms.
 */
async function jsonInSlices(input: ReportDocument): Promise<string> {
  const { pages, ...audit } = input.audit;
  const parts: string[] = [];
  for (let start = 0; start < pages.length; start += PAGES_PER_SLICE) {
    parts.push(
      pages
        .slice(start, start + PAGES_PER_SLICE)
        .map((page) => JSON.stringify(page))
        .join(','),
    );
    await new Promise((next) => setImmediate(next));
  }
  return JSON.stringify({ ...input, audit: { ...audit, pages: [] } }).replace('"pages":[]', `"pages":[${parts.filter(Boolean).join(',')}]`);
}

/** The PDF laid out on the background pool; the use case stores it, so each audit's report is rendered once. */
export class PooledAuditReportRenderer implements AuditReportRenderer {
  constructor(private readonly backgroundWork: CpuWork) {}

  async render(input: AuditReportInput): Promise<Buffer> {
    try {
      // The document shows the audit as the API does (the same view the dashboard reads).
      const { comparison, branding } = input;
      const document: ReportDocument = {
        ...input,
        branding: {
          accentColour: branding.accentColour,
          logo: branding.logo && { dataUrl: `data:${branding.logo.contentType};base64,${branding.logo.content.toString('base64')}` },
        },
        audit: presentAudit(input.audit),
        comparison: comparison && { ...comparison, previousDate: comparison.previousDate.toISOString() },
      };
      const bytes = await this.backgroundWork.run(renderAuditReportPdfTask, { inputJson: await jsonInSlices(document) });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (error instanceof WorkBudgetExceededError) {
        throw new BadRequestError(
          'This audit is too large to lay out as a PDF in the time allowed; its findings stay available in the dashboard.',
        );
      }
      throw error;
    }
  }
}
