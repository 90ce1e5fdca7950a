import type { AuditFinding, AuditMarkupItem, AuditProposal, AuditSummary, AuditView, ComparedFinding } from '@sdn/contracts';
import type { PlanName } from '../domain/plans/plan-catalogue.js';

export interface NewAudit {
  id: string;
  workspaceId: string;
  clientSiteId: string;
  createdBy: string;
  plan: PlanName;
  deep: boolean;
  maxPages: number;
  now: Date;
}

/** What the jobs of a running audit need to know about it. */
export interface RunningAudit {
  auditId: string;
  workspaceId: string;
  clientSiteId: string;
  websiteUrl: string;
  plan: PlanName;
  deep: boolean;
  maxPages: number;
  discovery: 'sitemap' | 'links' | null;
  robotsTxt: string | null;
}

export interface ClaimedAuditPage extends RunningAudit {
  pageId: string;
  url: string;
  attempts: number;
}

export interface NewAuditPage {
  id: string;
  url: string;
  /** `skipped` pages are recorded with their reason and never fetched (robots.txt). */
  status: 'queued' | 'skipped';
  error?: string;
}

export interface AuditPageResult {
  score: number;
  pageKind: string | null;
  markup: AuditMarkupItem[];
  findings: AuditFinding[];
  proposal: AuditProposal | null;
}

/**
 * Audits and their pages. Like bulk runs, every state change is one guarded statement, so a retried job or a
 * second instance never moves a page twice; adding pages is serialised per audit so the page cap holds.
 */
export interface AuditRepository {
  create(audit: NewAudit): Promise<void>;
  /** The site's audit in progress, if any. */
  runningAuditOf(clientSiteId: string): Promise<string | null>;
  running(auditId: string): Promise<RunningAudit | null>;
  /** Records how pages were found (and the site's Crawl-delay); until then the audit cannot complete. */
  recordDiscovery(auditId: string, discovery: 'sitemap' | 'links', robotsTxt: string | null, crawlDelayMs: number | null): Promise<void>;
  /**
   * Takes the audit's next fetch slot: the later of now and the previous slot plus the gap, where the gap is the
   * larger of `minimumGapMs` and the site's Crawl-delay (capped at `maxCrawlDelayMs`). Null when the audit is not
   * running. Atomic, so page jobs on every instance share one pace per site.
   */
  reserveFetchSlot(auditId: string, gap: { minimumGapMs: number; maxCrawlDelayMs: number }, now: Date): Promise<Date | null>;
  /** The stored PDF report of a finished audit, if rendered. */
  storedReport(auditId: string): Promise<Buffer | null>;
  /** Keeps the rendered report (the first one stored wins). */
  storeReport(auditId: string, content: Buffer, now: Date): Promise<void>;
  /** Adds pages not yet in the audit, up to its page cap; returns the ids of the queued pages added. */
  addPages(auditId: string, pages: NewAuditPage[]): Promise<string[]>;
  /** Ids of the audit's queued pages. */
  queuedPages(auditId: string): Promise<string[]>;
  claimPage(pageId: string, now: Date): Promise<ClaimedAuditPage | null>;
  completePage(pageId: string, result: AuditPageResult, now: Date): Promise<boolean>;
  failPage(pageId: string, error: string, now: Date): Promise<boolean>;
  /** Scores of the audited pages, how many carry markup, and how many pages are still queued or running. */
  pageScores(auditId: string): Promise<{ scores: number[]; withMarkup: number; pending: number }>;
  /**
   * Completes the audit with its score and coverage once discovery is done and no page is queued or running, and
   * writes the site's last audit date and score in the same statement; true for the call that did.
   */
  completeIfDone(auditId: string, score: number | null, coverage: number | null, now: Date): Promise<boolean>;
  cancel(auditId: string, now: Date): Promise<boolean>;
  /** Ends an audit that cannot go on (its discovery job was given up), with a reason. */
  interrupt(auditId: string, reason: string, now: Date): Promise<void>;
  find(clientSiteId: string, auditId: string): Promise<AuditView | null>;
  list(clientSiteId: string): Promise<AuditSummary[]>;
  /** The completed audit of the site before `auditId`. */
  previousCompleted(clientSiteId: string, auditId: string): Promise<string | null>;
  findings(auditId: string): Promise<ComparedFinding[]>;
  /** Pages with a proposal not saved yet (all, or among `pageIds`). */
  unsavedProposals(auditId: string, pageIds: string[] | null): Promise<{ pageId: string; url: string; proposal: AuditProposal }[]>;
  markProposalSaved(pageId: string, schemaId: string): Promise<void>;
}
