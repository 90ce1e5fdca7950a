import { AnalysePage } from '../../../application/audit/analyse-page.js';
import { ValidateJsonLd } from '../../../application/engine/validate-json-ld.js';
import { cpuTask } from '../../../ports/cpu-work.js';
import type { PageSnapshot } from '../../../ports/page-reader.js';
import { validityOfThisThread } from './engine-tasks.js';

let analyser: AnalysePage | undefined;

/**
 * An audited page's analysis, whole, in a pool thread: validation of each block runs here directly (no second hop),
 * and the cross-block checks (duplicates, conflicts, visible-text matches) never touch the request thread.
 */
export function analyseAuditPage({ page, delivered }: { page: PageSnapshot; delivered: unknown[] }) {
  analyser ??= new AnalysePage(new ValidateJsonLd(validityOfThisThread()));
  return analyser.execute(page, delivered);
}

export const analyseAuditPageTask = cpuTask<typeof analyseAuditPage>(import.meta.url, 'analyseAuditPage');
