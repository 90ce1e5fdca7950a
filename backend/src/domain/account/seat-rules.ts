import { LimitReachedError } from '../shared/domain-error.js';
import { planLimits, type PlanName } from '../plans/plan-catalogue.js';
import type { TeamMembership } from './team-membership.js';
import { requireFeature } from '../plans/plan-features.js';

/**
 * Seats count the owner, active members and pending invitations alike (spec: "5 seats including the owner and
 * pending invites"). Inviting needs a plan with team seats and a free seat.
 */
export function assertSeatAvailable(plan: PlanName, seats: readonly TeamMembership[]): void {
  if (seatAvailable(plan, seats)) return;
  requireFeature(plan, 'teamSeats');
  const limits = planLimits(plan);
  if (seats.length >= limits.seats) {
    throw new LimitReachedError({ limit: 'seats', max: limits.seats, used: seats.length, plan });
  }
}

/** Whether one more seat (an invitation) fits the plan; assertSeatAvailable says why not. */
export function seatAvailable(plan: PlanName, seats: readonly TeamMembership[]): boolean {
  const limits = planLimits(plan);
  return limits.teamSeats && seats.length < limits.seats;
}

/**
 * After a downgrade nobody's seat is deleted, but only as many members as the plan has seats keep access: the owner
 * always, then members in the order they joined. Upgrading again gives the others their access back.
 */
export function hasSeatAccess(plan: PlanName, seat: TeamMembership, seats: readonly TeamMembership[]): boolean {
  if (seat.isOwner()) return true;
  if (seat.status !== 'active') return false;
  const members = seats.filter((other) => !other.isOwner() && other.status === 'active').sort(byJoinOrder);
  const rank = members.findIndex((other) => other.id === seat.id);
  return rank >= 0 && rank < planLimits(plan).seats - 1;
}

function byJoinOrder(a: TeamMembership, b: TeamMembership): number {
  const joined = (a.joinedAt?.getTime() ?? 0) - (b.joinedAt?.getTime() ?? 0);
  return joined !== 0 ? joined : a.id.localeCompare(b.id);
}
