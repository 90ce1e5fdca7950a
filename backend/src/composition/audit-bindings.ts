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
import type { PgBossJobRunner } from '../adapters/pg-boss/pg-boss-job-runner.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgAuditRepository } from '../adapters/postgres/pg-audit-repository.js';
import { RobotsParserRules } from '../adapters/robots-parser/robots-parser-rules.js';
import type { ClientSiteRepository } from '../ports/client-site-repository.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { PageFetcher } from '../ports/page-fetcher.js';
import type { PageReader } from '../ports/page-reader.js';
import type { SchemaRepository } from '../ports/schema-repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';

/** The user agent robots.txt groups are matched against: the token the SSRF-safe fetcher sends. */
const CRAWLER = 'SDN-SDK-Verifier';

/**
 * Site audits (two job kinds on the shared job runner), the PDF report and the white-label "Send to Dev" ZIPs.
 * Called after bindAi: it reuses the page reader, the extractor step and the AI quota bound there.
 */
export function bindAudits(c: Container, config: Config, database: Database): void {
  const audits = new PgAuditRepository(database.pool);
  const runner = c.get<PgBossJobRunner>(T.JobRunner);
  const sites = () => c.get<ClientSiteRepository>(T.ClientSiteRepository);
  const schemas = () => c.get<SchemaRepository>(T.SchemaRepository);
  const clock = c.get<Clock>(T.Clock);
  const ids = c.get<IdGenerator>(T.IdGenerator);
  const robots = new RobotsParserRules(CRAWLER);
  const analyse = new AnalysePage(c.get(ValidateJsonLd));
  const sdkBaseUrl = config.publicBaseUrl ?? null;

  runner.register(new DiscoverAuditPages(audits, c.get<PageFetcher>(T.PageFetcher), robots, runner, ids, clock));
  runner.register(new AuditSitePage(
    audits, c.get<PageReader>(T.PageReader), robots, analyse, schemas(), c.get(ExtractSchemaFromPage), c.get(AiQuotaGate), runner, ids, clock,
    { delayMs: config.audit.delayMs, concurrency: config.jobs.concurrency, perAudit: config.audit.concurrency },
  ));
  c.bind(StartAudit).toResolvedValue(() => new StartAudit(sites(), audits, runner, ids, clock, config.audit.maxPages));
  c.bind(ListAudits).toResolvedValue(() => new ListAudits(sites(), audits));
  c.bind(GetAudit).toResolvedValue(() => new GetAudit(sites(), audits));
  c.bind(CancelAudit).toResolvedValue(() => new CancelAudit(sites(), audits, clock));
  c.bind(CompareAudits).toResolvedValue(() => new CompareAudits(sites(), audits));
  c.bind(SaveAuditDrafts).toResolvedValue(() => new SaveAuditDrafts(sites(), audits, schemas(), c.get<UnitOfWork>(T.UnitOfWork), ids, clock));
  c.bind(RenderAuditReport).toResolvedValue(() => new RenderAuditReport(sites(), audits, new PdfmakeAuditReport(), clock));
  const zip = new JsZipArchiver();
  c.bind(SendSchemaToDev).toResolvedValue(() => new SendSchemaToDev(sites(), schemas(), zip, sdkBaseUrl));
  c.bind(SendSiteToDev).toResolvedValue(() => new SendSiteToDev(sites(), schemas(), zip, sdkBaseUrl));
}

/** The protected routers: /api/clients/:clientId/audits and the "Send to Dev" downloads. */
export function auditRoutersFrom(c: Container): { path: string; router: Router }[] {
  return [
    {
      path: '/clients/:clientId/audits',
      router: createAuditsRouter({
        startAudit: c.get(StartAudit), listAudits: c.get(ListAudits), getAudit: c.get(GetAudit), cancelAudit: c.get(CancelAudit),
        compareAudits: c.get(CompareAudits), saveAuditDrafts: c.get(SaveAuditDrafts), renderAuditReport: c.get(RenderAuditReport),
      }),
    },
    { path: '/clients/:clientId', router: createSendToDevRouter({ sendSchemaToDev: c.get(SendSchemaToDev), sendSiteToDev: c.get(SendSiteToDev) }) },
  ];
}
