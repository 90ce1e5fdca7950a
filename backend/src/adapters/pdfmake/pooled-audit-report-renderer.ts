import { BadRequestError } from '../../domain/shared/domain-error.js';
import { WorkBudgetExceededError, type CpuWork } from '../../ports/cpu-work.js';
import type { AuditReportInput, AuditReportRenderer } from '../../ports/audit-report-renderer.js';
import { renderAuditReportPdfTask } from './pdfmake-audit-report.js';

/** The PDF laid out on the background pool; the use case stores it, so each audit's report is rendered once. */
export class PooledAuditReportRenderer implements AuditReportRenderer {
  constructor(private readonly backgroundWork: CpuWork) {}

  async render(input: AuditReportInput): Promise<Buffer> {
    try {
      const bytes = await this.backgroundWork.run(renderAuditReportPdfTask, input);
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
