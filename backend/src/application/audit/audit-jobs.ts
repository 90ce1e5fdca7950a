/** The two job kinds of an audit: discovering its pages, then one job per page. */
export const AUDIT_DISCOVERY_JOB = 'audit-discovery';
export const AUDIT_PAGE_JOB = 'audit-page';

export interface AuditDiscoveryJob {
  auditId: string;
}

export interface AuditPageJob {
  auditId: string;
  pageId: string;
  /** The queue's group: page jobs are bounded per workspace. */
  workspaceId?: string;
  /** The fetch slot this job reserved (ISO time): a job queued to wait for it does not reserve another. */
  fetchAt?: string;
}

/** One job per page, grouped by workspace so one workspace's audits never take every worker. */
export const pageJobs = (auditId: string, workspaceId: string, pageIds: string[]) =>
  pageIds.map((pageId) => ({ payload: { auditId, pageId, workspaceId } satisfies AuditPageJob, group: workspaceId }));
