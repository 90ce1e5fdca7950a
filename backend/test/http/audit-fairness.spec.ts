import type { AuditView } from '@sdn/contracts';
import { expect } from 'chai';
import type { Service } from '../../src/composition/service.js';
import { waitForAudit } from '../support/audit-helpers.js';
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

forEachDatabase('HTTP: audits share the workers fairly', (database) => {
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

  async function agencyOwner() {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    return agent;
  }

  it("a workspace auditing two Crawl-delay sites never holds the workers: another tenant's audit completes meanwhile", async () => {
    const busy = await agencyOwner();
    const started: { clientId: string; auditId: string }[] = [];
    for (const site of sites.slice(0, 2)) {
      const { id: clientId } = await createSite(busy, `${site.origin}/`);
      const audit = await busy.post(`/api/clients/${clientId}/audits`).send({}).expect(202);
      started.push({ clientId, auditId: audit.body.id });
    }
    // Each slow site is fetched at once for its first page, then paced 10 s apart: the waits sit in the queue.
    for (const { clientId, auditId } of started) await waitForAudit(busy, clientId, auditId, (a) => a.counts.done >= 1);

    const other = await agencyOwner();
    const { id: clientId } = await createSite(other, `${sites[2]!.origin}/`);
    const small = await other.post(`/api/clients/${clientId}/audits`).send({}).expect(202);
    const finished = await waitForAudit(other, clientId, small.body.id);
    expect(finished.status).to.equal('completed');
    expect(finished.counts.done).to.equal(1);

    for (const { clientId, auditId } of started) {
      const audit = (await busy.get(`/api/clients/${clientId}/audits/${auditId}`).expect(200)).body as AuditView;
      expect(audit.status, 'the slow audits are still pacing their fetches').to.equal('running');
      // Sleeping in the slots (before) let each slow site's jobs fetch two pages before the other tenant got a worker.
      expect(audit.counts.done, 'the next fetch of a slow site waits 10 s in the queue').to.equal(1);
    }
  });
});
