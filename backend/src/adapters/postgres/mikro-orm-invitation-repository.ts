import type { EntityManager } from '@mikro-orm/postgresql';
import type { Invitation } from '../../domain/account/invitation.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import { InvitationSchema } from './invitation-entity-schema.js';

/** Invitations go with their seat through the foreign key's cascade when the owner removes it. */
export class MikroOrmInvitationRepository implements InvitationRepository {
  constructor(private readonly em: EntityManager) {}

  add(invitation: Invitation): void {
    this.em.persist(invitation);
  }

  findByTokenHash(tokenHash: string): Promise<Invitation | null> {
    return this.em.findOne(InvitationSchema, { tokenHash });
  }
}
