import type pg from 'pg';
import { Audit, type AuditIssueCounts, type AuditPageTally } from '../../domain/audit/audit.js';
import type { ComparedFinding, FindingSeverity, FindingType } from '../../domain/audit/audit-finding.js';
import type { AuditPage, AuditPageCounts, AuditPageResult, AuditProposal, AuditRunPage } from '../../domain/audit/audit-page.js';
import { RunItem, type RunItemStatus } from '../../domain/runs/run-item.js';
import type { AuditPageWindow, AuditPages, AuditRepository, PageOfAudit, RunningAudit } from '../../ports/audit-repository.js';

const AUDIT_COLUMNS = `a.id, a.workspace_id, a.client_site_id, a.created_by, a.plan, a.status, a.deep, a.discovery, a.max_pages, a.score,
  a.coverage, a.error, a.created_at, a.finished_at`;
/** Finishing is written only once discovery is done and while no page is queued or running, in the same statement. */
const NOTHING_LEFT = `discovery is not null and not exists (select 1 from audit_pages where audit_id = $1 and status in ('queued', 'running'))`;
const RUNNING = `a.id as audit_id, a.workspace_id, a.client_site_id, s.website_url, a.plan, a.deep, a.max_pages, a.discovery, a.robots_txt`;

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The run lifecycle's `succeeded` is stored (and shown) as `done`. */
const storedStatus = (status: RunItemStatus): string => (status === 'succeeded' ? 'done' : status);
const itemStatus = (status: string): RunItemStatus => (status === 'done' ? 'succeeded' : (status as RunItemStatus));

const runningOf = (row: Row): RunningAudit => ({
  auditId: row.audit_id,
  workspaceId: row.workspace_id,
  clientSiteId: row.client_site_id,
  websiteUrl: row.website_url,
  plan: row.plan,
  deep: row.deep,
  maxPages: row.max_pages,
  discovery: row.discovery,
  robotsTxt: row.robots_txt,
});

/** Audit progress on the raw pool: small guarded statements; the one transaction (adding pages) is short. */
export class PgAuditRepository implements AuditRepository {
  constructor(private readonly pool: pg.Pool) {}

