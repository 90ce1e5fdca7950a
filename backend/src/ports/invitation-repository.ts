import type { Invitation } from '../domain/account/invitation.js';

export interface InvitationRepository {
  add(invitation: Invitation): void;
  findByTokenHash(tokenHash: string): Promise<Invitation | null>;
}
