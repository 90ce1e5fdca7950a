import type { Container } from 'inversify';
import { AiQuotaGate } from '../application/ai/ai-quotas.js';
import { ExtractSchemaFromPage } from '../application/ai/extract-schema-from-page.js';
import { AuditSitePage } from '../application/audit/audit-site-page.js';
import { DiscoverAuditPages } from '../application/audit/discover-audit-pages.js';
import { CancelAudit } from '../application/audit/cancel-audit.js';
import { CompareAudits } from '../application/audit/compare-audits.js';
import { GetAudit } from '../application/audit/get-audit.js';
import { ListAudits } from '../application/audit/list-audits.js';
import { SaveAuditDrafts } from '../application/audit/save-audit-drafts.js';
import { RenderAuditReport } from '../application/audit/render-audit-report.js';
import { StartAudit } from '../application/audit/start-audit.js';
import { SendSchemaToDev, SendSiteToDev } from '../application/send-to-dev/send-to-dev.js';
import { PooledZipArchiver } from '../adapters/jszip/pooled-zip-archiver.js';
import { PooledAuditReportRenderer } from '../adapters/pdfmake/pooled-audit-report-renderer.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgAuditRepository } from '../adapters/postgres/pg-audit-repository.js';
import { PooledPageAnalyser } from '../adapters/worker-pool/pooled-page-analyser.js';
import { PooledRobotsTxtReader } from '../adapters/robots/pooled-robots-txt-reader.js';
import { PooledSitemapReader } from '../adapters/sitemap/pooled-sitemap-reader.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideOneOf, provideValue } from './wiring.js';

/** The user agent robots.txt groups are matched against: the token the SSRF-safe fetcher sends. */
const CRAWLER = 'SDN-SDK-Verifier';

/**
 * Site audits (two job kinds on the shared job runner), the PDF report and the white-label "Send to Dev" ZIPs.
 * It reuses what bindAi binds: the page reader, the extraction step, the AI quota and the job runner.
 */
export function bindAudits(c: Container, config: Config, database: Database): void {
  provideValue(c, T.AuditRepository, new PgAuditRepository(database.pool));
  provide(c, T.RobotsTxtReader, (get) => new PooledRobotsTxtReader(CRAWLER, get(T.CpuWork)));
  provide(c, T.SitemapReader, (get) => new PooledSitemapReader(get(T.CpuWork)));
  provide(c, T.AuditReportRenderer, (get) => new PooledAuditReportRenderer(get(T.BackgroundCpuWork)));
  provide(c, T.ZipArchiver, (get) => new PooledZipArchiver(get(T.BackgroundCpuWork)));
  const sdkBaseUrl = config.publicBaseUrl ?? null;

  provide(c, T.PageAnalyser, (get) => new PooledPageAnalyser(get(T.CpuWork)));
  provide(
    c,
    DiscoverAuditPages,
    (get) =>
      new DiscoverAuditPages(
        get(T.AuditRepository),
        get(T.PageFetcher),
        get(T.RobotsTxtReader),
        get(T.SitemapReader),
        get(T.JobQueue),
        get(T.IdGenerator),
        get(T.Clock),
      ),
  );
  provide(
    c,
    AuditSitePage,
    (get) =>
      new AuditSitePage(
        get(T.AuditRepository),
        get(T.PageReader),
        get(T.RobotsTxtReader),
        get(T.PageAnalyser),
        get(T.SchemaRepository),
        get(ExtractSchemaFromPage),
        get(AiQuotaGate),
        get(T.JobQueue),
        get(T.IdGenerator),
        get(T.Clock),
        { delayMs: config.audit.delayMs, concurrency: config.jobs.concurrency, perWorkspace: config.audit.concurrency },
      ),
  );
  provide(
    c,
    StartAudit,
    (get) =>
      new StartAudit(
        get(T.ClientSiteRepository),
        get(T.AuditRepository),
        get(T.JobQueue),
        get(T.IdGenerator),
        get(T.Clock),
        config.audit.maxPages,
      ),
  );
  provide(c, ListAudits, (get) => new ListAudits(get(T.ClientSiteRepository), get(T.AuditRepository)));
  provide(c, GetAudit, (get) => new GetAudit(get(T.ClientSiteRepository), get(T.AuditRepository)));
  provide(c, CancelAudit, (get) => new CancelAudit(get(T.ClientSiteRepository), get(T.AuditRepository), get(T.Clock)));
  provide(c, CompareAudits, (get) => new CompareAudits(get(T.ClientSiteRepository), get(T.AuditRepository)));
  provide(
    c,
    SaveAuditDrafts,
    (get) =>
      new SaveAuditDrafts(
        get(T.ClientSiteRepository),
        get(T.AuditRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
      ),
  );
  provide(
    c,
    RenderAuditReport,
    (get) =>
      new RenderAuditReport(
        get(T.ClientSiteRepository),
        get(T.AuditRepository),
        get(T.WorkspaceRepository),
        get(T.WorkspaceBrandingRepository),
        get(T.AuditReportRenderer),
        get(T.Clock),
      ),
  );
  provide(
    c,
    SendSchemaToDev,
    (get) => new SendSchemaToDev(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.ZipArchiver), sdkBaseUrl),
  );
  provide(
    c,
    SendSiteToDev,
    (get) => new SendSiteToDev(get(T.ClientSiteRepository), get(T.SchemaRepository), get(T.ZipArchiver), sdkBaseUrl),
  );

  provideOneOf(c, T.JobKind, (get) => get(DiscoverAuditPages));
  provideOneOf(c, T.JobKind, (get) => get(AuditSitePage));
}
