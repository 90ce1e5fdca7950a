import type { PlanName } from '../plans/plan-catalogue.js';
import { MAX_FAILURE_REASON_LENGTH } from '../runs/run-item.js';
import type { FindingSeverity, FindingType } from './audit-finding.js';
import type { AuditPageCounts, AuditRunPage } from './audit-page.js';
import { siteScore } from './audit-score.js';

/**
 * `failed`: no page could be read (a clean report of an unreachable site would be a lie); `interrupted`: its
 * discovery job was given up.
 */
export type AuditStatus = 'running' | 'completed' | 'cancelled' | 'interrupted' | 'failed';
export type AuditDiscovery = 'sitemap' | 'links';

/** Who started the audit and for which site: its jobs work within that workspace's plan. */
export interface AuditOwner {
  workspaceId: string;
  clientSiteId: string;
  createdBy: string;
  plan: PlanName;
}

export interface AuditState {
  id: string;
  status: AuditStatus;
  deep: boolean;
  maxPages: number;
  /** How pages were found; null until discovery is done, and until then the audit cannot finish. */
  discovery: AuditDiscovery | null;
  score: number | null;
  coverage: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The audited pages' scores, how many carry markup, are still to do, or could not be read (with the first reason). */
export interface AuditPageTally {
  scores: number[];
  withMarkup: number;
  pending: number;
  unread: number;
  firstUnreadReason: string | null;
}

export interface AuditIssueCounts {
  bySeverity: Record<FindingSeverity, number>;
  byType: Partial<Record<FindingType, number>>;
}

const NO_PAGES: AuditPageCounts = { found: 0, queued: 0, running: 0, done: 0, failed: 0, skipped: 0, cancelled: 0 };
const NO_ISSUES: AuditIssueCounts = { bySeverity: { error: 0, warning: 0, info: 0 }, byType: {} };

/**
 * A site audit on the run lifecycle: a discovery step, then its pages (the run's items, moved one by one by
 * guarded statements of its repository, so thousands of them are never loaded to move one). The audit guards its
 * own moves: it finishes only once discovery is done and no page is queued or running, completed with the site's
 * score and coverage, or failed with the reason when no page could be read; it is cancelled or interrupted only
 * while running. Its repository writes a move only over the status the audit was read in.
 */
export class Audit {
  private state: AuditState;
  private stored: AuditStatus | null;

  private constructor(
    state: AuditState,
    stored: AuditStatus | null,
    readonly owner: Readonly<AuditOwner>,
    /** Its pages by status and its findings by severity and type, as read (a new audit has none). */
    readonly pageCounts: Readonly<AuditPageCounts>,
    readonly issueCounts: Readonly<AuditIssueCounts>,
  ) {
    this.state = state;
    this.stored = stored;
  }

  static start(input: AuditOwner & { id: string; deep: boolean; maxPages: number; now: Date }): Audit {
    const { id, deep, maxPages, now, ...owner } = input;
    return new Audit(
      {
        id,
        status: 'running',
        deep,
        maxPages,
        discovery: null,
        score: null,
        coverage: null,
        error: null,
        createdAt: now,
        finishedAt: null,
      },
      null,
      owner,
      NO_PAGES,
      NO_ISSUES,
    );
  }

  static restore(
    state: AuditState,
    owner: AuditOwner,
    pageCounts: AuditPageCounts = NO_PAGES,
    issues: AuditIssueCounts = NO_ISSUES,
  ): Audit {
    return new Audit({ ...state }, state.status, { ...owner }, { ...pageCounts }, issues);
  }

  get id(): string {
    return this.state.id;
  }
  get clientSiteId(): string {
    return this.owner.clientSiteId;
  }
  get status(): AuditStatus {
    return this.state.status;
  }
  get deep(): boolean {
    return this.state.deep;
  }
  get maxPages(): number {
    return this.state.maxPages;
  }
  get discovery(): AuditDiscovery | null {
    return this.state.discovery;
  }
  get score(): number | null {
    return this.state.score;
  }
  get coverage(): number | null {
    return this.state.coverage;
  }
  get error(): string | null {
    return this.state.error;
  }
  get createdAt(): Date {
    return this.state.createdAt;
  }
  get finishedAt(): Date | null {
    return this.state.finishedAt;
  }

  isRunning(): boolean {
    return this.status === 'running';
  }

  /**
   * Finishes the audit when discovery is done and no page is left to do: completed with the mean score and the
   * share of audited pages with markup, or failed with the first reason when none of its pages could be read.
   * False (and nothing changes) while work is left or once it is not running.
   */
  finishIfDone(tally: AuditPageTally, now: Date): boolean {
    if (!this.isRunning() || this.discovery === null || tally.pending > 0) return false;
    if (tally.scores.length === 0 && tally.unread > 0) {
      this.end('failed', now, `No page of the site could be read. ${tally.firstUnreadReason ?? ''}`.trim());
      return true;
    }
    this.state.score = siteScore(tally.scores);
    this.state.coverage = tally.scores.length > 0 ? Math.round((100 * tally.withMarkup) / tally.scores.length) : null;
    this.end('completed', now, null);
    return true;
  }

  /** Stops the audit: its queued pages are dropped, pages being fetched finish. False unless running. */
  cancel(now: Date): boolean {
    if (!this.isRunning()) return false;
    this.end('cancelled', now, null);
    return true;
  }

  /** Ends an audit that cannot go on (its discovery job was given up). False unless running. */
  interrupt(reason: string, now: Date): boolean {
    if (!this.isRunning()) return false;
    this.end('interrupted', now, reason);
    return true;
  }

  /** The status it was stored in, or null for an audit never stored. */
  storedStatus(): AuditStatus | null {
    return this.stored;
  }

  hasChanges(): boolean {
    return this.stored !== this.status;
  }

  /** Called by its repository once its state is written. */
  markStored(): void {
    this.stored = this.status;
  }

  snapshot(): Readonly<AuditState> {
    return { ...this.state };
  }

  private end(status: Exclude<AuditStatus, 'running'>, now: Date, error: string | null): void {
    this.state.status = status;
    this.state.finishedAt = now;
    this.state.error = error === null ? null : error.slice(0, MAX_FAILURE_REASON_LENGTH);
  }
}

/**
 * A worker takes one page of an audit: only while the audit runs, and only a page still to do (a running page is
 * taken again when its first worker died). False when there is nothing to do: cancelled, or done by an earlier attempt.
 */
export function claimAuditPage(auditStatus: AuditStatus, page: AuditRunPage, now: Date): boolean {
  if (auditStatus !== 'running' || !page.isOpen()) return false;
  page.claim(now);
  return true;
}