  async add(audit: Audit): Promise<void> {
    const { owner } = audit;
    await this.pool.query(
      `insert into audits (id, workspace_id, client_site_id, created_by, plan, status, deep, max_pages, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        audit.id,
        owner.workspaceId,
        owner.clientSiteId,
        owner.createdBy,
        owner.plan,
        audit.status,
        audit.deep,
        audit.maxPages,
        audit.createdAt,
      ],
    );
    audit.markStored();
  }

  async findInSite(clientSiteId: string, auditId: string): Promise<Audit | null> {
    return (await this.audits(`a.id = $1 and a.client_site_id = $2`, [auditId, clientSiteId]))[0] ?? null;
  }

  async find(auditId: string): Promise<Audit | null> {
    return (await this.audits(`a.id = $1`, [auditId]))[0] ?? null;
  }

  async save(audit: Audit): Promise<boolean> {
    if (!audit.hasChanges()) return true;
    const { status, score, coverage, error, finishedAt } = audit.snapshot();
    const params = [audit.id, audit.storedStatus(), status, score, coverage, error, finishedAt];
    const move = `update audits set status = $3, score = $4, coverage = $5, error = $6, finished_at = $7 where id = $1 and status = $2`;
    let written: pg.QueryResult;
    if (status === 'completed') {
      // One statement: whoever reads the audit as completed also reads the site's last audit date and score.
      written = await this.pool.query(
        `with completed as (${move} and ${NOTHING_LEFT} returning client_site_id)
         update client_sites s set last_audit_at = $7, last_audit_score = $4 from completed where s.id = completed.client_site_id returning s.id`,
        params,
      );
    } else if (status === 'failed') {
      written = await this.pool.query(`${move} and ${NOTHING_LEFT}`, params);
    } else {
      written = await this.pool.query(move, params);
      if ((written.rowCount ?? 0) > 0 && (status === 'cancelled' || status === 'interrupted'))
        await this.pool.query(`update audit_pages set status = 'cancelled', finished_at = $2 where audit_id = $1 and status = 'queued'`, [
          audit.id,
          finishedAt,
        ]);
    }
    if ((written.rowCount ?? 0) === 0) return false;
    audit.markStored();
    return true;
  }

  async runningAuditOf(clientSiteId: string): Promise<string | null> {
    const result = await this.pool.query(`select id from audits where client_site_id = $1 and status = 'running' limit 1`, [clientSiteId]);
    return result.rows[0]?.id ?? null;
  }

  async running(auditId: string): Promise<RunningAudit | null> {
    const result = await this.pool.query(
      `select ${RUNNING} from audits a join client_sites s on s.id = a.client_site_id where a.id = $1 and a.status = 'running'`,
      [auditId],
    );
    return result.rows[0] ? runningOf(result.rows[0]) : null;
  }

  async recordDiscovery(
    auditId: string,
    discovery: 'sitemap' | 'links',
    robotsTxt: string | null,
    crawlDelayMs: number | null,
  ): Promise<void> {
    await this.pool.query(`update audits set discovery = $2, robots_txt = $3, crawl_delay_ms = $4 where id = $1`, [
      auditId,
      discovery,
      robotsTxt,
      crawlDelayMs === null ? null : Math.min(Math.round(crawlDelayMs), 2_147_483_647),
    ]);
  }

  async reserveFetchSlot(auditId: string, gap: { minimumGapMs: number; maxCrawlDelayMs: number }, now: Date): Promise<Date | null> {
    const result = await this.pool.query<{ slot: Date }>(
      `with paced as (
         select id, greatest(coalesce(next_fetch_at, $2), $2) as slot,
                greatest($3::int, least(coalesce(crawl_delay_ms, 0), $4::int)) as gap_ms
         from audits where id = $1 and status = 'running' for update)
       update audits a set next_fetch_at = p.slot + make_interval(secs => p.gap_ms / 1000.0)
       from paced p where a.id = p.id returning p.slot`,
      [auditId, now, gap.minimumGapMs, gap.maxCrawlDelayMs],
    );
    return result.rows[0]?.slot ?? null;
  }

  async storedReport(auditId: string, brandingKey: string): Promise<Buffer | null> {
    const result = await this.pool.query<{ content: Buffer }>(
      `select content from audit_reports where audit_id = $1 and branding_key = $2`,
      [auditId, brandingKey],
    );
    return result.rows[0]?.content ?? null;
  }

  async storeReport(auditId: string, content: Buffer, brandingKey: string, now: Date): Promise<void> {
    await this.pool.query(
      `insert into audit_reports (audit_id, content, branding_key, created_at) values ($1, $2, $3, $4)
       on conflict (audit_id) do update set content = excluded.content, branding_key = excluded.branding_key, created_at = excluded.created_at
       where audit_reports.branding_key <> excluded.branding_key`,
      [auditId, content, brandingKey, now],
    );
  }

  async addPages(auditId: string, pages: AuditRunPage[]): Promise<string[]> {
    if (pages.length === 0) return [];
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      // The row lock serialises concurrent page jobs adding links, so the cap holds.
      const audit = await client.query(
        `select max_pages, (select count(*)::int from audit_pages where audit_id = $1) as used from audits where id = $1 and status = 'running' for update`,
        [auditId],
      );
      const row = audit.rows[0];
      let added: string[] = [];
      const room = row && row.used < row.max_pages ? pages.slice(0, row.max_pages - row.used) : [];
      if (room.length > 0) {
        const inserted = await client.query<{ id: string; status: string }>(
          `insert into audit_pages (id, audit_id, position, url, status, error)
           select id, $1, $2 + position, url, status, nullif(error, '') from unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) with ordinality as t(id, url, status, error, position)
           on conflict (audit_id, url) do nothing returning id, status`,
          [
            auditId,
            row.used,
            room.map((p) => p.id),
            room.map((p) => p.subject),
            room.map((p) => storedStatus(p.status)),
            room.map((p) => p.error ?? ''),
          ],
        );
        added = inserted.rows.filter((r) => r.status === 'queued').map((r) => r.id);
      }
      await client.query('commit');
      for (const page of room) page.markStored();
      return added;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async queuedPages(auditId: string): Promise<string[]> {
    const result = await this.pool.query<{ id: string }>(
      `select id from audit_pages where audit_id = $1 and status = 'queued' order by position`,
      [auditId],
    );
    return result.rows.map((row) => row.id);
  }

  async findPage(pageId: string): Promise<PageOfAudit | null> {
    const result = await this.pool.query(
      `select p.id as page_id, p.url, p.status as page_status, p.attempts, p.error as page_error, p.started_at, p.finished_at,
         a.status, ${RUNNING}
       from audit_pages p join audits a on a.id = p.audit_id join client_sites s on s.id = a.client_site_id where p.id = $1`,
      [pageId],
    );
    const row = result.rows[0];
    if (!row) return null;
    return {
      audit: { ...runningOf(row), status: row.status },
      page: RunItem.restore<AuditPageResult>({
        id: row.page_id,
        subject: row.url,
        status: itemStatus(row.page_status),
        attempts: row.attempts,
        result: null,
        error: row.page_error,
        startedAt: row.started_at,
        finishedAt: row.finished_at,
      }),
    };
  }

  async savePage(page: AuditRunPage): Promise<boolean> {
    const stored = page.storedVersion();
    if (!page.hasChanges()) return true;
    if (!stored) return false;
    const guard = [page.id, storedStatus(stored.status), stored.attempts];
    let written: pg.QueryResult;
    if (page.status === 'running') {
      // A claim only while the audit runs, in the same statement: a cancel in between wins.
      written = await this.pool.query(
        `update audit_pages p set status = 'running', attempts = $4, started_at = $5
         from audits a where p.id = $1 and p.status = $2 and p.attempts = $3 and a.id = p.audit_id and a.status = 'running'`,
        [...guard, page.attempts, page.startedAt],
      );
    } else if (page.status === 'succeeded') {
      const result = page.result!;
      written = await this.pool.query(
        `update audit_pages set status = 'done', score = $4, page_kind = $5, markup = $6::jsonb, findings = $7::jsonb, proposal = $8::jsonb,
           error = null, finished_at = $9
         where id = $1 and status = $2 and attempts = $3`,
        [
          ...guard,
          result.score,
          result.pageKind,
          JSON.stringify(result.markup),
          JSON.stringify(result.findings),
          result.proposal ? JSON.stringify(result.proposal) : null,
          page.finishedAt,
        ],
      );
    } else {
      written = await this.pool.query(
        `update audit_pages set status = $4, error = $5, finished_at = $6 where id = $1 and status = $2 and attempts = $3`,
        [...guard, storedStatus(page.status), page.error, page.finishedAt],
      );
    }
    if ((written.rowCount ?? 0) === 0) return false;
    page.markStored();
    return true;
  }

  async pageScores(auditId: string): Promise<AuditPageTally> {
    const result = await this.pool.query<{ status: string; score: number | null; markup_count: number; error: string | null }>(
      `select status, score, jsonb_array_length(markup) as markup_count, error from audit_pages
       where audit_id = $1 and status in ('done', 'queued', 'running', 'failed', 'skipped') order by position`,
      [auditId],
    );
    const done = result.rows.filter((r) => r.status === 'done');
    const unread = result.rows.filter((r) => r.status === 'failed' || r.status === 'skipped');
    return {
      scores: done.map((r) => r.score!),
      withMarkup: done.filter((r) => r.markup_count > 0).length,
      pending: result.rows.length - done.length - unread.length,
      unread: unread.length,
      firstUnreadReason: unread[0]?.error ?? null,
    };
  }

  async pages(auditId: string, window?: AuditPageWindow): Promise<AuditPages> {
    // A finding filter keeps the pages with a matching finding and narrows their findings to it, in SQL: a window
    // of an audit of thousands of pages never loads the others.
    const filtered = `with shown as (
         select p.*, coalesce((select jsonb_agg(f) from jsonb_array_elements(p.findings) f
           where ($2::text is null or f->>'severity' = $2) and ($3::text is null or f->>'type' = $3)), '[]'::jsonb) as narrowed
         from audit_pages p where p.audit_id = $1)
       select %COLUMNS% from shown where ($2::text is null and $3::text is null) or jsonb_array_length(narrowed) > 0`;
    const filter = [auditId, window?.severity ?? null, window?.type ?? null];
    const [pages, total] = await Promise.all([
      this.pool.query(
        filtered.replace('%COLUMNS%', `id, url, status, score, page_kind, markup, narrowed as findings, proposal, error`) +
          ` order by position offset $4 limit $5`,
        [...filter, window?.offset ?? 0, window?.limit ?? null],
      ),
      this.pool.query<{ n: number }>(filtered.replace('%COLUMNS%', 'count(*)::int as n'), filter),
    ]);
    return {
      offset: window?.offset ?? 0,
      limit: window?.limit ?? total.rows[0]!.n,
      total: total.rows[0]!.n,
      pages: pages.rows.map((p): AuditPage => ({
        id: p.id,
        url: p.url,
        status: p.status,
        score: p.score,
        pageKind: p.page_kind,
        markup: p.markup,
        findings: p.findings,
        proposal: p.proposal,
        error: p.error,
      })),
    };
  }

  async unsavedProposalCount(auditId: string): Promise<number> {
    const unsaved = await this.pool.query<{ n: number }>(
      `select count(*)::int as n from audit_pages where audit_id = $1 and proposal is not null and proposal->>'schemaId' is null`,
      [auditId],
    );
    return unsaved.rows[0]!.n;
  }

  list(clientSiteId: string): Promise<Audit[]> {
    return this.audits(`a.client_site_id = $1`, [clientSiteId]);
  }

  /** Audits with their pages counted by status and their findings by severity and type. */
  private async audits(where: string, params: unknown[]): Promise<Audit[]> {
    const audits = await this.pool.query(
      `select ${AUDIT_COLUMNS} from audits a where ${where} order by a.created_at desc, a.id limit 100`,
      params,
    );
    if (audits.rows.length === 0) return [];
    const ids = audits.rows.map((a) => a.id);
    const counts = await this.pool.query(
      `select audit_id, status, count(*)::int as n from audit_pages where audit_id = any($1::uuid[]) group by audit_id, status`,
      [ids],
    );
    const issues = await this.pool.query(
      `select p.audit_id, f->>'severity' as severity, f->>'type' as type, count(*)::int as n
       from audit_pages p cross join lateral jsonb_array_elements(p.findings) f where p.audit_id = any($1::uuid[]) group by 1, 2, 3`,
      [ids],
    );
    return audits.rows.map((a): Audit => {
      const statusCount = (status: string) => counts.rows.find((c) => c.audit_id === a.id && c.status === status)?.n ?? 0;
      const pageCounts: AuditPageCounts = {
        found: counts.rows.filter((c) => c.audit_id === a.id).reduce((sum, c) => sum + c.n, 0),
        done: statusCount('done'),
        failed: statusCount('failed'),
        skipped: statusCount('skipped'),
        queued: statusCount('queued'),
        running: statusCount('running'),
        cancelled: statusCount('cancelled'),
      };
      const issuesBySeverity: Record<FindingSeverity, number> = { error: 0, warning: 0, info: 0 };
      const issuesByType: Partial<Record<FindingType, number>> = {};
      for (const row of issues.rows.filter((i) => i.audit_id === a.id)) {
        issuesBySeverity[row.severity as FindingSeverity] += row.n;
        issuesByType[row.type as FindingType] = (issuesByType[row.type as FindingType] ?? 0) + row.n;
      }
      const issueCounts: AuditIssueCounts = { bySeverity: issuesBySeverity, byType: issuesByType };
      return Audit.restore(
        {
          id: a.id,
          status: a.status,
          deep: a.deep,
          maxPages: a.max_pages,
          discovery: a.discovery,
          score: a.score,
          coverage: a.coverage,
          error: a.error,
          createdAt: a.created_at,
          finishedAt: a.finished_at,
        },
        { workspaceId: a.workspace_id, clientSiteId: a.client_site_id, createdBy: a.created_by, plan: a.plan },
        pageCounts,
        issueCounts,
      );
    });
  }

  async previousCompleted(clientSiteId: string, auditId: string): Promise<string | null> {
    const result = await this.pool.query(
      `select p.id from audits p join audits a on a.id = $2 where p.client_site_id = $1 and p.status = 'completed' and p.id <> a.id
       and (p.created_at, p.id) < (a.created_at, a.id) order by p.created_at desc, p.id desc limit 1`,
      [clientSiteId, auditId],
    );
    return result.rows[0]?.id ?? null;
  }

  async findings(auditId: string): Promise<ComparedFinding[]> {
    const result = await this.pool.query(
      `select url, findings from audit_pages where audit_id = $1 and status = 'done' order by position`,
      [auditId],
    );
    return result.rows.flatMap((row) => (row.findings as Omit<ComparedFinding, 'url'>[]).map((finding) => ({ ...finding, url: row.url })));
  }

  async unsavedProposals(auditId: string, pageIds: string[] | null): Promise<{ pageId: string; url: string; proposal: AuditProposal }[]> {
    const result = await this.pool.query(
      `select id, url, proposal from audit_pages where audit_id = $1 and proposal is not null and proposal->>'schemaId' is null
       and ($2::uuid[] is null or id = any($2::uuid[])) order by position`,
      [auditId, pageIds],
    );
    return result.rows.map((row) => ({ pageId: row.id, url: row.url, proposal: row.proposal }));
  }

  async markProposalSaved(pageId: string, schemaId: string): Promise<void> {
    await this.pool.query(`update audit_pages set proposal = jsonb_set(proposal, '{schemaId}', to_jsonb($2::text)) where id = $1`, [
      pageId,
      schemaId,
    ]);
  }
}
