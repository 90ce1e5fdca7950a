/** The two job kinds of an audit: discovering its pages, then one job per page. */
export const AUDIT_DISCOVERY_JOB = 'audit-discovery';
export const AUDIT_PAGE_JOB = 'audit-page';

export interface AuditDiscoveryJob {
  auditId: string;
}

export interface AuditPageJob {
  auditId: string;
  pageId: string;
}
