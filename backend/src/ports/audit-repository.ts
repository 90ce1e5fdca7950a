import type { Audit, AuditDiscovery, AuditPageTally, AuditStatus } from '../domain/audit/audit.js';
import type { ComparedFinding, FindingSeverity, FindingType } from '../domain/audit/audit-finding.js';
import type { AuditPage, AuditProposal, AuditRunPage } from '../domain/audit/audit-page.js';
import type { PlanName } from '../domain/plans/plan-catalogue.js';

/** What the jobs of a running audit need to know about it. */
export interface RunningAudit {
  auditId: string;
  workspaceId: string;
  clientSiteId: string;
  websiteUrl: string;
  plan: PlanName;
  deep: boolean;
  maxPages: number;
  discovery: AuditDiscovery | null;
  robotsTxt: string | null;
}

/** A page with what its job needs to know about its audit (and where the audit stands). */
export interface PageOfAudit {
  audit: RunningAudit & { status: AuditStatus };
  page: AuditRunPage;
}

/** Which pages to read: a window, optionally only pages with a finding of one severity and/or type. */
export interface AuditPageWindow {
  offset: number;
  limit: number;
  severity: FindingSeverity | null;
  type: FindingType | null;
}

/** One window of an audit's pages, and how many pages match the window's filter. */
export interface AuditPages {
  offset: number;
  limit: number;
  total: number;
  pages: AuditPage[];
}

/**
 * Audits and their pages. The audit decides its own moves (`domain/audit/audit.ts`); `save` writes a move only over
 * the status the audit was read in, and finishing only while no page is queued or running, in one statement. Pages
 * move by one guarded statement each, so a retried job or a second instance never moves a page twice; adding pages
 * is serialised per audit so the page cap holds.
 */
export interface AuditRepository {
  add(audit: Audit): Promise<void>;
  /** The audit, with its page and issue counts, or null when it is not in this site (tenant isolation is the caller's). */
  findInSite(clientSiteId: string, auditId: string): Promise<Audit | null>;
  /** The audit a job names (jobs carry ids the service made, not a tenant's input). */
  find(auditId: string): Promise<Audit | null>;
  /**
   * Writes the audit's move. A completed audit also writes the site's last audit date and score in the same
   * statement; a cancelled or interrupted one drops its queued pages. False when someone else moved it first, or
   * (finishing) when a page was added or reopened meanwhile.
   */
  save(audit: Audit): Promise<boolean>;
  /** The site's audit in progress, if any. */
  runningAuditOf(clientSiteId: string): Promise<string | null>;
  running(auditId: string): Promise<RunningAudit | null>;
  /** Records how pages were found (and the site's Crawl-delay); until then the audit cannot complete. */
  recordDiscovery(auditId: string, discovery: AuditDiscovery, robotsTxt: string | null, crawlDelayMs: number | null): Promise<void>;
  /**
   * Takes the audit's next fetch slot: the later of now and the previous slot plus the gap, where the gap is the
   * larger of `minimumGapMs` and the site's Crawl-delay (capped at `maxCrawlDelayMs`). Null when the audit is not
   * running. Atomic, so page jobs on every instance share one pace per site.
   */
  reserveFetchSlot(auditId: string, gap: { minimumGapMs: number; maxCrawlDelayMs: number }, now: Date): Promise<Date | null>;
  /**
   * The stored PDF report of a finished audit, if rendered with the branding `brandingKey` names (the agency's name,
   * colour and logo); a report laid out with other branding is not answered.
   */
  storedReport(auditId: string, brandingKey: string): Promise<Buffer | null>;
  /** Keeps the rendered report; one laid out with the same branding already stored wins, another one is replaced. */
  storeReport(auditId: string, content: Buffer, brandingKey: string, now: Date): Promise<void>;
  /** Adds pages not yet in the running audit, up to its page cap; returns the ids of the queued pages added. */
  addPages(auditId: string, pages: AuditRunPage[]): Promise<string[]>;
  /** Ids of the audit's queued pages. */
  queuedPages(auditId: string): Promise<string[]>;
  /** The page a job names, with its audit (its result is not read: a page that has one never moves again). */
  findPage(pageId: string): Promise<PageOfAudit | null>;
  /**
   * Writes the page's move only over the state it was read in (status and attempts), and a claim only while its
   * audit is running, in one statement: false when someone else moved it first (a second worker, a cancel).
   */
  savePage(page: AuditRunPage): Promise<boolean>;
  /** Scores of the audited pages, how many carry markup, and how many pages are still queued or running. */
  pageScores(auditId: string): Promise<AuditPageTally>;
  /** One window of the pages (filtered when asked); without a window, every page (the PDF). */
  pages(auditId: string, window?: AuditPageWindow): Promise<AuditPages>;
  /** How many deep-audit proposals of the whole audit are not saved as drafts yet. */
  unsavedProposalCount(auditId: string): Promise<number>;
  /** The site's audits, newest first (the last 100). */
  list(clientSiteId: string): Promise<Audit[]>;
  /** The completed audit of the site before `auditId`. */
  previousCompleted(clientSiteId: string, auditId: string): Promise<string | null>;
  findings(auditId: string): Promise<ComparedFinding[]>;
  /** Pages with a proposal not saved yet (all, or among `pageIds`). */
  unsavedProposals(auditId: string, pageIds: string[] | null): Promise<{ pageId: string; url: string; proposal: AuditProposal }[]>;
  markProposalSaved(pageId: string, schemaId: string): Promise<void>;
}
