import { ConflictError, NotFoundError } from '../../domain/shared/domain-error.js';
import type { TeamMembershipRepository } from '../../ports/team-membership-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { assertOwner } from './team-errors.js';

/**
 * Removes a pending or active member. The seat row goes (its invitation with it), which frees the seat and ends the
 * member's access on their next request, since every request re-checks the seat.
 */
export class RemoveMember {
  constructor(
    private readonly memberships: TeamMembershipRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, memberId: string): Promise<void> {
    assertOwner(actor, 'remove members');
    const seat = await this.memberships.findById(actor.workspaceId, memberId);
    if (!seat) throw new NotFoundError('Member not found');
    if (seat.isOwner()) throw new ConflictError('The owner cannot remove themselves from the workspace');
    this.memberships.remove(seat);
    await this.unitOfWork.commit();
  }
}
