import type { LogoContentType } from '../domain/account/workspace-branding.js';
import type { AuditDetails } from '../domain/audit/audit-details.js';

/** Findings against the site's previous completed audit. */
export interface AuditReportComparison {
  previousDate: Date;
  previousScore: number | null;
  fixed: number;
  new: number;
  stillOpen: number;
}

export interface ReportBranding {
  accentColour: string | null;
  logo: { contentType: LogoContentType; content: Buffer; width: number; height: number } | null;
}

/** Everything the white-label report shows: the agency's and the client's names, never the service's. */
export interface AuditReportInput {
  clientName: string;
  websiteUrl: string;
  /** The agency (the workspace's name): "prepared by … for …". */
  preparedBy: string | null;
  /** The agency's logo (on the cover and in the footer) and accent colour (headings and rules); null: none set. */
  branding: ReportBranding;
  /** The audit with every one of its pages. */
  audit: AuditDetails;
  comparison: AuditReportComparison | null;
  generatedAt: Date;
}

/** Lays an audit out as a PDF document, without fetching anything. */
export interface AuditReportRenderer {
  render(input: AuditReportInput): Promise<Buffer>;
}
