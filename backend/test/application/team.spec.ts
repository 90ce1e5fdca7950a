import { expect } from 'chai';
import { INVITATION_NOT_FOUND } from '../../src/application/team/accept-invitation.js';
import { INVITATION_NOT_VALID } from '../../src/application/team/view-invitation.js';
import { MailDeliveryError } from '../../src/application/team/team-errors.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  PlanRequiredError,
  UnauthenticatedError,
} from '../../src/domain/shared/domain-error.js';
import { teamWorld } from '../support/team-world.js';

const BASE = 'https://app.example.com';

async function agencyOwner() {
  const w = teamWorld();
  const free = await w.account('owner@example.com');
  await w.setPlan.execute({ ownerEmail: 'owner@example.com', plan: 'agency' });
  const owner = await w.refresh(free);
  return { w, owner };
}

async function rejects(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('Team seats (use cases)', () => {
  it('invites by email with a single-use accept link; the invitee accepts and gets access', async () => {
    const { w, owner } = await agencyOwner();
    const seat = await w.inviteMember.execute(owner, { email: 'Bob@Example.com', dashboardBaseUrl: BASE });
    expect(seat).to.include({ email: 'bob@example.com', status: 'pending', role: 'member' });
    const mail = w.mailer.sent[0]!;
    expect(mail.to).to.equal('bob@example.com');
    expect(mail.text).to.match(/https:\/\/app\.example\.com\/accept-invite\?token=/);
    expect(w.invitationTable.all()[0]!.tokenHash).to.not.include(w.lastToken());

    const bob = await w.account('bob@example.com');
    const { workspaceId } = await w.acceptInvitation.execute({ userId: bob.userId, token: w.lastToken() });
    expect(workspaceId).to.equal(owner.workspaceId);
    const view = await w.loadSession.execute({ userId: bob.userId, workspaceId });
    expect(view.role).to.equal('member');
    expect(seat).to.include({ status: 'active', userId: bob.userId });
    expect(await rejects(w.acceptInvitation.execute({ userId: bob.userId, token: w.lastToken() }))).to.be.instanceOf(ConflictError);
  });

  it('refuses an expired link, another address and an unknown token', async () => {
    const { w, owner } = await agencyOwner();
    await w.inviteMember.execute(owner, { email: 'bob@example.com', dashboardBaseUrl: BASE });
    const eve = await w.account('eve@example.com');
    expect(await rejects(w.acceptInvitation.execute({ userId: eve.userId, token: w.lastToken() }))).to.be.instanceOf(ForbiddenError);
    const unknown = await rejects(w.acceptInvitation.execute({ userId: eve.userId, token: 'nope' }));
    expect(unknown).to.be.instanceOf(NotFoundError).and.have.property('message', INVITATION_NOT_FOUND);
    const bob = await w.account('bob@example.com');
    w.clock.tick(7 * 24 * 3_600_000);
    expect(await rejects(w.acceptInvitation.execute({ userId: bob.userId, token: w.lastToken() }))).to.be.instanceOf(BadRequestError);
  });

  it('shows a live invitation before sign-in and answers one "not valid" for expired, used and unknown links', async () => {
    const { w, owner } = await agencyOwner();
    await w.inviteMember.execute(owner, { email: 'bob@example.com', dashboardBaseUrl: BASE });
    const preview = await w.viewInvitation.execute(w.lastToken());
    expect(preview).to.include({ inviterEmail: 'owner@example.com', email: 'bob@example.com', role: 'member' });
    const notValid = async (token: string) => {
      const error = await rejects(w.viewInvitation.execute(token));
      expect(error).to.be.instanceOf(NotFoundError).and.have.property('message', INVITATION_NOT_VALID);
    };
    await notValid('nope');
    const live = w.lastToken();
    w.clock.tick(7 * 24 * 3_600_000);
    await notValid(live);

    await w.inviteMember.execute(owner, { email: 'carl@example.com', dashboardBaseUrl: BASE });
    const carl = await w.account('carl@example.com');
    await w.acceptInvitation.execute({ userId: carl.userId, token: w.lastToken() });
    await notValid(w.lastToken());
  });

  it('counts the owner and pending invitations against 5 seats; removing frees a seat', async () => {
    const { w, owner } = await agencyOwner();
    for (const name of ['a', 'b', 'c', 'd']) await w.inviteMember.execute(owner, { email: `${name}@example.com`, dashboardBaseUrl: BASE });
    const full = await rejects(w.inviteMember.execute(owner, { email: 'e@example.com', dashboardBaseUrl: BASE }));
    expect(full).to.be.instanceOf(LimitReachedError).and.have.deep.property('details').that.includes({ limit: 'seats', max: 5, used: 5 });
    const team = await w.listTeam.execute(owner);
    expect(team.seats).to.deep.equal({ used: 5, limit: 5 });
    expect(team.canInvite).to.equal(false);
    await w.removeMember.execute(owner, team.members.find((m) => m.email === 'a@example.com')!.id);
    await w.inviteMember.execute(owner, { email: 'e@example.com', dashboardBaseUrl: BASE });
  });

  it('refuses duplicates, non-owners, Free/Pro workspaces, and removing the owner', async () => {
    const { w, owner } = await agencyOwner();
    await w.inviteMember.execute(owner, { email: 'bob@example.com', dashboardBaseUrl: BASE });
    expect(await rejects(w.inviteMember.execute(owner, { email: 'BOB@example.com', dashboardBaseUrl: BASE }))).to.be.instanceOf(
      ConflictError,
    );
    const member = { ...owner, role: 'member' as const };
    expect(await rejects(w.inviteMember.execute(member, { email: 'c@example.com', dashboardBaseUrl: BASE }))).to.be.instanceOf(
      ForbiddenError,
    );
    const ownSeat = (await w.listTeam.execute(owner)).members.find((m) => m.role === 'owner')!;
    expect(await rejects(w.removeMember.execute(member, ownSeat.id))).to.be.instanceOf(ForbiddenError);
    expect(await rejects(w.removeMember.execute(owner, ownSeat.id))).to.be.instanceOf(ConflictError);
    const solo = await w.account('solo@example.com');
    const gated = await rejects(w.inviteMember.execute(solo, { email: 'x@example.com', dashboardBaseUrl: BASE }));
    expect(gated).to.be.instanceOf(PlanRequiredError).and.have.deep.property('details', { plan: 'agency', feature: 'teamSeats' });
  });

  it('removing a member ends access at the next session load; a withdrawn link is dead', async () => {
    const { w, owner } = await agencyOwner();
    const seat = await w.inviteMember.execute(owner, { email: 'bob@example.com', dashboardBaseUrl: BASE });
    const bob = await w.account('bob@example.com');
    await w.acceptInvitation.execute({ userId: bob.userId, token: w.lastToken() });
    await w.removeMember.execute(owner, seat.id);
    expect(await rejects(w.loadSession.execute({ userId: bob.userId, workspaceId: owner.workspaceId }))).to.be.instanceOf(
      UnauthenticatedError,
    );

    const pending = await w.inviteMember.execute(owner, { email: 'carol@example.com', dashboardBaseUrl: BASE });
    const token = w.lastToken();
    await w.removeMember.execute(owner, pending.id);
    const carol = await w.account('carol@example.com');
    expect(await rejects(w.acceptInvitation.execute({ userId: carol.userId, token }))).to.be.instanceOf(NotFoundError);
  });

  it("a downgrade keeps seats but ends members' access until the plan allows them again", async () => {
    const { w, owner } = await agencyOwner();
    await w.inviteMember.execute(owner, { email: 'bob@example.com', dashboardBaseUrl: BASE });
    const bob = await w.account('bob@example.com');
    await w.acceptInvitation.execute({ userId: bob.userId, token: w.lastToken() });
    const change = await w.setPlan.execute({ ownerEmail: 'owner@example.com', plan: 'pro' });
    expect(change).to.include({ from: 'agency', to: 'pro' });
    expect(await rejects(w.loadSession.execute({ userId: bob.userId, workspaceId: owner.workspaceId }))).to.be.instanceOf(
      UnauthenticatedError,
    );
    expect((await w.loadSession.execute({ userId: owner.userId, workspaceId: owner.workspaceId })).plan).to.equal('pro');
    expect((await w.listTeam.execute(await w.refresh(owner))).members).to.have.length(2);
    await w.setPlan.execute({ ownerEmail: 'owner@example.com', plan: 'agency' });
    expect((await w.loadSession.execute({ userId: bob.userId, workspaceId: owner.workspaceId })).role).to.equal('member');
  });

  it('takes the seat back when the invitation email cannot be sent', async () => {
    const { w, owner } = await agencyOwner();
    w.mailer.failNext = true;
    expect(await rejects(w.inviteMember.execute(owner, { email: 'bob@example.com', dashboardBaseUrl: BASE }))).to.be.instanceOf(
      MailDeliveryError,
    );
    expect((await w.listTeam.execute(owner)).members).to.have.length(1);
    await w.inviteMember.execute(owner, { email: 'bob@example.com', dashboardBaseUrl: BASE });
  });

  it('plan set refuses an unknown owner', async () => {
    const { w } = await agencyOwner();
    expect(await rejects(w.setPlan.execute({ ownerEmail: 'nobody@example.com', plan: 'pro' }))).to.be.instanceOf(NotFoundError);
  });
});
