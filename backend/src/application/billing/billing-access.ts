import type { Subscription } from '../../domain/account/subscription.js';
import { BillingNotConfiguredError } from '../../domain/account/billing-errors.js';
import { ForbiddenError, NotFoundError } from '../../domain/shared/domain-error.js';
import type { BillingGateway } from '../../ports/billing-gateway.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { Actor } from '../shared/actor.js';

/** Billing is the owner's alone: members get 403 whatever the plan. */
export function assertBillingOwner(actor: Actor): void {
  if (actor.role !== 'owner') throw new ForbiddenError('Only the workspace owner can manage billing');
}

export function configuredGateway(gateway: BillingGateway | null): BillingGateway {
  if (!gateway) throw new BillingNotConfiguredError();
  return gateway;
}

export async function subscriptionOf(subscriptions: SubscriptionRepository, actor: Actor): Promise<Subscription> {
  const subscription = await subscriptions.findByWorkspace(actor.workspaceId);
  if (!subscription) throw new NotFoundError('This workspace has no subscription record');
  return subscription;
}
