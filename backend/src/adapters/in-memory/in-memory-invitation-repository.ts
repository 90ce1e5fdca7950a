import type { Invitation } from '../../domain/account/invitation.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

export class InMemoryInvitationRepository implements InvitationRepository {
  constructor(readonly table: InMemoryTable<Invitation>) {}

  add(invitation: Invitation): void {
    this.table.add(invitation);
  }

  async findByTokenHash(tokenHash: string): Promise<Invitation | null> {
    return this.table.find((invitation) => invitation.tokenHash === tokenHash);
  }
}
