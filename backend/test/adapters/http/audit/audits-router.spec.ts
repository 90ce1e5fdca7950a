import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { createAuditsRouter } from '../../../../src/adapters/http/audit/audits-router.js';
import { errorHandler } from '../../../../src/adapters/http/error-handler.js';
import { InMemoryAuditRepository } from '../../../../src/adapters/in-memory/in-memory-audit-repository.js';
import { InMemoryWorkspaceBrandingRepository } from '../../../../src/adapters/in-memory/in-memory-workspace-branding-repository.js';
import { InMemoryJobQueue } from '../../../../src/adapters/in-memory/in-memory-job-queue.js';
import { CancelAudit } from '../../../../src/application/audit/cancel-audit.js';
import { CompareAudits } from '../../../../src/application/audit/compare-audits.js';
import { GetAudit } from '../../../../src/application/audit/get-audit.js';
import { ListAudits } from '../../../../src/application/audit/list-audits.js';
import { RenderAuditReport } from '../../../../src/application/audit/render-audit-report.js';
import { SaveAuditDrafts } from '../../../../src/application/audit/save-audit-drafts.js';
import { StartAudit } from '../../../../src/application/audit/start-audit.js';
import { CreateClientSite } from '../../../../src/application/client-sites/create-client-site.js';
import type { Actor } from '../../../../src/application/shared/actor.js';
import { inMemoryWorld } from '../../../support/in-memory-world.js';
import { silentLogger } from '../../../support/loggers.js';

const actor: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan: 'agency' };

/** The router on in-memory adapters, behind a stand-in for requireSession that signs everyone in as `actor`. */
async function auditsApp() {
  const w = inMemoryWorld();
  const audits = new InMemoryAuditRepository((id) => w.tables.sites.rows.get(id)?.websiteUrl ?? null);
  const jobs = new InMemoryJobQueue();
  const site = await new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock).execute(actor, {
    name: 'Shop',
    websiteUrl: 'https://shop.example.com',
  });
  const app = express();
  app.use(express.json());
  app.use((_req, res, next) => {
    res.locals.actor = actor;
    next();
  });
  app.use(
    '/api/clients/:clientId/audits',
    createAuditsRouter({
      startAudit: new StartAudit(w.sites, audits, jobs, w.ids, w.clock, 25),
      listAudits: new ListAudits(w.sites, audits),
      getAudit: new GetAudit(w.sites, audits),
      cancelAudit: new CancelAudit(w.sites, audits, w.clock),
      compareAudits: new CompareAudits(w.sites, audits),
      saveAuditDrafts: new SaveAuditDrafts(w.sites, audits, w.schemas, w.unitOfWork, w.ids, w.clock),
      renderAuditReport: new RenderAuditReport(
        w.sites,
        audits,
        w.workspaces,
        new InMemoryWorkspaceBrandingRepository(),
        { render: async () => Buffer.from('%PDF') },
        w.clock,
      ),
      startLimit: (_req, _res, next) => next(),
    }),
  );
  app.use(errorHandler(silentLogger));
  return { app, jobs, auditsPath: `/api/clients/${site.id}/audits` };
}

describe('HTTP edge: audits router', () => {
  it('checks deep, pageIds and ?with= with joi before any use case', async () => {
    const { app, jobs, auditsPath } = await auditsApp();
    for (const deep of ['yes', 1, null]) {
      const res = await request(app).post(auditsPath).send({ deep }).expect(400);
      expect(res.body.details.deep._errors, JSON.stringify(deep)).to.deep.equal(['Expected true or false']);
    }
    expect(jobs.jobs, 'no audit was started').to.deep.equal([]);
    const started = (await request(app).post(auditsPath).send({ ignored: true }).expect(202)).body;
    const manyIds = Array.from({ length: 501 }, () => started.id);
    for (const body of [{ pageIds: [] }, { pageIds: ['nope'] }, { pageIds: [42] }, { pageIds: 'x' }, { pageIds: manyIds }]) {
      const res = await request(app).post(`${auditsPath}/${started.id}/drafts`).send(body).expect(400);
      expect(res.body.details.pageIds._errors, JSON.stringify(body).slice(0, 80)).to.deep.equal(['Expected a list of 1 to 500 page ids']);
    }
    const compared = await request(app).get(`${auditsPath}/${started.id}/compare`).query({ with: 'nope' }).expect(400);
    expect(compared.body.details.with._errors).to.deep.equal(['Expected an audit id']);
  });

  it('answers the audit as the API view: summary, counts, a window of pages and unsaved proposals', async () => {
    const { app, auditsPath } = await auditsApp();
    const started = await request(app).post(auditsPath).send({ deep: true }).expect(202);
    expect(started.body).to.deep.equal({
      id: started.body.id,
      clientId: auditsPath.split('/')[3],
      status: 'running',
      deep: true,
      discovery: null,
      maxPages: 25,
      score: null,
      counts: { found: 0, done: 0, failed: 0, skipped: 0, queued: 0, running: 0, cancelled: 0 },
      issuesBySeverity: { error: 0, warning: 0, info: 0 },
      issuesByType: {},
      coverage: null,
      createdAt: started.body.createdAt,
      finishedAt: null,
      error: null,
      pageWindow: { offset: 0, limit: 50, total: 0 },
      unsavedProposals: 0,
      pages: [],
    });
    expect(new Date(started.body.createdAt).toISOString()).to.equal(started.body.createdAt);
    const listed = (await request(app).get(auditsPath).expect(200)).body;
    expect(listed.items.map((item: { id: string; status: string }) => [item.id, item.status])).to.deep.equal([
      [started.body.id, 'running'],
    ]);
    expect(listed.items[0]).to.not.have.property('pages');
    await request(app).get(`${auditsPath}/${started.body.id}/report.pdf`).expect(409);
    const cancelled = (await request(app).post(`${auditsPath}/${started.body.id}/cancel`).expect(200)).body;
    expect([cancelled.status, cancelled.pageWindow]).to.deep.equal(['cancelled', { offset: 0, limit: 50, total: 0 }]);
    await request(app).get(`${auditsPath}/nope`).expect(404);
  });
});
