import type { AuditPageView, AuditSummary, AuditView } from '@sdn/contracts';
import type { Audit } from '../../../domain/audit/audit.js';
import type { AuditDetails } from '../../../domain/audit/audit-details.js';
import type { AuditPage } from '../../../domain/audit/audit-page.js';

/** The API's summary of an audit: its state, page counts and findings counted by severity and type. */
export function presentAuditSummary(audit: Audit): AuditSummary {
  const { found, done, failed, skipped, queued, running, cancelled } = audit.pageCounts;
  return {
    id: audit.id,
    clientId: audit.clientSiteId,
    status: audit.status,
    deep: audit.deep,
    discovery: audit.discovery,
    maxPages: audit.maxPages,
    score: audit.score,
    counts: { found, done, failed, skipped, queued, running, cancelled },
    issuesBySeverity: { ...audit.issueCounts.bySeverity },
    issuesByType: { ...audit.issueCounts.byType },
    coverage: audit.coverage,
    createdAt: audit.createdAt.toISOString(),
    finishedAt: audit.finishedAt?.toISOString() ?? null,
    error: audit.error,
  };
}

/** The API's view of an audit with one window of its pages (every page, for the PDF). */
export function presentAudit({ audit, pages, pageWindow, unsavedProposals }: AuditDetails): AuditView {
  return { ...presentAuditSummary(audit), pageWindow: { ...pageWindow }, unsavedProposals, pages: pages.map(presentAuditPage) };
}

function presentAuditPage(page: AuditPage): AuditPageView {
  return {
    id: page.id,
    url: page.url,
    status: page.status,
    score: page.score,
    pageKind: page.pageKind,
    markup: page.markup,
    findings: page.findings,
    proposal: page.proposal,
    error: page.error,
  };
}
