import { expect } from 'chai';
import { Invitation } from '../../src/domain/account/invitation.js';
import { assertSeatAvailable, hasSeatAccess } from '../../src/domain/account/seat-rules.js';
import { Subscription } from '../../src/domain/account/subscription.js';
import { TeamMembership } from '../../src/domain/account/team-membership.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  LimitReachedError,
  PlanRequiredError,
} from '../../src/domain/shared/domain-error.js';

const T0 = new Date('2026-06-01T12:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function team(activeMembers: number, pending = 0): TeamMembership[] {
  const owner = TeamMembership.owner({ id: 'owner', workspaceId: 'w', userId: 'u0', email: 'owner@example.com', now: T0 });
  const members = Array.from({ length: activeMembers }, (_, i) => {
    const seat = TeamMembership.invite({ id: `m${i}`, workspaceId: 'w', email: `m${i}@example.com`, now: T0 });
    seat.activate(`u${i + 1}`, later(i + 1));
    return seat;
  });
  const invited = Array.from({ length: pending }, (_, i) =>
    TeamMembership.invite({ id: `p${i}`, workspaceId: 'w', email: `p${i}@example.com`, now: T0 }),
  );
  return [owner, ...members, ...invited];
}

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return expect.fail('expected an error');
}

describe('Seat rules', () => {
  it('inviting needs Agency: Free and Pro get plan_required naming agency', () => {
    for (const plan of ['free', 'pro'] as const) {
      const error = thrown(() => assertSeatAvailable(plan, team(0)));
      expect(error).to.be.instanceOf(PlanRequiredError).and.have.deep.property('details', { plan: 'agency', feature: 'teamSeats' });
    }
  });

  it('Agency has 5 seats counting the owner and pending invitations', () => {
    expect(() => assertSeatAvailable('agency', team(2, 1))).not.to.throw();
    expect(() => assertSeatAvailable('agency', team(3, 0))).not.to.throw();
    const error = thrown(() => assertSeatAvailable('agency', team(2, 2)));
    expect(error).to.be.instanceOf(LimitReachedError);
    expect((error as LimitReachedError).details).to.deep.include({ limit: 'seats', max: 5, used: 5 });
  });

  it('removing a seat frees it', () => {
    const seats = team(4);
    expect(() => assertSeatAvailable('agency', seats)).to.throw(LimitReachedError);
    expect(() => assertSeatAvailable('agency', seats.slice(0, 4))).not.to.throw();
  });

  it('on Agency the owner and every active member have access; a pending seat has none', () => {
    const seats = team(3, 1);
    expect(seats.filter((seat) => hasSeatAccess('agency', seat, seats)).map((seat) => seat.id)).to.deep.equal(['owner', 'm0', 'm1', 'm2']);
  });

  it('after a downgrade only the owner keeps access, and upgrading again restores the members', () => {
    const seats = team(4);
    for (const plan of ['free', 'pro'] as const) {
      expect(seats.filter((seat) => hasSeatAccess(plan, seat, seats)).map((seat) => seat.id)).to.deep.equal(['owner']);
    }
    expect(seats.filter((seat) => hasSeatAccess('agency', seat, seats))).to.have.length(5);
  });

  it('members beyond the seats keep no access, by join order (earliest joiners first)', () => {
    // Six active seats can only exist after a change of limits; the earliest four members keep theirs.
    const seats = team(5).reverse();
    const withAccess = seats.filter((seat) => hasSeatAccess('agency', seat, seats)).map((seat) => seat.id);
    expect(withAccess.sort()).to.deep.equal(['m0', 'm1', 'm2', 'm3', 'owner']);
  });
});

describe('Invitation', () => {
  const issue = () =>
    Invitation.issue({ id: 'i', workspaceId: 'w', membershipId: 'm', email: 'Bob@Example.com', tokenHash: 'h', now: T0, ttlHours: 168 });

  it('expires after its time to live', () => {
    expect(issue().expiresAt.toISOString()).to.equal('2026-06-08T12:00:00.000Z');
    expect(thrown(() => issue().accept('bob@example.com', later(7 * 24 * 60)))).to.be.instanceOf(BadRequestError);
  });

  it('is accepted once, by the invited address in any letter case', () => {
    const invitation = issue();
    invitation.accept('BOB@example.com', later(5));
    expect(invitation.acceptedAt).to.deep.equal(later(5));
    expect(thrown(() => invitation.accept('bob@example.com', later(6)))).to.be.instanceOf(ConflictError);
  });

  it('refuses another address and stays usable for the right one', () => {
    const invitation = issue();
    const error = thrown(() => invitation.accept('eve@example.com', later(1)));
    expect(error).to.be.instanceOf(ForbiddenError);
    expect((error as Error).message).to.include('bob@example.com');
    expect(invitation.acceptedAt).to.equal(null);
  });
});

describe('Subscription plan changes', () => {
  it('changes plan both ways and a cancelled paid period ends on Free', () => {
    const subscription = Subscription.free({ id: 's', workspaceId: 'w', now: T0 });
    subscription.changePlan('agency', T0, later(60));
    expect(subscription.effectivePlan(later(1))).to.equal('agency');
    subscription.changePlan('pro', later(2));
    expect(subscription.effectivePlan(later(3))).to.equal('pro');
    subscription.changePlan('agency', later(4), later(60));
    subscription.cancelAtEndOfPeriod(later(5));
    expect(subscription.effectivePlan(later(59))).to.equal('agency');
    expect(subscription.effectivePlan(later(60))).to.equal('free');
  });
});
