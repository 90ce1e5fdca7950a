import type { AuditView } from '@sdn/contracts';

/** Everything the white-label report shows: the client's name and website, never the service's. */
export interface AuditReportInput {
  clientName: string;
  websiteUrl: string;
  audit: AuditView;
  generatedAt: Date;
}

/** Lays an audit out as a PDF document, without fetching anything. */
export interface AuditReportRenderer {
  render(input: AuditReportInput): Promise<Buffer>;
}
