import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { startAuditFixtureSite } from '../support/audit-fixture-site.js';
import { waitForAudit } from '../support/audit-helpers.js';
import { forEachDatabase } from '../support/databases.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { PASSWORD, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

// Short heartbeat and supervision so a crashed instance's jobs are handed out again within seconds.
const JOBS = { SSRF_ALLOWED_ADDRESSES: '127.0.0.1', AUDIT_DELAY_MS: '0', JOBS_HEARTBEAT_SECONDS: '10', JOBS_SUPERVISE_SECONDS: '1' };

forEachDatabase('HTTP: a site audit across a restart', (database) => {
  it('an audit whose instance stops in the middle finishes on the next instance, every page audited once it is done', async function () {
    this.timeout(120_000);
    const site = await startAuditFixtureSite({ delayMs: 700 });
    let first: Service | null = await startTestService(database, JOBS);
    let second: Service | null = null;
    try {
      const email = uniqueEmail();
      const agent = await signedInAgent(first, email);
      const { id: clientId } = await createSite(agent, `${site.origin}/`);
      await setPlanWithCli(database, email, 'agency');
      const started = await agent.post(`/api/clients/${clientId}/audits`).send({}).expect(202);
      await waitForAudit(agent, clientId, started.body.id, (a) => a.counts.done >= 1 && a.counts.queued > 0);
      // A crash: the instance stops taking and finishing jobs at once; its running pages stay "running".
      await first.jobs.abandon();
      await first.close();
      first = null;
      second = await startTestService(database, JOBS);
      const again = request.agent(second.app);
      await again.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      const done = await waitForAudit(again, clientId, started.body.id, (a) => a.status !== 'running', 90_000);
      expect(done.status).to.equal('completed');
      expect(done.counts).to.deep.include({ found: 13, done: 11, failed: 1, skipped: 1, queued: 0, running: 0 });
      expect(done.score).to.be.a('number');
    } finally {
      await first?.close();
      await second?.close();
      await site.close();
    }
  });
});
