import {
  Audit,
  type AuditDiscovery,
  type AuditIssueCounts,
  type AuditOwner,
  type AuditPageTally,
  type AuditState,
} from '../../domain/audit/audit.js';
import type { ComparedFinding } from '../../domain/audit/audit-finding.js';
import type { AuditPage, AuditPageCounts, AuditPageResult, AuditProposal, AuditRunPage } from '../../domain/audit/audit-page.js';
import { RunItem, type RunItemStatus } from '../../domain/runs/run-item.js';
import type { AuditPageWindow, AuditPages, AuditRepository, PageOfAudit, RunningAudit } from '../../ports/audit-repository.js';

interface StoredPage extends AuditPage {
  attempts: number;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The run lifecycle's `succeeded` is stored (and shown) as `done`, as in the Postgres adapter. */
const storedStatus = (status: RunItemStatus): AuditPage['status'] => (status === 'succeeded' ? 'done' : status);
const itemStatus = (status: AuditPage['status']): RunItemStatus => (status === 'done' ? 'succeeded' : status);

interface StoredAudit {
  state: AuditState;
  owner: AuditOwner;
  robotsTxt: string | null;
  crawlDelayMs: number | null;
  nextFetchAt: Date | null;
  report: { content: Buffer; brandingKey: string } | null;
  pages: StoredPage[];
}

const OPEN = new Set(['queued', 'running']);

/**
 * Audits kept as rows (copies, never the objects a use case holds), with the Postgres adapter's guards: an audit's
 * move is written only over the status it was read in, a finish only while no page is open; pages move only from
 * the states the statements allow; the page cap holds. `websiteOf` answers a site's website URL (the site
 * repository's rows, in the in-memory world).
 */
export class InMemoryAuditRepository implements AuditRepository {
  readonly rows = new Map<string, StoredAudit>();

  constructor(private readonly websiteOf: (clientSiteId: string) => string | null) {}

  async add(audit: Audit): Promise<void> {
    if (this.rows.has(audit.id)) throw new Error(`Audit ${audit.id} exists`);
    this.rows.set(audit.id, {
      state: audit.snapshot(),
      owner: { ...audit.owner },
      robotsTxt: null,
      crawlDelayMs: null,
      nextFetchAt: null,
      report: null,
      pages: [],
    });
    audit.markStored();
  }

  async findInSite(clientSiteId: string, auditId: string): Promise<Audit | null> {
    const audit = await this.find(auditId);
    return audit?.clientSiteId === clientSiteId ? audit : null;
  }

  async find(auditId: string): Promise<Audit | null> {
    const row = this.rows.get(auditId);
    return row ? Audit.restore({ ...row.state }, { ...row.owner }, countsOf(row.pages), issuesOf(row.pages)) : null;
  }

  async save(audit: Audit): Promise<boolean> {
    const row = this.rows.get(audit.id);
    if (!audit.hasChanges()) return true;
    if (!row || row.state.status !== audit.storedStatus()) return false;
    const next = audit.snapshot();
    const finishing = next.status === 'completed' || next.status === 'failed';
    if (finishing && (row.state.discovery === null || row.pages.some((page) => OPEN.has(page.status)))) return false;
    row.state = { ...next, discovery: row.state.discovery };
    if (next.status === 'cancelled' || next.status === 'interrupted')
      for (const page of row.pages.filter((candidate) => candidate.status === 'queued')) page.status = 'cancelled';
    audit.markStored();
    return true;
  }

  async runningAuditOf(clientSiteId: string): Promise<string | null> {
    return (
      [...this.rows.values()].find((row) => row.owner.clientSiteId === clientSiteId && row.state.status === 'running')?.state.id ?? null
    );
  }

  async running(auditId: string): Promise<RunningAudit | null> {
    const row = this.rows.get(auditId);
    return row?.state.status === 'running' ? this.runningOf(row) : null;
  }

  async recordDiscovery(auditId: string, discovery: AuditDiscovery, robotsTxt: string | null, crawlDelayMs: number | null): Promise<void> {
    const row = this.rows.get(auditId);
    if (!row) return;
    row.state.discovery = discovery;
    row.robotsTxt = robotsTxt;
    row.crawlDelayMs = crawlDelayMs;
  }

