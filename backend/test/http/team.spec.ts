import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { PASSWORD, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

/** The accept token from a raw email (quoted-printable soft breaks and `=3D` undone). */
function tokenIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

forEachDatabase('HTTP: team seats', (database) => {
  let service: Service;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
    service = await startTestService(database, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'SDN <no-reply@sdn.test>',
      PUBLIC_BASE_URL: 'https://app.sdn.test',
    });
  });
  after(async () => {
    await service.close();
    await smtp.close();
  });

  async function agencyOwner() {
    const email = uniqueEmail('owner');
    const owner = await signedInAgent(service, email);
    expect(await setPlanWithCli(database, email, 'agency')).to.include('free -> agency');
    return { owner, email };
  }

  async function invite(owner: request.Agent, email: string) {
    const before = smtp.received.length;
    const res = await owner.post('/api/team/invitations').send({ email }).expect(201);
    expect(smtp.received).to.have.length(before + 1);
    return { member: res.body as { id: string }, token: tokenIn(smtp.received.at(-1)!.raw) };
  }

  it('invite -> email over SMTP -> accept -> member sees the sites -> owner removes -> member loses access', async () => {
    const { owner } = await agencyOwner();
    const siteA = await createSite(owner, 'https://a.example.com');
    const siteB = await createSite(owner, 'https://b.example.com');
    const bobEmail = uniqueEmail('bob');
    const invited = await owner.post('/api/team/invitations').send({ email: bobEmail.toUpperCase() }).expect(201);
    expectContract(invited, 'post', '/api/team/invitations');
    expect(invited.body).to.include({ email: bobEmail, role: 'member', status: 'pending', joinedAt: null });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).to.deep.equal([bobEmail]);
    expect(mail.raw.replace(/=\r?\n/g, '')).to.include('https://app.sdn.test/accept-invite?token');

    const bob = await signedInAgent(service, bobEmail);
    const accepted = await bob
      .post('/api/team/invitations/accept')
      .send({ token: tokenIn(mail.raw) })
      .expect(200);
    expectContract(accepted, 'post', '/api/team/invitations/accept');
    expect(accepted.body.role).to.equal('member');
    expect(accepted.body.workspace.plan).to.equal('agency');
    const sites = await bob.get('/api/clients').expect(200);
    expect(sites.body.items.map((site: { id: string }) => site.id).sort()).to.deep.equal([siteA.id, siteB.id].sort());
    await bob.get(`/api/clients/${siteA.id}/schemas`).expect(200);

    const team = await owner.get('/api/team').expect(200);
    expectContract(team, 'get', '/api/team');
    expect(team.body.seats).to.deep.equal({ used: 2, limit: 5 });
    expect(team.body.canInvite).to.equal(true);
    const bobSeat = team.body.members.find((m: { email: string }) => m.email === bobEmail);
    expect(bobSeat).to.include({ role: 'member', status: 'active' });
    expect(bobSeat.joinedAt).to.be.a('string');
    expect((await bob.get('/api/team').expect(200)).body.canInvite).to.equal(false);

    expectContract(await owner.delete(`/api/team/members/${bobSeat.id}`).expect(204), 'delete', '/api/team/members/{memberId}');
    await bob.get('/api/clients').expect(401);
    await bob.get(`/api/clients/${siteA.id}`).expect(401);
  });

  it('gives the last seat to exactly one of several simultaneous invitations', async () => {
    const { owner } = await agencyOwner();
    for (let i = 0; i < 3; i++) await invite(owner, uniqueEmail('early'));
    const answers = await Promise.all([1, 2, 3].map(() => owner.post('/api/team/invitations').send({ email: uniqueEmail('race') })));
    const outcome = answers.map((res) => `${res.status} ${res.text}`).join(' | ');
    expect(answers.map((res) => res.status).sort(), outcome).to.deep.equal([201, 403, 403]);
    expect((await owner.get('/api/team').expect(200)).body.seats).to.deep.equal({ used: 5, limit: 5 });
  });

  it('only the owner invites and removes; the owner cannot remove themselves', async () => {
    const { owner } = await agencyOwner();
    const carolEmail = uniqueEmail('carol');
    const { token } = await invite(owner, carolEmail);
    const carol = await signedInAgent(service, carolEmail);
    await carol.post('/api/team/invitations/accept').send({ token }).expect(200);
    const forbidden = await carol
      .post('/api/team/invitations')
      .send({ email: uniqueEmail('x') })
      .expect(403);
    expect(forbidden.body).to.deep.equal({ error: 'Only the workspace owner can invite members' });
    const members = (await owner.get('/api/team').expect(200)).body.members as { id: string; role: string }[];
    const ownerSeat = members.find((m) => m.role === 'owner')!;
    await carol.delete(`/api/team/members/${ownerSeat.id}`).expect(403);
    const self = await owner.delete(`/api/team/members/${ownerSeat.id}`).expect(409);
    expectContract(self, 'delete', '/api/team/members/{memberId}');
    expect(self.body.error).to.equal('The owner cannot remove themselves from the workspace');
    await owner.delete('/api/team/members/00000000-0000-4000-8000-000000000000').expect(404);
    await owner.delete('/api/team/members/not-a-uuid').expect(400);
  });

  it('refuses invitations without Agency, at capacity, duplicates and bad emails', async () => {
    const freeEmail = uniqueEmail('free');
    const free = await signedInAgent(service, freeEmail);
    const gated = await free
      .post('/api/team/invitations')
      .send({ email: uniqueEmail('x') })
      .expect(403);
    expect(gated.body).to.deep.equal({ error: 'plan_required', details: { plan: 'agency', feature: 'teamSeats' } });
    expect((await free.get('/api/team').expect(200)).body).to.deep.include({ seats: { used: 1, limit: 1 }, canInvite: false });

    const { owner } = await agencyOwner();
    const first = uniqueEmail('m');
    await invite(owner, first);
    expect((await owner.post('/api/team/invitations').send({ email: first }).expect(409)).body.error).to.include('already invited');
    for (let i = 0; i < 3; i++) await invite(owner, uniqueEmail('m'));
    const full = await owner
      .post('/api/team/invitations')
      .send({ email: uniqueEmail('m') })
      .expect(403);
    expect(full.body).to.deep.equal({ error: 'limit_reached', details: { limit: 'seats', max: 5, used: 5, plan: 'agency' } });
    expect((await owner.get('/api/team').expect(200)).body.canInvite).to.equal(false);
    const bad = await owner.post('/api/team/invitations').send({ email: 'nope' }).expect(400);
    expect(bad.body.details).to.have.key('email');
  });

  it('accepting needs a session, the invited address, a live single-use link', async () => {
    const { owner } = await agencyOwner();
    const daveEmail = uniqueEmail('dave');
    const { token, member } = await invite(owner, daveEmail);
    await request(service.app).post('/api/team/invitations/accept').send({ token }).expect(401);
    const eve = await signedInAgent(service, uniqueEmail('eve'));
    expect((await eve.post('/api/team/invitations/accept').send({ token }).expect(403)).body.error).to.include(daveEmail);
    await eve.post('/api/team/invitations/accept').send({ token: 'unknown-token' }).expect(404);
    await eve.post('/api/team/invitations/accept').send({}).expect(400);
    const dave = await signedInAgent(service, daveEmail);
    await dave.post('/api/team/invitations/accept').send({ token }).expect(200);
    await dave.post('/api/team/invitations/accept').send({ token }).expect(409);
    // A withdrawn invitation's link is dead.
    const { token: withdrawn, member: pending } = await invite(owner, uniqueEmail('frank'));
    await owner.delete(`/api/team/members/${pending.id}`).expect(204);
    await eve.post('/api/team/invitations/accept').send({ token: withdrawn }).expect(404);
    expect(member.id).to.be.a('string');
  });

  it('shows an invitation to a visitor who is not signed in, and nothing for a dead link', async () => {
    const { owner, email: ownerEmail } = await agencyOwner();
    const ivyEmail = uniqueEmail('ivy');
    const { token } = await invite(owner, ivyEmail);
    const guest = request(service.app);
    const preview = await guest.get(`/api/invitations/${token}`).expect(200);
    expectContract(preview, 'get', '/api/invitations/{token}');
    expect(preview.body).to.include({ inviterEmail: ownerEmail, email: ivyEmail, role: 'member' });
    expect(preview.body.workspaceName).to.be.a('string').and.not.equal('');
    expect(Date.parse(preview.body.expiresAt)).to.be.greaterThan(Date.now());

    const notValid = { error: 'This invitation is not valid' };
    const unknown = await guest.get('/api/invitations/unknown-token').expect(404);
    expectContract(unknown, 'get', '/api/invitations/{token}');
    expect(unknown.body).to.deep.equal(notValid);
    expect((await guest.get(`/api/invitations/${'x'.repeat(300)}`).expect(404)).body).to.deep.equal(notValid);
    const ivy = await signedInAgent(service, ivyEmail);
    await ivy.post('/api/team/invitations/accept').send({ token }).expect(200);
    expect((await guest.get(`/api/invitations/${token}`).expect(404)).body).to.deep.equal(notValid);
    const { token: withdrawn, member } = await invite(owner, uniqueEmail('jay'));
    await owner.delete(`/api/team/members/${member.id}`).expect(204);
    expect((await guest.get(`/api/invitations/${withdrawn}`).expect(404)).body).to.deep.equal(notValid);
  });

  it('a downgrade keeps members but ends their access until the plan allows them again', async () => {
    const { owner, email } = await agencyOwner();
    const ginaEmail = uniqueEmail('gina');
    const { token } = await invite(owner, ginaEmail);
    const gina = await signedInAgent(service, ginaEmail);
    await gina.post('/api/team/invitations/accept').send({ token }).expect(200);
    await gina.get('/api/clients').expect(200);
    expect(await setPlanWithCli(database, email, 'pro')).to.include('agency -> pro');
    await gina.get('/api/clients').expect(401);
    const team = await owner.get('/api/team').expect(200);
    expect(team.body.members).to.have.length(2);
    expect(team.body.seats).to.deep.equal({ used: 2, limit: 1 });
    await setPlanWithCli(database, email, 'agency');
    await gina.get('/api/clients').expect(200);
  });

  it("a member who signs in again can list their workspaces and switch to the team's", async () => {
    const { owner } = await agencyOwner();
    const site = await createSite(owner, 'https://team.example.com');
    const ivyEmail = uniqueEmail('ivy');
    const { token } = await invite(owner, ivyEmail);
    const ivy = await signedInAgent(service, ivyEmail);
    const joined = (await ivy.post('/api/team/invitations/accept').send({ token }).expect(200)).body.workspace.id;
    const again = request.agent(service.app);
    await again.post('/api/auth/login').send({ email: ivyEmail, password: PASSWORD }).expect(200);
    const workspaces = await again.get('/api/workspaces').expect(200);
    expectContract(workspaces, 'get', '/api/workspaces');
    const list = workspaces.body.items as { id: string; role: string; current: boolean }[];
    expect(list).to.have.length(2);
    expect(list.find((w) => w.id === joined)).to.include({ role: 'member', current: false });
    const switched = await again.post('/api/workspaces/switch').send({ workspaceId: joined }).expect(200);
    expect(switched.body).to.deep.include({ role: 'member' });
    expect((await again.get('/api/clients').expect(200)).body.items.map((s: { id: string }) => s.id)).to.deep.equal([site.id]);
    const { owner: other } = await agencyOwner();
    const foreign = (await other.get('/api/auth/me').expect(200)).body.workspace.id;
    await again.post('/api/workspaces/switch').send({ workspaceId: foreign }).expect(404);
  });

  it('the owner names the workspace, invitations carry the name, and a member or a bad name changes nothing', async () => {
    const { owner } = await agencyOwner();
    const renamed = await owner.patch('/api/workspaces/current').send({ name: '  Northwind Digital  ' }).expect(200);
    expectContract(renamed, 'patch', '/api/workspaces/current');
    expect(renamed.body.workspace.name).to.equal('Northwind Digital');
    for (const name of ['', '   ', 'Line\nbreak', 'x'.repeat(81)]) {
      const refused = await owner.patch('/api/workspaces/current').send({ name }).expect(400);
      expect(refused.body.error).to.equal('Validation failed');
    }
    await owner.patch('/api/workspaces/current').send({ name: 42 }).expect(400);

    const carolEmail = uniqueEmail('carol');
    const { token } = await invite(owner, carolEmail);
    expect(smtp.received.at(-1)!.raw).to.include('You are invited to Northwind Digital');
    const carol = await signedInAgent(service, carolEmail);
    await carol.post('/api/team/invitations/accept').send({ token }).expect(200);
    await carol.patch('/api/workspaces/current').send({ name: 'Taken over' }).expect(403);
    expect((await owner.get('/api/auth/me').expect(200)).body.workspace.name).to.equal('Northwind Digital');
  });

  it('keeps workspaces apart: another owner cannot see or remove our members', async () => {
    const { owner } = await agencyOwner();
    const { member } = await invite(owner, uniqueEmail('h'));
    const { owner: other } = await agencyOwner();
    await other.delete(`/api/team/members/${member.id}`).expect(404);
    const theirs = (await other.get('/api/team').expect(200)).body.members as { id: string }[];
    expect(theirs.map((m) => m.id)).to.not.include(member.id);
  });
});

forEachDatabase('HTTP: invitation expiry', (database) => {
  let service: Service;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
    // 0.0002 h = 0.72 s.
    service = await startTestService(database, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, INVITATION_TTL_HOURS: '0.0002' });
  });
  after(async () => {
    await service.close();
    await smtp.close();
  });

  it('refuses an expired link with 400', async () => {
    const email = uniqueEmail('owner');
    const owner = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    const invitee = uniqueEmail('late');
    await owner.post('/api/team/invitations').send({ email: invitee }).expect(201);
    const token = tokenIn(smtp.received.at(-1)!.raw);
    await new Promise((done) => setTimeout(done, 900));
    const late = await signedInAgent(service, invitee);
    const res = await late.post('/api/team/invitations/accept').send({ token }).expect(400);
    expect(res.body.error).to.include('expired');
  });
});
