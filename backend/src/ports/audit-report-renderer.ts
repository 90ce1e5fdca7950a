import type { AuditView } from '@sdn/contracts';

/** Findings against the site's previous completed audit. */
export interface AuditReportComparison {
  previousDate: string;
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
  audit: AuditView;
  comparison: AuditReportComparison | null;
  generatedAt: Date;
}

/** Lays an audit out as a PDF document, without fetching anything. */
export interface AuditReportRenderer {
  render(input: AuditReportInput): Promise<Buffer>;
}
