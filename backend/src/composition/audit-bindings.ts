import type { Router } from 'express';
import type { Container } from 'inversify';
import { AiQuotaGate } from '../application/ai/ai-quotas.js';
import { ExtractSchemaFromPage } from '../application/ai/extract-schema-from-page.js';
import { AnalysePage } from '../application/audit/analyse-page.js';
import { AuditSitePage } from '../application/audit/audit-site-page.js';
import { DiscoverAuditPages } from '../application/audit/discover-audit-pages.js';
import { CancelAudit, CompareAudits, GetAudit, ListAudits, SaveAuditDrafts } from '../application/audit/manage-audits.js';
import { RenderAuditReport } from '../application/audit/render-audit-report.js';
import { StartAudit } from '../application/audit/start-audit.js';
import { ValidateJsonLd } from '../application/engine/validate-json-ld.js';
import { SendSchemaToDev, SendSiteToDev } from '../application/send-to-dev/send-to-dev.js';
import { createAuditsRouter } from '../adapters/http/audit/audits-router.js';
import { createSendToDevRouter } from '../adapters/http/send-to-dev/send-to-dev-router.js';
import { JsZipArchiver } from '../adapters/jszip/jszip-archiver.js';
import { PdfmakeAuditReport } from '../adapters/pdfmake/pdfmake-audit-report.js';
import { PgBossJobRunner } from '../adapters/pg-boss/pg-boss-job-runner.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgAuditRepository } from '../adapters/postgres/pg-audit-repository.js';
import { RobotsParserRules } from '../adapters/robots-parser/robots-parser-rules.js';
import type { AuditRepository } from '../ports/audit-repository.js';
import type { AuditReportRenderer } from '../ports/audit-report-renderer.js';
import type { RobotsTxtReader } from '../ports/robots-rules.js';
import type { ZipArchiver } from '../ports/zip-archiver.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue, resolve, token } from './wiring.js';

/** The user agent robots.txt groups are matched against: the token the SSRF-safe fetcher sends. */
const CRAWLER = 'SDN-SDK-Verifier';

const AUDITS = token<AuditRepository>('AuditRepository');
const ROBOTS = token<RobotsTxtReader>('RobotsTxtReader');
const REPORT = token<AuditReportRenderer>('AuditReportRenderer');
const ZIP = token<ZipArchiver>('ZipArchiver');

/**
 * Site audits (two job kinds on the shared job runner), the PDF report and the white-label "Send to Dev" ZIPs.
 * It reuses what bindAi binds: the page reader, the extraction step, the AI quota and the job runner.
 */
export function bindAudits(c: Container, config: Config, database: Database): void {
  provideValue(c, AUDITS, new PgAuditRepository(database.pool) as AuditRepository);
  provideValue(c, ROBOTS, new RobotsParserRules(CRAWLER) as RobotsTxtReader);
  provideValue(c, REPORT, new PdfmakeAuditReport() as AuditReportRenderer);
  provideValue(c, ZIP, new JsZipArchiver() as ZipArchiver);
  const sdkBaseUrl = config.publicBaseUrl ?? null;

  provide(c, AnalysePage, (get) => new AnalysePage(get(ValidateJsonLd)));
  provide(
    c,
    DiscoverAuditPages,
    (get) => new DiscoverAuditPages(get(AUDITS), get(T.PageFetcher), get(ROBOTS), get(T.JobQueue), get(T.IdGenerator), get(T.Clock)),
  );
  provide(
    c,
    AuditSitePage,
    (get) =>
      new AuditSitePage(
        get(AUDITS),
        get(T.PageReader),
        get(ROBOTS),
        get(AnalysePage),
        get(T.SchemaRepository),
        get(ExtractSchemaFromPage),
        get(AiQuotaGate),
        get(T.JobQueue),
        get(T.IdGenerator),
        get(T.Clock),
        { delayMs: config.audit.delayMs, concurrency: config.jobs.concurrency, perAudit: config.audit.concurrency },
      ),
  );
  provide(
    c,
    StartAudit,
    (get) =>
      new StartAudit(get(T.ClientSiteRepository), get(AUDITS), get(T.JobQueue), get(T.IdGenerator), get(T.Clock), config.audit.maxPages),
  );
  provide(c, ListAudits, (get) => new ListAudits(get(T.ClientSiteRepository), get(AUDITS)));
  provide(c, GetAudit, (get) => new GetAudit(get(T.ClientSiteRepository), get(AUDITS)));
  provide(c, CancelAudit, (get) => new CancelAudit(get(T.ClientSiteRepository), get(AUDITS), get(T.Clock)));
  provide(c, CompareAudits, (get) => new CompareAudits(get(T.ClientSiteRepository), get(AUDITS)));
  provide(
    c,
    SaveAuditDrafts,
    (get) =>
      new SaveAuditDrafts(
        get(T.ClientSiteRepository),
        get(AUDITS),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
      ),
  );
  provide(c, RenderAuditReport, (get) => new RenderAuditReport(get(T.ClientSiteRepository), get(AUDITS), get(REPORT), get(T.Clock)));
  provide(c, SendSchemaToDev, (get) => new SendSchemaToDev(get(T.ClientSiteRepository), get(T.SchemaRepository), get(ZIP), sdkBaseUrl));
  provide(c, SendSiteToDev, (get) => new SendSiteToDev(get(T.ClientSiteRepository), get(T.SchemaRepository), get(ZIP), sdkBaseUrl));

  const runner = resolve(c, PgBossJobRunner);
  runner.register(resolve(c, DiscoverAuditPages));
  runner.register(resolve(c, AuditSitePage));
}

/** The protected routers: /api/clients/:clientId/audits and the "Send to Dev" downloads. */
export function auditRoutersFrom(c: Container): { path: string; router: Router }[] {
  return [
    {
      path: '/clients/:clientId/audits',
      router: createAuditsRouter({
        startAudit: resolve(c, StartAudit),
        listAudits: resolve(c, ListAudits),
        getAudit: resolve(c, GetAudit),
        cancelAudit: resolve(c, CancelAudit),
        compareAudits: resolve(c, CompareAudits),
        saveAuditDrafts: resolve(c, SaveAuditDrafts),
        renderAuditReport: resolve(c, RenderAuditReport),
      }),
    },
    {
      path: '/clients/:clientId',
      router: createSendToDevRouter({ sendSchemaToDev: resolve(c, SendSchemaToDev), sendSiteToDev: resolve(c, SendSiteToDev) }),
    },
  ];
}
