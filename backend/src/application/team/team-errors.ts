import { DomainError, ForbiddenError } from '../../domain/shared/domain-error.js';
import type { Actor } from '../shared/actor.js';

/** The invitation could not be emailed; nothing was kept, so the owner can simply try again (HTTP 503). */
export class MailDeliveryError extends DomainError {
  readonly code = 'unavailable';
  constructor() {
    super('The invitation email could not be sent; please try again later');
  }
}

/** Only the owner invites and removes members (spec: Team member status). */
export function assertOwner(actor: Actor, action: string): void {
  if (actor.role !== 'owner') throw new ForbiddenError(`Only the workspace owner can ${action}`);
}