  async reserveFetchSlot(auditId: string, gap: { minimumGapMs: number; maxCrawlDelayMs: number }, now: Date): Promise<Date | null> {
    const row = this.rows.get(auditId);
    if (row?.state.status !== 'running') return null;
    const slot = new Date(Math.max(row.nextFetchAt?.getTime() ?? now.getTime(), now.getTime()));
    const gapMs = Math.max(gap.minimumGapMs, Math.min(row.crawlDelayMs ?? 0, gap.maxCrawlDelayMs));
    row.nextFetchAt = new Date(slot.getTime() + gapMs);
    return slot;
  }

  async storedReport(auditId: string, brandingKey: string): Promise<Buffer | null> {
    const report = this.rows.get(auditId)?.report;
    return report?.brandingKey === brandingKey ? report.content : null;
  }

  async storeReport(auditId: string, content: Buffer, brandingKey: string): Promise<void> {
    const row = this.rows.get(auditId);
    if (row && row.report?.brandingKey !== brandingKey) row.report = { content, brandingKey };
  }

  async addPages(auditId: string, pages: AuditRunPage[]): Promise<string[]> {
    const row = this.rows.get(auditId);
    if (row?.state.status !== 'running') return [];
    const added: string[] = [];
    for (const page of pages.slice(0, Math.max(0, row.state.maxPages - row.pages.length))) {
      if (row.pages.some((stored) => stored.url === page.subject)) continue;
      row.pages.push({
        id: page.id,
        url: page.subject,
        status: storedStatus(page.status),
        attempts: 0,
        startedAt: null,
        finishedAt: page.finishedAt,
        score: null,
        pageKind: null,
        markup: [],
        findings: [],
        proposal: null,
        error: page.error,
      });
      page.markStored();
      if (page.status === 'queued') added.push(page.id);
    }
    return added;
  }

  async queuedPages(auditId: string): Promise<string[]> {
    return (this.rows.get(auditId)?.pages ?? []).filter((page) => page.status === 'queued').map((page) => page.id);
  }

  async findPage(pageId: string): Promise<PageOfAudit | null> {
    const found = this.page(pageId);
    if (!found) return null;
    const { page, row } = found;
    return {
      audit: { ...this.runningOf(row), status: row.state.status },
      page: RunItem.restore<AuditPageResult>({
        id: page.id,
        subject: page.url,
        status: itemStatus(page.status),
        attempts: page.attempts,
        result: null,
        error: page.error,
        startedAt: page.startedAt,
        finishedAt: page.finishedAt,
      }),
    };
  }

  async savePage(item: AuditRunPage): Promise<boolean> {
    const stored = item.storedVersion();
    if (!item.hasChanges()) return true;
    const found = this.page(item.id);
    if (!found || !stored || found.page.status !== storedStatus(stored.status) || found.page.attempts !== stored.attempts) return false;
    const { page, row } = found;
    if (item.status === 'running' && row.state.status !== 'running') return false;
    Object.assign(page, {
      status: storedStatus(item.status),
      attempts: item.attempts,
      startedAt: item.startedAt,
      finishedAt: item.finishedAt,
      error: item.error,
      ...(item.result && structuredClone(item.result)),
    });
    item.markStored();
    return true;
  }

  async pageScores(auditId: string): Promise<AuditPageTally> {
    const pages = this.rows.get(auditId)?.pages ?? [];
    const done = pages.filter((page) => page.status === 'done');
    const unread = pages.filter((page) => page.status === 'failed' || page.status === 'skipped');
    return {
      scores: done.map((page) => page.score!),
      withMarkup: done.filter((page) => page.markup.length > 0).length,
      pending: pages.filter((page) => OPEN.has(page.status)).length,
      unread: unread.length,
      firstUnreadReason: unread[0]?.error ?? null,
    };
  }

