import { expect } from 'chai';
import { Team } from '../../src/domain/account/team.js';
import { TeamMembership } from '../../src/domain/account/team-membership.js';
import { ConflictError, LimitReachedError, PlanRequiredError } from '../../src/domain/shared/domain-error.js';

const T0 = new Date('2026-06-01T12:00:00Z');

function seats(members: number): TeamMembership[] {
  const owner = TeamMembership.owner({ id: 'owner', workspaceId: 'w', userId: 'u0', email: 'owner@example.com', now: T0 });
  const invited = Array.from({ length: members }, (_, i) =>
    TeamMembership.invite({ id: `m${i}`, workspaceId: 'w', email: `m${i}@example.com`, now: T0 }),
  );
  return [owner, ...invited];
}

describe('Team aggregate: invitations', () => {
  it('invites a new address as a pending seat of its workspace, normalising the email', () => {
    const seat = new Team('w', 'agency', seats(1)).invite({ id: 'new', email: ' New@Example.com ', now: T0 });
    expect(seat).to.include({ id: 'new', workspaceId: 'w', email: 'new@example.com', status: 'pending', role: 'member' });
  });

  it('refuses an address that already holds a seat, saying whether invited or member', () => {
    const team = new Team('w', 'agency', seats(1));
    expect(() => team.invite({ id: 'x', email: 'M0@example.com', now: T0 })).to.throw(ConflictError, 'm0@example.com is already invited');
    expect(() => team.invite({ id: 'x', email: 'owner@example.com', now: T0 })).to.throw(
      ConflictError,
      'owner@example.com is already a member',
    );
  });

  it('refuses without a plan with seats, and when every seat (pending ones too) is taken', () => {
    expect(() => new Team('w', 'free', seats(0)).invite({ id: 'x', email: 'a@example.com', now: T0 })).to.throw(PlanRequiredError);
    expect(() => new Team('w', 'agency', seats(4)).invite({ id: 'x', email: 'a@example.com', now: T0 })).to.throw(LimitReachedError);
  });
});
