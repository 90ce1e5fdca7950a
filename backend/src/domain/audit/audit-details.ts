import type { Audit } from './audit.js';
import type { AuditPage } from './audit-page.js';

/** An audit with one window of its pages (all of them, for the report) and its proposals not yet saved. */
export interface AuditDetails {
  audit: Audit;
  pages: AuditPage[];
  pageWindow: { offset: number; limit: number; total: number };
  unsavedProposals: number;
}
