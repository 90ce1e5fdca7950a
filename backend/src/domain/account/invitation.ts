import { BadRequestError, ConflictError, ForbiddenError } from '../shared/domain-error.js';
import { normalizeEmail } from './user.js';

export interface NewInvitation {
  id: string;
  workspaceId: string;
  membershipId: string;
  email: string;
  /** sha256 of the emailed token: a leaked database row cannot be turned into an accept link. */
  tokenHash: string;
  now: Date;
  ttlHours: number;
}

/** The accept link of a pending seat: single use, expiring, valid only for the address it was sent to. */
export class Invitation {
  id!: string;
  workspaceId!: string;
  membershipId!: string;
  email!: string;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  acceptedAt: Date | null = null;

  static issue(input: NewInvitation): Invitation {
    const invitation = new Invitation();
    invitation.id = input.id;
    invitation.workspaceId = input.workspaceId;
    invitation.membershipId = input.membershipId;
    invitation.email = normalizeEmail(input.email);
    invitation.tokenHash = input.tokenHash;
    invitation.createdAt = input.now;
    invitation.expiresAt = new Date(input.now.getTime() + input.ttlHours * 3_600_000);
    return invitation;
  }

  /** Still usable: not accepted and not expired (the seat it points to may still have been withdrawn). */
  isOpen(now: Date): boolean {
    return this.acceptedAt === null && now.getTime() < this.expiresAt.getTime();
  }

  /** Open and sent to this address: holding its token proves the address (it was only mailed there). */
  isOpenFor(email: string, now: Date): boolean {
    return this.isOpen(now) && normalizeEmail(email) === this.email;
  }

  accept(email: string, now: Date): void {
    if (this.acceptedAt) throw new ConflictError('This invitation has already been used');
    if (now.getTime() >= this.expiresAt.getTime()) {
      throw new BadRequestError('This invitation has expired; ask the workspace owner to invite you again');
    }
    if (normalizeEmail(email) !== this.email) {
      throw new ForbiddenError(`This invitation was sent to ${this.email}; sign in with that address to accept it`);
    }
    this.acceptedAt = now;
  }
}
