import type { AuditView } from '@sdn/contracts';
import { expect } from 'chai';
import type { Service } from '../../src/composition/service.js';
import { binary, pdfText } from '../support/audit-helpers.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { seedLargeAudit } from '../support/seed-large-audit.js';
import { createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

forEachDatabase('HTTP: a large audit is answered in windows, and its report is laid out once', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service?.close());

  async function agencyWithLargeAudit() {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    const { id: clientId } = await createSite(agent);
    // 120 pages: 96 with 60 findings each (5,760 in all), every fifth page clean.
    const auditId = await seedLargeAudit(await database.url(), clientId, 120, 60);
    return { agent, clientId, path: `/api/clients/${clientId}/audits/${auditId}` };
  }

  it('lists 50 pages at a time by default, any window on request, and filters by finding in the database', async () => {
    const { agent, path } = await agencyWithLargeAudit();
    const first = await agent.get(path).expect(200);
    expectContract(first, 'get', '/api/clients/{clientId}/audits/{auditId}');
    const view = first.body as AuditView;
    expect(view.pageWindow).to.deep.equal({ offset: 0, limit: 50, total: 120 });
    expect(view.pages.map((p) => p.url)).to.deep.equal(Array.from({ length: 50 }, (_, i) => `https://shop.example/products/${i + 1}`));
    expect(view.counts.done).to.equal(120);
    expect(view.unsavedProposals).to.equal(0);

    const last = (await agent.get(path).query({ offset: 100, limit: 200 }).expect(200)).body as AuditView;
    expect(last.pageWindow).to.deep.equal({ offset: 100, limit: 200, total: 120 });
    expect(last.pages).to.have.length(20);

    const warnings = (await agent.get(path).query({ severity: 'warning', limit: 10 }).expect(200)).body as AuditView;
    expect(warnings.pageWindow.total).to.equal(96);
    expect(warnings.pages).to.have.length(10);
    expect(warnings.pages.every((p) => p.findings.length === 30 && p.findings.every((f) => f.severity === 'warning'))).to.equal(true);
    const none = (await agent.get(path).query({ type: 'missing-markup' }).expect(200)).body as AuditView;
    expect(none.pageWindow.total).to.equal(0);
    expect(none.pages).to.deep.equal([]);
  });

  it('refuses a window it does not serve with 400, and hides the audit from other workspaces', async () => {
    const { agent, path } = await agencyWithLargeAudit();
    for (const query of [{ limit: 0 }, { limit: 201 }, { offset: -1 }, { severity: 'fatal' }, { type: 'nonsense' }, { limit: 'ten' }]) {
      const res = await agent.get(path).query(query).expect(400);
      expect(res.body.error, JSON.stringify(query)).to.equal('Validation failed');
    }
    const strangerEmail = uniqueEmail();
    const stranger = await signedInAgent(service, strangerEmail);
    await setPlanWithCli(database, strangerEmail, 'agency');
    await stranger.get(path).expect(404);
  });

  it('lays the report out once, at most 50 findings per page with the rest counted, and serves the stored file after', async () => {
    const { agent, path } = await agencyWithLargeAudit();
    const first = await agent
      .get(`${path}/report.pdf`)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    const { text } = pdfText(first.body as Buffer);
    expect(text).to.include('10 more findings on this page are not listed.');
    const again = await agent
      .get(`${path}/report.pdf`)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).to.equal(0);
  });
});
