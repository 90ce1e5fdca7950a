import type { AuditView } from '@sdn/contracts';
import { expect } from 'chai';
import pg from 'pg';
import type { Service } from '../../src/composition/service.js';
import { binary, pdfText, waitForAudit } from '../support/audit-helpers.js';
import { forEachDatabase } from '../support/databases.js';
import { startHostileSite, type HostileAnswer } from '../support/hostile-site.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const PAGES = 6;
const page = (n: number) => `<html><head><title>Page ${n}</title></head><body><h1>Page ${n}</h1><p>Words.</p></body></html>`;

/** A site asking crawlers to wait 10 s between fetches (the most an audit honours), with six pages in its sitemap. */
function slowSite(): Record<string, HostileAnswer> {
  const answers: Record<string, HostileAnswer> = {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nCrawl-delay: 10\nAllow: /\n' },
  };
  for (let n = 1; n <= PAGES; n += 1) answers[`/p/${n}`] = { body: page(n) };
  return answers;
}

forEachDatabase('HTTP: audits share the workers fairly, and say when they could read nothing', (database) => {
  const sites: Awaited<ReturnType<typeof startHostileSite>>[] = [];
  let service: Service;
  before(async () => {
    for (let i = 0; i < 2; i += 1) {
      const site = await startHostileSite(slowSite());
      site.answers['/sitemap.xml'] = {
        type: 'application/xml',
        body: `<urlset>${Array.from({ length: PAGES }, (_, n) => `<url><loc>${site.url(`/p/${n + 1}`)}</loc></url>`).join('')}</urlset>`,
      };
      sites.push(site);
    }
    sites.push(await startHostileSite({ '/': { body: page(0) } }));
    service = await startTestService(database, { SSRF_ALLOWED_ADDRESSES: '127.0.0.1', AUDIT_DELAY_MS: '0' });
  });
  after(async () => {
    await service?.close();
    for (const site of sites) await site.close();
  });

  /**
   * The audit page jobs of these audits that wait in pg-boss's queue for a later start, once every such page is
   * there (before the fix, the waits slept inside active jobs and none was here).
   */
  async function pagesWaitingInQueue(auditIds: string[]): Promise<{ auditId: string; startAfter: Date }[]> {
    const db = new pg.Client({ connectionString: await database.url() });
    await db.connect();
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await db.query<{ audit_id: string; start_after: Date }>(
          `select data->>'auditId' as audit_id, start_after from pgboss.job
           where name = 'audit-page' and state = 'created' and start_after > now() and data->>'auditId' = any($1)`,
          [auditIds],
        );
        if (rows.length >= auditIds.length * (PAGES - 1) || Date.now() > deadline) {
          return rows.map((row) => ({ auditId: row.audit_id, startAfter: row.start_after }));
        }
        await new Promise((wait) => setTimeout(wait, 200));
      }
    } finally {
      await db.end();
    }
  }

  async function agencyOwner() {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    return agent;
  }

  it('an audit that can read none of its pages fails with the reason, and its report says so', async () => {
    const agent = await agencyOwner();
    const gone = await startHostileSite({ '/': { status: 503, body: '<h1>Down for maintenance</h1>' } });
    const { id: clientId } = await createSite(agent, `${gone.origin}/`);
    const started = await agent.post(`/api/clients/${clientId}/audits`).send({}).expect(202);
    const audit = await waitForAudit(agent, clientId, started.body.id);
    await gone.close();
    expect(audit.status).to.equal('failed');
    expect(audit.error).to.equal('No page of the site could be read. The page answered HTTP 503.');
    expect(audit.score).to.equal(null);
    const site = (await agent.get(`/api/clients/${clientId}`).expect(200)).body;
    expect(site.lastAuditScore ?? null, 'a failed audit scores nothing').to.equal(null);
    const pdf = await agent
      .get(`/api/clients/${clientId}/audits/${audit.id}/report.pdf`)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    const { text } = pdfText(pdf.body as Buffer);
    expect(text).to.include('The audit did not complete: No page of the site could be read. The page answered HTTP 503.');
    expect(text).to.not.include('No issues were found');
  });

  it("a workspace auditing two Crawl-delay sites never holds the workers: another tenant's audit completes meanwhile", async () => {
    const busy = await agencyOwner();
    const started: { clientId: string; auditId: string }[] = [];
    for (const site of sites.slice(0, 2)) {
      const { id: clientId } = await createSite(busy, `${site.origin}/`);
      const audit = await busy.post(`/api/clients/${clientId}/audits`).send({}).expect(202);
      started.push({ clientId, auditId: audit.body.id });
    }
    // Each slow site is fetched at once for its first page; its other pages wait for their slots in the queue
    // (pg-boss `start_after`), 10 s apart, and no worker is held while they wait.
    for (const { clientId, auditId } of started) await waitForAudit(busy, clientId, auditId, (a) => a.counts.done >= 1);
    const waiting = await pagesWaitingInQueue(started.map((s) => s.auditId));
    for (const { auditId } of started) {
      const slots = waiting.filter((job) => job.auditId === auditId).map((job) => job.startAfter.getTime());
      expect(slots, 'every other page of a slow site waits in the queue').to.have.length(PAGES - 1);
      const gaps = slots.sort((a, b) => a - b).map((slot, i) => (i === 0 ? null : slot - slots[i - 1]!));
      expect(
        gaps.filter((gap) => gap !== null && gap < 9_999),
        'slots keep the Crawl-delay apart',
      ).to.deep.equal([]);
    }

    // Meanwhile another tenant's audit gets a worker and completes.
    const other = await agencyOwner();
    const { id: clientId } = await createSite(other, `${sites[2]!.origin}/`);
    const small = await other.post(`/api/clients/${clientId}/audits`).send({}).expect(202);
    const finished = await waitForAudit(other, clientId, small.body.id);
    expect(finished.status).to.equal('completed');
    expect(finished.counts.done).to.equal(1);
    for (const { clientId, auditId } of started) {
      const audit = (await busy.get(`/api/clients/${clientId}/audits/${auditId}`).expect(200)).body as AuditView;
      expect(audit.status, 'the slow audits are still pacing their fetches').to.equal('running');
    }
  });
});
