import type { AuditComparison, AuditFinding, AuditView } from '@sdn/contracts';
import { expect } from 'chai';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { startAuditFixtureSite } from '../support/audit-fixture-site.js';
import { SERVICE_BRANDING, binary, pdfText, waitForAudit } from '../support/audit-helpers.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const CLEAN = ['/', '/products/good', '/blog/clean-article', '/products/microdata', '/articles/rdfa'];
const summary = (findings: AuditFinding[]) => findings.map((f) => `${f.type}/${f.severity}/${f.schemaType}/${f.source}`).sort();

forEachDatabase('HTTP: site audits', (database) => {
  let site: Awaited<ReturnType<typeof startAuditFixtureSite>>;
  let service: Service;
  const dataDir = mkdtempSync(join(tmpdir(), 'sdn-audit-'));
  before(async function () {
    this.timeout(90_000); // the first spec to open the embedded database initialises it, on a busy machine
    site = await startAuditFixtureSite();
    service = await startTestService(database, { SSRF_ALLOWED_ADDRESSES: '127.0.0.1', AUDIT_DELAY_MS: '10', DATA_DIR: dataDir });
  });
  after(async () => {
    await service?.close();
    await site?.close();
  });

  async function owner(plan: 'free' | 'pro' | 'agency', websiteUrl = `${site.origin}/`) {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    const created = await createSite(agent, websiteUrl);
    if (plan !== 'free') await setPlanWithCli(database, email, plan);
    return { agent, clientId: created.id, email };
  }

  async function audit(agent: request.Agent, clientId: string, body: object = {}): Promise<AuditView> {
    const started = await agent.post(`/api/clients/${clientId}/audits`).send(body).expect(202);
    expectContract(started, 'post', '/api/clients/{clientId}/audits');
    return waitForAudit(agent, clientId, started.body.id);
  }

  it('finds every planted problem of the fixture site, and nothing on its clean pages', async () => {
    const { agent, clientId } = await owner('agency');
    // A published schema for the exact URL of a page that also writes the same Product into its HTML.
    const delivered = await agent
      .post(`/api/clients/${clientId}/schemas`)
      .send({
        name: 'Tea Cosy',
        pageUrl: site.url('/products/delivered'),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Tea Cosy',
          image: `${site.origin}/img/cosy.jpg`,
          offers: { '@type': 'Offer', price: '15.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
        },
      })
      .expect(201);
    await agent.post(`/api/clients/${clientId}/schemas/${delivered.body.id}/publish`).expect(200);

    const done = await audit(agent, clientId);
    const res = await agent.get(`/api/clients/${clientId}/audits/${done.id}`).expect(200);
    expectContract(res, 'get', '/api/clients/{clientId}/audits/{auditId}');
    expect(done.status).to.equal('completed');
    expect(done.discovery).to.equal('sitemap');
    const page = (path: string) => done.pages.find((p) => p.url === site.url(path))!;
    expect(done.pages.map((p) => new URL(p.url).pathname).sort()).to.deep.equal([
      '/',
      '/articles/rdfa',
      '/blog/clean-article',
      '/faq-no-markup',
      '/moved',
      '/private/secret',
      '/products/broken',
      '/products/conflict',
      '/products/delivered',
      '/products/duplicate',
      '/products/good',
      '/products/microdata',
      '/products/mismatch',
    ]);
    for (const path of CLEAN) {
      expect(page(path).status, path).to.equal('done');
      expect(page(path).findings, path).to.deep.equal([]);
      expect(page(path).score, path).to.equal(100);
    }
    expect(page('/products/microdata').markup).to.deep.equal([{ source: 'microdata', schemaType: 'Product', isValid: true }]);
    expect(page('/articles/rdfa').markup).to.deep.equal([{ source: 'rdfa', schemaType: 'Article', isValid: true }]);

    expect(summary(page('/products/broken').findings)).to.deep.equal([
      'invalid-json/error/null/json-ld',
      'invalid-markup/error/Product/json-ld',
    ]);
    expect(summary(page('/products/duplicate').findings)).to.deep.equal(['duplicate/warning/Product/json-ld']);
    expect(summary(page('/products/conflict').findings)).to.deep.equal([
      'conflict/error/Product/microdata',
      'mismatch/error/Product/microdata',
    ]);
    expect(page('/products/conflict').findings.find((f) => f.type === 'conflict')!.message).to.match(
      /price: "19.99" in JSON-LD, "24.99" in microdata/,
    );
    expect(summary(page('/products/mismatch').findings)).to.deep.equal([
      'mismatch/error/Product/json-ld',
      'mismatch/error/Product/json-ld',
      'mismatch/warning/Product/json-ld',
    ]);
    expect(
      page('/products/mismatch')
        .findings.map((f) => f.message)
        .join(' '),
    )
      .to.match(/Deluxe Kettle Pro/)
      .and.match(/price 99.00/)
      .and.match(/rating 4.9/);
    expect(summary(page('/faq-no-markup').findings)).to.deep.equal(['missing-markup/warning/FAQPage/null']);
    expect(summary(page('/products/delivered').findings)).to.deep.equal(['duplicate/warning/Product/delivered']);

    expect(page('/private/secret')).to.include({ status: 'skipped', error: 'Disallowed by robots.txt: not fetched.' });
    expect(site.hits.has('/private/secret'), 'a robots-disallowed page is never fetched').to.equal(false);
    expect(page('/moved').status).to.equal('failed');
    expect(page('/moved').error).to.match(/redirects to http:\/\/127\.0\.0\.1:\d+\/landing, which is not followed/);
    expect(site.offsiteHits, 'the audit never leaves the site').to.deep.equal([]);

    expect(done.counts).to.deep.include({ found: 13, done: 11, failed: 1, skipped: 1, queued: 0, running: 0 });
    const scores = done.pages.filter((p) => p.status === 'done').map((p) => p.score!);
    expect(done.score).to.equal(Math.round(scores.reduce((a, b) => a + b, 0) / scores.length));
    expect(done.coverage).to.equal(Math.round((100 * 10) / 11));
    expect(done.issuesBySeverity).to.deep.equal({ error: 6, warning: 4, info: 0 });
    expect(done.issuesByType).to.deep.equal({
      'invalid-json': 1,
      'invalid-markup': 1,
      duplicate: 2,
      conflict: 1,
      mismatch: 4,
      'missing-markup': 1,
    });

    const card = (await agent.get(`/api/clients/${clientId}`).expect(200)).body;
    expect(card.lastAuditScore).to.equal(done.score);
    expect(Date.parse(card.lastAuditAt)).to.be.closeTo(Date.parse(done.finishedAt!), 5000);
  });

  it('follows same-host links when the site has no robots.txt or sitemap', async () => {
    const linked = await startAuditFixtureSite({ sitemaps: false });
    try {
      const { agent, clientId } = await owner('agency', `${linked.origin}/`);
      const done = await audit(agent, clientId);
      expect(done.discovery).to.equal('links');
      expect(done.pages.map((p) => new URL(p.url).pathname).sort()).to.deep.equal([
        '/',
        '/blog/clean-article',
        '/private/secret',
        '/products/good',
      ]);
      expect(done.pages.every((p) => p.status === 'done')).to.equal(true);
      expect(linked.offsiteHits).to.deep.equal([]);
    } finally {
      await linked.close();
    }
  });

  it('keeps the history, compares with the previous audit, and the deep audit proposes drafts saved in one click', async () => {
    const { agent, clientId } = await owner('agency');
    const first = await audit(agent, clientId, { deep: true });
    expect(first.deep).to.equal(true);
    // Fix the page without markup by publishing markup for its exact URL.
    const faq = await agent
      .post(`/api/clients/${clientId}/schemas`)
      .send({
        name: 'Questions',
        pageUrl: site.url('/faq-no-markup'),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: 'Frequently asked questions',
          url: site.url('/faq-no-markup'),
        },
      })
      .expect(201);
    await agent.post(`/api/clients/${clientId}/schemas/${faq.body.id}/publish`).expect(200);
    const second = await audit(agent, clientId);
    expect(second.deep).to.equal(false);
    expect(second.pages.every((p) => p.proposal === null)).to.equal(true);

    const history = await agent.get(`/api/clients/${clientId}/audits`).expect(200);
    expectContract(history, 'get', '/api/clients/{clientId}/audits');
    expect(history.body.items.map((a: AuditView) => a.id)).to.deep.equal([second.id, first.id]);

    const compared = await agent.get(`/api/clients/${clientId}/audits/${second.id}/compare`).expect(200);
    expectContract(compared, 'get', '/api/clients/{clientId}/audits/{auditId}/compare');
    const comparison = compared.body as AuditComparison;
    expect(comparison.base!.id).to.equal(first.id);
    expect(comparison.fixed.map((f) => [new URL(f.url).pathname, f.type])).to.deep.equal([['/faq-no-markup', 'missing-markup']]);
    // The published WebPage reaches the page only through the browser SDK: a note advising the edge or embed path.
    expect(comparison.new.map((f) => [new URL(f.url).pathname, f.type, f.severity])).to.deep.equal([
      ['/faq-no-markup', 'javascript-only', 'info'],
    ]);
    expect(comparison.stillOpen).to.have.length(first.issuesBySeverity.error + first.issuesBySeverity.warning - 1);
    const reverse = (await agent.get(`/api/clients/${clientId}/audits/${first.id}/compare?with=${second.id}`).expect(200))
      .body as AuditComparison;
    expect(reverse.new.map((f) => f.type)).to.deep.equal(['missing-markup']);
    expect((await agent.get(`/api/clients/${clientId}/audits/${first.id}/compare`).expect(200)).body.base).to.equal(null);

    // Deep audit: proposals for the pages without valid markup (page metadata offline), saved as drafts in one click.
    const proposed = first.pages.filter((p) => p.proposal);
    expect(proposed.map((p) => new URL(p.url).pathname).sort()).to.deep.equal(['/faq-no-markup', '/products/broken']);
    expect(proposed.every((p) => p.proposal!.source === 'page-metadata' && p.proposal!.schemaId === null)).to.equal(true);
    expect(first.pages.find((p) => p.url === site.url('/products/broken'))!.proposal!.schemaType).to.equal('Product');
    expect(first.pages.find((p) => p.url === site.url('/faq-no-markup'))!.proposal!.schemaType).to.equal('FAQPage');
    const saved = await agent.post(`/api/clients/${clientId}/audits/${first.id}/drafts`).send({}).expect(201);
    expectContract(saved, 'post', '/api/clients/{clientId}/audits/{auditId}/drafts');
    expect(saved.body.created).to.have.length(2);
    const drafts = (await agent.get(`/api/clients/${clientId}/schemas?status=draft`).expect(200)).body.items as {
      id: string;
      pageUrl: string;
    }[];
    expect(drafts.map((d) => d.id).sort()).to.deep.equal([...saved.body.created].sort());
    const reopened = (await agent.get(`/api/clients/${clientId}/audits/${first.id}`).expect(200)).body as AuditView;
    expect(
      reopened.pages
        .filter((p) => p.proposal?.schemaId)
        .map((p) => p.proposal!.schemaId)
        .sort(),
    ).to.deep.equal([...saved.body.created].sort());
    expect(
      (await agent.post(`/api/clients/${clientId}/audits/${first.id}/drafts`).send({}).expect(201)).body.created,
      'saved once',
    ).to.deep.equal([]);
    await agent
      .post(`/api/clients/${clientId}/audits/${second.id}/drafts`)
      .send({ pageIds: ['nope'] })
      .expect(400);
    // Another deep audit points at the saved Product draft instead of proposing a second one to save.
    const third = await audit(agent, clientId, { deep: true });
    const broken = third.pages.find((p) => p.url === site.url('/products/broken'))!;
    expect(saved.body.created).to.include(broken.proposal!.schemaId);
    expect((await agent.post(`/api/clients/${clientId}/audits/${third.id}/drafts`).send({}).expect(201)).body.created).to.deep.equal([]);
  });

  it('saves no second schema of one type for a page whose library gained one since the audit, unless asked to', async () => {
    const { agent, clientId } = await owner('agency');
    const deep = await audit(agent, clientId, { deep: true });
    const broken = deep.pages.find((p) => p.url === site.url('/products/broken'))!;
    const faq = deep.pages.find((p) => p.url === site.url('/faq-no-markup'))!;
    expect([broken.proposal!.schemaType, broken.proposal!.schemaId]).to.deep.equal(['Product', null]);
    // Someone writes the Product by hand (and publishes it) after the audit ran, before its proposals are saved.
    const written = await agent
      .post(`/api/clients/${clientId}/schemas`)
      .send({
        name: 'Broken product, fixed by hand',
        pageUrl: broken.url,
        jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: 'Kettle', image: `${site.origin}/img/kettle.jpg` },
      })
      .expect(201);
    await agent.post(`/api/clients/${clientId}/schemas/${written.body.id}/publish`).expect(200);

    const saved = await agent.post(`/api/clients/${clientId}/audits/${deep.id}/drafts`).send({}).expect(201);
    expectContract(saved, 'post', '/api/clients/{clientId}/audits/{auditId}/drafts');
    expect(saved.body.created).to.have.length(1);
    expect(saved.body.skipped).to.deep.equal([
      { pageId: broken.id, url: broken.url, schemaType: 'Product', existingSchemaId: written.body.id, existingStatus: 'published' },
    ]);
    const products = async () =>
      ((await agent.get(`/api/clients/${clientId}/schemas?type=Product`).expect(200)).body.items as { pageUrl: string }[]).filter(
        (s) => s.pageUrl === broken.url,
      );
    expect(await products()).to.have.length(1);
    expect(
      (await agent.get(`/api/clients/${clientId}/audits/${deep.id}`).expect(200)).body.pages.find((p: { id: string }) => p.id === faq.id)
        .proposal.schemaId,
    ).to.equal(saved.body.created[0]);

    await agent.post(`/api/clients/${clientId}/audits/${deep.id}/drafts`).send({ besideExisting: 'yes' }).expect(400);
    // The explicit choice: a second Product draft beside the published one.
    const second = await agent
      .post(`/api/clients/${clientId}/audits/${deep.id}/drafts`)
      .send({ pageIds: [broken.id], besideExisting: true })
      .expect(201);
    expect([second.body.created.length, second.body.skipped]).to.deep.equal([1, []]);
    expect(await products()).to.have.length(2);
  });

  it('renders the white-label PDF report: client name and website, score, findings and fixes, no service branding', async () => {
    const { agent, clientId } = await owner('agency');
    await agent.patch(`/api/clients/${clientId}`).send({ name: 'Kettle Corner Ltd' }).expect(200);
    await agent.patch('/api/workspaces/current').send({ name: 'Northwind Digital' }).expect(200);
    const earlier = await audit(agent, clientId);
    const done = await audit(agent, clientId);
    const res = await agent
      .get(`/api/clients/${clientId}/audits/${done.id}/report.pdf`)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(res.headers['content-type']).to.equal('application/pdf');
    expect(res.headers['content-disposition']).to.match(
      /^attachment; filename="Kettle-Corner-Ltd-structured-data-audit-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = res.body as Buffer;
    if (process.env.AUDIT_REPORT_OUT) (await import('node:fs')).writeFileSync(process.env.AUDIT_REPORT_OUT, pdf);
    expect(pdf.subarray(0, 5).toString()).to.equal('%PDF-');
    const { text, info } = pdfText(pdf);
    expect(text).to.include('Structured data audit').and.include('Kettle Corner Ltd').and.include(`${site.origin}/`);
    expect(text).to.include(`Site score ${done.score} / 100`).and.include('Issues by type').and.include('Coverage');
    expect(text).to.include('/products/mismatch').and.include('is not the price shown on the page').and.include('Make offers.price equal');
    expect(text).to.include('Disallowed by robots.txt');
    // Prepared by the agency for its client, compared with the previous audit, severities told apart in the chart.
    expect(text).to.include('Prepared by Northwind Digital for Kettle Corner Ltd');
    const stillOpen = earlier.issuesBySeverity.error + earlier.issuesBySeverity.warning + earlier.issuesBySeverity.info;
    expect(text).to.include(
      `Since the audit of ${earlier.createdAt.slice(0, 10)} (score ${earlier.score}): 0 fixed, 0 new, ${stillOpen} still open`,
    );
    expect(text).to.include('Errors').and.include('Warnings');
    expect(info)
      .to.match(/Author:\s+Kettle Corner Ltd/)
      .and.match(/Creator:\s+Kettle Corner Ltd/);
    expect(text, 'no service branding in the text').not.to.match(SERVICE_BRANDING);
    expect(info, 'no service branding in the metadata').not.to.match(SERVICE_BRANDING);
    // The file's own dictionaries (Producer, Creator, object names), not its compressed streams: deflated bytes hold any
    // three letters by chance ("SDN" came up in about one run in a hundred); the streams' text is read above.
    expect(pdf.toString('latin1').replace(/stream\r?\n[\s\S]*?endstream/g, '')).not.to.match(SERVICE_BRANDING);
  });

  it('plan gates: Free and Pro get plan_required; members of an Agency workspace use audits like the owner; other workspaces get 404', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const { agent, clientId } = await owner(plan);
      const refused = await agent.post(`/api/clients/${clientId}/audits`).send({}).expect(403);
      expectContract(refused, 'post', '/api/clients/{clientId}/audits');
      expect(refused.body).to.deep.equal({ error: 'plan_required', details: { plan: 'agency', feature: 'siteAudit' } });
      await agent.get(`/api/clients/${clientId}/audits`).expect(403);
      await agent.get(`/api/clients/${clientId}/audits/00000000-0000-4000-8000-000000000000/report.pdf`).expect(403);
    }
    const agency = await owner('agency');
    const started = await agency.agent.post(`/api/clients/${agency.clientId}/audits`).send({ deep: 'yes' }).expect(400);
    expect(started.body.details.deep._errors).to.have.length(1);
    const run = await agency.agent.post(`/api/clients/${agency.clientId}/audits`).send({}).expect(202);
    const twice = await agency.agent.post(`/api/clients/${agency.clientId}/audits`).send({}).expect(409);
    expect(twice.body.error).to.match(/already running/);
    // A member of the Agency workspace (invited; the link read from the dev outbox) audits like the owner.
    const memberEmail = uniqueEmail('member');
    await agency.agent.post('/api/team/invitations').send({ email: memberEmail }).expect(201);
    const mail = readdirSync(join(dataDir, 'outbox')).filter((name) => name.includes(memberEmail.replace(/[^a-zA-Z0-9@._-]/g, '_')));
    const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(
      readFileSync(join(dataDir, 'outbox', mail[0]!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )![1]!;
    const member = await signedInAgent(service, memberEmail);
    await member.post('/api/team/invitations/accept').send({ token }).expect(200);
    const seen = (await member.get(`/api/clients/${agency.clientId}/audits/${run.body.id}`).expect(200)).body as AuditView;
    expect(seen.id).to.equal(run.body.id);
    await member.post(`/api/clients/${agency.clientId}/audits/${run.body.id}/cancel`).expect(200);
    const byMember = await member.post(`/api/clients/${agency.clientId}/audits`).send({}).expect(202);
    await waitForAudit(member, agency.clientId, byMember.body.id);
    const stranger = await owner('agency');
    await stranger.agent.get(`/api/clients/${agency.clientId}/audits/${run.body.id}`).expect(404);
    await stranger.agent.get(`/api/clients/${stranger.clientId}/audits/${run.body.id}`).expect(404);
    await stranger.agent.post(`/api/clients/${stranger.clientId}/audits/${run.body.id}/cancel`).expect(404);
    await stranger.agent.get(`/api/clients/${stranger.clientId}/audits/${run.body.id}/report.pdf`).expect(404);
  });

  it('cancels an audit: queued pages are dropped and never fetched', async () => {
    const slow = await startAuditFixtureSite({ delayMs: 300 });
    try {
      const { agent, clientId } = await owner('agency', `${slow.origin}/`);
      const started = await agent.post(`/api/clients/${clientId}/audits`).send({}).expect(202);
      await waitForAudit(agent, clientId, started.body.id, (a) => a.counts.done + a.counts.running > 0);
      const cancelled = await agent.post(`/api/clients/${clientId}/audits/${started.body.id}/cancel`).expect(200);
      expectContract(cancelled, 'post', '/api/clients/{clientId}/audits/{auditId}/cancel');
      expect(cancelled.body.status).to.equal('cancelled');
      const settled = await waitForAudit(agent, clientId, started.body.id, (a) => a.counts.running === 0);
      expect(settled.counts.cancelled).to.be.greaterThan(0);
      await new Promise((wait) => setTimeout(wait, 800));
      const pagesFetched = settled.pages.filter((p) => p.status === 'cancelled').filter((p) => slow.hits.has(new URL(p.url).pathname));
      expect(pagesFetched, 'cancelled pages are never fetched').to.deep.equal([]);
      expect((await agent.get(`/api/clients/${clientId}`).expect(200)).body.lastAuditAt, 'a cancelled audit is no last audit').to.equal(
        null,
      );
    } finally {
      await slow.close();
    }
  });
});
