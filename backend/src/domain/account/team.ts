import type { PlanName } from '../plans/plan-catalogue.js';
import { ConflictError } from '../shared/domain-error.js';
import { assertSeatAvailable, hasSeatAccess } from './seat-rules.js';
import { TeamMembership } from './team-membership.js';
import { normalizeEmail } from './user.js';

/**
 * A workspace's seats under its plan: the aggregate that decides who may be invited and who has access. Built from
 * the seats loaded in one serialized step, so its checks see every seat taken so far.
 */
export class Team {
  constructor(
    readonly workspaceId: string,
    private readonly plan: PlanName,
    private readonly seats: readonly TeamMembership[],
  ) {}

  /** A pending seat for `email`: refused when the address already holds a seat or the plan has no free one. */
  invite(input: { id: string; email: string; now: Date }): TeamMembership {
    const email = normalizeEmail(input.email);
    const existing = this.seats.find((seat) => seat.email === email);
    if (existing) throw new ConflictError(`${email} is already ${existing.status === 'pending' ? 'invited' : 'a member'}`);
    assertSeatAvailable(this.plan, this.seats);
    return TeamMembership.invite({ id: input.id, workspaceId: this.workspaceId, email, now: input.now });
  }

  /** Whether this seat may use the workspace now (after a downgrade, only as many as the plan has seats). */
  grantsAccessTo(seat: TeamMembership): boolean {
    return hasSeatAccess(this.plan, seat, this.seats);
  }
}
