import type { AuditDetails } from '../domain/audit/audit-details.js';

/** Findings against the site's previous completed audit. */
export interface AuditReportComparison {
  previousDate: Date;
  previousScore: number | null;
  fixed: number;
  new: number;
  stillOpen: number;
}

/** Everything the white-label report shows: the agency's and the client's names, never the service's. */
export interface AuditReportInput {
  clientName: string;
  websiteUrl: string;
  /** The agency (the workspace's name): "prepared by … for …". */
  preparedBy: string | null;
  /** The audit with every one of its pages. */
  audit: AuditDetails;
  comparison: AuditReportComparison | null;
  generatedAt: Date;
}

/** Lays an audit out as a PDF document, without fetching anything. */
export interface AuditReportRenderer {
  render(input: AuditReportInput): Promise<Buffer>;
}