  async pages(auditId: string, window?: AuditPageWindow): Promise<AuditPages> {
    const matches = (this.rows.get(auditId)?.pages ?? []).flatMap(
      ({ attempts: _a, startedAt: _s, finishedAt: _f, ...page }): AuditPage[] => {
        if (!window?.severity && !window?.type) return [structuredClone(page)];
        const findings = page.findings.filter(
          (finding) => (!window.severity || finding.severity === window.severity) && (!window.type || finding.type === window.type),
        );
        return findings.length > 0 ? [{ ...structuredClone(page), findings }] : [];
      },
    );
    const offset = window?.offset ?? 0;
    const limit = window?.limit ?? matches.length;
    return { offset, limit, total: matches.length, pages: matches.slice(offset, offset + limit) };
  }

  async unsavedProposalCount(auditId: string): Promise<number> {
    return (await this.unsavedProposals(auditId, null)).length;
  }

  async list(clientSiteId: string): Promise<Audit[]> {
    const rows = [...this.rows.values()]
      .filter((row) => row.owner.clientSiteId === clientSiteId)
      .sort((a, b) => b.state.createdAt.getTime() - a.state.createdAt.getTime());
    return Promise.all(rows.slice(0, 100).map(async (row) => (await this.find(row.state.id))!));
  }

  async previousCompleted(clientSiteId: string, auditId: string): Promise<string | null> {
    const current = this.rows.get(auditId);
    if (!current) return null;
    const earlier = [...this.rows.values()].filter(
      (row) =>
        row.owner.clientSiteId === clientSiteId &&
        row.state.status === 'completed' &&
        row.state.id !== auditId &&
        row.state.createdAt.getTime() < current.state.createdAt.getTime(),
    );
    return earlier.sort((a, b) => b.state.createdAt.getTime() - a.state.createdAt.getTime())[0]?.state.id ?? null;
  }

  async findings(auditId: string): Promise<ComparedFinding[]> {
    return (this.rows.get(auditId)?.pages ?? [])
      .filter((page) => page.status === 'done')
      .flatMap((page) => page.findings.map((finding) => ({ ...finding, url: page.url })));
  }

  async unsavedProposals(auditId: string, pageIds: string[] | null): Promise<{ pageId: string; url: string; proposal: AuditProposal }[]> {
    return (this.rows.get(auditId)?.pages ?? [])
      .filter((page) => page.proposal && page.proposal.schemaId === null && (pageIds === null || pageIds.includes(page.id)))
      .map((page) => ({ pageId: page.id, url: page.url, proposal: structuredClone(page.proposal!) }));
  }

  async markProposalSaved(pageId: string, schemaId: string): Promise<void> {
    const page = this.page(pageId)?.page;
    if (page?.proposal) page.proposal = { ...page.proposal, schemaId };
  }

  private page(pageId: string): { row: StoredAudit; page: StoredPage } | null {
    for (const row of this.rows.values()) {
      const page = row.pages.find((candidate) => candidate.id === pageId);
      if (page) return { row, page };
    }
    return null;
  }

  private runningOf(row: StoredAudit): RunningAudit {
    return {
      auditId: row.state.id,
      workspaceId: row.owner.workspaceId,
      clientSiteId: row.owner.clientSiteId,
      websiteUrl: this.websiteOf(row.owner.clientSiteId) ?? '',
      plan: row.owner.plan,
      deep: row.state.deep,
      maxPages: row.state.maxPages,
      discovery: row.state.discovery,
      robotsTxt: row.robotsTxt,
    };
  }
}

function countsOf(pages: readonly AuditPage[]): AuditPageCounts {
  const counts: AuditPageCounts = { found: pages.length, queued: 0, running: 0, done: 0, failed: 0, skipped: 0, cancelled: 0 };
  for (const page of pages) counts[page.status] += 1;
  return counts;
}

function issuesOf(pages: readonly AuditPage[]): AuditIssueCounts {
  const issues: AuditIssueCounts = { bySeverity: { error: 0, warning: 0, info: 0 }, byType: {} };
  for (const finding of pages.flatMap((page) => page.findings)) {
    issues.bySeverity[finding.severity] += 1;
    issues.byType[finding.type] = (issues.byType[finding.type] ?? 0) + 1;
  }
  return issues;
}
