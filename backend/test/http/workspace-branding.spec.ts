import type { WorkspaceBrandingView } from '@sdn/contracts';
import { expect } from 'chai';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { startAuditFixtureSite } from '../support/audit-fixture-site.js';
import { SERVICE_BRANDING, binary, pdfText, waitForAudit } from '../support/audit-helpers.js';
import { forEachDatabase } from '../support/databases.js';
import { expectErrorShape } from '../support/error-shape.js';
import { HTML_PAGE, JPEG_LOGO, SVG_LOGO, embeddedImages, firstPagePixels, pixelsNear, pngOf } from '../support/images.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const BRANDING = '/api/workspaces/{workspaceId}/branding';
const LOGO = '/api/workspaces/{workspaceId}/branding/logo';
/** A purple no severity, chart or logo of these specs uses. */
const ACCENT = '#6a1b9a';
const upload = (agent: request.Agent, content: Buffer, workspace = 'current') =>
  agent.put(`/api/workspaces/${workspace}/branding/logo`).send({ contentBase64: content.toString('base64') });
const download = (agent: request.Agent, path: string) =>
  agent
    .get(path)
    .buffer(true)
    .parse(binary as never);

forEachDatabase('HTTP: workspace branding (logo and accent colour of white-label reports)', (database) => {
  let service: Service;
  let site: Awaited<ReturnType<typeof startAuditFixtureSite>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'sdn-branding-'));
  before(async function () {
    this.timeout(90_000);
    site = await startAuditFixtureSite();
    service = await startTestService(database, { SSRF_ALLOWED_ADDRESSES: '127.0.0.1', AUDIT_DELAY_MS: '10', DATA_DIR: dataDir });
  });
  after(async () => {
    await service?.close();
    await site?.close();
  });

  async function owner(plan: 'free' | 'pro' | 'agency' = 'agency') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    if (plan !== 'free') await setPlanWithCli(database, email, plan);
    const session = await agent.get('/api/auth/me').expect(200);
    return { agent, workspaceId: session.body.workspace.id as string };
  }

  /** A member of the owner's workspace, invited and accepted (the link read from the dev outbox). */
  async function memberOf(ownerAgent: request.Agent) {
    const email = uniqueEmail('member');
    await ownerAgent.post('/api/team/invitations').send({ email }).expect(201);
    const mail = readdirSync(join(dataDir, 'outbox')).filter((name) => name.includes(email.replace(/[^a-zA-Z0-9@._-]/g, '_')));
    const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(
      readFileSync(join(dataDir, 'outbox', mail[0]!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )![1]!;
    const member = await signedInAgent(service, email);
    await member.post('/api/team/invitations/accept').send({ token }).expect(200);
    return member;
  }

  it('the owner uploads a PNG, replaces it with a JPEG, sets the colour; the logo is served as an image only', async () => {
    const { agent, workspaceId } = await owner();
    const empty = await agent.get('/api/workspaces/current/branding').expect(200);
    expectContract(empty, 'get', BRANDING);
    expect(empty.body).to.deep.equal({ workspaceId, accentColour: null, logo: null, updatedAt: null });

    const png = pngOf(120, 60);
    const uploaded = await upload(agent, png).expect(200);
    expectContract(uploaded, 'put', LOGO);
    const view = uploaded.body as WorkspaceBrandingView;
    expect(view.logo).to.include({ contentType: 'image/png', width: 120, height: 60, bytes: png.length });
    expect(view.logo!.url).to.match(new RegExp(`^/api/workspaces/${workspaceId}/branding/logo\\?v=[0-9a-f]{16}$`));

    const served = await download(agent, view.logo!.url).expect(200);
    expect((served.body as Buffer).equals(png)).to.equal(true);
    expect(served.headers).to.include({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });

    const replaced = await upload(agent, JPEG_LOGO, workspaceId).expect(200);
    expect(replaced.body.logo).to.include({ contentType: 'image/jpeg', width: 120, height: 60 });
    expect(replaced.body.logo.url).not.to.equal(view.logo!.url);
    const jpeg = await download(agent, '/api/workspaces/current/branding/logo').expect(200);
    expect(jpeg.headers['content-type']).to.equal('image/jpeg');
    expect((jpeg.body as Buffer).equals(JPEG_LOGO)).to.equal(true);

    const coloured = await agent.patch('/api/workspaces/current/branding').send({ accentColour: '#6A1B9A' }).expect(200);
    expectContract(coloured, 'patch', BRANDING);
    expect(coloured.body.accentColour).to.equal(ACCENT);
    expect(coloured.body.logo.contentType).to.equal('image/jpeg');
  });

  it('refuses an SVG or HTML file named .png, broken or oversize images and bad colours, in the error shape, changing nothing', async () => {
    const { agent } = await owner();
    await upload(agent, pngOf(40, 20)).expect(200);
    await agent.patch('/api/workspaces/current/branding').send({ accentColour: '#0b5394' }).expect(200);

    const svg = await upload(agent, SVG_LOGO).expect(400);
    expectContract(svg, 'put', LOGO);
    expectErrorShape(svg);
    expect(svg.body).to.deep.equal({ error: 'The logo must be a PNG or JPEG image; this file is an SVG image, whatever its name says.' });
    const html = await upload(agent, HTML_PAGE).expect(400);
    expect(html.body.error).to.match(/this file is markup \(HTML or XML\)/);
    const cut = pngOf(40, 20);
    expect((await upload(agent, cut.subarray(0, cut.length - 30)).expect(400)).body.error).to.match(
      /^The file starts like a PNG but is not a valid one/,
    );
    const notBase64 = await agent.put('/api/workspaces/current/branding/logo').send({ contentBase64: '<svg>' }).expect(400);
    expect(notBase64.body.details.contentBase64._errors).to.deep.equal(['Must be the image file in base64']);

    const oversize = await upload(agent, pngOf(40, 20, [0, 0, 0], 300 * 1024)).expect(413);
    expectContract(oversize, 'put', LOGO);
    expectErrorShape(oversize);
    expect(oversize.body.error).to.match(/^The logo is 30\d KB; it must be at most 256 KB\./);
    const hugeBody = await agent
      .put('/api/workspaces/current/branding/logo')
      .send({ contentBase64: Buffer.alloc(900 * 1024).toString('base64') })
      .expect(413);
    expectErrorShape(hugeBody);
    const wide = await upload(agent, pngOf(2001, 1)).expect(400);
    expect(wide.body.error).to.equal('The logo is 2001 x 1 px; each side must be at most 2000 px.');

    const pale = await agent.patch('/api/workspaces/current/branding').send({ accentColour: '#ffeb3b' }).expect(400);
    expectContract(pale, 'patch', BRANDING);
    expect(pale.body.details.accentColour._errors[0]).to.match(/^Too light to read on white \(contrast 1\.\d:1/);
    const named = await agent.patch('/api/workspaces/current/branding').send({ accentColour: 'purple' }).expect(400);
    expect(named.body.details.accentColour._errors[0]).to.match(/^Must be a colour written as #rrggbb/);

    const kept = await agent.get('/api/workspaces/current/branding').expect(200);
    expect(kept.body.accentColour).to.equal('#0b5394');
    expect(kept.body.logo).to.include({ contentType: 'image/png', width: 40, height: 20 });
  });

  it('members read the branding and the logo but get 403 for every change; Free and Pro owners get plan_required', async () => {
    const { agent } = await owner();
    await upload(agent, pngOf(10, 10)).expect(200);
    const member = await memberOf(agent);
    expect((await member.get('/api/workspaces/current/branding').expect(200)).body.logo).to.include({ width: 10 });
    await download(member, '/api/workspaces/current/branding/logo').expect(200);
    const refused = await upload(member, JPEG_LOGO).expect(403);
    expectContract(refused, 'put', LOGO);
    expect(refused.body).to.deep.equal({ error: 'Only the workspace owner can change the branding' });
    await member.patch('/api/workspaces/current/branding').send({ accentColour: '#000000' }).expect(403);
    expectContract(await member.delete('/api/workspaces/current/branding/logo').expect(403), 'delete', LOGO);
    expect((await agent.get('/api/workspaces/current/branding').expect(200)).body).to.include({ accentColour: null });

    for (const plan of ['free', 'pro'] as const) {
      const other = await owner(plan);
      const gated = await upload(other.agent, pngOf(10, 10)).expect(403);
      expect(gated.body).to.deep.equal({ error: 'plan_required', details: { plan: 'agency', feature: 'whiteLabel' } });
      await other.agent.patch('/api/workspaces/current/branding').send({ accentColour: '#000000' }).expect(403);
      await other.agent.get('/api/workspaces/current/branding').expect(200);
    }
  });

  it('another workspace and its logo are unreachable (404); removing the logo; 404 once it is gone', async () => {
    const first = await owner();
    const second = await owner();
    await upload(first.agent, pngOf(12, 12)).expect(200);
    for (const path of [`/api/workspaces/${first.workspaceId}/branding`, `/api/workspaces/${first.workspaceId}/branding/logo`]) {
      const res = await second.agent.get(path).expect(404);
      expectContract(res, 'get', path.endsWith('logo') ? LOGO : BRANDING);
      expect(res.body).to.deep.equal({ error: 'Workspace not found' });
    }
    await upload(second.agent, pngOf(4, 4), first.workspaceId).expect(404);
    await second.agent.patch(`/api/workspaces/${first.workspaceId}/branding`).send({ accentColour: '#000000' }).expect(404);
    await second.agent.delete(`/api/workspaces/${first.workspaceId}/branding/logo`).expect(404);
    await second.agent.get('/api/workspaces/not-a-uuid/branding').expect(404);
    // The first workspace's logo is as it was; the second has none of its own.
    expect((await first.agent.get('/api/workspaces/current/branding').expect(200)).body.logo).to.include({ width: 12 });
    await second.agent.get('/api/workspaces/current/branding/logo').expect(404);

    const removed = await first.agent.delete('/api/workspaces/current/branding/logo').expect(200);
    expectContract(removed, 'delete', LOGO);
    expect(removed.body.logo).to.equal(null);
    const gone = await first.agent.get('/api/workspaces/current/branding/logo').expect(404);
    expect(gone.body).to.deep.equal({ error: 'This workspace has no logo' });
  });

  it('the audit PDF shows the logo and "Prepared by … for …" on the cover and in the footer, headings in the accent colour; a change reaches the next download', async function () {
    this.timeout(60_000);
    const { agent } = await owner();
    const created = await createSite(agent, `${site.origin}/`);
    await agent.patch(`/api/clients/${created.id}`).send({ name: 'Kettle Corner Ltd' }).expect(200);
    await agent.patch('/api/workspaces/current').send({ name: 'Northwind Digital' }).expect(200);
    const started = await agent.post(`/api/clients/${created.id}/audits`).send({}).expect(202);
    const done = await waitForAudit(agent, created.id, started.body.id);
    const reportPath = `/api/clients/${created.id}/audits/${done.id}/report.pdf`;

    // Before any branding: no image, and no accent colour on page 1.
    const plain = (await download(agent, reportPath).expect(200)).body as Buffer;
    expect(embeddedImages(plain)).to.deep.equal([]);
    expect(pixelsNear(firstPagePixels(plain).rgb, ACCENT)).to.equal(0);

    await upload(agent, pngOf(120, 60)).expect(200);
    await agent.patch('/api/workspaces/current/branding').send({ accentColour: ACCENT }).expect(200);
    const branded = (await download(agent, reportPath).expect(200)).body as Buffer;
    if (process.env.BRANDED_REPORT_OUT) (await import('node:fs')).writeFileSync(process.env.BRANDED_REPORT_OUT, branded);
    const { text, info } = pdfText(branded);
    const prepared = text.split('Prepared by Northwind Digital for Kettle Corner Ltd').length - 1;
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    expect(prepared, 'once on the cover, once in every footer').to.equal(pages + 1);
    const images = embeddedImages(branded);
    expect(images.length).to.be.at.least(1);
    expect(images[0]).to.deep.equal({ page: 1, width: 120, height: 60 });
    const page1 = firstPagePixels(branded);
    expect(pixelsNear(page1.rgb, ACCENT), 'the title and the rule in the accent colour').to.be.above(200);
    expect(pixelsNear(page1.rgb, '#0b5394'), 'the logo on the cover').to.be.above(100);
    expect(text).not.to.match(SERVICE_BRANDING);

    // Laid out once per branding: the same branding answers the stored bytes; removing the logo lays it out again.
    expect(((await download(agent, reportPath).expect(200)).body as Buffer).equals(branded)).to.equal(true);
    await agent.delete('/api/workspaces/current/branding/logo').expect(200);
    const withoutLogo = (await download(agent, reportPath).expect(200)).body as Buffer;
    expect(embeddedImages(withoutLogo)).to.deep.equal([]);
    expect(pixelsNear(firstPagePixels(withoutLogo).rgb, ACCENT)).to.be.above(200);
  });
});
