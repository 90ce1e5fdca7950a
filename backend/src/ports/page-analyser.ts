import type { AuditFinding, MarkupSource } from '../domain/audit/audit-finding.js';
import type { PageSnapshot } from './page-reader.js';

export interface AnalysedMarkupItem {
  source: MarkupSource;
  schemaType: string;
  isValid: boolean;
}

export interface PageAnalysis {
  score: number;
  pageKind: string | null;
  markup: AnalysedMarkupItem[];
  findings: AuditFinding[];
  /** No markup at all, or none that passes validation: the deep audit proposes some. */
  weakMarkup: boolean;
}

/**
 * Every check of one audited page. The page and its markup are tenant-controlled: the analysis runs in the worker
 * pool, bounded (blocks checked and findings listed per page are capped); a page too heavy to analyse in its budget
 * fails alone with that reason.
 */
export interface PageAnalyser {
  analyse(page: PageSnapshot, delivered: unknown[]): Promise<PageAnalysis>;
}
